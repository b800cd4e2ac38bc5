import type { ExperimentProgress } from '../ExperimentProgress';
import type { BatchEvaluator } from '../../optimizers/BatchEvaluator';
import { minimize } from '../../optimizers/minimize';
import type { HistoryEntry, IterationProgress, OptimizationResult } from '../../optimizers/OptimizationResult';
import { cmaEs } from '../../optimizers/cmaEs';
import { pso } from '../../optimizers/pso';
import type { ParametricPolicy } from '../../policies/ParametricPolicy';
import { dupontSetup } from './dupontSetup';
import { greedyFamily } from '../../policies/greedyFamily';
import { conditionK } from './internals/conditionK';
import { createRng } from '../../random/createRng';
import { deriveSeed } from '../../random/deriveSeed';
import { googleLikeWorkload } from '../../workload/googleLikeWorkload';
import { jobSetSeeds } from '../jobSetSeeds';
import { sharedIterationSeeds, slidingSetSeeds } from '../internals/iterationJobSets';
import { replicateSeeds } from '../replicateSeeds';
import { validateCandidates } from '../validateCandidates';
import { profileFamilyOptions, type DupontProfile } from './dupontProfile';
import { readingProfile } from './internals/readingProfile';
import type { Dupont2020Config } from './Dupont2020Config';
import type { MethodSettings } from '../MethodSettings';
import { dupontTrainingObjective, type DupontTrainingSpec } from './dupontTrainingObjective';
import { optionKeys, requireOptions } from '../../errors/internals/knownKeys';

const TRAIN_DUPONT_SWARMS_CONFIG_KEYS = optionKeys<Dupont2020Config>({ mode: true, particles: true, epochs: true, setsPerEpoch: true, reevaluate: true, validationSets: true, validationCandidates: true, profile: true, optimizer: true, trainingSets: true, shutdownGranularity: true, experiments: true });
const TRAIN_DUPONT_SWARMS_OPTIONS_KEYS = optionKeys<TrainDupontSwarmsOptions>({ seed: true, validationSeed: true, evaluatorFor: true, onProgress: true, onIteration: true, signal: true });

/**
 * Names of the three trained swarms.
 *
 * @example
 * ```ts
 * import { dupontSetup, TABLE4_PARAMETERS } from 'schedlab/experiments';
 * import type { SwarmName } from 'schedlab/experiments';
 * const swarm: SwarmName = 'Swarm2';
 * const policy = dupontSetup(swarm, { swarmParameters: { [swarm]: TABLE4_PARAMETERS[swarm] } });
 * ```
 */
export type SwarmName = 'Swarm1' | 'Swarm2' | 'Swarm3';

/**
 * Outcome of training one swarm.
 *
 * @example
 * ```ts
 * import { trainDupontSwarms, dupont2020Config, type SwarmTraining } from 'schedlab/experiments';
 * const { swarms } = await trainDupontSwarms(dupont2020Config('quick'), { seed: 1 });
 * const swarm2: SwarmTraining | undefined = swarms.find((s) => s.swarm === 'Swarm2');
 * swarm2?.names.map((name, i) => `${name} = ${swarm2.parameters[i]}`); // the Table 4 row
 * ```
 */
export interface SwarmTraining {
  readonly swarm: SwarmName;
  readonly condition: 1 | 2 | 3;
  /** Parameter names (`greedyFamily` order). */
  readonly names: readonly string[];
  /**
   * The swarm's parameters (Table 4): the candidate with the lowest mean cost on the held-out
   * validation sets, or the optimizer's global best when `config.validationSets` is 0.
   */
  readonly parameters: number[];
  /** The optimizer's global best after the last epoch (what the paper reports). */
  readonly trainingBest: number[];
  /** Its mean cost on the epoch where it was found: a flattering estimate (the minimum of noisy means). */
  readonly bestValue: number;
  /**
   * Held-out validation: how many candidates (last epoch's particles and the best distinct ones seen)
   * on how many sets, the chosen one's mean cost there, the optimizer's global best's and FIFO's
   * (same sets). Undefined when `config.validationSets` is 0.
   */
  readonly validation?: { readonly candidates: number; readonly sets: number; readonly cost: number; readonly trainingBestCost: number; readonly fifoCost: number };
  /** Per epoch: min, mean and max cost over the particles (Fig. 3). */
  readonly history: readonly HistoryEntry[];
  /** Simulations run. */
  readonly simulations: number;
  /** What the tuner ran with: population, iterations, evaluations spent, bound rule, seeding. */
  readonly settings: MethodSettings;
}

