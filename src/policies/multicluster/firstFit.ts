import type { BatchProblem } from './BatchProblem';
import type { BatchSchedule } from './BatchSchedule';
import { listBaseline } from './internals/listBaseline';
import { requireBatchProblem } from './internals/requireBatchProblem';

/**
 * First-Fit (Bucur & Epema 2007, as the baseline of Chhabra et al. 2019, V.A): "FCFS as job
 * ordering policy and look for the first cluster with enough PEs to fit the job". Jobs are taken
 * in the problem's order (under the 'perCluster' start rule a job may still start before an
 * earlier one queued on another cluster); each starts at the earliest time some single cluster has
 * enough free PEs, on the first such cluster in index order. A job larger than every cluster is
 * co-allocated at the earliest time enough PEs are free in total, taking them cluster by cluster
 * in index order (the paper is silent on this case: our choice).
 *
 * @param problem - platform and jobs (job order = FCFS order)
 * @returns the schedule (its metrics are the paper's three objectives)
 * @example
 * ```ts
 * import { platform } from 'schedlab/engine';
 * import { batchProblem, firstFit } from 'schedlab/policies';
 * const problem = batchProblem(platform([{ servers: 4 }, { servers: 4, speed: 2 }]), [
 *   { kind: 'rigid', id: 'a', submit: 0, processors: 3, runtime: 60, estimate: 60, sigma: 1 },
 *   { kind: 'rigid', id: 'b', submit: 0, processors: 3, runtime: 60, estimate: 60, sigma: 1 },
 * ]);
 * const s = firstFit(problem);
 * s.jobs.map((j) => j.counts); // [[3, 0], [0, 3]]: a on the first cluster, b on the next free one
 * ```
 */
export function firstFit(problem: BatchProblem): BatchSchedule {
  requireBatchProblem('firstFit(problem)', problem);
  return listBaseline(problem, (_s, _j, _t, candidates) => candidates[0] as number, 'index');
}
