import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chhabra2019Config, type Chhabra2019Config } from '../../../src/experiments/chhabra2019/Chhabra2019Config';
import { CHHABRA2019_READINGS } from '../../../src/experiments/chhabra2019/chhabra2019Readings';
import { chhabraJobs } from '../../../src/experiments/chhabra2019/chhabraJobs';
import { chhabraPlatform } from '../../../src/experiments/chhabra2019/chhabraPlatform';
import { chhabraRun, type ChhabraRunTask } from '../../../src/experiments/chhabra2019/chhabraRun';
import { reproduceChhabra2019 } from '../../../src/experiments/chhabra2019/reproduceChhabra2019';
import { chhabra2019Report } from '../../../src/experiments/chhabra2019/chhabra2019Report';
import { runReadings } from '../../../src/experiments/runReadings';
import { runStudy } from '../../../src/experiments/runStudy';
import { InvalidInputError } from '../../../src/errors/index';
import { batchProblem } from '../../../src/policies/multicluster/BatchProblem';
import { bestFit } from '../../../src/policies/multicluster/bestFit';
import { firstFit } from '../../../src/policies/multicluster/firstFit';
import { createRng } from '../../../src/random/createRng';
import { readSwf } from '../../../src/workload/readSwf';

const trace = await readSwf(resolve(__dirname, '../../../data/traces/LLNL-Thunder-2007-1.1-cln.first20k.swf.br'), { status: 'completed' });
const jobs = chhabraJobs(createRng(4), trace.jobs, { count: 30 });
const problem = batchProblem(chhabraPlatform({ resources: 'RC3', speeds: 'SH2' }), jobs);
const ff = firstFit(problem).metrics;
const bf = bestFit(problem).metrics;
const fitness = (m: { makespan: number; energy: number; meanFlowtime: number }): number => (m.makespan / ff.makespan + m.energy / ff.energy + m.meanFlowtime / ff.meanFlowtime) / 3;
const task = (o: Partial<ChhabraRunTask>): ChhabraRunTask => ({
  jobs, resources: 'RC3', speeds: 'SH2', linkBandwidth: 1000, linkContention: 'concurrent', startRule: 'inOrder',
  method: 'HCSPSO', population: 10, iterations: 4, seed: 3, weights: [1 / 3, 1 / 3, 1 / 3], reference: ff, ...o,
});

describe('chhabraRun: seeding and generation count', () => {
  it('seeded HCSPSO never delivers a schedule worse than the better of First-Fit and Best-Fit; unseeded it can', async () => {
    const best = Math.min(1, fitness(bf));
    let unseededWorse = 0;
    for (const seed of [1, 2, 3, 4]) {
      const s = await chhabraRun(task({ seed, seeding: 'heuristics' }));
      expect(fitness(s)).toBeLessThanOrEqual(best + 1e-12);
      if (fitness(await chhabraRun(task({ seed }))) > best) unseededWorse++;
    }
    expect(unseededWorse).toBeGreaterThan(0); // 10 x 4 uniform plans rarely match the heuristics on 30 jobs
  });

  it("'after-initial' runs one more generation of every method (HCSPSO 10 x 5, MOGA 10 x 5, MOPSO 10 x 5)", async () => {
    for (const method of ['HCSPSO', 'MOGA', 'MOPSO-FGA'] as const) {
      expect((await chhabraRun(task({ method }))).evaluations, method).toBe(40);
      expect((await chhabraRun(task({ method, generationCount: 'after-initial' }))).evaluations, method).toBe(50);
    }
    // with the replaced nests evaluated: round(0.25 x 10) = 3 more per CS generation
    const ab = await chhabraRun(task({ generationCount: 'after-initial', hcspso: { inertiaRule: 'linear', r1r2: 'table2', cuckooAcceptance: 'always', evaluateAbandoned: true } }));
    expect((ab.evaluations - 50) % 3).toBe(0);
  });

  it('the default reading gives the earlier result exactly (no reading fields = the defaults)', async () => {
    const plain = await chhabraRun(task({}));
    const explicit = await chhabraRun(task({ seeding: 'none', generationCount: 'with-initial', hcspso: { inertiaRule: 'linear', r1r2: 'table2', cuckooAcceptance: 'always', evaluateAbandoned: false } }));
    expect(explicit).toEqual(plain);
    const literal = await chhabraRun(task({ hcspso: { inertiaRule: 'eq11', r1r2: 'uniform', cuckooAcceptance: 'greedy', evaluateAbandoned: false } }));
    expect(literal).not.toEqual(plain);
  });
});

