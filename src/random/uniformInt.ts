import { uniformInt as pureUniformInt } from 'pure-rand/distribution/uniformInt';
import type { Rng } from './Rng';
import { InvalidInputError } from '../errors/InvalidInputError';
import { requireRng } from '../errors/internals/knownKeys';

/**
 * Draws an integer uniformly in [from, to] (both included), without modulo bias.
 *
 * @throws InvalidInputError when `from` or `to` is not a safe integer or `from > to` (pure-rand's
 * rejection loop never ends on a NaN range)
 *
 * @example
 * ```ts
 * import { createRng, uniformInt } from 'schedlab/random';
 * const die = uniformInt(createRng(5), 1, 6);
 * ```
 */
export function uniformInt(rng: Rng, from: number, to: number): number {
  requireRng('uniformInt(rng)', rng);
  if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to) || from > to) {
    throw new InvalidInputError(`uniformInt(from, to): expected safe integers with from <= to, got ${String(from)} and ${String(to)}`);
  }
  return pureUniformInt(rng, from, to);
}
