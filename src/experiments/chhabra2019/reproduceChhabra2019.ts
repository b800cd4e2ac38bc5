import type { ExperimentProgress } from '../ExperimentProgress';
import type { RigidJob } from '../../engine/Job';
import { InvalidInputError } from '../../errors/InvalidInputError';
import { batchProblem } from '../../policies/multicluster/BatchProblem';
import type { BatchMetrics } from '../../policies/multicluster/BatchSchedule';
import { bestFit } from '../../policies/multicluster/bestFit';
import { eamm } from '../../policies/multicluster/eamm';
import { firstFit } from '../../policies/multicluster/firstFit';
import { metle } from '../../policies/multicluster/metle';
import { createRng } from '../../random/createRng';
import { deriveSeed } from '../../random/deriveSeed';
import { friedman } from '../../statistics/friedman';
import { median } from '../../statistics/median';
import { weakRanking } from '../../statistics/weakRanking';
import { chhabra2019Config, type Chhabra2019Config, type Chhabra2019Overrides } from './Chhabra2019Config';
import { runReadings, type StudyReading } from '../runReadings';
import { readingsResult } from '../internals/readingsResult';
import { chhabraJobs } from './chhabraJobs';
import { chhabraPlatform, type ChhabraResources, type ChhabraSpeeds } from './chhabraPlatform';
import { chhabraRun, type ChhabraMetaheuristic, type ChhabraRunResult, type ChhabraRunTask } from './chhabraRun';
import type { MethodSettings } from '../MethodSettings';
import { countFindings } from '../countFindings';
import { runStudy } from '../runStudy';
import { CHHABRA2019_FINDINGS, chhabraFindingsTable } from './findings';
import { equalBudgets } from './internals/equalBudgets';
import { CHHABRA2019_TABLE3 } from './paperTables';
import { CHHABRA2019_CRITERIA, CHHABRA2019_POLICIES, type ChhabraPolicy } from './chhabra2019Policies';
import type { Chhabra2019Cell, Chhabra2019Experiment, Chhabra2019Ranking, Chhabra2019Results } from './Chhabra2019Results';
import { optionKeys, requireOptions } from '../../errors/internals/knownKeys';

const REPRODUCE_CHHABRA2019_CONFIG_KEYS = optionKeys<Chhabra2019Config>({ mode: true, seed: true, sizes: true, fixedSize: true, repetitions: true, budgets: true, weights: true, startRule: true, linkBandwidth: true, linkContention: true, boundary: true, seeding: true, generationCount: true, hcspso: true, budget: true });
const REPRODUCE_CHHABRA2019_OPTIONS_KEYS = optionKeys<ReproduceChhabra2019Options>({ traces: true, runTask: true, onProgress: true, signal: true, seeds: true, readings: true });

const METAHEURISTICS: readonly ChhabraMetaheuristic[] = ['HCSPSO', 'MOGA', 'MOPSO-FGA'];
const OPTIMIZER_OF: Readonly<Record<ChhabraMetaheuristic, string>> = { HCSPSO: 'hcspso', MOGA: 'nsga2', 'MOPSO-FGA': 'mopso' };

/**
 * Options of {@link reproduceChhabra2019}.
 *
 * @example
 * ```ts
 * import type { ReproduceChhabra2019Options } from 'schedlab/experiments';
 * const o: Partial<ReproduceChhabra2019Options> = { onProgress: (p) => console.log(`${p.done}/${p.total} ${p.unit}`) };
 * ```
 */
export interface ReproduceChhabra2019Options {
  /** The traces' jobs, e.g. `(await readSwf(path, { status: 'completed' })).jobs`, by name. */
  readonly traces: ReadonlyArray<{ readonly name: string; readonly jobs: readonly RigidJob[] }>;
  /** Runs one metaheuristic run (e.g. on a worker thread). @defaultValue `chhabraRun` in this thread, one at a time */
  readonly runTask?: (task: ChhabraRunTask) => Promise<ChhabraRunResult>;
  /** Called after each metaheuristic run (stage `'metaheuristic runs'`, unit `'runs'`). */
  readonly onProgress?: (progress: ExperimentProgress) => void;
  /** Stops between runs (throws the signal's reason). */
  readonly signal?: AbortSignal;
  /**
   * Root seeds to run the whole study under (`studySeeds(config.seed, seeds)`; the first is
   * `config.seed`): the findings count over all of them, the other fields are the first seed's. @defaultValue 1
   */
  readonly seeds?: number;
  /**
   * Readings of the paper to run the whole study under, each overriding the configuration's
   * choices (e.g. `CHHABRA2019_READINGS`): the findings get one column per reading, `readings`
   * records each one's overrides and settings, and the other fields are the first reading's.
   * @defaultValue undefined: the configuration alone
   */
  readonly readings?: ReadonlyArray<StudyReading<Chhabra2019Overrides>>;
}

