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
