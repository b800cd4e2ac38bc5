import type { BatchProblem } from './BatchProblem';
import type { BatchSchedule } from './BatchSchedule';
import { selectionLoop } from './internals/selectionLoop';
import { requireBatchProblem } from './internals/requireBatchProblem';

/**
 * Energy-aware min-min (EAMM, after Li et al. 2009, as the baseline of Chhabra et al. 2019, V.A).
 * The cited paper is not at hand; we read the name as min-min (Ibarra & Kim 1977) whose
 * per-job allocation minimises energy:
 * 1. for every unscheduled job, among its options (each cluster large enough to hold it alone,
 *    else a co-allocation filling the slowest clusters first), the one of least busy energy
 *    (computing power x PEs x Te; ties: earlier end, then lower cluster index);
 * 2. the job whose chosen option ends first is placed (ties: lower job index); repeat.
 * Jobs are placed by the same builder as every plan, under the problem's start rule, so the result is a plan the engine replays exactly.
 *
 * Cost: the same schedule as the literal O(n^2) loop, but a round evaluates (in O(m) each) only
 * the jobs whose lower bound of end, kept in a heap, can reach the best end so far; worst case
 * O(n^2 (m + log n)), in practice 20,000 jobs take seconds (issue 32; docs/multicluster.md).
 *
 * @param problem - platform and jobs
 * @example
 * ```ts
 * import { platform } from 'schedlab/engine';
 * import { powerModel } from 'schedlab/power';
 * import { batchProblem, eamm } from 'schedlab/policies';
 * const p = platform([
 *   { servers: 4, power: powerModel({ computing: 300, idle: 130 }) },
 *   { servers: 4, speed: 2, power: powerModel({ computing: 400, idle: 280 }) },
 * ]);
 * const problem = batchProblem(p, [
 *   { kind: 'rigid', id: 'long', submit: 0, processors: 4, runtime: 100, estimate: 100, sigma: 1 },
 *   { kind: 'rigid', id: 'short', submit: 0, processors: 4, runtime: 10, estimate: 10, sigma: 1 },
 * ]);
 * eamm(problem).order; // [1, 0]: 'short' ends first; both on the fast cluster (400 W x Tb/2 < 300 W x Tb)
 * ```
 */
export function eamm(problem: BatchProblem): BatchSchedule {
  requireBatchProblem('eamm(problem)', problem);
  return selectionLoop(problem, 'eamm');
}
