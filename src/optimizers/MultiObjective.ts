import type { EvaluationContext } from './Objective';
import type { SearchSpace } from './searchSpace';

/**
 * A problem with several costs to minimize at once (the multi-objective extension of
 * {@link Objective}): `evaluate` returns one value per objective, in a fixed order. Handed to
 * `minimize` with a multi-objective optimizer such as {@link nsga2}, it yields a Pareto front
 * instead of one best point.
 *
 * @example
 * ```ts
 * import { searchSpace, type MultiObjective } from 'schedlab/optimizers';
 * // Schaffer's problem: f1 = x^2, f2 = (x - 2)^2; the Pareto set is x in [0, 2].
 * const schaffer: MultiObjective = {
 *   space: searchSpace({ lower: [-10], upper: [10] }),
 *   objectives: 2,
 *   evaluate: (x) => [x[0]! ** 2, (x[0]! - 2) ** 2],
 * };
 * ```
 */
export interface MultiObjective {
  /** Where candidates are drawn from. */
  readonly space: SearchSpace;
  /** Number of objectives (>= 2 for a real multi-objective problem; 1 is allowed). */
  readonly objectives: number;
  /**
   * Costs of candidate `x` (lower is better), `objectives` numbers (NaN is an error; Infinity is
   * allowed and dominated by every finite value).
   */
  evaluate(x: Float64Array, ctx: EvaluationContext): ArrayLike<number> | Promise<ArrayLike<number>>;
}
