import type { Metrics } from '../engine/Simulation';
import { InvalidInputError } from '../errors/InvalidInputError';
import type { ParametricPolicy } from '../policies/ParametricPolicy';
import { simulationForJobSet } from './internals/simulationForJobSet';
import type { ScenarioOptions } from './ScenarioOptions';
import { optionKeys, requireOptions, requireArray } from '../errors/internals/knownKeys';
import { requireParametricPolicy } from './internals/requireParametricPolicy';

const VALIDATE_CANDIDATES_OPTIONS_KEYS = optionKeys<ValidateCandidatesOptions>({ family: true, candidates: true, seeds: true, cost: true, platform: true, workload: true, decisionInterval: true, clockStart: true, reconfigurationCost: true });

/**
 * Options of {@link validateCandidates}.
 *
 * @example
 * ```ts
 * import { jobSetSeeds, validateCandidates, type ValidateCandidatesOptions } from 'schedlab/experiments';
 * import { homogeneousPlatform } from 'schedlab/engine';
 * import { googleLikeWorkload } from 'schedlab/workload';
 * import { greedyFamily, condition1 } from 'schedlab/policies';
 * const options: ValidateCandidatesOptions = {
 *   platform: homogeneousPlatform({ servers: 10 }), workload: googleLikeWorkload(), family: greedyFamily(condition1),
 *   candidates: [[0.175, 0.742, 0.331, 0.455, 0.76, 899, 1405, 0.717]], seeds: jobSetSeeds(777, 50),
 * };
 * const { best } = validateCandidates(options);
 * ```
 */
export interface ValidateCandidatesOptions extends ScenarioOptions {
  /** The family the candidates are parameters of. */
  readonly family: ParametricPolicy;
  /** Parameter vectors to compare (e.g. the last population and the best ones seen in training). */
  readonly candidates: ReadonlyArray<ArrayLike<number>>;
  /** Seeds of the validation job sets: never used in training (e.g. `jobSetSeeds` of a seed of their own). */
  readonly seeds: readonly number[];
  /** Cost of one run. @defaultValue `m => m.cost` */
  readonly cost?: (metrics: Metrics) => number;
}

/**
 * One validated candidate.
 *
 * @example
 * ```ts
 * import type { CandidateValidation } from 'schedlab/experiments';
 * const v: CandidateValidation = { index: 3, x: [0.2, 0.7], cost: 3.1 };
 * ```
 */
export interface CandidateValidation {
  /** Position in `options.candidates`. */
  readonly index: number;
  readonly x: number[];
  /** Mean cost over the validation job sets. */
  readonly cost: number;
}

/**
 * Re-evaluates tuned candidates on held-out job sets and ranks them, so that the winner is not
 * picked by the minimum of noisy training estimates. On a simulation objective, `minimize`'s
 * `best.value` is the lowest mean cost any candidate had on the job sets of its own iteration: an
 * easy iteration flatters whoever was evaluated on it (the winner's curse), and several optimizers
 * can report the same "best" that is merely FIFO on the easiest sets. All candidates run on the same
 * validation sets with the same policy streams (common random numbers), set j being
 * `createSimulation({ platform, workload }).run(policy, { seed: seeds[j] })`.
 *
 * @returns the candidates ranked by validation cost (ties: lower index first), and the best
 * @throws InvalidInputError when there are no candidates or no seeds
 * @example
 * ```ts
 * import { jobSetSeeds, simulationObjective, validateCandidates } from 'schedlab/experiments';
 * import { homogeneousPlatform } from 'schedlab/engine';
 * import { googleLikeWorkload } from 'schedlab/workload';
 * import { greedyFamily, condition2 } from 'schedlab/policies';
 * import { minimize, pso } from 'schedlab/optimizers';
 * const scenario = { platform: homogeneousPlatform({ servers: 10 }), workload: googleLikeWorkload(), family: greedyFamily(condition2) };
 * const result = await minimize(simulationObjective({ ...scenario, setsPerIteration: 10 }), pso({ swarmSize: 10 }), { seed: 1, maxIterations: 5 });
 * const { best } = validateCandidates({ ...scenario, candidates: [result.best.x], seeds: jobSetSeeds(424242, 30) });
 * console.log(result.best.value, best.cost); // training estimate vs held-out cost
 * ```
 */
export function validateCandidates(options: ValidateCandidatesOptions): { readonly ranked: CandidateValidation[]; readonly best: CandidateValidation } {
  requireOptions('validateCandidates(options)', options, VALIDATE_CANDIDATES_OPTIONS_KEYS);
  requireParametricPolicy('validateCandidates(options).family', options.family);
  requireArray('validateCandidates(options).candidates', options.candidates, 'an array of parameter vectors');
  requireArray('validateCandidates(options).seeds', options.seeds, 'an array of job-set seeds');
  const { family, candidates, seeds } = options;
  if (candidates.length === 0) throw new InvalidInputError('validateCandidates: candidates must not be empty');
  if (seeds.length === 0) throw new InvalidInputError('validateCandidates: seeds must not be empty (the validation job sets)');
  const cost = options.cost ?? ((m: Metrics) => m.cost);
  const policies = candidates.map((x) => family.create(x));
  const sums = new Array<number>(candidates.length).fill(0);
  for (const seed of seeds) {
    const sim = simulationForJobSet(options, seed);
    policies.forEach((policy, i) => {
      sums[i]! += cost(sim.run(policy, { seed }).metrics);
    });
  }
  const ranked = candidates
    .map((x, index): CandidateValidation => ({ index, x: Array.from(x), cost: sums[index]! / seeds.length }))
    .sort((a, b) => a.cost - b.cost || a.index - b.index);
  return { ranked, best: ranked[0]! };
}
