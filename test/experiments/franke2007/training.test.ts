import { describe, it, expect } from 'vitest';
import type { RigidJob } from '../../../src/engine/index';
import { createRng, uniformInt } from '../../../src/random/index';
import { userGroups } from '../../../src/experiments/traces/userGroups';
import { frankeProblem } from '../../../src/experiments/franke2007/frankeProblem';
import { frankeObjective } from '../../../src/experiments/franke2007/frankeObjective';
import { trainProbabilistic } from '../../../src/experiments/franke2007/trainProbabilistic';
import { trainPittsburgh } from '../../../src/experiments/franke2007/trainPittsburgh';
import { trainCoevolution } from '../../../src/experiments/franke2007/trainCoevolution';
import { splitTrace } from '../../../src/experiments/franke2007/splitTrace';
import { reproduceFranke2007 } from '../../../src/experiments/franke2007/reproduceFranke2007';
import { franke2007Report } from '../../../src/experiments/franke2007/franke2007Report';
import { FRANKE2007_FINDINGS, studySeeds } from '../../../src/experiments/index';

/** A busy synthetic trace on 16 processors, 8 users of very different consumption. */
function synthetic(n: number, seed: number): RigidJob[] {
  const rng = createRng(seed);
  let t = 0;
  return Array.from({ length: n }, (_, i) => {
    t += uniformInt(rng, 0, 40);
    const user = 1 + Math.min(uniformInt(rng, 0, 9), 7);
    const runtime = 10 + uniformInt(rng, 0, user <= 2 ? 400 : 150);
    return { kind: 'rigid', id: `j${i}`, submit: t, processors: 1 + uniformInt(rng, 0, user <= 2 ? 11 : 5), runtime, estimate: runtime + uniformInt(rng, 0, 200), user };
  });
}
const jobs = synthetic(300, 11);
const groups = userGroups(jobs, { thresholds: [0.2, 0.1, 0.05, 0.01] });
const problem = frankeProblem({ jobs, machineSize: 16, groups, rules: 4 });

