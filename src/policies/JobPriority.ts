import type { ClusterView } from '../engine/ClusterView';
import type { RigidJob } from '../engine/Job';

/**
 * A computed job priority, usable as the `order` of `fcfs`, `listScheduling`, `easyBackfilling`
 * and `conservativeBackfilling`: at each scheduling point the waiting jobs are sorted by
 * decreasing priority, ties in submission order (a stable sort of the queue). `multifactorPriority`
 * is the built-in one (Slurm's priority/multifactor); write your own for other rules.
 *
 * `toString()` returns `name`, so the policy's name shows it (`easyBackfilling(multifactor)`).
 *
 * @example
 * ```ts
 * import { easyBackfilling, type JobPriority } from 'schedlab/policies';
 * // widest job first, as a priority
 * const widest: JobPriority = {
 *   name: 'widest',
 *   priorities: (view, jobs) => jobs.map((j) => j.processors),
 *   toString: () => 'widest',
 * };
 * const policy = easyBackfilling({ order: widest }); // named 'easyBackfilling(widest)'
 * ```
 */
export interface JobPriority {
  readonly name: string;
  /**
   * The priority of each of `jobs` (the waiting jobs in submission order) at `view.now`: larger
   * runs first. Called once per scheduling point with a non-empty queue, in time order during a run.
   */
  priorities(view: ClusterView, jobs: readonly RigidJob[]): ArrayLike<number>;
  toString(): string;
}
