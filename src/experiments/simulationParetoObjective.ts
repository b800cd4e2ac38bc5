import type { Metrics } from '../engine/Simulation';
import { InvalidInputError } from '../errors/InvalidInputError';
import type { MultiObjective } from '../optimizers/MultiObjective';
import type { EvaluationContext } from '../optimizers/Objective';
import { searchSpace } from '../optimizers/searchSpace';
import type { ParametricPolicy } from '../policies/ParametricPolicy';
import { iterationJobSets } from './internals/iterationJobSets';
import type { ScenarioOptions } from './ScenarioOptions';
import { optionKeys, requireOptions } from '../errors/internals/knownKeys';
import { requireParametricPolicy } from './internals/requireParametricPolicy';

const SIMULATION_PARETO_OBJECTIVE_OPTIONS_KEYS = optionKeys<SimulationParetoObjectiveOptions>({ family: true, objectives: true, setsPerIteration: true, platform: true, workload: true, decisionInterval: true, clockStart: true, reconfigurationCost: true });

/**
 * Options of {@link simulationParetoObjective}.
 *
 * @example
 * ```ts
 * import { simulationParetoObjective, type SimulationParetoObjectiveOptions } from 'schedlab/experiments';
 * import { homogeneousPlatform } from 'schedlab/engine';
 * import { googleLikeWorkload } from 'schedlab/workload';
 * import { greedyFamily, condition1 } from 'schedlab/policies';
 * const options: SimulationParetoObjectiveOptions = {
 *   platform: homogeneousPlatform({ servers: 10 }), workload: googleLikeWorkload(), family: greedyFamily(condition1),
 *   objectives: [(m) => m.meanStretch, (m) => m.energy],
 * };
 * const problem = simulationParetoObjective(options);
 * ```
 */
export interface SimulationParetoObjectiveOptions extends ScenarioOptions {
  /** The tunable policy; the problem's space is `family.space`. */
  readonly family: ParametricPolicy;
  /**
   * The criteria to minimize, each a function of one run's metrics, averaged over the job sets.
   * @defaultValue `[m => m.meanStretch, m => m.normalizedMeanPower]` (the two factors of Dupont 2020's cost, section 3.2)
   */
  readonly objectives?: ReadonlyArray<(metrics: Metrics) => number>;
  /** Job sets per evaluation, shared by all candidates of an iteration (G_k). @defaultValue 50 (Dupont 2020, 5.3) */
  readonly setsPerIteration?: number;
}

/**
 * The multi-objective form of `simulationObjective`: instead of Dupont 2020's single cost
 * (mean stretch x normalized mean power, section 3.2), each criterion is kept apart and averaged
 * over the same job sets G_k, so a multi-objective optimizer (`nsga2`, `mopso`) returns the
 * trade-off front of a policy family rather than one compromise. Job sets are named and cached as
 * in `simulationObjective` (set j of iteration k is `createSimulation({ platform, workload })
 * .run(policy, { seed: s_j })` with `s_j` from `jobSetSeeds(ctx.iterationSeed, setsPerIteration)`).
 *
 * @throws InvalidInputError on invalid options
 * @example
 * ```ts
 * import { simulationParetoObjective } from 'schedlab/experiments';
 * import { homogeneousPlatform } from 'schedlab/engine';
 * import { googleLikeWorkload } from 'schedlab/workload';
 * import { greedyFamily, condition2 } from 'schedlab/policies';
 * import { minimize, nsga2 } from 'schedlab/optimizers';
 * const problem = simulationParetoObjective({
 *   platform: homogeneousPlatform({ servers: 10 }), workload: googleLikeWorkload(), family: greedyFamily(condition2), setsPerIteration: 5,
 * });
 * const { front } = await minimize(problem, nsga2({ populationSize: 12 }), { seed: 1, maxIterations: 4 });
 * front.map((p) => p.values); // [mean stretch, normalized mean power] of each trade-off
 * ```
 */
export function simulationParetoObjective(options: SimulationParetoObjectiveOptions): MultiObjective {
  requireOptions('simulationParetoObjective(options)', options, SIMULATION_PARETO_OBJECTIVE_OPTIONS_KEYS);
  requireParametricPolicy('simulationParetoObjective(options).family', options.family);
  const { family } = options;
  const k = options.setsPerIteration ?? 50;
  if (!Number.isInteger(k) || k < 1) {
    throw new InvalidInputError(`simulationParetoObjective: setsPerIteration must be an integer >= 1, got ${k}`);
  }
  const criteria = options.objectives ?? [(m: Metrics) => m.meanStretch, (m: Metrics) => m.normalizedMeanPower];
  if (criteria.length < 1 || criteria.some((c) => typeof c !== 'function')) {
    throw new InvalidInputError(`simulationParetoObjective: objectives must be a non-empty array of functions of the metrics, got ${criteria.length} entries`);
  }
  const m = criteria.length;
  const space = searchSpace({ lower: [...family.space.lower], upper: [...family.space.upper], names: [...family.space.names] });
  const setsFor = iterationJobSets(options, k);
  return Object.freeze({
    space,
    objectives: m,
    evaluate(x: Float64Array, ctx: EvaluationContext): number[] {
      const { seeds, sims } = setsFor(ctx.iterationSeed);
      const policy = family.create(x);
      const sums = new Array<number>(m).fill(0);
      for (let i = 0; i < k; i++) {
        const metrics = sims[i]!.run(policy, { seed: seeds[i]! }).metrics;
        for (let c = 0; c < m; c++) sums[c]! += criteria[c]!(metrics);
      }
      return sums.map((s) => s / k);
    },
  });
}
