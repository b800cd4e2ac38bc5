import type { JumpableRandomGenerator } from 'pure-rand/types/JumpableRandomGenerator';

/**
 * The one generator type of schedlab: pure-rand's `xoroshiro128plus`.
 *
 * Generators are advanced in place (pure-rand 8's `next()` mutates), so a function that draws
 * takes the generator as its first argument and leaves it advanced. Use `rng.clone()` to keep a
 * copy, `rng.jump()` for an independent stream and `rng.getState()` to serialize it.
 */
export type Rng = JumpableRandomGenerator;
