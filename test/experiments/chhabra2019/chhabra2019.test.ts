import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../../src/errors/InvalidInputError';
import { batchPlanObjective } from '../../../src/experiments/batchPlanObjective';
import { chhabraJobs } from '../../../src/experiments/chhabra2019/chhabraJobs';
import { chhabraPlatform } from '../../../src/experiments/chhabra2019/chhabraPlatform';
import { CHHABRA2019_TABLE1 } from '../../../src/experiments/chhabra2019/paperTables';
import { cuckooSearch } from '../../../src/optimizers/cuckooSearch';
import { evolutionStrategy } from '../../../src/optimizers/evolutionStrategy';
import { hcspso } from '../../../src/optimizers/hcspso';
import { minimize } from '../../../src/optimizers/minimize';
import { pso } from '../../../src/optimizers/pso';
import { randomSearch } from '../../../src/optimizers/randomSearch';
import { batchProblem } from '../../../src/policies/multicluster/BatchProblem';
import { encodeSchedule } from '../../../src/policies/multicluster/encodeSchedule';
import { firstFit } from '../../../src/policies/multicluster/firstFit';
import { planEvaluator } from '../../../src/policies/multicluster/planEvaluator';
import { createRng } from '../../../src/random/createRng';
import { uniform } from '../../../src/random/uniform';
import { readSwf } from '../../../src/workload/readSwf';

const trace = await readSwf(resolve(__dirname, '../../../data/traces/LLNL-Thunder-2007-1.1-cln.first20k.swf.br'), { status: 'completed' });

describe('Chhabra et al. 2019 presets (Table I)', () => {
  it('RC/SH/EC configurations: PEs, speed = MIPS / 1000, computing and idle power', () => {
    const p = chhabraPlatform({ resources: 'RC2', speeds: 'SH3' });
    expect(p.clusters.map((c) => c.servers)).toEqual([48, 48, 48, 48]);
    expect(p.clusters.map((c) => c.speed)).toEqual([1, 2, 3, 4]);
    expect(p.clusters.map((c) => [c.power.computing, c.power.idle])).toEqual([[300, 130], [520, 250], [650, 400], [650, 450]]);
    expect(p.clusters.map((c) => c.name)).toEqual(['CR1', 'CR2', 'CR3', 'CR4']);
    const d = chhabraPlatform();
    expect(d.serverCount).toBe(256);
    expect(d.clusters.map((c) => c.speed)).toEqual([1, 1.2, 1.3, 1.8]);
    expect(d.link).toEqual({ bandwidth: 1000, contention: 'concurrent' });
    expect(CHHABRA2019_TABLE1.speeds.SH2.computing).toEqual([300, 415, 520, 520]);
    expect(() => chhabraPlatform({ resources: 'RC4' as never })).toThrow(/resources: expected 'RC1', 'RC2' or 'RC3'/);
    expect(() => chhabraPlatform({ speeds: 'toString' as never })).toThrow(InvalidInputError);
  });

  it('chhabraJobs: first completed LLNL-Thunder jobs of <= 128 PEs, arrival 0, Tb = run time, sigma and PTBW drawn', () => {
    const jobs = chhabraJobs(createRng(1), trace.jobs, { count: 200 });
    const expected = trace.jobs.filter((j) => j.processors <= 128).slice(0, 200);
    expect(jobs.map((j) => [j.id, j.processors, j.runtime])).toEqual(expected.map((j) => [j.id, j.processors, j.runtime]));
    expect(jobs.every((j) => j.submit === 0 && j.sigma! >= 0.5 && j.sigma! <= 1 && j.taskBandwidth! >= 0 && j.taskBandwidth! <= 10)).toBe(true);
    // sigma and PTBW: two uniform draws per job, in job order
    const rng = createRng(1);
    expect(jobs[0]!.sigma).toBe(0.5 + 0.5 * uniform(rng));
    expect(jobs[0]!.taskBandwidth).toBe(10 * uniform(rng));
    expect(chhabraJobs(createRng(1), trace.jobs, { count: 200 })).toEqual(jobs);
    expect(chhabraJobs(createRng(2), trace.jobs, { count: 200 })).not.toEqual(jobs);
    expect(() => chhabraJobs(createRng(1), trace.jobs.slice(0, 10), { count: 200 })).toThrow(/only \d+ of the 10 trace jobs qualify after offset 0 \(size <= 128\); asked for 200/);
    expect(() => chhabraJobs(createRng(1), trace.jobs, { sigma: [0.5, 1.5] })).toThrow(/sigma: expected \[min, max\]/);
  });
});

