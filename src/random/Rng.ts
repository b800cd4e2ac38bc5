/**
 * The one generator type of schedlab: pure-rand's `xoroshiro128plus`, described here structurally
 * (the same members as pure-rand's `JumpableRandomGenerator`) so that the published type
 * declarations need no deep import into pure-rand, which node10 resolution cannot follow.
 *
 * Generators are advanced in place (pure-rand 8's `next()` mutates), so a function that draws
 * takes the generator as its first argument and leaves it advanced. Use `rng.clone()` to keep a
 * copy, `rng.jump()` for an independent stream and `rng.getState()` to serialize it.
 *
 * @example
 * ```ts
 * import { createRng, uniform, type Rng } from 'schedlab/random';
 * const rng: Rng = createRng(42);
 * const copy = rng.clone(); // same future draws as rng
 * uniform(rng) === uniform(copy); // true
 * const state = rng.getState(); // four integers, JSON-able
 * ```
 */
export interface Rng {
  /** The next 32-bit value, in [-2^31, 2^31 - 1]; advances the generator. */
  next(): number;
  /** An independent copy with the same future draws. */
  clone(): Rng;
  /** Advances by 2^64 draws: a new, independent stream. */
  jump(): void;
  /** The internal state, read-only (four integers for xoroshiro128+). */
  getState(): readonly number[];
}