describe('chhabra2019Config readings', () => {
  it('defaults, overrides and typed refusals', () => {
    const c = chhabra2019Config('quick', 1);
    expect([c.boundary, c.seeding, c.generationCount]).toEqual(['clip', 'none', 'with-initial']);
    expect(c.hcspso).toEqual({ inertiaRule: 'linear', r1r2: 'table2', cuckooAcceptance: 'always', evaluateAbandoned: false });
    const o = chhabra2019Config('quick', 1, { seeding: 'heuristics', generationCount: 'after-initial', hcspso: { cuckooAcceptance: 'greedy' } });
    expect([o.seeding, o.generationCount, o.hcspso.cuckooAcceptance, o.hcspso.inertiaRule]).toEqual(['heuristics', 'after-initial', 'greedy', 'linear']);
    expect(() => chhabra2019Config('quick', 1, { seeding: 'first-fit' as never })).toThrow(/chhabra2019Config: seeding: expected one of "none", "heuristics", got "first-fit"/);
    expect(() => chhabra2019Config('quick', 1, { hcspso: { evaluateAbandoned: 'yes' as never } })).toThrow(/hcspso\.evaluateAbandoned/);
    expect(() => chhabra2019Config('quick', 1, { generationCount: 61 as never })).toThrow(InvalidInputError);
  });

  it('CHHABRA2019_READINGS: bound x start x seeding (8), then the HCSPSO readings on clip/inOrder/none; names unique', () => {
    const names = CHHABRA2019_READINGS.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.slice(0, 8)).toEqual([
      'clip/inOrder/none', 'clip/inOrder/seeded', 'clip/perCluster/none', 'clip/perCluster/seeded',
      'reflect/inOrder/none', 'reflect/inOrder/seeded', 'reflect/perCluster/none', 'reflect/perCluster/seeded',
    ]);
    expect(names.slice(8)).toEqual(['+eq11', '+r-uniform', '+greedy', '+greedy-random-nest', '+abandoned-evaluated', '+after-initial', 'equal-budget', '+literal']);
    for (const r of CHHABRA2019_READINGS) expect(() => chhabra2019Config('quick', 1, r.overrides)).not.toThrow();
  });
});

describe('runReadings', () => {
  it('one table list per reading, in the order given; refuses no reading and repeated names', async () => {
    const r = await runReadings([{ name: 'x2', overrides: 2 }, { name: 'x3', overrides: 3 }], (k) => runStudy({ seed: 1, seeds: 2, run: async (s) => s * k, table: (v) => v % 2 }));
    expect(Object.keys(r.tables)).toEqual(['x2', 'x3']);
    expect(r.tables['x2']).toEqual([0, 0]);
    expect(r.first).toBe(r.studies['x2']);
    await expect(runReadings([], async () => runStudy({ seed: 1, run: async () => 0, table: (v) => v }))).rejects.toThrow(/at least one reading/);
    await expect(runReadings([{ name: 'a', overrides: 0 }, { name: 'a', overrides: 1 }], async () => runStudy({ seed: 1, run: async () => 0, table: (v) => v }))).rejects.toThrow(/"a" appears twice/);
  });
});