/**
 * Options of {@link trainDupontSwarms}.
 *
 * @example
 * ```ts
 * import { trainDupontSwarms, dupont2020Config, type TrainDupontSwarmsOptions } from 'schedlab/experiments';
 * const options: TrainDupontSwarmsOptions = { seed: 5, onProgress: (p) => console.log(p.stage, p.done, p.total, p.best) };
 * const training = await trainDupontSwarms(dupont2020Config('quick', { epochs: 5 }), options);
 * ```
 */
export interface TrainDupontSwarmsOptions {
  /** Seed of the training: it names the epochs' job sets and, through `replicateSeeds`, each swarm's optimizer seed. */
  readonly seed: number;
  /** Seed of the validation job sets (sets also drawn in training are skipped). @defaultValue derived from `seed` */
  readonly validationSeed?: number;
  /** Makes the batch evaluator of a swarm (e.g. a `workerEvaluator`); default: in this thread. */
  readonly evaluatorFor?: (spec: DupontTrainingSpec) => BatchEvaluator;
  /** Called after each epoch: stage `'training Swarm1'` (2, 3), unit `'evaluations'` (particles x epochs per swarm), best cost so far. */
  readonly onProgress?: (progress: ExperimentProgress) => void;
  /**
   * Called after each epoch with the optimizer's own progress (as `minimize`'s `onIteration`) and
   * the run's name (`'Swarm1'`, `'Swarm2'`, `'Swarm3'`): a `jsonlLogger` or `progressReporter`
   * from `schedlab/optimizers` fits here as it is.
   */
  readonly onIteration?: (progress: IterationProgress, run: string) => void;
  /** Stops the training between epochs: the call throws the signal's reason (an `AbortError` by default). */
  readonly signal?: AbortSignal;
}

/**
 * Result of {@link trainDupontSwarms}.
 *
 * @example
 * ```ts
 * import { trainDupontSwarms, dupont2020Config, type DupontTraining } from 'schedlab/experiments';
 * import { dupontSetup } from 'schedlab/experiments';
 * const t: DupontTraining = await trainDupontSwarms(dupont2020Config('quick'), { seed: 1 });
 * const swarmParameters = Object.fromEntries(t.swarms.map((s) => [s.swarm, s.parameters]));
 * const swarm1 = dupontSetup('Swarm1', { swarmParameters }); // evaluate on seeds not in t.trainingSetSeeds
 * ```
 */
export interface DupontTraining {
  readonly swarms: readonly SwarmTraining[];
  /** Seeds of every job set used in training (evaluation sets must avoid them). */
  readonly trainingSetSeeds: ReadonlySet<number>;
  /** Seeds of the validation job sets (evaluation sets must avoid them too). */
  readonly validationSetSeeds: readonly number[];
}

/**
 * Trains Swarm1, Swarm2 and Swarm3 as in Dupont et al. 2020 section 5.3: for each reconfiguration
 * condition, a PSO swarm (section 4.3 defaults: chi = 0.1, phi ~ U(0, 2), reflect) runs
 * `config.epochs` epochs; at each epoch all particles are evaluated on the same fresh
 * `config.setsPerEpoch` job sets (Table 3 generator). The three swarms are independent replicates:
 * each runs its optimizer under its own seed (`replicateSeeds(seed, 3)`), while the epochs' job sets
 * are named by `seed` itself, so they see the same job sets at each epoch, as in the paper ("the
 * training took place under the same seed"): common random numbers, not shared optimizer draws.
 *
 * @example
 * ```ts
 * import { trainDupontSwarms, dupont2020Config } from 'schedlab/experiments';
 * const { swarms } = await trainDupontSwarms(dupont2020Config('quick'), { seed: 1 });
 * swarms[1]!.parameters; // Swarm2's trained parameters
 * ```
 */
