import type { OptimizerState } from './OptimizerState';
import type { ParetoProgress } from './ParetoResult';

/**
 * Options of `minimize` for a multi-objective run: the budgets, abort, concurrency and resume of
 * {@link MinimizeOptions}; a target, stagnation or batch evaluator do not apply to a front and are
 * refused. At least one of `maxIterations` and `maxEvaluations` is required.
 *
 * @example
 * ```ts
 * import type { ParetoMinimizeOptions } from 'schedlab/optimizers';
 * const options: ParetoMinimizeOptions = { seed: 7, maxEvaluations: 20_000, onIteration: (p) => console.log(p.entry.frontSize) };
 * ```
 */
export interface ParetoMinimizeOptions {
  /** Unsigned 32-bit seed of the run (echoed in the result). */
  readonly seed: number;
  /** Stop after this many iterations in total (resumed iterations included). */
  readonly maxIterations?: number;
  /** Never exceed this many evaluations in total: stop before a batch that would. */
  readonly maxEvaluations?: number;
  /** Stops the run cleanly between iterations (`stoppedBy: 'abort'`). */
  readonly signal?: AbortSignal;
  /** Called after each iteration. */
  readonly onIteration?: (progress: ParetoProgress) => void;
  /** Evaluations in flight at once when the objective returns promises. @defaultValue 1 */
  readonly concurrency?: number;
  /** Continue from `result.state` of an earlier run with the same seed, optimizer and space. */
  readonly resumeFrom?: OptimizerState;
  /**
   * Reference point of the `hypervolume` recorded in each history entry (one value per objective,
   * all minimized): the front's hypervolume after each iteration is measured against it, so one
   * fixed point makes the values of a run (and of runs given the same point) comparable. Choose
   * a point every interesting solution dominates, e.g. the objectives' worst acceptable values
   * or a point slightly worse than a nadir estimate (the common choice, which Ishibuchi et al.,
   * "How to specify a reference point in hypervolume calculation for fair performance comparison",
   * Evolutionary Computation 26(3), 2018, show is not always appropriate: the best distribution of
   * a front's points depends on where the reference point lies, and they propose one set from the
   * population size); points that do not dominate it count nothing. The papers reproduced here are
   * silent on it, so there is no default: without it the history has no hypervolume.
   * @defaultValue undefined (no hypervolume in the history)
   */
  readonly hypervolumeReference?: readonly number[];
}
