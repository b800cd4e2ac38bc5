import type { BestPoint } from './Optimizer';
import type { OptimizerState } from './OptimizerState';

/**
 * Why `minimize` stopped: a budget (`'maxIterations'`, `'maxEvaluations'`: the next batch would
 * exceed it), `'target'` reached, `'stagnation'`, `'abort'` (the signal fired; the running
 * iteration is completed first) or `'converged'` (the optimizer reports `done`).
 *
 * @example
 * ```ts
 * import type { StopReason } from 'schedlab/optimizers';
 * const why: StopReason = 'maxEvaluations';
 * ```
 */
export type StopReason = 'maxIterations' | 'maxEvaluations' | 'target' | 'stagnation' | 'abort' | 'converged';

/**
 * Statistics of one iteration's batch.
 *
 * @example
 * ```ts
 * import type { HistoryEntry } from 'schedlab/optimizers';
 * const e: HistoryEntry = { iteration: 0, evaluations: 30, min: 1, mean: 2, max: 3, bestSoFar: 1, iterationSeed: 2894823381 };
 * ```
 */
export interface HistoryEntry {
  /** 0-based iteration. */
  readonly iteration: number;
  /** Evaluations so far, this iteration's included. */
  readonly evaluations: number;
  /** Smallest value of the batch (re-evaluations included). */
  readonly min: number;
  /** Mean value of the batch. */
  readonly mean: number;
  /** Largest value of the batch. */
  readonly max: number;
  /** The optimizer's best-known value after the iteration (`session.bestValue`). */
  readonly bestSoFar: number;
  /** For restarting optimizers (`cmaEs`): the run (0 = the first) this iteration belonged to. */
  readonly restart?: number;
  /**
   * The iteration seed its candidates were evaluated with (`EvaluationContext.iterationSeed`, the
   * same for the whole batch: common random numbers). An objective that draws job sets from it,
   * as `simulationObjective` does with `jobSetSeeds(iterationSeed, k)`, names them by it.
   */
  readonly iterationSeed: number;
}

/**
 * What `onIteration` receives after each iteration.
 *
 * @example
 * ```ts
 * import type { IterationProgress } from 'schedlab/optimizers';
 * const log = (p: IterationProgress) => console.log(p.iteration, p.entry.bestSoFar);
 * ```
 */
export interface IterationProgress {
  /** 0-based iteration just completed. */
  readonly iteration: number;
  /** Evaluations so far. */
  readonly evaluations: number;
  /** Best-known point (a copy). */
  readonly best: BestPoint | undefined;
  /** The iteration's history entry. */
  readonly entry: HistoryEntry;
  /** The iteration's candidates and their values, in batch order (copies; re-evaluations included). */
  readonly batch: readonly BestPoint[];
  /**
   * The resumable state after this iteration, the same object `result.state` would be had the run
   * stopped here: save it (`JSON.stringify`) and pass it as `resumeFrom` with the same seed to
   * continue exactly as the uninterrupted run. Built only when called (it copies the optimizer's
   * state), and only during this `onIteration` call: later it throws an `InvalidInputError`.
   */
  readonly checkpoint: () => OptimizerState;
}

/**
 * Result of `minimize`.
 *
 * @example
 * ```ts
 * import type { OptimizationResult } from 'schedlab/optimizers';
 * const show = (r: OptimizationResult) => `${r.best.value} after ${r.evaluations} evaluations (seed ${r.seed})`;
 * ```
 */
export interface OptimizationResult {
  /**
   * Best-known point (`{ x: [], value: Infinity }` only when the run was aborted before its first
   * evaluation: a budget that admits no evaluation is an `InvalidInputError`).
   */
  readonly best: BestPoint;
  /** Evaluations in total (including those before a resume). */
  readonly evaluations: number;
  /** Iterations in total (including those before a resume). */
  readonly iterations: number;
  /** One entry per iteration. */
  readonly history: readonly HistoryEntry[];
  /**
   * The candidates of the last iteration this call evaluated, with their values (empty when it
   * evaluated none). On a noisy objective, re-evaluate them with `best` on held-out data rather than
   * trusting `best.value` (see `validateCandidates` in `schedlab/experiments`).
   */
  readonly lastBatch: readonly BestPoint[];
  /** The seed the run was made with. */
  readonly seed: number;
  /** Why the run stopped. */
  readonly stoppedBy: StopReason;
  /** State to continue with `resumeFrom`. */
  readonly state: OptimizerState;
}
