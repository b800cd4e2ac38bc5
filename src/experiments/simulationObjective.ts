import type { Metrics } from '../engine/Simulation';
import { InvalidInputError } from '../errors/InvalidInputError';
import type { EvaluationContext, Objective } from '../optimizers/Objective';
import { searchSpace } from '../optimizers/searchSpace';
import type { ParametricPolicy } from '../policies/ParametricPolicy';
import { iterationJobSets, sharedIterationSeeds, slidingJobSets } from './internals/iterationJobSets';
import { assertSeed } from '../random/createRng';
import type { ScenarioOptions } from './ScenarioOptions';
import { optionKeys, requireOptions } from '../errors/internals/knownKeys';
import { requireParametricPolicy } from './internals/requireParametricPolicy';

const SIMULATION_OBJECTIVE_OPTIONS_KEYS = optionKeys<SimulationObjectiveOptions>({ family: true, setsPerIteration: true, cost: true, slidingSets: true, sharedSets: true, platform: true, workload: true, decisionInterval: true, clockStart: true, reconfigurationCost: true });

/**
 * Options of {@link simulationObjective}.
 *
 * @example
 * ```ts
 * import { simulationObjective, type SimulationObjectiveOptions } from 'schedlab/experiments';
 * import { homogeneousPlatform } from 'schedlab/engine';
 * import { googleLikeWorkload } from 'schedlab/workload';
 * import { greedyFamily, condition1 } from 'schedlab/policies';
 * const options: SimulationObjectiveOptions = {
 *   platform: homogeneousPlatform({ servers: 10 }), workload: googleLikeWorkload(), family: greedyFamily(condition1),
 *   setsPerIteration: 20, cost: (m) => m.energy, // tune for energy only
 * };
 * const objective = simulationObjective(options);
 * ```
 */
export interface SimulationObjectiveOptions extends ScenarioOptions {
  /** The tunable policy; the objective's space is `family.space`. */
  readonly family: ParametricPolicy;
  /** Job sets per evaluation, shared by all candidates of an iteration (G_k). @defaultValue 50 (Dupont 2020, 5.3) */
  readonly setsPerIteration?: number;
  /** Cost of one run. @defaultValue `m => m.cost` (mean stretch x normalized mean power) */
  readonly cost?: (metrics: Metrics) => number;
  /**
   * Sliding job sets instead of fresh ones: iteration k uses the sets of seeds
   * `base + k, ..., base + k + setsPerIteration - 1`, so consecutive iterations share all sets
   * but one. This is how the authors of Dupont 2020 trained (their generator reseeds per job with
   * `seed_num + job_index`, and epoch k's 50 sets are seeds k..k+49; see docs/reproduction.md).
   * @defaultValue undefined: fresh sets `jobSetSeeds(ctx.iterationSeed, setsPerIteration)` each iteration
   */
  readonly slidingSets?: { readonly base: number };
  /**
   * Fresh job sets named by `seed` rather than by the run's own iteration seeds: iteration k uses
   * the sets `minimize(..., { seed })` would give it, whatever seed the optimizer itself runs
   * under. Independent replicates (their own optimizer seeds) then see the same sets at each
   * iteration: common random numbers. Not with `slidingSets`.
   * @defaultValue undefined: the sets follow `ctx.iterationSeed`
   */
  readonly sharedSets?: { readonly seed: number };
}

/**
 * Turns (platform, workload, parametric policy, cost) into an optimizer `Objective`, as in
 * Dupont et al. 2020 section 5.3: at iteration k every candidate is evaluated on the same
 * `setsPerIteration` job sets G_k, named by `jobSetSeeds(ctx.iterationSeed, setsPerIteration)`,
 * and its value is the mean cost over them.
 *
 * Set j is exactly the run `createSimulation({ platform, workload }).run(policy, { seed: s_j })`:
 * its jobs come from the workload stream of seed s_j and the policy draws from its policy
 * stream. The sets of the current iteration are generated once and cached.
 *
 * @throws InvalidInputError on invalid options
 * @example
 * ```ts
 * import { simulationObjective } from 'schedlab/experiments';
 * import { homogeneousPlatform } from 'schedlab/engine';
 * import { googleLikeWorkload } from 'schedlab/workload';
 * import { greedyFamily, condition2 } from 'schedlab/policies';
 * import { minimize, pso } from 'schedlab/optimizers';
 * const objective = simulationObjective({
 *   platform: homogeneousPlatform({ servers: 10 }),
 *   workload: googleLikeWorkload(),
 *   family: greedyFamily(condition2),
 *   setsPerIteration: 10,
 * });
 * const result = await minimize(objective, pso(), { seed: 1, maxIterations: 5 });
 * ```
 */
export function simulationObjective(options: SimulationObjectiveOptions): Objective {
  requireOptions('simulationObjective(options)', options, SIMULATION_OBJECTIVE_OPTIONS_KEYS);
  requireParametricPolicy('simulationObjective(options).family', options.family);
  const { family } = options;
  const k = options.setsPerIteration ?? 50;
  if (!Number.isInteger(k) || k < 1) {
    throw new InvalidInputError(`simulationObjective: setsPerIteration must be an integer >= 1, got ${k}`);
  }
  const cost = options.cost ?? ((m: Metrics) => m.cost);
  const space = searchSpace({ lower: [...family.space.lower], upper: [...family.space.upper], names: [...family.space.names] });
  const base = options.slidingSets?.base;
  if (base !== undefined && (!Number.isInteger(base) || base < 0 || base > 0xffffffff)) {
    throw new InvalidInputError(`simulationObjective: slidingSets.base must be an integer in [0, 2^32 - 1], got ${String(base)}`);
  }
  const shared = options.sharedSets?.seed;
  if (shared !== undefined) {
    if (base !== undefined) throw new InvalidInputError('simulationObjective: sharedSets and slidingSets exclude each other; give one');
    assertSeed(shared, 'simulationObjective: sharedSets.seed');
  }
  const fresh = base === undefined ? iterationJobSets(options, k) : undefined;
  const sharedSeed = shared === undefined ? undefined : sharedIterationSeeds(shared);
  const sliding = base === undefined ? undefined : slidingJobSets(options, k, base);

  return Object.freeze({
    space,
    evaluate(x: Float64Array, ctx: EvaluationContext): number {
      const { seeds, sims } = sliding !== undefined ? sliding(ctx.iteration) : fresh!(sharedSeed === undefined ? ctx.iterationSeed : sharedSeed(ctx.iteration));
      const policy = family.create(x);
      let sum = 0;
      for (let i = 0; i < k; i++) sum += cost(sims[i]!.run(policy, { seed: seeds[i]! }).metrics);
      return sum / k;
    },
  });
}
