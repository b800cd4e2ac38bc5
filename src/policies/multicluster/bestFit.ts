import type { BatchProblem } from './BatchProblem';
import type { BatchSchedule } from './BatchSchedule';
import { listBaseline } from './internals/listBaseline';
import { requireBatchProblem } from './internals/requireBatchProblem';

/**
 * Best-Fit (Bucur & Epema 2007, as the baseline of Chhabra et al. 2019, V.A): "always selects the
 * cluster which results into least left-out free processors after allocation of job". Same FCFS
 * loop as {@link firstFit}; among the clusters that can start the job earliest, the one left with
 * the fewest free PEs (ties: lower index). A job larger than every cluster is co-allocated taking
 * PEs from the clusters with the fewest free PEs first (our choice, in the same spirit).
 *
 * @param problem - platform and jobs (job order = FCFS order)
 * @example
 * ```ts
 * import { platform } from 'schedlab/engine';
 * import { batchProblem, bestFit } from 'schedlab/policies';
 * const problem = batchProblem(platform([{ servers: 8 }, { servers: 4 }]), [
 *   { kind: 'rigid', id: 'a', submit: 0, processors: 3, runtime: 60, estimate: 60, sigma: 1 },
 * ]);
 * bestFit(problem).jobs[0]?.counts; // [0, 3]: 1 PE left on cluster 1 instead of 5 on cluster 0
 * ```
 */
export function bestFit(problem: BatchProblem): BatchSchedule {
  requireBatchProblem('bestFit(problem)', problem);
  return listBaseline(
    problem,
    (s, j, t, candidates) => {
      let best = candidates[0] as number;
      let bestLeft = Infinity;
      for (const c of candidates) {
        const left = s.b.freeAt(c, t) - s.size(j);
        if (left < bestLeft) {
          bestLeft = left;
          best = c;
        }
      }
      return best;
    },
    'tightest',
  );
}
