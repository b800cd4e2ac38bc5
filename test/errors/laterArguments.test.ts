import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as errors from '../../src/errors/index';
import * as random from '../../src/random/index';
import * as engine from '../../src/engine/index';
import * as power from '../../src/power/index';
import * as workload from '../../src/workload/index';
import * as policies from '../../src/policies/index';
import * as optimizers from '../../src/optimizers/index';
import * as statistics from '../../src/statistics/index';
import * as experiments from '../../src/experiments/index';
import * as traces from '../../src/traces/index';
import * as batsim from '../../src/batsim/index';
import { ACCEPTS_NULL, outcome, parameterNames, PUBLIC_FUNCTIONS } from './helpers/publicFunctions';

/**
 * Issue 32, class 9, every parameter position: each exported function with more than one
 * parameter is called with valid arguments everywhere but one later position (the first is
 * test/errors/nullArguments.test.ts), which gets `null`, then `undefined`. `null` must end in a
 * `SchedlabError` naming the function or the parameter; `undefined` may also return (an optional
 * parameter, e.g. `options = {}`), but never escape as a raw TypeError. The same for the methods
 * of the objects the factories return (`sim.run`, `family.create`, `optimizer.start`,
 * `session.tell`, ...), every position. VALID holds one valid argument list per function and is
 * checked itself: each list, called as it is, returns (except the few named in NOT_CALLED).
 */

