import type { ExperimentProgress } from '../ExperimentProgress';
import type { RigidJob } from '../../engine/Job';
import { InvalidInputError } from '../../errors/InvalidInputError';
import type { BatchEvaluator } from '../../optimizers/BatchEvaluator';
import { rigidRuleBase } from '../../policies/rules/rigidRuleBase';
import { EASY_STRATEGY, STRATEGIES } from '../../policies/rules/strategies';
import type { StrategySelector } from '../../policies/rules/StrategySelector';
import { assertSeed, createRng } from '../../random/createRng';
import { deriveSeed } from '../../random/deriveSeed';
import { userGroups } from '../traces/userGroups';
import { FRANKE_OBJECTIVE_WEIGHTS } from '../traces/groupObjective';
import { frankeObjective, type RuleBaseKind } from './frankeObjective';
import { frankeProblem, type FrankeProblem } from './frankeProblem';
import { countFindings } from '../countFindings';
import { runStudy } from '../runStudy';
import { runLabel } from '../internals/runLabel';
import type { IterationProgress } from '../../optimizers/OptimizationResult';
import { FRANKE2007_FINDINGS, frankeFindingsTable } from './findings';
import { splitTrace } from './splitTrace';
import { trainCoevolution } from './trainCoevolution';
import { trainPittsburgh } from './trainPittsburgh';
import { trainProbabilistic } from './trainProbabilistic';
import { optionKeys, requireOptions } from '../../errors/internals/knownKeys';

const REPRODUCE_FRANKE2007_OPTIONS_KEYS = optionKeys<ReproduceFranke2007Options>({ jobs: true, machineSize: true, seed: true, trainFraction: true, groupThresholds: true, weights: true, p: true, generations: true, rules: true, evaluatorFor: true, onProgress: true, onIteration: true, seeds: true, signal: true });

/**
 * Options of {@link reproduceFranke2007}. Defaults are the paper's budgets.
 *
 * @example
 * ```ts
 * import { reproduceFranke2007, type ReproduceFranke2007Options } from 'schedlab/experiments';
 * import { workerEvaluator } from 'schedlab/optimizers';
 * import { readSwf } from 'schedlab/workload';
 * const { jobs } = await readSwf('KTH-SP2-1996-2.1-cln.swf.br');
 * const options: ReproduceFranke2007Options = {
 *   jobs, machineSize: 100, seed: 7, generations: 10,
 *   // franke-worker.mjs: export { frankeWorkerObjective as objective } from 'schedlab/experiments';
 *   evaluatorFor: (problem, kind) => workerEvaluator({ module: new URL('./franke-worker.mjs', import.meta.url), factoryData: { problem, kind } }),
 *   onProgress: (p) => console.log(`${p.stage}: ${p.done}/${p.total} ${p.unit}`),
 * };
 * const results = await reproduceFranke2007(options);
 * ```
 */
