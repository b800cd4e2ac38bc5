import type { Policy } from '../../engine/Policy';
import type { ParametricPolicy } from '../ParametricPolicy';
import type { SearchSpace } from '../../SearchSpace';
import type { BatchProblem } from './BatchProblem';
import { buildSchedule } from './buildSchedule';
import { decodePlan, planDimension } from './decodePlan';
import { planPolicy } from './planPolicy';
import { requireBatchProblem } from './internals/requireBatchProblem';

/**
 * The offline plans of a batch problem as a {@link ParametricPolicy}: `create(x)` decodes the
 * candidate (SPV keys + availability matrix, Chhabra et al. 2019 IV.C), builds its schedule and
 * returns the policy that follows it, for the engine. Keys and shares live in [0, 1]; names are
 * `key[j]` and `am[j][c]`. For thousands of evaluations use {@link planEvaluator} (same numbers,
 * no engine run) through `batchPlanObjective` in `schedlab/experiments`.
 *
 * @param problem - the batch problem
 * @example
 * ```ts
 * import { createSimulation, platform } from 'schedlab/engine';
 * import { batchProblem, planFamily } from 'schedlab/policies';
 * const p = platform([{ servers: 4 }, { servers: 4, speed: 2 }]);
 * const jobs = [{ kind: 'rigid', id: 'a', submit: 0, processors: 2, runtime: 10, estimate: 10, sigma: 1 }] as const;
 * const family = planFamily(batchProblem(p, jobs));
 * family.space.dimension; // 3
 * createSimulation({ platform: p, jobs }).run(family.create([0.5, 0, 1])).metrics.makespan; // 5
 * ```
 */
export function planFamily(problem: BatchProblem): ParametricPolicy {
  requireBatchProblem('planFamily(problem)', problem);
  const n = problem.jobCount;
  const m = problem.clusterCount;
  const d = planDimension(problem);
  const names: string[] = [];
  for (let j = 0; j < n; j++) names.push(`key[${j}]`);
  for (let j = 0; j < n; j++) for (let c = 0; c < m; c++) names.push(`am[${j}][${c}]`);
  const space: SearchSpace = Object.freeze({
    dimension: d,
    lower: Object.freeze(new Array<number>(d).fill(0)),
    upper: Object.freeze(new Array<number>(d).fill(1)),
    names: Object.freeze(names),
  });
  return Object.freeze({
    name: 'plan',
    space,
    create(x: ArrayLike<number>): Policy {
      return planPolicy(buildSchedule(problem, decodePlan(problem, x)));
    },
  });
}
