import { InvalidInputError } from '../../errors/InvalidInputError';
import type { BatchPlan } from './BatchPlan';
import type { BatchProblem } from './BatchProblem';
import { allocateRow } from './internals/allocateRow';
import { compiled } from './internals/compiled';
import { spvOrder } from './spvOrder';
import { requireBatchProblem } from './internals/requireBatchProblem';
import { requireObject, optionalObject } from '../../errors/internals/knownKeys';

/**
 * Length of a candidate vector of a batch problem: n job keys followed by the n x m availability
 * matrix, row by row (Chhabra et al. 2019, IV.C).
 *
 * @example
 * ```ts
 * import { platform } from 'schedlab/engine';
 * import { batchProblem, planDimension } from 'schedlab/policies';
 * const problem = batchProblem(platform([{ servers: 4 }, { servers: 4 }]), [
 *   { kind: 'rigid', id: 'a', submit: 0, processors: 2, runtime: 10, estimate: 10, sigma: 1 },
 * ]);
 * planDimension(problem); // 1 + 1 x 2 = 3
 * ```
 */
export function planDimension(problem: BatchProblem): number {
  requireBatchProblem('planDimension(problem)', problem);
  return problem.jobCount * (1 + problem.clusterCount);
}

/**
 * Decodes a candidate vector into a {@link BatchPlan}: the SPV rule on the first n values gives the
 * job order, Algorithm 3 on each row of the availability matrix the PE counts.
 *
 * @param problem - the batch problem
 * @param x - `n + n x m` values: keys (any finite reals), then shares in [0, 1]
 * @param into - optional plan whose buffers (of lengths n and n x m) are reused
 * @throws InvalidInputError when the length is wrong, naming the expected layout, or when a value
 *   is NaN / a share is outside [0, 1], naming the job and cluster
 * @example
 * ```ts
 * import { platform } from 'schedlab/engine';
 * import { batchProblem, decodePlan } from 'schedlab/policies';
 * const problem = batchProblem(platform([{ servers: 4 }, { servers: 4, speed: 2 }]), [
 *   { kind: 'rigid', id: 'a', submit: 0, processors: 2, runtime: 10, estimate: 10, sigma: 1 },
 *   { kind: 'rigid', id: 'b', submit: 0, processors: 6, runtime: 10, estimate: 10, sigma: 1 },
 * ]);
 * const plan = decodePlan(problem, [0.7, 0.2, 1, 1, 0.5, 0.5]);
 * Array.from(plan.order); // [1, 0]
 * Array.from(plan.counts); // [2, 0, 4, 2]: 'a' on the slow cluster, 'b' co-allocated
 * ```
 */
export function decodePlan(problem: BatchProblem, x: ArrayLike<number>, into?: BatchPlan): BatchPlan {
  requireBatchProblem('decodePlan(problem)', problem);
  requireObject('decodePlan(x)', x, 'a candidate vector (an array)');
  optionalObject('decodePlan(into)', into, 'a plan to reuse, from decodePlan()');
  const n = problem.jobCount;
  const m = problem.clusterCount;
  if (x.length !== n * (1 + m)) {
    throw new InvalidInputError(
      `decodePlan: candidate of length ${x.length}; expected ${n * (1 + m)} = ${n} job keys + ${n} x ${m} availability shares`,
    );
  }
  if (into !== undefined && (into.order.length !== n || into.counts.length !== n * m)) {
    throw new InvalidInputError(`decodePlan: into: expected buffers of ${n} and ${n} x ${m} values, got ${into.order.length} and ${into.counts.length}`);
  }
  const order = into?.order ?? new Int32Array(n);
  const counts = into?.counts ?? new Int32Array(n * m);
  spvOrder(x instanceof Float64Array ? x.subarray(0, n) : Array.prototype.slice.call(x, 0, n) as number[], order);
  const c = compiled(problem);
  for (let j = 0; j < n; j++) allocateRow(problem, c, j, x, n + j * m, counts, j * m);
  return { order, counts };
}
