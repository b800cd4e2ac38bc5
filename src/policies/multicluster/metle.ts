import type { BatchProblem } from './BatchProblem';
import type { BatchSchedule } from './BatchSchedule';
import { selectionLoop } from './internals/selectionLoop';
import { requireBatchProblem } from './internals/requireBatchProblem';

/**
 * Energy-aware Minimum Execution Time Loss (METLE, after Blanco et al. 2012, as the baseline of
 * Chhabra et al. 2019, V.A: "firstly select the job which results into minimum execution time
 * loss by taking into account the resource heterogeneity and system communication
 * characteristics and in next phase allocate the job to the processor(s) that result in minimum
 * energy consumption"). The cited paper is not at hand; our reading of that sentence:
 * 1. the execution time loss of a job is `min over its options (end - now) - Te*`, where `now` is
 *    the start of the last placed job, an option is each cluster large enough to hold it alone
 *    (else a co-allocation filling the slowest clusters first), and `Te*` its shortest run time
 *    over those options: the time it loses, by waiting and by slower or co-allocated PEs,
 *    against running now on its best resources;
 * 2. the job of least loss (ties: lower index) is placed on its option of least busy energy
 *    (ties: earlier end, lower cluster index); repeat.
 * Placement uses the same builder as every plan, under the problem's start rule.
 *
 * Cost: the literal loop is O(n^2) evaluations of O(m (m + F)) each (F: distinct PE free times
 * of a cluster); ours gives the same schedule with O(m) per evaluation from cached run times and
 * starts, skips jobs whose lower bound of loss cannot reach the best so far, and under 'inOrder'
 * stops a round at the first job of loss 0 (the loss is never negative there). Worst case still
 * O(n^2 m) (a round evaluates every job whose loss ties with the best, up to rounding), in practice
 * 20,000 jobs take seconds (issue 32; docs/multicluster.md).
 *
 * @param problem - platform and jobs
 * @example
 * ```ts
 * import { platform } from 'schedlab/engine';
 * import { batchProblem, metle } from 'schedlab/policies';
 * const problem = batchProblem(platform([{ servers: 4 }, { servers: 4, speed: 2 }]), [
 *   { kind: 'rigid', id: 'a', submit: 0, processors: 4, runtime: 100, estimate: 100, sigma: 1 },
 * ]);
 * metle(problem).jobs[0]?.counts; // [0, 4]: no loss either way; same power, half the run time on the fast cluster
 * ```
 */
export function metle(problem: BatchProblem): BatchSchedule {
  requireBatchProblem('metle(problem)', problem);
  return selectionLoop(problem, 'metle');
}
