import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import type { Rng } from './Rng';
import { InvalidInputError } from '../errors/InvalidInputError';
import { requireRng } from '../errors/internals/knownKeys';

/**
 * Draws a double uniformly in [0, 1) with 53 random bits (two generator steps).
 *
 * @example
 * ```ts
 * import { createRng, uniform } from 'schedlab/random';
 * const u = uniform(createRng(3));
 * ```
 */
export function uniform(rng: Rng): number {
  requireRng('uniform(rng)', rng);
  return uniformFloat64(rng);
}

/**
 * Draws a double uniformly in [low, high) (two generator steps).
 *
 * @throws InvalidInputError when `low` or `high` is not a finite number
 *
 * @example
 * ```ts
 * import { createRng, uniformIn } from 'schedlab/random';
 * const alpha = uniformIn(createRng(3), 0.5, 1);
 * ```
 */
export function uniformIn(rng: Rng, low: number, high: number): number {
  requireRng('uniformIn(rng)', rng);
  if (!Number.isFinite(low) || !Number.isFinite(high)) {
    throw new InvalidInputError(`uniformIn(low, high): expected finite numbers, got ${String(low)} and ${String(high)}`);
  }
  return low + (high - low) * uniformFloat64(rng);
}