/** The configuration under a reading: the reading's choices over the configuration's (validated as `chhabra2019Config` does). */
function applyReading(config: Chhabra2019Config, o: Chhabra2019Overrides): Chhabra2019Config {
  const checked = chhabra2019Config(config.mode, config.seed, o);
  const pick = <K extends keyof Chhabra2019Overrides>(k: K): Partial<Chhabra2019Config> => (o[k] === undefined ? {} : { [k]: checked[k] });
  return Object.freeze({
    ...config,
    ...pick('startRule'),
    ...pick('linkContention'),
    ...pick('boundary'),
    ...pick('seeding'),
    ...pick('generationCount'),
    ...(o.budget === undefined ? {} : { budget: checked.budget, budgets: checked.budget === 'equal' ? equalBudgets(config.budgets) : config.budgets }),
    hcspso: Object.freeze({ ...config.hcspso, ...Object.fromEntries(Object.entries(o.hcspso ?? {}).filter(([, v]) => v !== undefined)) }),
  });
}

function increase(y: number, h: number): number {
  return y === 0 ? 0 : ((y - h) / y) * 100; // eq. 14
}

/**
 * Reproduces Chhabra, Singh & Kahlon 2019's experiments (section V.B): for each trace, the
 * workload-size experiment (RC1, SH1), the resource-configuration experiment (RC1-RC3) and the
 * speed-heterogeneity experiment (SH1-SH3, RC1); in each cell First-Fit, Best-Fit, EAMM, METLE and
 * `repetitions` runs of HCSPSO, MOGA and MOPSO-FGA (means reported, as the paper); Table III
 * (medians, eq. 14) and, beyond the paper, a Friedman test with a Holm weak ranking over all cells.
 * Seeds: one generator seeded with `config.seed` gives, in order, each trace's job-draw seed, then
 * each run's seed (cell, then method, then repetition), so the result does not depend on how runs
 * are spread over threads. With `options.seeds: N` the whole study runs under N root seeds
 * (`studySeeds`) and `findings` counts the paper's claims (`CHHABRA2019_FINDINGS`) over them; with
 * `options.readings` the whole study (all its seeds) runs under each reading and the findings get
 * one column per reading.
 *
 * @param config - from {@link chhabra2019Config}
 * @param options - traces, runner, progress, abort
 * @throws InvalidInputError when no trace is given or a trace has too few jobs
 * @example
 * ```ts
 * import { chhabra2019Config, reproduceChhabra2019 } from 'schedlab/experiments';
 * import { readSwf } from 'schedlab/workload';
 * const llnl = await readSwf('data/traces/LLNL-Thunder-2007-1.1-cln.first20k.swf.br', { status: 'completed' });
 * const r = await reproduceChhabra2019(chhabra2019Config('quick', 1), { traces: [{ name: 'LLNL-Thunder', jobs: llnl.jobs }] });
 * r.rankings.find((x) => x.criterion === 'fitness')?.groups;
 * ```
 */
export async function reproduceChhabra2019(config: Chhabra2019Config, options: ReproduceChhabra2019Options): Promise<Chhabra2019Results> {
  requireOptions('reproduceChhabra2019(config)', config, REPRODUCE_CHHABRA2019_CONFIG_KEYS);
  requireOptions('reproduceChhabra2019(options)', options, REPRODUCE_CHHABRA2019_OPTIONS_KEYS);
  if (!Array.isArray(options?.traces) || options.traces.length === 0) throw new InvalidInputError('reproduceChhabra2019: options.traces: expected at least one trace');
  const studyUnder = (cfg: Chhabra2019Config, outer: (p: ExperimentProgress) => ExperimentProgress) =>
    runStudy({
      seed: cfg.seed,
      ...(options.seeds === undefined ? {} : { seeds: options.seeds }),
      ...(options.signal === undefined ? {} : { signal: options.signal }),
      run: (seed, label) => reproduceOnce({ ...cfg, seed }, { ...options, ...(options.onProgress === undefined ? {} : { onProgress: (p) => options.onProgress!(outer(label(p))) }) }),
      table: (r) => chhabraFindingsTable(r),
    });
  if (options.readings === undefined) {
    const study = await studyUnder(config, (p) => p);
    return { findings: countFindings(CHHABRA2019_FINDINGS, study.tables), studySeeds: study.seeds, findingTables: study.tables, ...study.first };
  }
  const configs = new Map<string, Chhabra2019Config>();
  const runs = await runReadings(options.readings, (o, name, label) => {
    const cfg = applyReading(config, o);
    configs.set(name, cfg);
    return studyUnder(cfg, label);
  });
  return readingsResult(CHHABRA2019_FINDINGS, options.readings, runs);
}

