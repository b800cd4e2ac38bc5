import { describe, expect, it } from 'vitest';
import { readBundledTrace } from '../../src/traces/index';
import { shutdownStudy } from '../../src/experiments/index';
import { InvalidInputError } from '../../src/errors/index';
import { createSimulation, homogeneousPlatform } from '../../src/engine/index';
import { easyBackfilling, shutdownFamily, type ShutdownRuleName } from '../../src/policies/index';
import { hypervolume, minimize, nsga2 } from '../../src/optimizers/index';
import { SHUTDOWN_RULE_NAMES, tuneShutdownRules, tunedRuleSeed } from '../../src/experiments/internals/tuneShutdownRules';

const small = { windows: 1, windowJobs: 300, generations: 1, populationSize: 4, seeds: 2 } as const;

async function jobs() {
  return (await readBundledTrace('KTH-SP2')).jobs.slice(0, 300);
}

describe('shutdownStudy options.tune (issue 38, points 4 and 6)', () => {
  it('the default is tune: [\'idle\'], and its front is the idle timeout tuned as before tune existed', async () => {
    const j = await jobs();
    const byDefault = await shutdownStudy(j, 100, small);
    expect(JSON.stringify(await shutdownStudy(j, 100, { ...small, tune: ['idle'] }))).toBe(JSON.stringify(byDefault));
    // the study before options.tune: nsga2 on shutdownFamily(EASY, 'idle') under seeds 1..N, front sorted by seed then energy
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 100 }), jobs: j });
    const family = shutdownFamily(easyBackfilling(), 'idle');
    const before: { seed: number; suspendTime: number; energy: number; meanBoundedSlowdown: number }[] = [];
    for (let seed = 1; seed <= 2; seed++) {
      const r = await minimize({ space: family.space, objectives: 2, evaluate: (x) => {
        const m = sim.run(family.create(x)).metrics;
        return [m.energy, m.meanBoundedSlowdown];
      } }, nsga2({ populationSize: 4 }), { seed, maxIterations: 1 });
      for (const p of r.front) before.push({ seed, suspendTime: p.x[0]!, energy: p.values[0]!, meanBoundedSlowdown: p.values[1]! });
    }
    before.sort((a, b) => a.seed - b.seed || a.energy - b.energy);
    expect(byDefault.front).toEqual(before);
    expect(byDefault.fronts.map((p) => ({ seed: p.seed, suspendTime: p.x['suspendTime'], energy: p.energy, meanBoundedSlowdown: p.meanBoundedSlowdown }))).toEqual(before);
    expect(byDefault.fronts.every((p) => p.rule === 'idle')).toBe(true);
    // one rule: no pair to compare, so the findings are the windows' only
    expect(byDefault.findings.some((f) => f.statement.includes('hypervolume'))).toBe(false);
  }, 120_000);

  it('gives every (rule, seed) the same number of evaluations, on the same window', async () => {
    const j = await jobs();
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 100 }), jobs: j });
    const calls = new Map<string, number>();
    await tuneShutdownRules((policy, at) => {
      calls.set(`${at.rule}/${at.seed}`, (calls.get(`${at.rule}/${at.seed}`) ?? 0) + 1);
      return sim.run(policy).metrics;
    }, SHUTDOWN_RULE_NAMES, { seeds: 2, populationSize: 4, generations: 2 });
    // minimize counts nsga2's initial population as its first iteration, then populationSize offspring per iteration: 2 x 4
    expect(Object.fromEntries(calls)).toEqual(Object.fromEntries(SHUTDOWN_RULE_NAMES.flatMap((r) => [[`${r}/1`, 8], [`${r}/2`, 8]])));
  }, 120_000);

  it('gives each (rule, seed) its own nsga2 seed and stream; idle keeps seeds 1..N; a rule\'s front does not depend on the others tuned', async () => {
    const seeds = new Set<number>();
    for (const rule of SHUTDOWN_RULE_NAMES) for (let s = 1; s <= 1000; s++) seeds.add(tunedRuleSeed(rule, s));
    expect(seeds.size).toBe(4000);
    expect([tunedRuleSeed('idle', 7), tunedRuleSeed('energyBackfilling', 7)]).toEqual([7, 7 + 3 * 2 ** 30]);
    expect(tunedRuleSeed('energyBackfilling', 2 ** 30 - 1)).toBe(2 ** 32 - 1);
    // idle's suspendTime and energyBackfilling's idleTime share the box [0, 7200]: under one seed their first candidates would coincide
    const j = await jobs();
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 100 }), jobs: j });
    const first = new Map<string, number>();
    await tuneShutdownRules((policy, at) => {
      if (!first.has(`${at.rule}/${at.seed}`)) first.set(`${at.rule}/${at.seed}`, at.x[0]!);
      return sim.run(policy).metrics;
    }, ['idle', 'energyBackfilling'], { seeds: 2, populationSize: 4, generations: 1 });
    expect(new Set(first.values()).size).toBe(4);
    const both = await shutdownStudy(j, 100, { ...small, tune: ['idle', 'keepIdle'] });
    const alone = await shutdownStudy(j, 100, { ...small, tune: ['keepIdle'] });
    expect(alone.fronts).toEqual(both.fronts.filter((p) => p.rule === 'keepIdle'));
    expect(alone.front).toEqual([]);
  }, 120_000);

  it('is deterministic, with hypervolumes for one shared reference and findings for each ordered pair', async () => {
    const j = await jobs();
    const tune: ShutdownRuleName[] = ['energyBackfilling', 'idle', 'breakEven'];
    const r = await shutdownStudy(j, 100, { ...small, tune });
    expect(JSON.stringify(await shutdownStudy(j, 100, { ...small, tune }))).toBe(JSON.stringify(r));
    // sorted by rule in tune's order, then seed, then energy
    expect([...new Set(r.fronts.map((p) => p.rule))]).toEqual(tune);
    expect(Object.keys(r.fronts.find((p) => p.rule === 'breakEven')!.x)).toEqual(['factor']);
    const reference = [1.1 * Math.max(...r.fronts.map((p) => p.energy)), 1.1 * Math.max(...r.fronts.map((p) => p.meanBoundedSlowdown))];
    const hv = (rule: string, seed: number) => hypervolume(r.fronts.filter((p) => p.rule === rule && p.seed === seed).map((p) => [p.energy, p.meanBoundedSlowdown]), reference);
    expect(r.hypervolumes).toEqual(tune.flatMap((rule) => [1, 2].map((seed) => ({ rule, seed, hypervolume: hv(rule, seed) }))));
    expect(r.hypervolumes.every((h) => h.hypervolume > 0)).toBe(true);
    const pairs = r.findings.filter((f) => f.statement.includes('hypervolume'));
    expect(pairs).toHaveLength(6);
    const f = pairs.find((x) => x.statement === 'the tuned idle front has a larger hypervolume than breakEven\'s (nsga2, window 0)')!;
    expect(f).toEqual({ statement: f.statement, k: [1, 2].filter((s) => hv('idle', s) > hv('breakEven', s)).length, n: 2 });
  }, 120_000);

  it('refuses bad tune values with an InvalidInputError naming the option', async () => {
    const j = await jobs();
    const bad: [unknown, RegExp][] = [
      ['idle', /^shutdownStudy\(options\.tune\): expected an array of shutdown rule names \(idle, breakEven, keepIdle, energyBackfilling\), got "idle"$/],
      [[], /^shutdownStudy\(options\.tune\): expected at least one shutdown rule name/],
      [['idle', 'nap'], /^shutdownStudy\(options\.tune\[1\]\): unknown shutdown rule "nap"; expected one of idle, breakEven, keepIdle, energyBackfilling$/],
      [['keepIdle', 'idle', 'keepIdle'], /^shutdownStudy\(options\.tune\[2\]\): rule "keepIdle" is listed twice \(first at \[0\]\)$/],
    ];
    for (const [tune, message] of bad) {
      const run = shutdownStudy(j, 100, { ...small, tune: tune as ShutdownRuleName[] });
      await expect(run).rejects.toThrow(InvalidInputError);
      await expect(shutdownStudy(j, 100, { ...small, tune: tune as ShutdownRuleName[] })).rejects.toThrow(message);
    }
    await expect(shutdownStudy(j, 100, { ...small, seeds: 2 ** 30, tune: ['breakEven'] })).rejects.toThrow(/^shutdownStudy\(options\.seeds\): with rules other than idle tuned, seeds must be below 2\^30/);
  }, 120_000);
});
