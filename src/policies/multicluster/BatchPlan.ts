/**
 * A decoded candidate: the order in which jobs are placed and how many processing elements each
 * job takes from each cluster (Chhabra et al. 2019, IV.C: the job permutation X and the
 * allocation list A of Algorithm 3).
 *
 * @example
 * ```ts
 * import type { BatchPlan } from 'schedlab/policies';
 * // two jobs on two clusters: job 1 first, 4 PEs on cluster 0; then job 0, 2 + 2 PEs (co-allocated)
 * const plan: BatchPlan = { order: Int32Array.of(1, 0), counts: Int32Array.of(2, 2, 4, 0) };
 * ```
 */
export interface BatchPlan {
  /** A permutation of the job indices: placement order. */
  readonly order: Int32Array;
  /** `counts[job * clusterCount + cluster]`: PEs job takes from cluster; each row sums to the job's size. */
  readonly counts: Int32Array;
}
