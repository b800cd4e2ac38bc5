import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { InvalidInputError } from '../errors/InvalidInputError';
import type { Rng } from './Rng';

/** Largest accepted seed: seeds are unsigned 32-bit integers. */
export const MAX_SEED = 0xffff_ffff;

/**
 * Creates a `xoroshiro128plus` generator from a seed.
 *
 * Seeds are integers in [0, 2^32 - 1]; anything else is refused (pure-rand would silently keep
 * only the low 32 bits, so two different seeds could give the same stream).
 *
 * @param seed - unsigned 32-bit integer
 * @throws InvalidInputError when the seed is not an integer in [0, 2^32 - 1]
 * @example
 * ```ts
 * import { createRng, uniform } from 'schedlab/random';
 * const rng = createRng(42);
 * const u = uniform(rng); // in [0, 1)
 * ```
 */
export function createRng(seed: number): Rng {
  assertSeed(seed, 'seed');
  return xoroshiro128plus(seed | 0);
}

/**
 * Throws an {@link InvalidInputError} unless `seed` is an integer in [0, 2^32 - 1].
 *
 * @param seed - value to check
 * @param where - name of the option or flag, used in the message
 * @example
 * ```ts
 * import { assertSeed } from 'schedlab/random';
 * assertSeed(7, 'options.seed'); // passes
 * ```
 */
export function assertSeed(seed: number, where: string): void {
  if (!Number.isInteger(seed) || seed < 0 || seed > MAX_SEED) {
    throw new InvalidInputError(`${where}: expected an integer seed in [0, ${MAX_SEED}], got ${String(seed)}`);
  }
}
