import { InvalidInputError } from '../../errors/InvalidInputError';
import type { BatchProblem } from './BatchProblem';
import type { BatchSchedule } from './BatchSchedule';
import { requireBatchProblem } from './internals/requireBatchProblem';
import { requireObject } from '../../errors/internals/knownKeys';

/**
 * Encodes a schedule's plan (placement order and PE counts) as a candidate vector that
 * {@link decodePlan} turns back into the same plan, so a baseline's schedule can seed or be
 * compared with a metaheuristic's population. Keys: `(rank + 0.5) / n`. Shares: 1 for the
 * cluster of a job that runs on one cluster (0 elsewhere); `(k + 0.5) / PEs` (at most 1) for each
 * part of a co-allocated job, so that Algorithm 3 takes exactly k PEs there.
 *
 * @param problem - the problem the schedule was built for
 * @param schedule - e.g. `firstFit(problem)`
 * @returns a vector of length `n (1 + m)` in [0, 1]
 * @example
 * ```ts
 * import { platform } from 'schedlab/engine';
 * import { batchProblem, firstFit, encodeSchedule, planEvaluator } from 'schedlab/policies';
 * const problem = batchProblem(platform([{ servers: 4 }, { servers: 4, speed: 2 }]), [
 *   { kind: 'rigid', id: 'a', submit: 0, processors: 6, runtime: 60, estimate: 60, sigma: 0.9 },
 * ]);
 * const ff = firstFit(problem);
 * planEvaluator(problem).evaluate(encodeSchedule(problem, ff)).makespan === ff.metrics.makespan; // true
 * ```
 */
export function encodeSchedule(problem: BatchProblem, schedule: BatchSchedule): Float64Array {
  requireBatchProblem('encodeSchedule(problem)', problem);
  requireObject('encodeSchedule(schedule)', schedule, 'a schedule from buildSchedule() or a baseline');
  const n = problem.jobCount;
  const m = problem.clusterCount;
  if (schedule.jobs.length !== n || schedule.order.length !== n) {
    throw new InvalidInputError(`encodeSchedule: the schedule has ${schedule.jobs.length} jobs; the problem has ${n}`);
  }
  const x = new Float64Array(n * (1 + m));
  schedule.order.forEach((j, rank) => {
    x[j] = (rank + 0.5) / n;
  });
  schedule.jobs.forEach((job, j) => {
    if (job.id !== problem.jobs[j]?.id) throw new InvalidInputError(`encodeSchedule: schedule.jobs[${j}] is "${job.id}"; the problem's job ${j} is "${problem.jobs[j]?.id}"`);
    const parts = job.counts.filter((k) => k > 0).length;
    for (let c = 0; c < m; c++) {
      const k = job.counts[c] ?? 0;
      const pes = problem.platform.clusters[c]!.servers;
      x[n + j * m + c] = k === 0 ? 0 : parts === 1 ? 1 : Math.min(1, (k + 0.5) / pes);
    }
  });
  return x;
}
