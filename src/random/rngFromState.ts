import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { InvalidInputError } from '../errors/InvalidInputError';
import type { Rng } from './Rng';
import { showValue } from '../errors/internals/showValue';

/**
 * Rebuilds a generator from `rng.getState()` (four 32-bit integers), e.g. after a JSON round trip.
 *
 * @param state - the array returned by `getState()`
 * @throws InvalidInputError when the state is not four 32-bit integers
 * @example
 * ```ts
 * import { createRng, rngFromState, uniform } from 'schedlab/random';
 * const a = createRng(1);
 * const b = rngFromState(JSON.parse(JSON.stringify(a.getState())));
 * uniform(a) === uniform(b); // true
 * ```
 */
export function rngFromState(state: readonly number[]): Rng {
  if (
    !Array.isArray(state) ||
    state.length !== 4 ||
    !state.every((v) => Number.isInteger(v) && v >= -0x8000_0000 && v <= 0xffff_ffff)
  ) {
    throw new InvalidInputError(
      `rng state: expected four 32-bit integers as returned by getState(), got ${showValue(state)}`,
    );
  }
  if (state.every((v) => (v | 0) === 0)) {
    throw new InvalidInputError('rng state: all four words are 0, a degenerate xoroshiro128+ state that only ever yields 0 (a corrupted state?)');
  }
  return xoroshiro128plusFromState(state.map((v) => v | 0));
}
