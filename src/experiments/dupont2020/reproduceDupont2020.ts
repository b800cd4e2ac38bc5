import type { ExperimentProgress } from '../ExperimentProgress';
import { createSimulation } from '../../engine/createSimulation';
import type { Trace } from '../../engine/Simulation';
import type { BatchEvaluator } from '../../optimizers/BatchEvaluator';
import { DUPONT_SETUPS, dupontSetup } from './dupontSetup';
import { TABLE4_PARAMETERS } from './table4Parameters';
import { assertSeed, createRng } from '../../random/createRng';
import { deriveSeed } from '../../random/deriveSeed';
import { googleLikeWorkload } from '../../workload/googleLikeWorkload';
import { analyzeSetups, type SetupAnalysis } from '../analyzeSetups';
import { jobSetSeeds } from '../jobSetSeeds';
import { runSetups, type SetupResults } from '../runSetups';
import type { Dupont2020Config, Dupont2020Experiment } from './Dupont2020Config';
import type { MethodSettings } from '../MethodSettings';
import type { DupontTrainingSpec } from './dupontTrainingObjective';
import { readingProfile } from './internals/readingProfile';
import { countFindings } from '../countFindings';
import type { FindingCount } from '../Finding';
import { runStudy } from '../runStudy';
import { runLabel } from '../internals/runLabel';
import type { IterationProgress } from '../../optimizers/OptimizationResult';
import { runReadings, type StudyReading } from '../runReadings';
import { readingsResult } from '../internals/readingsResult';
import type { Dupont2020Overrides } from './dupont2020Readings';
import { InvalidInputError } from '../../errors/InvalidInputError';
import { DUPONT2020_FINDINGS, dupontFindingsTable, type DupontFindingsTable } from './findings';
import { paperRuleTable } from './internals/paperRuleTable';
import { trainDupontSwarms, type SwarmName, type SwarmTraining } from './trainDupontSwarms';
import { optionKeys, requireOptions } from '../../errors/internals/knownKeys';

const REPRODUCE_DUPONT2020_CONFIG_KEYS = optionKeys<Dupont2020Config>({ mode: true, particles: true, epochs: true, setsPerEpoch: true, reevaluate: true, validationSets: true, validationCandidates: true, profile: true, optimizer: true, trainingSets: true, shutdownGranularity: true, experiments: true });
const REPRODUCE_DUPONT2020_OPTIONS_KEYS = optionKeys<ReproduceDupont2020Options>({ seed: true, seeds: true, evaluatorFor: true, onProgress: true, onIteration: true, signal: true, readings: true });

/**
 * One evaluated experiment: raw matrices and their analysis.
 *
 * @example
 * ```ts
 * import { reproduceDupont2020, dupont2020Config, type Dupont2020ExperimentResult } from 'schedlab/experiments';
 * const r = await reproduceDupont2020(dupont2020Config('quick'), { seed: 1 });
 * const scaleUp: Dupont2020ExperimentResult | undefined = r.experiments.find((e) => e.experiment.id === 'scaleUp');
 * console.log(scaleUp?.analysis.means.cost, scaleUp?.results.seeds.length);
 * ```
 */
export interface Dupont2020ExperimentResult {
  readonly experiment: Dupont2020Experiment;
  readonly results: SetupResults;
  readonly analysis: SetupAnalysis;
}

/**
 * Everything a reproduction produces, as plain JSON-able data.
 *
 * @example
 * ```ts
 * import { writeFile } from 'node:fs/promises';
 * import { reproduceDupont2020, dupont2020Config, type Dupont2020Results } from 'schedlab/experiments';
 * const r: Dupont2020Results = await reproduceDupont2020(dupont2020Config('quick'), { seed: 1 });
 * console.log(r.training.map((t) => t.parameters), r.simulations);
 * await writeFile('results.json', JSON.stringify(r)); // plain data
 * ```
 */
