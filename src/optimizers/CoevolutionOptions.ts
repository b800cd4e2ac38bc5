import type { CoevolutionSpecies } from './CoevolutionSpecies';

/**
 * Options of {@link coevolution}.
 *
 * @example
 * ```ts
 * import { coevolution, minimize, searchSpace, type CoevolutionOptions } from 'schedlab/optimizers';
 * const options: CoevolutionOptions = { partner: 'best' }; // two halves, each with its (3+21) ES
 * const space = searchSpace({ lower: [0, 0, 0, 0], upper: [1, 1, 1, 1] });
 * const r = await minimize({ space, evaluate: (x) => x.reduce((s, v) => s + v, 0) }, coevolution(options), { seed: 1, maxIterations: 20 });
 * ```
 */
export interface CoevolutionOptions {
  /**
   * Species: index ranges that partition the dimensions (each dimension in exactly one).
   * @defaultValue two species, `[0, floor(d/2))` and `[floor(d/2), d)`
   */
  readonly species?: readonly CoevolutionSpecies[];
  /**
   * `'random'`: Franke et al.'s CCA — each evaluation combines one random individual of every
   * species (batch = the largest species batch; members of smaller batches are reused; a
   * member's value is the best of its cooperations). `'best'`: each individual is evaluated with
   * the other species' best-known sub-vectors (batch = the sum of the species batches).
   * @defaultValue `'random'`
   */
  readonly partner?: 'random' | 'best';
}