const dir = mkdtempSync(join(tmpdir(), 'schedlab-later-arguments-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const rng = (): random.Rng => random.createRng(1);
const plat = engine.homogeneousPlatform({ servers: 4 });
const plat2 = engine.platform([{ servers: 2 }, { servers: 2, speed: 2 }], { link: { bandwidth: 100, contention: 'own' } });
const rigid: engine.RigidJob[] = [
  { kind: 'rigid', id: 'r0', submit: 0, processors: 1, runtime: 10, estimate: 10, user: 1, group: 1 },
  { kind: 'rigid', id: 'r1', submit: 5, processors: 2, runtime: 20, estimate: 30, user: 2, group: 1 },
  { kind: 'rigid', id: 'r2', submit: 7, processors: 1, runtime: 5, estimate: 5, user: 1, group: 1 },
];
const coallocatable: engine.RigidJob = { kind: 'rigid', id: 'c0', submit: 0, processors: 3, runtime: 10, estimate: 10, sigma: 0.7, taskBandwidth: 5 };
const result = engine.createSimulation({ platform: plat, jobs: rigid }).run(policies.fcfs(), { trace: true });
const matrix = [[1, 2, 3], [2, 1, 3], [1, 3, 2], [1, 2, 3], [2, 1, 3]];
const x = [1, 2, 3, 4, 5, 6];
const y = [2, 3, 5, 4, 7, 8];
const problem = policies.batchProblem(plat2, [...rigid, coallocatable]);
const firstFit = policies.firstFit(problem);
const groups = experiments.userGroups(rigid, { thresholds: [0.5] });
const frankeProblem = (): experiments.FrankeProblem => experiments.frankeProblem({ jobs: rigid, machineSize: 4, groups, weights: [1, 1] });
const swf = '; MaxProcs: 4\n1 0 0 10 1 -1 -1 1 10 -1 1 1 1 -1 -1 -1 -1 -1\n2 5 0 20 2 -1 -1 2 30 -1 1 2 1 -1 -1 -1 -1 -1\n';
const swfPath = join(dir, 'trace.swf');
writeFileSync(swfPath, swf);
const batsimWorkload = { nb_res: 4, jobs: [{ id: 'a', subtime: 0, walltime: 100, res: 1, profile: 'p' }], profiles: { p: { type: 'delay', delay: 7 } } };
const batsimPath = join(dir, 'workload.json');
writeFileSync(batsimPath, JSON.stringify(batsimWorkload));
const jobsPath = join(dir, 'jobs.json');
workload.writeJobs(jobsPath, rigid);
const setupResults = (): experiments.SetupResults =>
  experiments.runSetups({ platform: plat, workload: workload.googleLikeWorkload({ servers: 4, jobs: 8 }), setups: [['FIFO', experiments.dupontSetup('FIFO')], ['FIFO-Poff', experiments.dupontSetup('FIFO-Poff')]], seeds: [1, 2, 3, 4, 5] });
const rules = (outputs: number): policies.FuzzyRuleBase => policies.fuzzyRuleBase([{ mu: [0, 0, 0, 0, 0, 0, 0], sigma: [1, 1, 1, 1, 1, 1, 1], weights: Array.from({ length: outputs }, (_, i) => i) }]);
const positive: experiments.Finding<number> = { id: 'positive', statement: 'the value is positive', holds: (v) => v > 0 };
/** A BatchEvaluator that evaluates nothing (the functions below only receive it). */
const evaluator: optimizers.BatchEvaluator = { evaluate: () => undefined, close: async () => undefined };
const space = optimizers.searchSpace({ lower: [0, 0], upper: [1, 1] });
const objective: optimizers.Objective = { space, evaluate: (p) => p[0]! + p[1]! };

/** A session of `optimizer` after one ask and tell (so `state()` has a generation to save). */
function told(optimizer: optimizers.Optimizer): optimizers.OptimizerSession {
  const session = optimizer.start(space, rng());
  const batch = session.ask();
  session.tell(batch.map((c) => c.x[0]! + c.x[1]!));
  return session;
}
function toldPareto(optimizer: optimizers.MultiObjectiveOptimizer): optimizers.MultiObjectiveSession {
  const session = optimizer.start(space, 2, rng());
  const batch = session.ask();
  session.tell(batch.map((c) => [c.x[0]!, 1 - c.x[0]! + c.x[1]!]));
  return session;
}
const SINGLE: ReadonlyArray<[string, () => optimizers.Optimizer]> = [
  ['pso', () => optimizers.pso()],
  ['cuckooSearch', () => optimizers.cuckooSearch()],
  ['hcspso', () => optimizers.hcspso()],
  ['evolutionStrategy', () => optimizers.evolutionStrategy()],
  ['randomSearch', () => optimizers.randomSearch()],
  ['cmaEs', () => optimizers.cmaEs()],
];
const PARETO: ReadonlyArray<[string, () => optimizers.MultiObjectiveOptimizer]> = [
  ['nsga2', () => optimizers.nsga2()],
  ['mopso', () => optimizers.mopso()],
];
const simulation = (): engine.Simulation => engine.createSimulation({ platform: plat, jobs: rigid });

/**
 * Methods of the objects the factories return, each with the names of its parameters, a valid
 * argument list and the call on a fresh object. Every position is tried (the first included).
 */
const METHODS: ReadonlyArray<{ readonly id: string; readonly names: readonly string[]; readonly valid: () => unknown[]; readonly call: (args: unknown[]) => unknown }> = [
  { id: 'createSimulation().run', names: ['policy', 'options'], valid: () => [policies.fcfs(), {}], call: (a) => simulation().run(...(a as [engine.Policy])) },
  { id: 'createSimulation().start', names: ['policy', 'options'], valid: () => [policies.fcfs(), {}], call: (a) => simulation().start(...(a as [engine.Policy])) },
  { id: 'createSimulation().start().runUntil', names: ['time'], valid: () => [6], call: (a) => simulation().start(policies.fcfs()).runUntil(...(a as [number])) },
  { id: 'createSimulation().start().submit', names: ['job'], valid: () => [{ kind: 'rigid', id: 'late', submit: 50, processors: 1, runtime: 1, estimate: 1 }], call: (a) => simulation().start(policies.fcfs()).submit(...(a as [engine.Job])) },
  { id: 'greedyFamily().create', names: ['x'], valid: () => [policies.greedyFamily(policies.condition1).space.lower], call: (a) => policies.greedyFamily(policies.condition1).create(...(a as [number[]])) },
  { id: 'condition1.create', names: ['values'], valid: () => [[...policies.condition1.parameters.map(() => 0.5)]], call: (a) => policies.condition1.create(...(a as [number[]])) },
  { id: 'planFamily().create', names: ['x'], valid: () => [new Float64Array(policies.planDimension(problem)).fill(0.5)], call: (a) => policies.planFamily(problem).create(...(a as [number[]])) },
  { id: 'googleLikeWorkload().generate', names: ['rng'], valid: () => [rng()], call: (a) => workload.googleLikeWorkload({ servers: 4, jobs: 5 }).generate(...(a as [random.Rng])) },
  { id: 'batchWorkload().generate', names: ['rng'], valid: () => [rng()], call: (a) => workload.batchWorkload().generate(...(a as [random.Rng])) },
  {
    id: 'batsimSession().handle',
    names: ['message'],
    valid: () => [batsim.decodeBatsimMessage({ now: 0, events: [{ timestamp: 0, type: 'SIMULATION_BEGINS', data: { compute_resources: [{ id: 0, name: 'a', state: 'idle' }] } }] })],
    call: (a) => batsim.batsimSession(policies.fcfs()).handle(...(a as [batsim.BatsimMessage])),
  },
  ...SINGLE.flatMap(([name, make]) => [
    { id: `${name}().start`, names: ['space', 'rng'], valid: () => [space, rng()], call: (a: unknown[]) => make().start(...(a as [optimizers.SearchSpace, random.Rng])) },
    { id: `${name}().resume`, names: ['space', 'state'], valid: () => [space, told(make()).state()], call: (a: unknown[]) => make().resume(...(a as [optimizers.SearchSpace, optimizers.OptimizerState])) },
    {
      id: `${name}().start().tell`,
      names: ['values'],
      valid: () => [[]],
      call: (a: unknown[]) => {
        const session = make().start(space, rng());
        const batch = session.ask();
        if (a[0] !== null && a[0] !== undefined) a[0] = batch.map(() => 1); // the valid list: one value per candidate
        return session.tell(...(a as [number[]]));
      },
    },
  ]),
  ...PARETO.flatMap(([name, make]) => [
    { id: `${name}().start`, names: ['space', 'objectives', 'rng'], valid: () => [space, 2, rng()], call: (a: unknown[]) => make().start(...(a as [optimizers.SearchSpace, number, random.Rng])) },
    { id: `${name}().resume`, names: ['space', 'objectives', 'state'], valid: () => [space, 2, toldPareto(make()).state()], call: (a: unknown[]) => make().resume(...(a as [optimizers.SearchSpace, number, optimizers.OptimizerState])) },
    {
      id: `${name}().start().tell`,
      names: ['values'],
      valid: () => [[]],
      call: (a: unknown[]) => {
        const session = make().start(space, 2, rng());
        const batch = session.ask();
        if (a[0] !== null && a[0] !== undefined) a[0] = batch.map(() => [1, 1]);
        return session.tell(...(a as [number[][]]));
      },
    },
  ]),
];

/**
 * One valid argument list per exported function with more than one parameter (defaulted ones
 * included), built fresh for each call. A new export with two or more parameters must be added
 * here (the last test fails until it is).
 */
const VALID: Readonly<Record<string, () => unknown[]>> = {
  'random.assertSeed': () => [1, 'assertSeed test'],
  'random.seedStream': () => [1, 0],
  'random.standardNormalPair': () => [rng(), new Float64Array(2), 0],
  'random.uniformIn': () => [rng(), 0, 1],
  'random.uniformInt': () => [rng(), 0, 3],
  'engine.linkTraffic': () => [coallocatable, true],
  'engine.platform': () => [[{ servers: 2 }], {}],
  'engine.rigidJobRate': () => [coallocatable, 1, true, 5, { bandwidth: 100, contention: 'own' }],
  'engine.validateJobs': () => [rigid, plat],
  'engine.allowedServers': () => [plat, rigid[0]],
  'engine.blockedServers': () => [plat, rigid[0], 0],
  'power.offCycleEnergy': () => [power.PAPER_POWER_MODEL, 1000],
  'power.breakEvenOffDuration': () => [power.PAPER_POWER_MODEL, {}],
  'power.deepestSleepState': () => [power.PAPER_POWER_MODEL, 300],
  'workload.batsimJobsCsv': () => [result, {}],
  'workload.batsimPstateChangesCsv': () => [result, {}],
  'workload.parseBatsimWorkload': () => [JSON.stringify(batsimWorkload), {}],
  'workload.parseSwf': () => [swf, {}],
  'workload.parseBatsimEvents': () => ['{"timestamp": 1, "type": "machine_unavailable", "resources": "0"}', 2],
  'workload.parseFailureTrace': () => ['1\t1\t5\t1\tn\t0\t100\t200', { servers: 1 }],
  'workload.readBatsimWorkload': () => [batsimPath, {}],
  'workload.readSwf': () => [swfPath, {}],
  'workload.scaleTrace': () => [rigid, { from: 4, to: 8 }],
  'workload.scheduleSwf': () => [result, {}],
  'workload.writeJobs': () => [join(dir, 'written.json'), rigid],
  'policies.allocateByAvailability': () => [problem, 3, [0.5, 0.5], 0, new Int32Array(2), 0],
  'policies.batchProblem': () => [plat2, rigid, {}],
  'policies.buildSchedule': () => [problem, policies.decodePlan(problem, new Float64Array(policies.planDimension(problem)).fill(0.5))],
  'policies.cooperativeSelector': () => [rules(4), rules(4)],
  'policies.decodePlan': () => [problem, new Float64Array(policies.planDimension(problem)).fill(0.5), undefined],
  'policies.encodeSchedule': () => [problem, firstFit],
  'policies.greedyFamily': () => [policies.condition1, {}],
  'policies.withShutdown': () => [policies.fcfs(), policies.idleTimeout({ suspendTime: 60 }), {}],
  'policies.queuePreemption': () => [policies.fcfs(), { mode: 'requeue' }],
  'policies.keepIdle': () => [2, 60, {}],
  'policies.breakEvenShutdown': () => [1, {}],
  'policies.shutdownFamily': () => [policies.fcfs(), 'idle', {}],
  'policies.normalizeFeatures': () => [new Float64Array(7), new Float64Array(7)],
  'policies.planPolicy': () => [firstFit, 'plan'],
  'policies.spvOrder': () => [[0.3, 0.1, 0.2], new Int32Array(3)],
  'policies.strategyIndex': () => ['processors', 'fcfs'],
  'policies.strategyPolicy': () => [0, {}],
  'optimizers.hypervolume': () => [[[1, 2], [2, 1]], [3, 3]],
  'optimizers.minimize': () => [objective, optimizers.randomSearch({ batchSize: 2 }), { seed: 1, maxEvaluations: 4 }],
  'statistics.adjustLog10PValues': () => [[-1, -2, -0.5], 'holm', {}],
  'statistics.adjustPValues': () => [[0.1, 0.01, 0.3], 'holm', {}],
  'statistics.bonferroniDunn': () => [matrix, { control: 0 }],
  'statistics.bootstrapCi': () => [rng(), x, statistics.mean, { resamples: 50 }],
  'statistics.cliffsDelta': () => [x, y, {}],
  'statistics.conoverFriedman': () => [matrix, {}],
  'statistics.controlComparison': () => [matrix, { control: 0, correction: 'holm' }],
  'statistics.criticalDifference': () => [3, 10, {}],
  'statistics.effectMagnitude': () => ['cliffsDelta', 0.3],
  'statistics.effectSizeCi': () => [rng(), x, y, { resamples: 50 }],
  'statistics.friedman': () => [matrix, {}],
  'statistics.imanDavenport': () => [5, 10, 3],
  'statistics.mannWhitneyU': () => [x, y, {}],
  'statistics.nemenyi': () => [matrix, {}],
  'statistics.pairwiseFriedmanPosthoc': () => [matrix, {}],
  'statistics.quantile': () => [x, 0.5],
  'statistics.rank': () => [matrix, {}],
  'statistics.rankData': () => [x, {}],
  'statistics.signTest': () => [x, y, {}],
  'statistics.summarize': () => [matrix, ['a', 'b', 'c']],
  'statistics.varghaDelaneyA12': () => [x, y, {}],
  'statistics.weakRanking': () => [matrix, {}],
  'statistics.wilcoxonSignedRank': () => [x, y, {}],
  'statistics.winMatrix': () => [matrix, {}],
  'experiments.analyzeSetups': () => [setupResults(), {}],
  'experiments.awrt': () => [rigid, result.jobs, () => true],
  'experiments.batchParetoObjective': () => [problem, { reference: firstFit.metrics }],
  'experiments.batchPlanObjective': () => [problem, { reference: firstFit.metrics }],
  'experiments.chhabra2019Config': () => ['quick', 1, {}],
  'experiments.chhabraJobs': () => [rng(), rigid, { count: 2 }],
  'experiments.chhabraRunsOn': () => [() => evaluator, 36],
  'experiments.compareSetups': () => [setupResults(), {}],
  'experiments.countFindings': () => [[positive], [1, 2]],
  'experiments.dupont2020Config': () => ['quick', {}],
  'experiments.dupontSetup': () => ['FIFO', {}],
  'experiments.findingsSections': () => [experiments.countFindings([positive], [1, 2]), [1, 2], []],
  'experiments.franke2007Report': () => [{}, { trace: 'x' }],
  'experiments.frankeObjective': () => [frankeProblem(), 'rigid'],
  'experiments.groupObjective': () => [[1, 2, 3, 4, 5], experiments.FRANKE_OBJECTIVE_WEIGHTS],
  'experiments.jobFileSimulation': () => [jobsPath, { servers: 4, policy: 'FIFO' }],
  'experiments.jobSetSeeds': () => [1, 3, new Set<number>()],
  'experiments.loadTrace': () => [swfPath, {}],
  'experiments.pickFromFront': () => [[{ x: [1], values: [1, 2] }], [0.5, 0.5]],
  'experiments.policyByName': () => ['FIFO', {}],
  'experiments.randomParameters': () => [policies.greedyFamily(policies.condition1), 1],
  'experiments.reproduceChhabra2019': () => [experiments.chhabra2019Config('quick', 1), {}],
  'experiments.reproduceDupont2020': () => [experiments.dupont2020Config('quick'), {}],
  'experiments.runReadings': () => [[{ name: 'a', overrides: 1 }], (k: number) => experiments.runStudy({ seed: 1, seeds: 2, run: async (s: number) => s * k, table: (v: number) => v })],
  'experiments.runSetupsOn': () => [evaluator, {}],
  'experiments.simulateBatsimWorkload': () => [batsimPath, { policy: 'FIFO' }],
  'experiments.simulateJobFile': () => [jobsPath, { servers: 4, policy: 'FIFO' }],
  'experiments.simulateTrace': () => [swfPath, { policy: 'FIFO' }],
  'experiments.shutdownBySpec': () => [policies.fcfs(), 'idle:60'],
  'experiments.shutdownStudy': () => [rigid, 4, { windows: 1, windowJobs: 3, generations: 1, populationSize: 4 }],
  'experiments.simulationFiles': () => [result, {}],
  'experiments.slowdowns': () => [rigid, result.jobs, 10],
  'experiments.splitTrace': () => [rigid, 0.5],
  'experiments.studySeeds': () => [1, 3],
  'experiments.replicateSeeds': () => [1, 3],
  'experiments.labelFindings': () => [experiments.countFindings([positive], [1, 2]), 'full', [1, 2]],
  'experiments.dupontFindingsTable': () => [[], { posthoc: 'holm' }],
  'experiments.traceMetrics': () => [rigid, result.jobs, { machineSize: 4 }],
  'experiments.traceUtilization': () => [rigid, result.jobs, 4],
  'experiments.trainCoevolution': () => [frankeProblem(), {}],
  'experiments.trainDupontSwarms': () => [experiments.dupont2020Config('quick'), {}],
  'experiments.trainPittsburgh': () => [frankeProblem(), {}],
  'experiments.trainProbabilistic': () => [frankeProblem(), {}],
  'experiments.userGroups': () => [rigid, {}],
  'plot.formatSignificant': () => [1.23456, 4],
  'plot.powerTimeline': () => [result.trace!.servers, power.PAPER_POWER_MODEL],
  'plot.renderPng': () => ['<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>', { dpi: 96 }],
  'plot.toCsv': () => [['a', 'b'], [[1, 'x']]],
  'plot.writeReport': () => [join(dir, 'report'), { title: 'T', sections: [{ heading: 'H' }] }],
  'traces.readBundledTrace': () => [traces.bundledTraces[0]!.name, {}],
  'batsim.batsimPlatformPower': () => ['<host id="h" speed="1Mf, 1e-9f, 1f, 1f"><prop id="wattage_per_state" value="90:180, 5:5, 50:50, 60:60" /><prop id="sleep_pstates" value="1:2:3" /></host>', {}],
  'batsim.batsimScheduler': () => [policies.fcfs(), {}],
  'batsim.batsimSession': () => [policies.fcfs(), {}],
  'batsim.decodeBatsimMessage': () => [JSON.stringify({ now: 0, events: [] }), 'message'],
  'batsim.parseBatsimWorkload': () => [JSON.stringify(batsimWorkload), {}],
  'batsim.readBatsimWorkload': () => [batsimPath, {}],
  'workload.tsafrirEstimates': () => [rigid, {}],
  'workload.downeySpeedup': () => [4, 8, 0.5],
  'workload.workloadSwf': () => [rigid, {}],
  'statistics.ksTwoSample': () => [x, y],
  'experiments.traceWindows': () => [rigid, { by: 'jobs', size: 1 }],
  'experiments.traceWindowWorkload': () => [experiments.traceWindows(rigid, { by: 'jobs', size: 1 }), {}],
};

/**
 * VALID lists not called whole (the check that each list is valid skips them), with the reason:
 * the list is a valid prefix, and the last argument is the one under test.
 */
const NOT_CALLED: Readonly<Record<string, string>> = {
  'experiments.reproduceChhabra2019': 'a whole reproduction (minutes); the options list here is a stand-in',
  'experiments.reproduceDupont2020': 'a whole reproduction (minutes); the options list here is a stand-in',
  'experiments.trainDupontSwarms': 'PSO training of three swarms (minutes); the options list here is a stand-in',
  'experiments.trainCoevolution': 'an ES training run; the options list here is a stand-in',
  'experiments.trainPittsburgh': 'an ES training run; the options list here is a stand-in',
  'experiments.trainProbabilistic': 'a training run; the options list here is a stand-in',
  'experiments.franke2007Report': 'needs the results of a whole reproduction; a stand-in object is enough to reach the options check',
  'experiments.runSetupsOn': 'a batch of simulations; the options list here is a stand-in',
  'batsim.batsimScheduler': 'listens on a ZeroMQ socket until Batsim connects',
};

/**
 * Positions where `undefined` is not tried, with the reason (`null` still is): `undefined` there
 * means "the defaults", and the defaults start work that does not end on its own.
 */
const SKIP_UNDEFINED: Readonly<Record<string, string>> = {
  'batsim.batsimScheduler#1': 'undefined options: listens on the default endpoint until Batsim connects',
};

/**
 * (function, position) pairs where `null` is accepted, with the reason.
 */
const ACCEPTS_NULL_AT: Readonly<Record<string, string>> = {
  // Called per job start by the engine (internals/startRate.ts) and per placement by the plan
  // builder (policies/multicluster), with numbers from validated jobs and platforms: arithmetic
  // on null cannot raise a TypeError, and a check there would cost every start.
  'engine.rigidJobRate#1': 'slowestSpeed: a number in the engine inner loop (Chhabra 2019 eq. 1-2)',
  'engine.rigidJobRate#2': 'coallocated: a flag in the engine inner loop',
  'engine.rigidJobRate#3': 'concurrentLoad: a number in the engine inner loop',
  'engine.linkTraffic#1': 'coallocated: a flag in the engine inner loop',
};

/**
 * What is wrong with one call that got `value` at position `i` (undefined when nothing is): a
 * return on `null`, an error that is no SchedlabError, or a message naming neither `name` (the
 * function or method) nor the parameter.
 */
async function badOutcome(call: () => unknown, at: string, value: null | undefined, name: string, parameter: string): Promise<string | undefined> {
  const r = await outcome(call);
  if (r.returned) return value === null ? `${at} returned instead of throwing` : undefined;
  const error = r.error as Error;
  if (!errors.isSchedlabError(error)) return `${at}: ${error?.constructor?.name}: ${error?.message}`;
  if (!error.message.includes(name) && !error.message.includes(parameter)) return `${at}: the message names neither ${name} nor ${parameter}: ${error.message}`;
  return undefined;
}

describe('null and undefined in every later parameter of every public function (issue 32, class 9)', () => {
  const multi = PUBLIC_FUNCTIONS.filter((c) => ACCEPTS_NULL[c.id] === undefined && parameterNames(c.f).length >= 2);

  it('VALID covers every exported function with two or more parameters, and names only those', () => {
    const ids = new Set(multi.map((c) => c.id));
    expect(multi.map((c) => c.id).filter((id) => VALID[id] === undefined)).toEqual([]);
    expect(Object.keys(VALID).filter((id) => !ids.has(id))).toEqual([]);
    for (const id of Object.keys(NOT_CALLED)) expect(ids.has(id), id).toBe(true);
  });

  it('each VALID list is valid: called as it is, the function returns', async () => {
    const failures: string[] = [];
    for (const { id, f } of multi) {
      if (NOT_CALLED[id] !== undefined || VALID[id] === undefined) continue;
      const r = await outcome(() => f(...VALID[id]!()));
      if (!r.returned) failures.push(`${id}: ${String((r.error as Error)?.message)}`);
    }
    expect(failures).toEqual([]);
  });

  it('null or undefined at each later position: a SchedlabError naming the function or the parameter (undefined may return)', async () => {
    const failures: string[] = [];
    let positions = 0;
    for (const { id, name, f } of multi) {
      const valid = VALID[id];
      if (valid === undefined) continue;
      const names = parameterNames(f);
      for (let i = 1; i < names.length; i++) {
        positions++;
        for (const value of [null, undefined]) {
          if (value === undefined && SKIP_UNDEFINED[`${id}#${i}`] !== undefined) continue;
          if (value === null && ACCEPTS_NULL_AT[`${id}#${i}`] !== undefined) continue;
          const args = valid();
          args[i] = value;
          const bad = await badOutcome(() => f(...args), `${id}(#${i} ${names[i]} = ${String(value)})`, value, name, names[i]!);
          if (bad !== undefined) failures.push(bad);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(positions).toBeGreaterThanOrEqual(130); // 139 positions of 105 functions when written
  });
});

describe('null and undefined in every parameter of the methods the factories return (issue 32, class 9)', () => {
  it('each METHODS list is valid: called as it is, the method returns', async () => {
    const failures: string[] = [];
    for (const { id, valid, call } of METHODS) {
      const r = await outcome(() => call(valid()));
      if (!r.returned) failures.push(`${id}: ${String((r.error as Error)?.message)}`);
    }
    expect(failures).toEqual([]);
  });

  it('null or undefined at each position: a SchedlabError naming the method or the parameter', async () => {
    const failures: string[] = [];
    for (const { id, names, valid, call } of METHODS) {
      const method = id.slice(id.lastIndexOf('.') + 1);
      for (let i = 0; i < names.length; i++) {
        for (const value of [null, undefined]) {
          const args = valid();
          args[i] = value;
          const bad = await badOutcome(() => call(args), `${id}(#${i} ${names[i]} = ${String(value)})`, value, method, names[i]!);
          if (bad !== undefined) failures.push(bad);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(METHODS.reduce((n, m) => n + m.names.length, 0)).toBeGreaterThanOrEqual(50); // 56 positions of 34 methods when written
  });
});