export interface Dupont2020Results {
  /** The paper's claims (`DUPONT2020_FINDINGS`) counted over the study's root seeds. */
  readonly findings: readonly FindingCount[];
  /**
   * The same findings with the weak-ranking groups of section 6.1's rule (each pairwise z-test at
   * the experiment's alpha, unadjusted) instead of Holm's (first reading's seeds).
   */
  readonly findingsPaperRule: readonly FindingCount[];
  /** The root seeds the study ran under (`studySeeds(seed, seeds)`); the rest of this object is the first's. */
  readonly studySeeds: readonly number[];
  /** Per root seed, the table the findings were checked on. */
  readonly findingTables: readonly DupontFindingsTable[];
  /**
   * When the study ran under several readings (`options.readings`): each reading's name, overrides,
   * settings (first seed) and finding tables (per root seed); the rest of this object is the first reading's.
   */
  readonly readings?: ReadonlyArray<{ readonly name: string; readonly overrides: Dupont2020Overrides; readonly settings: readonly MethodSettings[]; readonly findingTables: readonly DupontFindingsTable[] }>;
  readonly seed: number;
  readonly config: Dupont2020Config;
  /** Seeds derived from `seed`, in derivation order. */
  readonly seeds: { readonly training: number; readonly randomParameters: number; readonly experiments: Record<string, number>; readonly validation: number };
  readonly training: readonly SwarmTraining[];
  /** Seeds of the held-out validation job sets (disjoint from the training and experiment sets). */
  readonly validationSetSeeds: readonly number[];
  /** Table 4 of the paper, for comparison. */
  readonly paperParameters: typeof TABLE4_PARAMETERS;
  readonly experiments: readonly Dupont2020ExperimentResult[];
  /** One schedule (Swarm2 with Table 4 parameters) on the first main-experiment job set (Fig. 2), with the power per state. */
  readonly schedule: { readonly setup: string; readonly seed: number; readonly trace: Trace; readonly powerByState: Record<string, number> };
  /** Simulations run in each phase. */
  readonly simulations: { readonly training: number; readonly evaluation: number };
  /** Per swarm, what its tuner ran with (population, iterations, evaluations spent, bound rule, seeding). */
  readonly settings: readonly MethodSettings[];
}

/**
 * Options of {@link reproduceDupont2020}.
 *
 * @example
 * ```ts
 * import { reproduceDupont2020, dupont2020Config, type ReproduceDupont2020Options } from 'schedlab/experiments';
 * const options: ReproduceDupont2020Options = {
 *   seed: 2020,
 *   onProgress: (p) => console.log(`${p.stage}: ${p.done}/${p.total} ${p.unit}`),
 * };
 * const r = await reproduceDupont2020(dupont2020Config('full'), options);
 * ```
 */
export interface ReproduceDupont2020Options {
  readonly seed: number;
  /**
   * Root seeds to run the whole study under (`studySeeds(seed, seeds)`; the first is `seed`): the
   * findings count over all of them, the other fields are the first seed's. @defaultValue 1
   */
  readonly seeds?: number;
  readonly evaluatorFor?: (spec: DupontTrainingSpec) => BatchEvaluator;
  /**
   * Progress: the training of each swarm (stages `'training Swarm1'`..., per epoch, unit
   * `'evaluations'`), then each experiment's evaluation (stages `'evaluating main'`, ..., per job set).
   */
  readonly onProgress?: (progress: ExperimentProgress) => void;
  /**
   * Each training epoch of each swarm, as `minimize`'s `onIteration` gives it, with the run's name
   * (`'Swarm1'`...; `'seed 2/3 (<seed>): Swarm1'` under several root seeds). A `jsonlLogger` fits
   * as it is (one JSON line per epoch, with the run's name).
   */
  readonly onIteration?: (progress: IterationProgress, run: string) => void;
  /** Stops the reproduction between epochs or job sets: the call throws the signal's reason (an `AbortError` by default). */
  readonly signal?: AbortSignal;
  /**
   * Readings of the paper to run the whole study under, each overriding the configuration's choices
   * (e.g. `DUPONT2020_READINGS`): the findings get one column per reading, `readings` records each
   * one's overrides, settings and finding tables, and the other fields are the first reading's.
   * @defaultValue undefined: the configuration alone
   */
  readonly readings?: ReadonlyArray<StudyReading<Dupont2020Overrides>>;
}

