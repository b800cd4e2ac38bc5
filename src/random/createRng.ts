import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { InvalidInputError } from '../errors/InvalidInputError';
import type { Rng } from './Rng';
import { requireString } from '../errors/internals/knownKeys';
import { showValue } from '../errors/internals/showValue';

/**
 * Largest accepted seed: seeds are unsigned 32-bit integers.
 *
 * @example
 * ```ts
 * import { createRng, MAX_SEED } from 'schedlab/random';
 * const rng = createRng(MAX_SEED); // the largest accepted seed, 2^32 - 1
 * ```
 */
export const MAX_SEED = 0xffff_ffff;

/**
 * Creates a `xoroshiro128plus` generator from a seed.
 *
 * Seeds are integers in [0, 2^32 - 1]; anything else is refused (pure-rand would silently keep
 * only the low 32 bits, so two different seeds could give the same stream).
 *
 * The 128-bit state is expanded from the seed with SplitMix32 (the seeding its author
 * recommends), not with pure-rand's `xoroshiro128plus(seed)`: that one sets the state to
 * `(-1, ~seed, seed, 0)`, whose first output is close to 1 for every small seed (seeds 0-3
 * all start with a uniform draw above 0.9999), which skews the first job of every job set.
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
  let x = seed | 0;
  const state: number[] = [];
  for (let i = 0; i < 4; i++) {
    x = (x + 0x9e3779b9) | 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    state.push((z ^ (z >>> 16)) | 0);
  }
  if (!state.some((v) => v !== 0)) state[0] = 1; // the all-zero state is a fixed point
  return xoroshiro128plusFromState(state);
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
  requireString('assertSeed(where)', where, 'the place to name in the error message');
  if (!Number.isInteger(seed) || seed < 0 || seed > MAX_SEED) {
    throw new InvalidInputError(`${where}: expected an integer seed in [0, ${MAX_SEED}], got ${typeof seed === 'number' ? String(seed) : showValue(seed)}`);
  }
}
