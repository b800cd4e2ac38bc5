/**
 * The three objectives of Chhabra et al. 2019 (section III.C) for one schedule.
 *
 * @example
 * ```ts
 * import type { BatchMetrics } from 'schedlab/policies';
 * const m: BatchMetrics = { makespan: 3600, energy: 2.5e8, meanFlowtime: 1800 };
 * m.energy / 3600; // watt-hours, the paper's unit
 * ```
 */
export interface BatchMetrics {
  /** Eq. 3: last end minus first arrival (s). */
  readonly makespan: number;
  /**
   * Eq. 6-7: every PE at its cluster's computing power while busy and idle power otherwise, from
   * the first arrival to the makespan (joules; divide by 3600 for the paper's watt-hours).
   */
  readonly energy: number;
  /** Eq. 4-5: mean of (end - arrival) over the jobs (s). */
  readonly meanFlowtime: number;
}

/**
 * One job of a {@link BatchSchedule}.
 *
 * @example
 * ```ts
 * import type { ScheduledBatchJob } from 'schedlab/policies';
 * const j: ScheduledBatchJob = { id: 'a', start: 0, end: 75, servers: [0, 1, 2], counts: [2, 1] };
 * ```
 */
export interface ScheduledBatchJob {
  readonly id: string;
  readonly start: number;
  readonly end: number;
  /** Global server (PE) indices, ascending. */
  readonly servers: readonly number[];
  /** PEs taken from each cluster. */
  readonly counts: readonly number[];
}

/**
 * A complete offline schedule: start, end and PEs of every job, and its metrics.
 *
 * @example
 * ```ts
 * import { platform } from 'schedlab/engine';
 * import { batchProblem, firstFit, type BatchSchedule } from 'schedlab/policies';
 * const problem = batchProblem(platform([{ servers: 4 }]), [
 *   { kind: 'rigid', id: 'a', submit: 0, processors: 4, runtime: 10, estimate: 10, sigma: 1 },
 * ]);
 * const s: BatchSchedule = firstFit(problem);
 * s.jobs[0]?.end; // 10
 * ```
 */
export interface BatchSchedule {
  /** Per job, in the problem's job order. */
  readonly jobs: readonly ScheduledBatchJob[];
  /** Placement order (job indices). */
  readonly order: readonly number[];
  readonly metrics: BatchMetrics;
}