/**
 * Reproduces Dupont et al. 2020: trains the three swarms (section 5.3), then evaluates the ten
 * setups (section 5.4) in the main experiment, the resilience test (6.6) and the scale-up test
 * (6.7) on fresh job sets, and analyses them (section 6). Every number follows from `seed`:
 * it is split by `deriveSeed` into the training seed, the Rand-Param seed, one root per
 * experiment and the validation seed; evaluation job sets never reuse a training or validation job
 * set (checked seed by seed). Each swarm's parameters are the best of its final candidates on the
 * validation sets (`config.validationSets`; 0 keeps the optimizer's own best, as the paper).
 * With `seeds: N` the whole study runs under N root seeds (`studySeeds`) and `findings` counts the
 * paper's claims (`DUPONT2020_FINDINGS`) over them; with `readings` the whole study (all its seeds)
 * runs under each reading and the findings get one column per reading.
 *
 * @example
 * ```ts
 * import { reproduceDupont2020, dupont2020Config } from 'schedlab/experiments';
 * const r = await reproduceDupont2020(dupont2020Config('quick'), { seed: 1 });
 * r.experiments[0]!.analysis.rankings[2]!.groups; // weak ranking by cost
 * ```
 */
export async function reproduceDupont2020(config: Dupont2020Config, options: ReproduceDupont2020Options): Promise<Dupont2020Results> {
  requireOptions('reproduceDupont2020(config)', config, REPRODUCE_DUPONT2020_CONFIG_KEYS);
  requireOptions('reproduceDupont2020(options)', options, REPRODUCE_DUPONT2020_OPTIONS_KEYS);
  assertSeed(options.seed, 'reproduceDupont2020 options.seed');
  const studyUnder = (cfg: Dupont2020Config, outer: (p: ExperimentProgress) => ExperimentProgress) =>
    runStudy({
      seed: options.seed,
      ...(options.seeds === undefined ? {} : { seeds: options.seeds }),
      ...(options.signal === undefined ? {} : { signal: options.signal }),
      run: (seed, label) =>
        reproduceOnce(cfg, {
          ...options,
          seed,
          ...(options.onProgress === undefined ? {} : { onProgress: (p) => options.onProgress!(outer(label(p))) }),
          ...(options.onIteration === undefined ? {} : { onIteration: (p, run) => options.onIteration!(p, runLabel((q) => outer(label(q)), run)) }),
        }),
      table: (r) => dupontFindingsTable(r.experiments, { training: r.training }),
    });
  if (options.readings === undefined) {
    const study = await studyUnder(config, (p) => p);
    return { findings: countFindings(DUPONT2020_FINDINGS, study.tables), findingsPaperRule: countFindings(DUPONT2020_FINDINGS, study.tables.map(paperRuleTable)), studySeeds: study.seeds, findingTables: study.tables, ...study.first };
  }
  const runs = await runReadings(options.readings, (o, _name, label) => studyUnder(applyReading(config, o), label));
  const result = readingsResult(DUPONT2020_FINDINGS, options.readings, runs);
  const { findings, ...rest } = result;
  return { findings, findingsPaperRule: countFindings(DUPONT2020_FINDINGS, result.findingTables.map(paperRuleTable)), ...rest };
}

const READING_VALUES = {
  optimizer: ['pso', 'cma-es'],
  trainingSets: ['independent', 'authors2020'],
  reevaluate: ['none', 'global-best', 'all-bests'],
  profile: ['paper', 'authors2020'],
  shutdownGranularity: ['perServer', 'allAtOnce'],
} as const;

/** The configuration under a reading (its overrides checked against the allowed values). */
function applyReading(config: Dupont2020Config, o: Dupont2020Overrides): Dupont2020Config {
  if (o === null || typeof o !== 'object') throw new InvalidInputError(`reproduceDupont2020: a reading's overrides: expected an object, got ${String(o)}`);
  for (const [k, v] of Object.entries(o)) {
    const allowed = (READING_VALUES as Record<string, readonly string[]>)[k];
    if (allowed === undefined) throw new InvalidInputError(`reproduceDupont2020: a reading overrides "${k}"; valid: ${Object.keys(READING_VALUES).join(', ')}`);
    if (v !== undefined && !allowed.includes(v as string)) throw new InvalidInputError(`reproduceDupont2020: a reading's ${k}: expected one of ${allowed.join(', ')}, got ${JSON.stringify(v)}`);
  }
  return Object.freeze({ ...config, ...Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) });
}

