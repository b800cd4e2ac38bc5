import type { StopReason } from './OptimizationResult';
import type { OptimizerState } from './OptimizerState';
import type { ParetoPoint } from './MultiObjectiveOptimizer';

/**
 * Statistics of one iteration of a multi-objective run.
 *
 * @example
 * ```ts
 * import type { ParetoHistoryEntry } from 'schedlab/optimizers';
 * const e: ParetoHistoryEntry = { iteration: 0, evaluations: 100, frontSize: 7, ideal: [0.01, 3.2] };
 * ```
 */
export interface ParetoHistoryEntry {
  /** 0-based iteration. */
  readonly iteration: number;
  /** Evaluations so far (this iteration included). */
  readonly evaluations: number;
  /** Points on the session's front after this iteration. */
  readonly frontSize: number;
  /** Per objective, the lowest value on that front (the ideal point's estimate). */
  readonly ideal: readonly number[];
  /**
   * Hypervolume of that front against `minimize`'s `hypervolumeReference` (higher is better;
   * `hypervolume()` of this module); absent when the run was given no reference point.
   */
  readonly hypervolume?: number;
}

/**
 * Progress reported after each iteration of a multi-objective `minimize`.
 *
 * @example
 * ```ts
 * import type { ParetoProgress } from 'schedlab/optimizers';
 * const log = (p: ParetoProgress) => console.log(p.iteration, p.entry.frontSize);
 * ```
 */
export interface ParetoProgress {
  readonly iteration: number;
  readonly evaluations: number;
  readonly entry: ParetoHistoryEntry;
  /**
   * The resumable state after this iteration (what `result.state` would be had the run stopped
   * here), built when called; only during this `onIteration` call (later it throws an
   * `InvalidInputError`). Pass it as `resumeFrom` with the same seed to continue the run exactly.
   */
  readonly checkpoint: () => OptimizerState;
}

/**
 * What a multi-objective `minimize` returns: the Pareto front instead of one best point, plus the
 * same bookkeeping as {@link OptimizationResult}.
 *
 * @example
 * ```ts
 * import { minimize, nsga2, searchSpace, type ParetoResult } from 'schedlab/optimizers';
 * const r: ParetoResult = await minimize(
 *   { space: searchSpace({ lower: [-10], upper: [10] }), objectives: 2, evaluate: (x) => [x[0]! ** 2, (x[0]! - 2) ** 2] },
 *   nsga2({ populationSize: 40 }),
 *   { seed: 1, maxIterations: 50 },
 * );
 * console.log(r.front.length, r.seed, r.stoppedBy);
 * ```
 */
export interface ParetoResult {
  /** The optimizer's non-dominated points (NSGA-II: its first front; MOPSO: its archive), one per distinct objective vector, sorted by their values (first objective first). */
  readonly front: readonly ParetoPoint[];
  readonly evaluations: number;
  readonly iterations: number;
  readonly history: readonly ParetoHistoryEntry[];
  /** The seed of the run. */
  readonly seed: number;
  /** `'target'` and `'stagnation'` do not apply to multi-objective runs. */
  readonly stoppedBy: Exclude<StopReason, 'target' | 'stagnation'>;
  /** Resumable state (pass as `resumeFrom`). */
  readonly state: OptimizerState;
}
