import { InvalidInputError } from '../../errors/InvalidInputError';
import type { BatchPlan } from './BatchPlan';
import type { BatchProblem } from './BatchProblem';
import type { BatchMetrics } from './BatchSchedule';
import { decodePlan } from './decodePlan';
import { checkPlan } from './internals/checkPlan';
import { PlanBuilder } from './internals/PlanBuilder';
import { requireBatchProblem } from './internals/requireBatchProblem';

/**
 * The hot path of the metaheuristics: decodes and schedules candidates without building the job
 * list, reusing its buffers (one evaluator per thread; it is not re-entrant).
 *
 * @example
 * ```ts
 * import { platform } from 'schedlab/engine';
 * import { batchProblem, planEvaluator, type PlanEvaluator } from 'schedlab/policies';
 * const problem = batchProblem(platform([{ servers: 4 }]), [
 *   { kind: 'rigid', id: 'a', submit: 0, processors: 4, runtime: 10, estimate: 10, sigma: 1 },
 * ]);
 * const ev: PlanEvaluator = planEvaluator(problem);
 * ev.evaluate([0.5, 1]).makespan; // 10
 * ```
 */
export interface PlanEvaluator {
  /** Metrics of the schedule of candidate `x` (the layout of {@link decodePlan}). */
  evaluate(x: ArrayLike<number>): BatchMetrics;
  /** Metrics of the schedule of a decoded plan. */
  evaluatePlan(plan: BatchPlan): BatchMetrics;
}

/**
 * Creates a {@link PlanEvaluator}: the same builder as {@link buildSchedule} (same times, same
 * metrics), minus the per-job output. On 1,000 jobs and 4 clusters one evaluation takes tens of
 * microseconds (see `npm run bench`, case `multicluster-decode-1000`).
 *
 * @param problem - the batch problem
 * @throws InvalidInputError from the decoding (wrong length, NaN, shares outside [0, 1])
 * @example
 * ```ts
 * import { platform } from 'schedlab/engine';
 * import { batchProblem, planEvaluator } from 'schedlab/policies';
 * const problem = batchProblem(platform([{ servers: 2 }, { servers: 2, speed: 2 }]), [
 *   { kind: 'rigid', id: 'a', submit: 0, processors: 2, runtime: 10, estimate: 10, sigma: 1 },
 * ]);
 * planEvaluator(problem).evaluate([0, 0, 1]).makespan; // 5: on the fast cluster
 * ```
 */
export function planEvaluator(problem: BatchProblem): PlanEvaluator {
  requireBatchProblem('planEvaluator(problem)', problem);
  const b = new PlanBuilder(problem, false);
  const n = problem.jobCount;
  const m = problem.clusterCount;
  const plan: BatchPlan = { order: new Int32Array(n), counts: new Int32Array(n * m) };
  const run = (p: BatchPlan): BatchMetrics => {
    b.reset();
    for (let i = 0; i < n; i++) {
      const j = p.order[i] as number;
      b.place(j, p.counts, j * m);
    }
    return b.metrics();
  };
  return Object.freeze({
    evaluate(x: ArrayLike<number>): BatchMetrics {
      if (x === null || typeof x !== 'object' || typeof x.length !== 'number') {
        throw new InvalidInputError('planEvaluator.evaluate: x: expected an array of numbers');
      }
      return run(decodePlan(problem, x, plan));
    },
    evaluatePlan(p: BatchPlan): BatchMetrics {
      checkPlan(problem, p, 'planEvaluator.evaluatePlan');
      return run(p);
    },
  });
}