describe('reproduceChhabra2019 with readings', () => {
  const tiny: Chhabra2019Config = { ...chhabra2019Config('quick', 11), sizes: [12, 20], fixedSize: 12, repetitions: 1, budgets: { HCSPSO: { population: 6, iterations: 3 }, MOGA: { population: 6, iterations: 3 }, 'MOPSO-FGA': { population: 6, iterations: 3 } } };
  const traces = [{ name: 'LLNL-Thunder', jobs: trace.jobs }];
  const readings = [CHHABRA2019_READINGS[1]!, CHHABRA2019_READINGS.find((r) => r.name === '+literal')!];

  it('one findings column per reading (runs = seeds), readings recorded; the first reading equals the plain run under its overrides; deterministic', async () => {
    const r = await reproduceChhabra2019(tiny, { traces, seeds: 2, readings });
    for (const f of r.findings) {
      expect(Object.keys(f.readings!)).toEqual(['clip/inOrder/seeded', '+literal']);
      expect(f.readings!['+literal']!.runs).toBe(2);
      expect(f.runs).toBe(4);
      expect(f.holds).toBe(f.readings!['clip/inOrder/seeded']!.holds + f.readings!['+literal']!.holds);
    }
    expect(r.readings!.map((x) => x.name)).toEqual(['clip/inOrder/seeded', '+literal']);
    expect(r.readings![0]!.settings.map((s) => s.seeding)).toEqual(['First-Fit + Best-Fit plans', 'First-Fit + Best-Fit plans', 'First-Fit + Best-Fit plans']);
    expect(r.readings![1]!.settings.map((s) => [s.seeding, s.iterations])).toEqual([['none', 4], ['none', 4], ['none', 4]]);
    expect(r.readings![1]!.findingTables).toHaveLength(2);
    expect(r.config.seeding).toBe('heuristics');
    const plain = await reproduceChhabra2019({ ...tiny, seeding: 'heuristics' }, { traces, seeds: 2 });
    expect(r.cells).toEqual(plain.cells);
    expect(r.findingTables).toEqual(plain.findingTables);
    const again = await reproduceChhabra2019(tiny, { traces, seeds: 2, readings });
    expect(JSON.stringify(again)).toBe(JSON.stringify(r));
  }, 120_000);

  it("equal-budget: every metaheuristic spends HCSPSO's evaluations (settings show them); the bound rule column says what each method really does", async () => {
    // Table II: 60 x 60, 60 x 80, 40 x 50 -> equal: 60 x 60, 60 x 60, 40 x 90 (3,600 each)
    const full = chhabra2019Config('full', 1, { budget: 'equal' }).budgets;
    expect([full.HCSPSO, full.MOGA, full['MOPSO-FGA']].map((b) => b.population * b.iterations)).toEqual([3600, 3600, 3600]);
    expect(full['MOPSO-FGA']).toEqual({ population: 40, iterations: 90 });
    expect(chhabra2019Config('full', 1).budgets.MOGA).toEqual({ population: 60, iterations: 80 });
    const uneven: Chhabra2019Config = { ...tiny, budgets: { HCSPSO: { population: 6, iterations: 4 }, MOGA: { population: 6, iterations: 2 }, 'MOPSO-FGA': { population: 4, iterations: 3 } } };
    const equal = CHHABRA2019_READINGS.find((x) => x.name === 'equal-budget')!;
    const r = await reproduceChhabra2019({ ...uneven, boundary: 'reflect' }, { traces, readings: [equal, { name: 'reflect', overrides: { boundary: 'reflect' } }] });
    expect(r.settings.map((s) => [s.method, s.population, s.iterations, s.evaluations])).toEqual([['HCSPSO', 6, 4, 24], ['MOGA', 6, 4, 24], ['MOPSO-FGA', 4, 6, 24]]);
    // the table-2 reading (here: the configuration's uneven budgets) spends 24 / 12 / 12
    expect(r.readings![1]!.settings.map((s) => s.evaluations)).toEqual([24, 12, 12]);
    // --boundary reflect reaches HCSPSO and MOPSO-FGA; NSGA-II's operators are bounded whatever it says
    expect(r.readings![1]!.settings.map((s) => s.boundary)).toEqual(['reflect', 'in-box operators (bounded SBX and mutation)', 'reflect']);
  }, 120_000);

  it('the report: quick Table III without the paper\'s 200-1,000-job medians, full with them; Kendall\'s W beside the chi-square; captions with mode and seeds', async () => {
    const r = await reproduceChhabra2019(tiny, { traces });
    const tables = (x: typeof r) => new Map(chhabra2019Report(x).sections.flatMap((s) => s.tables ?? []).map((t) => [t.name, t]));
    const quick = tables(r);
    const t3 = quick.get('table3-llnl-thunder')!;
    expect(t3.columns).toEqual(['policy', 'makespan', '%', 'energy (Wh)', '%', 'avg flowtime', '%']);
    expect(t3.caption).toMatch(/ours only: batches of 12\/20 jobs, not comparable with the paper's 200-1,000 \[quick mode; root seed 11\]$/);
    const full = tables({ ...r, config: { ...r.config, mode: 'full' } }).get('table3-llnl-thunder')!;
    expect(full.columns).toEqual(['policy', 'makespan', '%', 'paper', 'energy (Wh)', '%', 'paper', 'avg flowtime', '%', 'paper']);
    expect(full.rows.find((row) => row[0] === 'HCSPSO')![3]).toBe('2.01e+5');
    const rankings = quick.get('rankings')!;
    const k = r.rankings[0]!;
    expect(rankings.columns[4]).toBe("Kendall's W");
    expect(rankings.rows[0]![4]).toBe((k.chiSquare / (r.cells.length * 6)).toFixed(3));
  }, 120_000);
});

