import type { BatchPlan } from './BatchPlan';
import type { BatchProblem } from './BatchProblem';
import type { BatchSchedule, ScheduledBatchJob } from './BatchSchedule';
import { checkPlan } from './internals/checkPlan';
import { PlanBuilder } from './internals/PlanBuilder';
import { requireBatchProblem } from './internals/requireBatchProblem';
import { requireObject } from '../../errors/internals/knownKeys';

/**
 * Builds the complete schedule of a plan: jobs are placed in plan order, each at the earliest time
 * its PE counts are free on every cluster it uses, subject to the problem's start rule
 * (`BatchStartRule`: with the default 'inOrder', never before the job placed before it, so the
 * job order of the candidate is the order of the start times). Each job runs for
 * `Te = Tb x SD` (Chhabra et al. 2019, eq. 1-2), computed exactly as the engine computes it, and
 * gets the lowest-index free PEs of each cluster. Running {@link planPolicy} of the result in the
 * engine gives the same start and end times.
 *
 * @param problem - the batch problem
 * @param plan - order and PE counts (e.g. from {@link decodePlan} or a baseline)
 * @throws InvalidInputError when the plan is not a permutation or a job's counts do not fit
 * @example
 * ```ts
 * import { platform } from 'schedlab/engine';
 * import { batchProblem, buildSchedule } from 'schedlab/policies';
 * const problem = batchProblem(platform([{ servers: 4 }]), [
 *   { kind: 'rigid', id: 'a', submit: 0, processors: 3, runtime: 10, estimate: 10, sigma: 1 },
 *   { kind: 'rigid', id: 'b', submit: 0, processors: 2, runtime: 5, estimate: 5, sigma: 1 },
 * ]);
 * const s = buildSchedule(problem, { order: Int32Array.of(0, 1), counts: Int32Array.of(3, 2) });
 * s.jobs[1]?.start; // 10: b waits for a (only 1 PE left)
 * s.metrics.makespan; // 15
 * ```
 */
export function buildSchedule(problem: BatchProblem, plan: BatchPlan): BatchSchedule {
  requireBatchProblem('buildSchedule(problem)', problem);
  requireObject('buildSchedule(plan)', plan, 'a plan from decodePlan()');
  checkPlan(problem, plan, 'buildSchedule');
  const b = new PlanBuilder(problem, true);
  const m = problem.clusterCount;
  const out: ScheduledBatchJob[] = new Array<ScheduledBatchJob>(problem.jobCount);
  for (let i = 0; i < problem.jobCount; i++) {
    const j = plan.order[i] as number;
    const servers: number[] = [];
    b.place(j, plan.counts, j * m, servers);
    out[j] = Object.freeze({
      id: problem.jobs[j]!.id,
      start: b.start[j] as number,
      end: b.end[j] as number,
      servers: Object.freeze(servers.sort((x, y) => x - y)),
      counts: Object.freeze(Array.from(plan.counts.subarray(j * m, j * m + m))),
    });
  }
  return Object.freeze({ jobs: Object.freeze(out), order: Object.freeze(Array.from(plan.order)), metrics: Object.freeze(b.metrics()) });
}
