import type { JumpableRandomGenerator } from 'pure-rand/types/JumpableRandomGenerator';

/**
 * The one generator type of schedlab: pure-rand's `xoroshiro128plus`.
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
export type Rng = JumpableRandomGenerator;
