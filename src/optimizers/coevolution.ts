import { createCoevolution } from './internals/CoevolutionSession';
import type { Optimizer } from './Optimizer';

/**
 * One species of {@link coevolution}: the dimensions `[start, end)` and their optimizer.
 *
 * @example
 * ```ts
 * import { coevolution, evolutionStrategy, randomSearch, type CoevolutionSpecies } from 'schedlab/optimizers';
 * // 360 genes: a sorting and an algorithm rule base of 180 genes each.
 * const species: CoevolutionSpecies[] = [
 *   { start: 0, end: 180 }, // default (3+21) ES
 *   { start: 180, end: 360, optimizer: evolutionStrategy({ mu: 5, lambda: 35 }) },
 * ];
 * const optimizer = coevolution({ species });
 * ```
 */
export interface CoevolutionSpecies {
  /** First dimension (inclusive). */
  readonly start: number;
  /** Last dimension (exclusive). */
  readonly end: number;
  /** Optimizer of this species' sub-vector. @defaultValue `evolutionStrategy()` ((3+21), Franke et al.) */
  readonly optimizer?: Optimizer;
}

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

/**
 * Cooperative coevolution (CCA, Paredis; Franke, Lepping and Schwiegelshohn sec. 4.2): the
 * search space is split into species, each evolved by its own optimizer on its sub-vector in
 * lockstep (one ask/tell each per iteration); individuals are evaluated in cooperation with
 * partners from the other species. Exposed as an optimizer over the full space.
 *
 * @param options - see {@link CoevolutionOptions}
 * @throws InvalidInputError when the species do not partition the dimensions (at start)
 * @example
 * ```ts
 * import { coevolution, evolutionStrategy, minimize, searchSpace } from 'schedlab/optimizers';
 * const space = searchSpace({ lower: [0, 0, 0, 0], upper: [1, 1, 1, 1] });
 * const optimizer = coevolution({
 *   species: [
 *     { start: 0, end: 2, optimizer: evolutionStrategy() },
 *     { start: 2, end: 4, optimizer: evolutionStrategy() },
 *   ],
 * });
 * const r = await minimize({ space, evaluate: (x) => x.reduce((s, v) => s + v, 0) }, optimizer, {
 *   seed: 2,
 *   maxIterations: 40,
 * });
 * ```
 */
export function coevolution(options?: CoevolutionOptions): Optimizer {
  return createCoevolution(options);
}
