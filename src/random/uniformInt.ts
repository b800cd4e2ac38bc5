import { uniformInt as pureUniformInt } from 'pure-rand/distribution/uniformInt';
import type { Rng } from './Rng';
import { requireObject } from '../errors/internals/knownKeys';

/**
 * Draws an integer uniformly in [from, to] (both included), without modulo bias.
 *
 * @example
 * ```ts
 * import { createRng, uniformInt } from 'schedlab/random';
 * const die = uniformInt(createRng(5), 1, 6);
 * ```
 */
export function uniformInt(rng: Rng, from: number, to: number): number {
  requireObject('uniformInt(rng)', rng, 'an Rng from createRng()');
  return pureUniformInt(rng, from, to);
}