export interface ReproduceFranke2007Options {
  /** The whole trace (rigid jobs). */
  readonly jobs: readonly RigidJob[];
  /** Processors of the machine (KTH: 100). */
  readonly machineSize: number;
  /** Seed (unsigned 32-bit); PROB, PITTS and CCA get `deriveSeed` draws of `createRng(seed)` in that order. @defaultValue 0 */
  readonly seed?: number;
  /** Share of the submission period used for training (the rest is the held-out test). @defaultValue 0.5 */
  readonly trainFraction?: number;
  /** User-group share thresholds (see `userGroups`); groups are built on the whole trace. @defaultValue `[0.05, 0.02, 0.01, 0.001]` */
  readonly groupThresholds?: readonly number[];
  /** Objective weights. @defaultValue `[10, 4, 0, 0, 0]` */
  readonly weights?: readonly number[];
  /** PROB: assignments per rule and strategy. @defaultValue 50 */
  readonly p?: number;
  /** PITTS and CCA: ES generations. @defaultValue 40 */
  readonly generations?: number;
  /** Rules per fuzzy rule base. @defaultValue 10 */
  readonly rules?: number;
  /**
   * Makes the batch evaluator of one training (e.g. a `workerEvaluator` over
   * `frankeWorkerObjective` with `factoryData: { problem, kind }`); it is closed after that
   * training. @defaultValue in-thread evaluation
   */
  readonly evaluatorFor?: (problem: FrankeProblem, kind: RuleBaseKind) => BatchEvaluator;
  /** Progress of the three trainings (stages `'PROB'`, `'PITTS'`, `'CCA'`). */
  readonly onProgress?: (progress: ExperimentProgress) => void;
  /**
   * Each generation of the two ES trainings, as `minimize`'s `onIteration` gives it, with the run's
   * name (`'PITTS'`, `'CCA'`; `'seed 2/3 (<seed>): PITTS'` under several root seeds). PROB is
   * Franke et al.'s own sampling loop, not a `minimize` run: it reports through `onProgress` only.
   * A `jsonlLogger` fits as it is.
   */
  readonly onIteration?: (progress: IterationProgress, run: string) => void;
  /**
   * Root seeds to run the whole study under (`studySeeds(seed, seeds)`; the first is `seed`): the
   * findings count over all of them, the other fields are the first seed's. @defaultValue 1
   */
  readonly seeds?: number;
  /** Stops between root seeds (throws the signal's reason). */
  readonly signal?: AbortSignal;
}

import type { Franke2007Method, Franke2007MethodResult, Franke2007Results, Franke2007Table } from './Franke2007Results';

const pct = (easy: number, x: number): number => (100 * (easy - x)) / easy;

/**
 * Reproduces the experiment of Franke, Lepping & Schwiegelshohn (sec. 5) on one trace: user
 * groups from the whole trace, split in time (first `trainFraction` of the submission period
 * trains, the rest is held out), PROB (sec. 4.1, 13 p simulations), PITTS and CCA (sec. 4.2,
 * 3 + 21 * generations simulations each) trained on the training part with
 * f = 10 AWRT_1 + 4 AWRT_2, then EASY and the three rule bases simulated on the test part.
 * Deterministic: same options, same results.
 *
 * @param options - trace, machine, seed, budgets
 * @throws InvalidInputError on invalid options
 * @example
 * ```ts
 * import { readSwf } from 'schedlab/workload';
 * import { reproduceFranke2007 } from 'schedlab/experiments';
 * const { jobs } = await readSwf('KTH-SP2-1996-2.1-cln.swf.br');
 * const r = await reproduceFranke2007({ jobs: jobs.slice(0, 2000), machineSize: 100, p: 2, generations: 3 });
 * console.log(r.table4.rows);
 * ```
 */
export async function reproduceFranke2007(options: ReproduceFranke2007Options): Promise<Franke2007Results> {
  requireOptions('reproduceFranke2007(options)', options, REPRODUCE_FRANKE2007_OPTIONS_KEYS);
  const seed = options.seed ?? 0;
  assertSeed(seed, 'reproduceFranke2007: options.seed');
  const study = await runStudy({
    seed,
    ...(options.seeds === undefined ? {} : { seeds: options.seeds }),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    run: (s, label) =>
      reproduceOnce({
        ...options,
        seed: s,
        ...(options.onProgress === undefined ? {} : { onProgress: (p) => options.onProgress!(label(p)) }),
        ...(options.onIteration === undefined ? {} : { onIteration: (p, run) => options.onIteration!(p, runLabel(label, run)) }),
      }),
    table: (r) => frankeFindingsTable(r.methods),
  });
  return { findings: countFindings(FRANKE2007_FINDINGS, study.tables), studySeeds: study.seeds, findingTables: study.tables, ...study.first };
}

