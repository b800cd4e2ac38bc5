import { InvalidInputError } from '../errors/InvalidInputError';
import type { Objective } from '../optimizers/Objective';
import { searchSpace } from '../optimizers/searchSpace';
import type { BatchProblem } from '../policies/multicluster/BatchProblem';
import type { BatchMetrics } from '../policies/multicluster/BatchSchedule';
import { planDimension } from '../policies/multicluster/decodePlan';
import { planEvaluator } from '../policies/multicluster/planEvaluator';
import { checkOptions, requireObject, optionKeys } from '../errors/internals/knownKeys';

const BATCH_PLAN_OBJECTIVE_OPTIONS_KEYS = optionKeys<BatchPlanObjectiveOptions>({ weights: true, normalization: true, reference: true });

/**
 * Options of {@link batchPlanObjective}.
 *
 * @example
 * ```ts
 * import type { BatchPlanObjectiveOptions } from 'schedlab/experiments';
 * const o: BatchPlanObjectiveOptions = { weights: [0.5, 0.3, 0.2], normalization: 'raw' };
 * ```
 */
export interface BatchPlanObjectiveOptions {
  /**
   * Weights w1, w2, w3 of makespan, energy and average flowtime (eq. 8), each >= 0, summing to 1.
   * The paper does not publish its weights; equal weights are our default. @defaultValue [1/3, 1/3, 1/3]
   */
  readonly weights?: readonly [number, number, number];
  /**
   * `'reference'` (default): each objective divided by the reference schedule's, so F = 1 for the
   * reference and the weights mean what they say. `'raw'`: eq. 8 as printed, in seconds and
   * joules, where energy (about 10^8 J) swamps the times (10^4 s) whatever the weights.
   * @defaultValue `'reference'`
   */
  readonly normalization?: 'reference' | 'raw';
  /** Reference metrics for `'reference'`, e.g. `firstFit(problem).metrics`. Required with `'reference'`. */
  readonly reference?: BatchMetrics;
}

/**
 * The weighted-sum fitness of Chhabra et al. 2019 (eq. 8, F = w1 MS + w2 TEC + w3 AFT) over the
 * plans of a batch problem, as an {@link Objective} for `minimize` with any optimizer (`hcspso`,
 * `pso`, `cuckooSearch`, `evolutionStrategy`, `randomSearch`, ...): a candidate is the n keys and
 * n x m availability shares of `decodePlan`, all in [0, 1], evaluated by the fast builder (the
 * engine gives the same schedule; see `planPolicy`). Deterministic: the context's seeds are unused.
 *
 * @param problem - the batch problem
 * @param options - weights and normalization
 * @throws InvalidInputError for weights that are negative or do not sum to 1, or a missing/invalid reference
 * @example
 * ```ts
 * import { chhabraPlatform, batchPlanObjective } from 'schedlab/experiments';
 * import { batchProblem, firstFit } from 'schedlab/policies';
 * import { minimize, randomSearch } from 'schedlab/optimizers';
 * const problem = batchProblem(chhabraPlatform(), [
 *   { kind: 'rigid', id: 'a', submit: 0, processors: 100, runtime: 600, estimate: 600, sigma: 0.9, taskBandwidth: 5 },
 *   { kind: 'rigid', id: 'b', submit: 0, processors: 40, runtime: 300, estimate: 300, sigma: 0.7, taskBandwidth: 2 },
 * ]);
 * const objective = batchPlanObjective(problem, { reference: firstFit(problem).metrics });
 * const result = await minimize(objective, randomSearch(), { seed: 1, maxEvaluations: 200 });
 * result.best.value; // < 1 when some plan beats First-Fit on the weighted sum
 * ```
 */
export function batchPlanObjective(problem: BatchProblem, options: BatchPlanObjectiveOptions = {}): Objective {
  checkOptions('batchPlanObjective(options)', options, BATCH_PLAN_OBJECTIVE_OPTIONS_KEYS);
  const d = planDimension(problem); // first: refuses a problem that batchProblem() did not build (issue 41)
  const weights = options.weights ?? [1 / 3, 1 / 3, 1 / 3];
  if (!Array.isArray(weights) || weights.length !== 3 || weights.some((w) => !(w >= 0 && Number.isFinite(w)))) {
    throw new InvalidInputError(`batchPlanObjective: weights: expected three finite numbers >= 0, got ${JSON.stringify(weights)}`);
  }
  const sum = weights[0] + weights[1] + weights[2];
  if (Math.abs(sum - 1) > 1e-9) throw new InvalidInputError(`batchPlanObjective: weights: must sum to 1 (eq. 8), got ${sum}`);
  const normalization = options.normalization ?? 'reference';
  if (normalization !== 'reference' && normalization !== 'raw') {
    throw new InvalidInputError(`batchPlanObjective: normalization: expected 'reference' or 'raw', got ${JSON.stringify(normalization)}`);
  }
  let scale: readonly [number, number, number] = [1, 1, 1];
  if (normalization === 'reference') {
    const r = options.reference;
    if (r === undefined) throw new InvalidInputError("batchPlanObjective: reference: required with normalization 'reference' (e.g. firstFit(problem).metrics)");
    requireObject('batchPlanObjective: reference', r, 'metrics { makespan, energy, meanFlowtime }');
    for (const k of ['makespan', 'energy', 'meanFlowtime'] as const) {
      if (!(r[k] > 0 && Number.isFinite(r[k]))) throw new InvalidInputError(`batchPlanObjective: reference.${k}: expected a finite number > 0, got ${String(r[k])}`);
    }
    scale = [r.makespan, r.energy, r.meanFlowtime];
  }
  const space = searchSpace({ lower: new Array<number>(d).fill(0), upper: new Array<number>(d).fill(1) });
  const evaluator = planEvaluator(problem);
  const [w1, w2, w3] = weights;
  const [s1, s2, s3] = scale;
  return Object.freeze({
    space,
    evaluate(x: Float64Array): number {
      const m = evaluator.evaluate(x);
      return (w1 * m.makespan) / s1 + (w2 * m.energy) / s2 + (w3 * m.meanFlowtime) / s3;
    },
  });
}