export async function trainDupontSwarms(config: Dupont2020Config, options: TrainDupontSwarmsOptions): Promise<DupontTraining> {
  requireOptions('trainDupontSwarms(config)', config, TRAIN_DUPONT_SWARMS_CONFIG_KEYS);
  requireOptions('trainDupontSwarms(options)', options, TRAIN_DUPONT_SWARMS_OPTIONS_KEYS);
  const profile = readingProfile(config.profile, config.shutdownGranularity, 'trainDupontSwarms(config)'); // checked before any training
  const main = config.experiments.find((e) => e.id === 'main') ?? config.experiments[0]!;
  const runs: Array<{ swarm: SwarmName; condition: 1 | 2 | 3; result: OptimizationResult; candidates: number[][] }> = [];
  // independent replicates: each swarm its own optimizer seed (stream 5 of the training seed), the
  // epochs' job sets named by the training seed itself (common random numbers)
  const optimizerSeeds = replicateSeeds(options.seed, 3);
  for (const condition of [1, 2, 3] as const) {
    const swarm = `Swarm${condition}` as SwarmName;
    const spec: DupontTrainingSpec = {
      condition, servers: main.servers, workload: main.workload, setsPerIteration: config.setsPerEpoch, profile: config.profile,
      ...(config.shutdownGranularity === undefined ? {} : { shutdownGranularity: config.shutdownGranularity }),
      ...(config.trainingSets === 'authors2020' ? { trainingSets: 'authors2020', trainingSetBase: options.seed } : { setsSeed: options.seed }),
    };
    const objective = dupontTrainingObjective(spec);
    const inner = options.evaluatorFor?.(spec);
    const seen = new HallOfFame(config.validationCandidates);
    const budget = config.particles * config.epochs;
    try {
      const tuner = config.optimizer === 'cma-es' ? cmaEs() : pso({ swarmSize: config.particles, reevaluate: config.reevaluate });
      options.signal?.throwIfAborted();
      const result = await minimize(objective, tuner, {
        seed: optimizerSeeds[condition - 1]!,
        ...(options.signal === undefined ? {} : { signal: options.signal }),
        // the same number of evaluations for either tuner: particles x epochs
        ...(config.optimizer === 'cma-es' ? { maxEvaluations: config.particles * config.epochs } : { maxIterations: config.epochs }),
        ...(inner === undefined ? {} : { evaluator: inner }),
        onIteration: (p: IterationProgress) => {
          for (const c of p.batch) seen.offer(c.x, c.value);
          options.onProgress?.({ stage: `training ${swarm}`, done: Math.min(p.evaluations, budget), total: budget, unit: 'evaluations', best: p.entry.bestSoFar });
          options.onIteration?.(p, swarm);
        },
      });
      options.signal?.throwIfAborted(); // minimize stopped early: no half-trained swarm goes on
      runs.push({ swarm, condition, result, candidates: distinct([result.best.x, ...seen.points(), ...result.lastBatch.map((c) => c.x)]) });
    } finally {
      await inner?.close();
    }
  }
  // the job sets the swarms were trained on: dupontTrainingObjective draws jobSetSeeds(s_k, setsPerEpoch), s_k the
  // k-th iteration seed of the training seed (sharedSets), or the sliding seeds seed + k ... with trainingSets 'authors2020'
  const trainingSetSeeds = new Set<number>();
  const setsIterationSeed = sharedIterationSeeds(options.seed);
  for (const { result } of runs) {
    for (const e of result.history) {
      const sets = config.trainingSets === 'authors2020' ? slidingSetSeeds(options.seed, e.iteration, config.setsPerEpoch) : jobSetSeeds(setsIterationSeed(e.iteration), config.setsPerEpoch);
      for (const t of sets) trainingSetSeeds.add(t);
    }
  }
  const validationSetSeeds =
    config.validationSets > 0 ? jobSetSeeds(options.validationSeed ?? deriveSeed(createRng(options.seed)), config.validationSets, trainingSetSeeds) : [];
  const scenario = { platform: profile.platform(main.servers), workload: googleLikeWorkload({ ...main.workload, servers: main.servers }), ...profile.simulation };
  const fifoCost = validationSetSeeds.length === 0 ? NaN : validateCandidates({ ...scenario, family: fifoFamily(profile.setup), candidates: [[]], seeds: validationSetSeeds }).best.cost;
  const swarms = runs.map(({ swarm, condition, result, candidates }): SwarmTraining => {
    const base = {
      swarm,
      condition,
      names: greedyFamily(conditionK(condition)).space.names,
      trainingBest: result.best.x,
      bestValue: result.best.value,
      history: result.history,
      simulations: result.evaluations * config.setsPerEpoch,
      settings: {
        method: swarm,
        // the tuner, then what its objective was: the epochs' job sets and the shutdown step's reading
        optimizer: `${config.optimizer === 'cma-es' ? 'cma-es (' : `pso (reevaluate ${config.reevaluate}, `}${config.trainingSets} sets, ${profile.setup.shutdownGranularity === 'allAtOnce' ? 'all-at-once' : 'per-server'} shutdown)`,
        population: result.history[0]?.evaluations ?? 0, // the first batch: particles (+ no re-evaluation yet), or CMA-ES's first lambda
        iterations: result.iterations,
        evaluations: result.evaluations,
        boundary: config.optimizer === 'cma-es' ? 'periodic (cma-es)' : 'reflect',
        seeding: 'none',
        streams: `own optimizer seed ${optimizerSeeds[condition - 1]!} (replicateSeeds of training seed ${options.seed}); epoch job sets shared (named by the training seed)`,
      },
    };
    if (validationSetSeeds.length === 0) return { ...base, parameters: result.best.x };
    const v = validateCandidates({ ...scenario, family: greedyFamily(conditionK(condition), profileFamilyOptions(profile)), candidates, seeds: validationSetSeeds });
    const trainingBestCost = v.ranked.find((c) => c.index === 0)!.cost; // candidates[0] is the global best
    return {
      ...base,
      parameters: v.best.x,
      simulations: base.simulations + candidates.length * validationSetSeeds.length,
      validation: { candidates: candidates.length, sets: validationSetSeeds.length, cost: v.best.cost, trainingBestCost, fifoCost },
    };
  });
  return { swarms, trainingSetSeeds, validationSetSeeds };
}

/** FIFO of a profile as a zero-parameter family, to report its cost on the validation sets. */
function fifoFamily(setup: DupontProfile['setup']): ParametricPolicy {
  return Object.freeze({
    name: 'FIFO',
    space: Object.freeze({ dimension: 0, lower: Object.freeze([]), upper: Object.freeze([]), names: Object.freeze([]) }),
    create: () => dupontSetup('FIFO', setup),
  });
}

/** The parameter vectors without repeats, first occurrence kept. */
function distinct(points: readonly number[][]): number[][] {
  const keys = new Set<string>();
  return points.filter((p) => {
    const key = p.join(',');
    if (keys.has(key)) return false;
    keys.add(key);
    return true;
  });
}

/** The `size` lowest-valued distinct points offered (ties: the earlier one). */
class HallOfFame {
  private readonly entries: Array<{ x: number[]; value: number }> = [];
  constructor(private readonly size: number) {}
  offer(x: ArrayLike<number>, value: number): void {
    if (this.size === 0 || !Number.isFinite(value)) return;
    const worst = this.entries.length === this.size ? this.entries[this.size - 1]!.value : Infinity;
    if (value >= worst) return;
    const copy = Array.from(x);
    if (this.entries.some((e) => e.x.every((v, i) => v === copy[i]))) return;
    const at = this.entries.findIndex((e) => value < e.value);
    this.entries.splice(at === -1 ? this.entries.length : at, 0, { x: copy, value });
    if (this.entries.length > this.size) this.entries.pop();
  }
  points(): number[][] {
    return this.entries.map((e) => e.x);
  }
}
