import { InvalidInputError } from '../../errors/InvalidInputError';
import type { MultiObjective } from '../../optimizers/MultiObjective';
import { searchSpace } from '../../optimizers/searchSpace';
import type { BatchProblem } from '../../policies/multicluster/BatchProblem';
import type { BatchMetrics } from '../../policies/multicluster/BatchSchedule';
import { planDimension } from '../../policies/multicluster/decodePlan';
import { planEvaluator } from '../../policies/multicluster/planEvaluator';

/**
 * The three objectives of Chhabra et al. 2019 (makespan, energy, average flowtime; eq. 3-7) over
 * the plans of a batch problem, as a {@link MultiObjective} for `nsga2` or `mopso`. Each
 * objective is divided by the reference's (e.g. First-Fit's), so the front is unit-free and
 * `hypervolume` with reference point [2, 2, 2] is meaningful.
 *
 * @param problem - the batch problem
 * @param options - the reference metrics
 * @throws InvalidInputError when a reference metric is not a finite number > 0
 * @example
 * ```ts
 * import { batchParetoObjective, chhabraPlatform } from 'schedlab/experiments';
 * import { batchProblem, firstFit } from 'schedlab/policies';
 * import { minimize, nsga2 } from 'schedlab/optimizers';
 * const problem = batchProblem(chhabraPlatform(), [
 *   { kind: 'rigid', id: 'a', submit: 0, processors: 100, runtime: 600, estimate: 600, sigma: 0.9, taskBandwidth: 5 },
 *   { kind: 'rigid', id: 'b', submit: 0, processors: 40, runtime: 300, estimate: 300, sigma: 0.7, taskBandwidth: 2 },
 * ]);
 * const objective = batchParetoObjective(problem, { reference: firstFit(problem).metrics });
 * const { front } = await minimize(objective, nsga2({ populationSize: 20 }), { seed: 1, maxIterations: 10 });
 * ```
 */
export function batchParetoObjective(problem: BatchProblem, options: { readonly reference: BatchMetrics }): MultiObjective {
  const r = options?.reference;
  for (const k of ['makespan', 'energy', 'meanFlowtime'] as const) {
    if (r === undefined || !(r[k] > 0 && Number.isFinite(r[k]))) {
      throw new InvalidInputError(`batchParetoObjective: reference.${k}: expected a finite number > 0, got ${String(r?.[k])}`);
    }
  }
  const d = planDimension(problem);
  const space = searchSpace({ lower: new Array<number>(d).fill(0), upper: new Array<number>(d).fill(1) });
  const evaluator = planEvaluator(problem);
  return Object.freeze({
    space,
    objectives: 3,
    evaluate(x: Float64Array): number[] {
      const m = evaluator.evaluate(x);
      return [m.makespan / r.makespan, m.energy / r.energy, m.meanFlowtime / r.meanFlowtime];
    },
  });
}