describe('training (sec. 4.1, 4.2)', () => {
  it('PROB assigns each strategy p times per rule and beats the average sampled rule base', async () => {
    const seen: number[] = [];
    const r = await trainProbabilistic(problem, { seed: 3, p: 3, onProgress: (p) => { expect(p).toMatchObject({ stage: 'PROB', total: 39, unit: 'simulations' }); seen.push(p.best!); } });
    expect(r.simulations).toBe(39);
    // per rule, the 13 sums cover 3 assignments each: the sum over strategies is 3 x (sum of all 39 values), equal for every rule
    const total = (rule: number) => r.sums.slice(rule * 13, rule * 13 + 13).reduce((a, b) => a + b, 0);
    for (let rule = 1; rule < 192; rule++) expect(total(rule)).toBeCloseTo(total(0), 3);
    const value = frankeObjective(problem, 'rigid').evaluateSelector(r.ruleBase).metrics.objective;
    const mean = total(0) / 39;
    expect(value).toBeLessThan(mean);
    expect(r.bestSampled.value).toBe(seen[2]);
  });
  it('PITTS and CCA decrease the objective from the initial rule bases', async () => {
    const p = await trainPittsburgh(problem, { seed: 5, generations: 4 });
    expect(p.evaluations).toBe(3 + 4 * 21);
    expect(p.value).toBeLessThan(p.history[0]!.bestSoFar);
    expect(frankeObjective(problem, 'pittsburgh').evaluateSelector(p.selector).metrics.objective).toBe(p.value);
    const c = await trainCoevolution(problem, { seed: 5, generations: 4 });
    expect(c.evaluations).toBe(3 + 4 * 21);
    expect(c.x).toHaveLength(2 * 4 * (14 + 4));
    expect(c.value).toBeLessThan(c.history[0]!.bestSoFar);
  });
  it('PITTS with cmaEs spends the ES budget, improves on its first batch and refuses the cooperative form', async () => {
    const p = await trainPittsburgh(problem, { seed: 5, generations: 20, optimizer: 'cma-es' });
    expect(p.evaluations).toBeLessThanOrEqual(3 + 20 * 21);
    expect(p.evaluations).toBeGreaterThan(3 + 20 * 21 - 64); // whole CMA-ES generations only
    expect(p.value).toBeLessThan(p.history[0]!.min);
    expect(frankeObjective(problem, 'pittsburgh').evaluateSelector(p.selector).metrics.objective).toBe(p.value);
    await expect(trainCoevolution(problem, { seed: 5, generations: 4, optimizer: 'cma-es' })).rejects.toThrow(/'cma-es' is for the Pittsburgh rule base/);
  });
  it('splits in time', () => {
    const s = splitTrace(jobs);
    expect(s.train.length + s.test.length).toBe(300);
    expect(s.train.every((j) => j.submit < s.splitTime) && s.test.every((j) => j.submit >= s.splitTime)).toBe(true);
    expect(() => splitTrace(jobs, 1)).toThrow(/\(0, 1\)/);
  });
  it('reproduceFranke2007 refuses a trace whose held-out half lacks a weighted group, naming the group and the half', async () => {
    // user 1 submits throughout (the largest share: group 1); user 2 (3% of the consumption: group 2,
    // weight 4) only before the split at t = 500
    const mk = (id: number, submit: number, user: number, runtime: number): RigidJob => ({ kind: 'rigid', id: String(id), submit, processors: 1, runtime, estimate: runtime, user });
    const trace = [mk(0, 0, 1, 970), mk(1, 100, 2, 61), mk(2, 1000, 1, 1000)];
    await expect(reproduceFranke2007({ jobs: trace, machineSize: 2, p: 1, generations: 1, rules: 3 })).rejects.toThrow(
      /^reproduceFranke2007: user group 2 \(users with a consumption share >= 0\.02, weight 4\) has no job in the held-out half of this trace/,
    );
  });
  it('reproduceFranke2007 is deterministic and EASY is its reference', async () => {
    const o = { jobs, machineSize: 16, seed: 9, p: 1, generations: 1, rules: 3, groupThresholds: [0.2, 0.1, 0.05, 0.01] };
    const a = await reproduceFranke2007(o);
    const b = await reproduceFranke2007(o);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(a.methods.map((m) => m.method)).toEqual(['EASY', 'PROB', 'PITTS', 'CCA']);
    expect(a.methods[0]!.testSelections[7]).toBeGreaterThan(0);
    expect(a.methods[0]!.testSelections.reduce((x, y) => x + y, 0)).toBe(a.methods[0]!.testSelections[7]);
    const pitts = a.methods[2]!.test;
    expect(a.table4.rows[1]![7]).toBeCloseTo((100 * (a.methods[0]!.test.objective - pitts.objective)) / a.methods[0]!.test.objective, 10);
    expect(a.figures.awrtImprovement.PITTS).toEqual(a.table4.rows[1]!.slice(1, 6));
    const c = await reproduceFranke2007({ ...o, seed: 10 });
    expect(JSON.stringify(c.ruleBases)).not.toBe(JSON.stringify(a.ruleBases));
    // findings: one seed, then two root seeds whose first is the single-seed study
    expect(a.studySeeds).toEqual([9]);
    expect(a.findings.map((f) => [f.id, f.runs])).toEqual(FRANKE2007_FINDINGS.map((f) => [f.id, 1]));
    const pittsHolds = a.methods[2]!.test.objective < a.methods[0]!.test.objective;
    expect(a.findings[0]!.bySeed).toEqual([pittsHolds]);
    const two = await reproduceFranke2007({ ...o, seeds: 2 });
    expect(two.studySeeds).toEqual(studySeeds(9, 2));
    expect(JSON.stringify(two.methods)).toBe(JSON.stringify(a.methods));
    expect(two.findingTables).toHaveLength(2);
    for (const f of two.findings) expect([f.runs, f.bySeed[0]]).toEqual([2, a.findings.find((x) => x.id === f.id)!.bySeed[0]]);
    expect(two.settings.map((x) => [x.method, x.evaluations])).toEqual([['PROB', 13], ['PITTS', 3 + 21], ['CCA', a.methods[3]!.trainingSimulations]]);
    // in-sample: Table 4's layout on the training half, beside the held-out table4; the findings table keeps both halves
    const easyTrain = a.methods[0]!.train;
    expect(a.table4InSample.rows.map((r) => r[0])).toEqual(['PROB', 'PITTS', 'CCA']);
    expect(a.table4InSample.rows[1]![7]).toBeCloseTo((100 * (easyTrain.objective - a.methods[2]!.train.objective)) / easyTrain.objective, 10);
    expect(a.findingTables[0]!.methods['PITTS']!.train.objective).toBe(a.methods[2]!.train.objective);
    expect(a.findingTables[0]!.methods['PITTS']!.objective).toBe(pitts.objective);
    // the report: the in-sample table beside the held-out one, every caption with its mode and seeds, results.json's findings labelled
    // (300 jobs leave a user group empty on one half: its AWRT improvement is 0/0, which the bar figure refuses)
    const finite = <R extends { figures: typeof two.figures }>(r: R): R => ({ ...r, figures: { ...r.figures, awrtImprovement: Object.fromEntries(Object.entries(r.figures.awrtImprovement).map(([k, v]) => [k, v.map((x) => (Number.isFinite(x) ? x : 0))])) } });
    const report = franke2007Report(finite(two), { trace: 'KTH', quick: true });
    const tables = report.sections.flatMap((x) => x.tables ?? []);
    expect(tables.map((t) => t.name)).toEqual(['findings', 'untested', 'settings', 'table3', 'table4', 'table4-in-sample']);
    expect(tables.find((t) => t.name === 'findings')!.caption).toMatch(/\[quick mode; all 2 seeds \(9, \d+\)\]$/);
    expect(tables.find((t) => t.name === 'table4-in-sample')!.caption).toMatch(/\[quick mode; first root seed 9 of 2\]$/);
    const json = JSON.parse(report.extraFiles!['results.json']!) as { findings: Array<{ mode: string; seeds: string; caveat?: string }> };
    expect(json.findings.every((f) => f.mode === 'quick' && f.seeds.startsWith('all 2 seeds (9, ') && f.caveat!.startsWith('quick mode'))).toBe(true);
    const full = JSON.parse(franke2007Report(finite(a), { trace: 'KTH' }).extraFiles!['results.json']!) as { findings: Array<Record<string, unknown>> };
    expect(full.findings.every((f) => f['mode'] === 'full' && f['seeds'] === 'root seed 9' && !('caveat' in f))).toBe(true);
  }, 120_000);
});
