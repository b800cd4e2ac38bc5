import type { JobPriority } from './JobPriority';

/**
 * Sorting criterion of the waiting queue used by the rigid-job policies (Franke, Lepping &
 * Schwiegelshohn, section 3: the sorting criterion nu(t) that a scheduling algorithm follows).
 *
 * - `'submission'`: submission order (first come first served). Sorting by *decreasing waiting
 *   time* gives the same order, so it is this criterion.
 * - `'fewestProcessors'`: increasing number of requested processors.
 * - `'shortestEstimate'`: increasing estimated run time (the job's `estimate`).
 *
 * - a {@link JobPriority} (such as `multifactorPriority(...)`): decreasing priority.
 *
 * Ties keep submission order (the sort is stable).
 *
 * @example
 * ```ts
 * import { listScheduling, type QueueOrder } from 'schedlab/policies';
 * const order: QueueOrder = 'fewestProcessors';
 * const policy = listScheduling({ order });
 * ```
 */
export type QueueOrder = 'submission' | 'fewestProcessors' | 'shortestEstimate' | JobPriority;