/** The study under one root seed. */
async function reproduceOnce(options: ReproduceFranke2007Options): Promise<Omit<Franke2007Results, 'findings' | 'studySeeds' | 'findingTables'>> {
  const seed = options.seed ?? 0;
  const { jobs, machineSize } = options;
  if (!Array.isArray(jobs) || jobs.length < 2) throw new InvalidInputError('reproduceFranke2007: options.jobs must hold at least 2 rigid jobs');
  const trainFraction = options.trainFraction ?? 0.5;
  const p = options.p ?? 50;
  const generations = options.generations ?? 40;
  const rules = options.rules ?? 10;
  const groups = userGroups(jobs, options.groupThresholds === undefined ? {} : { thresholds: options.groupThresholds });
  const split = splitTrace(jobs, trainFraction);
  const common = { machineSize, groups, rules, ...(options.weights === undefined ? {} : { weights: options.weights }) };
  // each half must hold a job of every weighted group (the objective's AWRT_g is undefined otherwise):
  // said here, naming the half, rather than by frankeProblem's generic message (METACENTRUM-2009's
  // first 20,000 jobs: group 1 has no job in one half)
  const weights = options.weights ?? FRANKE_OBJECTIVE_WEIGHTS;
  if (Array.isArray(weights)) for (const [half, part] of [['training half (first part of the submission period)', split.train], ['held-out half', split.test]] as const) {
    const present = new Set(part.map((j) => groups.groupOf(j)));
    const missing = weights.findIndex((w, g) => w !== 0 && !present.has(g + 1));
    if (missing >= 0) {
      throw new InvalidInputError(
        `reproduceFranke2007: user group ${missing + 1} (users with a consumption share >= ${groups.thresholds[missing] ?? 0}, weight ${weights[missing]}) has no job in the ${half} of this trace, so the paper's objective is undefined there; this trace does not suit the default groups: give options.weights with 0 for that group, or other groupThresholds`,
      );
    }
  }
  const trainProblem = frankeProblem({ jobs: split.train, ...common });
  const testProblem = frankeProblem({ jobs: split.test, ...common });
  const trainEval = frankeObjective(trainProblem, 'rigid');
  const testEval = frankeObjective(testProblem, 'rigid');
  const rng = createRng(seed);
  const seeds = { prob: deriveSeed(rng), pitts: deriveSeed(rng), cca: deriveSeed(rng) };
  const withEvaluator = async <T>(kind: RuleBaseKind, train: (e: { evaluator?: BatchEvaluator }) => Promise<T>): Promise<T> => {
    const e = options.evaluatorFor?.(trainProblem, kind);
    try {
      return await train(e === undefined ? {} : { evaluator: e });
    } finally {
      await e?.close();
    }
  };

  const probCurve: number[] = [];
  const probEvaluations: number[] = [];
  const prob = await withEvaluator('rigid', (evaluator) =>
    trainProbabilistic(trainProblem, {
      seed: seeds.prob, p, ...evaluator,
      onProgress: (e) => {
        probCurve.push(e.best!);
        probEvaluations.push(e.done);
        options.onProgress?.(e);
      },
    }),
  );
  const watch = { ...(options.onProgress === undefined ? {} : { onProgress: options.onProgress }), ...(options.onIteration === undefined ? {} : { onIteration: options.onIteration }) };
  const pitts = await withEvaluator('pittsburgh', (evaluator) => trainPittsburgh(trainProblem, { seed: seeds.pitts, generations, ...evaluator, ...watch }));
  const cca = await withEvaluator('cooperative', (evaluator) => trainCoevolution(trainProblem, { seed: seeds.cca, generations, ...evaluator, ...watch }));

  const easy = rigidRuleBase({ assignment: new Array<number>(192).fill(EASY_STRATEGY) });
  const entries: [Franke2007Method, StrategySelector, number, readonly number[], readonly number[]][] = [
    ['EASY', easy, 0, [], []],
    ['PROB', prob.ruleBase, prob.simulations, probCurve, probEvaluations],
    ['PITTS', pitts.selector, pitts.evaluations, pitts.history.map((h) => h.bestSoFar), pitts.history.map((h) => h.evaluations)],
    ['CCA', cca.selector, cca.evaluations, cca.history.map((h) => h.bestSoFar), cca.history.map((h) => h.evaluations)],
  ];
  const methods: Franke2007MethodResult[] = entries.map(([method, selector, trainingSimulations, trainingCurve, trainingEvaluations]) => {
    const test = testEval.evaluateSelector(selector);
    return { method, train: trainEval.evaluateSelector(selector).metrics, test: test.metrics, testSelections: test.selections, trainingSimulations, trainingCurve, trainingEvaluations };
  });
  const e = methods[0]!.test;
  const groupsIdx = Array.from({ length: groups.count }, (_, i) => i + 1);
  const table3: Franke2007Table = {
    header: ['method', ...groupsIdx.map((g) => `AWRT_${g}`), 'U', 'f_obj'],
    rows: methods.map((m) => [m.method, ...m.test.awrtPerGroup, 100 * m.test.utilization, m.test.objective]),
  };
  const improvement = (m: Franke2007MethodResult): number[] => m.test.awrtPerGroup.map((a, i) => pct(e.awrtPerGroup[i]!, a));
  const table4: Franke2007Table = {
    header: table3.header,
    rows: methods.slice(1).map((m) => [m.method, ...improvement(m), (100 * (m.test.utilization - e.utilization)) / e.utilization, pct(e.objective, m.test.objective)]),
  };
  const et = methods[0]!.train;
  const table4InSample: Franke2007Table = {
    header: table3.header,
    rows: methods.slice(1).map((m) => [m.method, ...m.train.awrtPerGroup.map((a, i) => pct(et.awrtPerGroup[i]!, a)), (100 * (m.train.utilization - et.utilization)) / et.utilization, pct(et.objective, m.train.objective)]),
  };
  return {
    config: { machineSize, jobs: jobs.length, trainJobs: split.train.length, testJobs: split.test.length, splitTime: split.splitTime, seed, trainFraction, p, generations, rules, weights: trainProblem.weights, groupThresholds: groups.thresholds },
    groups: { users: groups.users, shares: groups.shares },
    strategies: STRATEGIES.map((s) => s.name),
    methods,
    table3,
    table4,
    table4InSample,
    figures: {
      groups: groupsIdx,
      awrtImprovement: Object.fromEntries(methods.slice(1).map((m) => [m.method, improvement(m)])),
      awrt: Object.fromEntries(methods.map((m) => [m.method, m.test.awrtPerGroup])),
      awrt1VsAwrt2: methods.map((m) => ({ method: m.method, awrt1: m.test.awrtPerGroup[0]!, awrt2: m.test.awrtPerGroup[1]! })),
    },
    settings: [
      // PROB: p rounds, each assigning every strategy once per rule (sec. 4.1); discrete, no bounds
      { method: 'PROB', optimizer: 'probabilistic assignment', population: STRATEGIES.length, iterations: p, evaluations: prob.simulations, boundary: 'none (discrete)', seeding: 'none', streams: `own seed ${seeds.prob} (deriveSeed of root seed ${seed}); same training half` },
      // PITTS and CCA: (3+21)-ES (sec. 4.2), the ES's default bound rule
      { method: 'PITTS', optimizer: 'evolution-strategy (3+21)', population: 21, iterations: pitts.history.length, evaluations: pitts.evaluations, boundary: 'reflect', seeding: 'none', streams: `own seed ${seeds.pitts} (deriveSeed of root seed ${seed}); same training half` },
      { method: 'CCA', optimizer: 'coevolution of two (3+21)-ES', population: 21, iterations: cca.history.length, evaluations: cca.evaluations, boundary: 'reflect', seeding: 'none', streams: `own seed ${seeds.cca} (deriveSeed of root seed ${seed}); same training half` },
    ],
    ruleBases: { prob: prob.ruleBase.assignment, pitts: pitts.x, cca: cca.x },
  };
}
