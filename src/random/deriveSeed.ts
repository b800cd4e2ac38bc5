import type { Rng } from './Rng';
import { requireRng } from '../errors/internals/knownKeys';

/**
 * Draws a fresh unsigned 32-bit seed from a generator (one generator step), e.g. the common
 * seed of an optimizer iteration or the seed of one job set.
 *
 * @example
 * ```ts
 * import { createRng, deriveSeed } from 'schedlab/random';
 * const seed = deriveSeed(createRng(1)); // integer in [0, 2^32 - 1]
 * ```
 */
export function deriveSeed(rng: Rng): number {
  requireRng('deriveSeed(rng)', rng);
  return rng.next() >>> 0;
}