describe('batchPlanObjective (eq. 8) with the optimizers, unchanged', () => {
  const jobs = chhabraJobs(createRng(3), trace.jobs, { count: 30 });
  const problem = batchProblem(chhabraPlatform({ resources: 'RC3', speeds: 'SH2' }), jobs);
  const ff = firstFit(problem);
  const objective = batchPlanObjective(problem, { reference: ff.metrics });

  it("'reference': First-Fit itself scores 1; 'raw' is eq. 8 as printed", () => {
    const x = encodeSchedule(problem, ff);
    expect(objective.evaluate(x, { iteration: 0, iterationSeed: 0, candidateSeed: 0, index: 0 })).toBeCloseTo(1, 12);
    const raw = batchPlanObjective(problem, { normalization: 'raw', weights: [0.2, 0.3, 0.5] });
    const m = ff.metrics;
    expect(raw.evaluate(x, { iteration: 0, iterationSeed: 0, candidateSeed: 0, index: 0 })).toBeCloseTo(0.2 * m.makespan + 0.3 * m.energy + 0.5 * m.meanFlowtime, 3);
    expect(() => batchPlanObjective(problem, { weights: [0.5, 0.5, 0.5] })).toThrow(/must sum to 1/);
    expect(() => batchPlanObjective(problem)).toThrow(/reference: required/);
    expect(() => batchPlanObjective(problem, { reference: { makespan: 0, energy: 1, meanFlowtime: 1 } })).toThrow(/reference\.makespan/);
  });

  it('pso, cuckooSearch, hcspso, evolutionStrategy and randomSearch plug in; the best value is the value of best.x; same seed, same result', async () => {
    const evaluator = planEvaluator(problem);
    const value = (x: readonly number[]): number => {
      const m = evaluator.evaluate(x);
      return (m.makespan / ff.metrics.makespan + m.energy / ff.metrics.energy + m.meanFlowtime / ff.metrics.meanFlowtime) / 3;
    };
    const optimizers = {
      pso: pso({ preset: 'chhabra2019', swarmSize: 20 }),
      cuckooSearch: cuckooSearch({ nests: 20, pa: 0.25, alpha0: 1 }),
      hcspso: hcspso({ population: 20 }),
      evolutionStrategy: evolutionStrategy(),
      randomSearch: randomSearch(),
    };
    const rng = createRng(9);
    const randomValues = Array.from({ length: 200 }, () => value(Array.from({ length: objective.space.dimension }, () => uniform(rng))));
    const randomMean = randomValues.reduce((a, b) => a + b, 0) / randomValues.length;
    for (const [name, optimizer] of Object.entries(optimizers)) {
      const result = await minimize(objective, optimizer, { seed: 5, maxEvaluations: 400 });
      expect(result.best.value, name).toBeCloseTo(value(result.best.x), 12);
      expect(result.best.value, name).toBeLessThan(randomMean);
      const again = await minimize(objective, optimizer, { seed: 5, maxEvaluations: 400 });
      expect(again.best, name).toEqual(result.best);
    }
  });
});

describe('chhabra2019Config', () => {
  it('the paper sizes and budgets; the readings the paper leaves open as named overrides', async () => {
    const { chhabra2019Config } = await import('../../../src/experiments/chhabra2019/Chhabra2019Config');
    const full = chhabra2019Config('full', 1);
    expect(full.sizes).toEqual([200, 400, 600, 800, 1000]);
    expect(full.repetitions).toBe(10);
    expect(full.budgets).toEqual({ HCSPSO: { population: 60, iterations: 60 }, MOGA: { population: 60, iterations: 80 }, 'MOPSO-FGA': { population: 40, iterations: 50 } });
    expect([full.startRule, full.linkContention]).toEqual(['inOrder', 'concurrent']);
    const other = chhabra2019Config('quick', 2, { startRule: 'perCluster', linkContention: 'own' });
    expect([other.startRule, other.linkContention]).toEqual(['perCluster', 'own']);
    expect(() => chhabra2019Config('quick', 2, { startRule: 'fifo' as never })).toThrow(/startRule: expected 'inOrder' or 'perCluster'/);
    expect(() => chhabra2019Config('quick', -1)).toThrow(/seed/);
    expect(() => chhabra2019Config('huge' as never, 1)).toThrow(/mode/);
  });
});