type OneSeed = Omit<Dupont2020Results, 'findings' | 'findingsPaperRule' | 'studySeeds' | 'findingTables' | 'readings'>;

/** The study under one root seed. */
async function reproduceOnce(config: Dupont2020Config, options: ReproduceDupont2020Options): Promise<OneSeed> {
  const root = createRng(options.seed);
  const trainingSeed = deriveSeed(root);
  const randomParametersSeed = deriveSeed(root);
  const experimentSeeds: Record<string, number> = {};
  for (const e of config.experiments) experimentSeeds[e.id] = deriveSeed(root);

  const validationSeed = deriveSeed(root); // drawn after the others, so they keep their values
  const { swarms, trainingSetSeeds, validationSetSeeds } = await trainDupontSwarms(config, {
    seed: trainingSeed,
    validationSeed,
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    ...(options.evaluatorFor === undefined ? {} : { evaluatorFor: options.evaluatorFor }),
    ...(options.onProgress === undefined ? {} : { onProgress: options.onProgress }),
    ...(options.onIteration === undefined ? {} : { onIteration: options.onIteration }),
  });
  const swarmParameters = Object.fromEntries(swarms.map((s) => [s.swarm, s.parameters])) as Record<SwarmName, number[]>;
  const profile = readingProfile(config.profile, config.shutdownGranularity, 'reproduceDupont2020(config)');
  const setups = DUPONT_SETUPS.map((name) => [name, dupontSetup(name, { ...profile.setup, swarmParameters, randomParametersSeed })] as const);

  const heldOut = new Set([...trainingSetSeeds, ...validationSetSeeds]);
  let evaluationSimulations = 0;
  const experiments = config.experiments.map((experiment): Dupont2020ExperimentResult => {
    const seeds = jobSetSeeds(experimentSeeds[experiment.id]!, experiment.sets, heldOut);
    const results = runSetups({
      platform: profile.platform(experiment.servers),
      workload: googleLikeWorkload({ ...experiment.workload, servers: experiment.servers }),
      ...profile.simulation,
      setups,
      seeds,
      ...(options.onProgress === undefined ? {} : { onProgress: (p: ExperimentProgress) => options.onProgress!({ ...p, stage: `evaluating ${experiment.id}` }) }),
      ...(options.signal === undefined ? {} : { signal: options.signal }),
    });
    evaluationSimulations += seeds.length * setups.length;
    return { experiment, results, analysis: analyzeSetups(results, { alpha: 1 - experiment.confidence }) };
  });

  const main = config.experiments[0]!;
  const firstSeed = experiments[0]!.results.seeds[0]!;
  const sim = createSimulation({
    platform: profile.platform(main.servers),
    workload: googleLikeWorkload({ ...main.workload, servers: main.servers }),
    ...profile.simulation,
  });
  // The paper's Table 4 Swarm2 powers servers off and reconfigures, so its schedule shows every
  // power state (Fig. 2); the trained swarms may not.
  const trace = sim.run(dupontSetup('Swarm2', profile.setup), { seed: firstSeed, trace: true }).trace!;
  const p = profile.power;
  return {
    seed: options.seed,
    config,
    seeds: { training: trainingSeed, randomParameters: randomParametersSeed, experiments: experimentSeeds, validation: validationSeed },
    training: swarms,
    validationSetSeeds,
    paperParameters: TABLE4_PARAMETERS,
    experiments,
    schedule: {
      setup: 'Swarm2 with the paper\'s Table 4 parameters',
      seed: firstSeed,
      trace,
      powerByState: { off: p.off, switchingOn: p.switchingOn, idle: p.idle, computing: p.computing, switchingOff: p.switchingOff },
    },
    simulations: { training: swarms.reduce((a, s) => a + s.simulations, 0), evaluation: evaluationSimulations },
    settings: swarms.map((s) => s.settings),
  };
}