/** The study under one root seed (`config.seed`). */
async function reproduceOnce(config: Chhabra2019Config, options: ReproduceChhabra2019Options): Promise<Omit<Chhabra2019Results, 'findings' | 'studySeeds' | 'findingTables' | 'readings'>> {
  const rng = createRng(config.seed);
  const runTask = options.runTask ?? chhabraRun;
  const cells: Array<{ trace: string; resources: ChhabraResources; speeds: ChhabraSpeeds; jobs: RigidJob[] }> = [];
  const experiments: Chhabra2019Experiment[] = [];
  const traces = options.traces.map((t) => ({ name: t.name, jobsSeed: deriveSeed(rng) }));
  options.traces.forEach((t, ti) => {
    const largest = Math.max(...config.sizes, config.fixedSize);
    const all = chhabraJobs(createRng(traces[ti]!.jobsSeed), t.jobs, { count: largest });
    const cellOf = (resources: ChhabraResources, speeds: ChhabraSpeeds, size: number): number => {
      const at = cells.findIndex((c) => c.trace === t.name && c.resources === resources && c.speeds === speeds && c.jobs.length === size);
      if (at >= 0) return at;
      cells.push({ trace: t.name, resources, speeds, jobs: all.slice(0, size) }); // the first `size` jobs: the same prefix everywhere
      return cells.length - 1;
    };
    for (const size of config.sizes) experiments.push({ trace: t.name, experiment: 'size', label: String(size), cell: cellOf('RC1', 'SH1', size) });
    for (const rc of ['RC1', 'RC2', 'RC3'] as const) experiments.push({ trace: t.name, experiment: 'resources', label: rc, cell: cellOf(rc, 'SH1', config.fixedSize) });
    for (const sh of ['SH1', 'SH2', 'SH3'] as const) experiments.push({ trace: t.name, experiment: 'speeds', label: sh, cell: cellOf('RC1', sh, config.fixedSize) });
  });

  // heuristics (fast, in this thread) and the run list
  const heuristics = cells.map((c) => {
    const problem = batchProblem(chhabraPlatform({ resources: c.resources, speeds: c.speeds, linkBandwidth: config.linkBandwidth, linkContention: config.linkContention }), c.jobs, { startRule: config.startRule });
    return { 'First-Fit': firstFit(problem).metrics, 'Best-Fit': bestFit(problem).metrics, EAMM: eamm(problem).metrics, METLE: metle(problem).metrics };
  });
  const tasks: Array<{ cell: number; method: ChhabraMetaheuristic; task: ChhabraRunTask }> = [];
  cells.forEach((c, ci) => {
    for (const method of METAHEURISTICS) {
      for (let rep = 0; rep < config.repetitions; rep++) {
        const b = config.budgets[method];
        tasks.push({
          cell: ci,
          method,
          task: {
            jobs: c.jobs, resources: c.resources, speeds: c.speeds,
            linkBandwidth: config.linkBandwidth, linkContention: config.linkContention, startRule: config.startRule,
            method, population: b.population, iterations: b.iterations, seed: deriveSeed(rng),
            weights: config.weights, reference: heuristics[ci]!['First-Fit'], boundary: config.boundary,
            seeding: config.seeding, generationCount: config.generationCount, hcspso: config.hcspso,
          },
        });
      }
    }
  });
  const results: BatchMetrics[] = new Array<BatchMetrics>(tasks.length);
  const spent: number[] = new Array<number>(tasks.length);
  let done = 0;
  const finish = (i: number, r: ChhabraRunResult): void => {
    const { evaluations, ...m } = r;
    results[i] = m;
    spent[i] = evaluations;
    options.onProgress?.({ stage: 'metaheuristic runs', done: ++done, total: tasks.length, unit: 'runs' });
  };
  if (options.runTask === undefined) {
    for (let i = 0; i < tasks.length; i++) {
      options.signal?.throwIfAborted();
      finish(i, await runTask(tasks[i]!.task));
    }
  } else {
    await Promise.all(
      tasks.map(async (t, i) => {
        options.signal?.throwIfAborted();
        const m = await runTask(t.task);
        options.signal?.throwIfAborted();
        finish(i, m);
      }),
    );
  }

  const mean = (ms: readonly BatchMetrics[]): BatchMetrics => ({
    makespan: ms.reduce((s, m) => s + m.makespan, 0) / ms.length,
    energy: ms.reduce((s, m) => s + m.energy, 0) / ms.length,
    meanFlowtime: ms.reduce((s, m) => s + m.meanFlowtime, 0) / ms.length,
  });
  const [w1, w2, w3] = config.weights;
  const outCells: Chhabra2019Cell[] = cells.map((c, ci) => {
    const runs = Object.fromEntries(METAHEURISTICS.map((method) => [method, tasks.flatMap((t, i) => (t.cell === ci && t.method === method ? [results[i]!] : []))])) as Record<ChhabraMetaheuristic, BatchMetrics[]>;
    const metrics = { ...heuristics[ci]!, 'MOPSO-FGA': mean(runs['MOPSO-FGA']), MOGA: mean(runs.MOGA), HCSPSO: mean(runs.HCSPSO) } as Record<ChhabraPolicy, BatchMetrics>;
    const ref = metrics['First-Fit'];
    const fitness = Object.fromEntries(
      CHHABRA2019_POLICIES.map((p) => [p, (w1 * metrics[p].makespan) / ref.makespan + (w2 * metrics[p].energy) / ref.energy + (w3 * metrics[p].meanFlowtime) / ref.meanFlowtime]),
    ) as Record<ChhabraPolicy, number>;
    return { trace: c.trace, resources: c.resources, speeds: c.speeds, jobs: c.jobs.length, metrics, fitness, runs };
  });

  const table3: Record<string, Record<ChhabraPolicy, { makespan: number; energy: number; meanFlowtime: number; increase: [number, number, number] }>> = {};
  for (const t of traces) {
    const points = experiments.filter((e) => e.trace === t.name).map((e) => outCells[e.cell]!);
    const med = (p: ChhabraPolicy, k: keyof BatchMetrics): number => median(points.map((c) => c.metrics[p][k])) / (k === 'energy' ? 3600 : 1);
    const h = { makespan: med('HCSPSO', 'makespan'), energy: med('HCSPSO', 'energy'), meanFlowtime: med('HCSPSO', 'meanFlowtime') };
    table3[t.name] = Object.fromEntries(
      CHHABRA2019_POLICIES.map((p) => {
        const row = { makespan: med(p, 'makespan'), energy: med(p, 'energy'), meanFlowtime: med(p, 'meanFlowtime') };
        return [p, { ...row, increase: [increase(row.makespan, h.makespan), increase(row.energy, h.energy), increase(row.meanFlowtime, h.meanFlowtime)] }];
      }),
    ) as Record<ChhabraPolicy, { makespan: number; energy: number; meanFlowtime: number; increase: [number, number, number] }>;
  }

  const rankings: Chhabra2019Ranking[] = CHHABRA2019_CRITERIA.map((criterion) => {
    const matrix = outCells.map((c) => CHHABRA2019_POLICIES.map((p) => (criterion === 'fitness' ? c.fitness[p] : c.metrics[p][criterion])));
    const f = friedman(matrix, { lowerIsBetter: true });
    const w = weakRanking(matrix, { alpha: 0.05, method: 'holm', names: [...CHHABRA2019_POLICIES], lowerIsBetter: true });
    return { criterion, chiSquare: f.statistic, df: f.df, pValue: f.pValue, averageRanks: f.averageRanks, groups: w.groups.map((g) => ({ rank: g.rank, names: g.names })) };
  });
  return {
    config,
    traces,
    cells: outCells,
    experiments,
    table3,
    paper: CHHABRA2019_TABLE3,
    rankings,
    runs: tasks.length,
    settings: METAHEURISTICS.map((method): MethodSettings => {
      const own = tasks.flatMap((t, i) => (t.method === method ? [spent[i]!] : []));
      return {
        method,
        optimizer: OPTIMIZER_OF[method],
        population: config.budgets[method].population,
        iterations: config.budgets[method].iterations + (config.generationCount === 'after-initial' ? 1 : 0),
        evaluations: own.length === 0 ? 0 : own.reduce((a, b) => a + b, 0) / own.length,
        // what each method really does at the bounds: NSGA-II's SBX and polynomial mutation are bounded
        // (they never leave the box), so config.boundary does not reach MOGA
        boundary: method === 'MOGA' ? 'in-box operators (bounded SBX and mutation)' : config.boundary,
        seeding: config.seeding === 'heuristics' ? 'First-Fit + Best-Fit plans' : 'none',
        streams: `own seed per run (deriveSeed of root seed ${config.seed}, cell by cell, run by run); every policy of a cell schedules the same batch`,
      };
    }),
  };
}
