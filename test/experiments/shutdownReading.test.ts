import { describe, expect, it } from 'vitest';
import { createSimulation } from '../../src/engine/index';
import { greedyFamily, condition1 } from '../../src/policies/index';
import {
  DUPONT2020_READINGS,
  TABLE4_PARAMETERS,
  dupont2020Config,
  dupontProfile,
  dupontSetup,
  dupontTrainingObjective,
  jobSetSeeds,
  profileFamilyOptions,
  reproduceDupont2020,
  type Dupont2020Config,
} from '../../src/experiments/index';
import { readingProfile } from '../../src/experiments/dupont2020/internals/readingProfile';
import { googleLikeWorkload } from '../../src/workload/index';
import { createRng } from '../../src/random/index';
import { mockView } from '../helpers/mockView';

/** The servers a policy powers off at one scheduling point (durations left aside: they are drawn). */
function poweredOff(decisions: ReadonlyArray<{ type: string; servers?: readonly number[] }>): number[] {
  return decisions.flatMap((d) => (d.type === 'powerOff' ? [...(d.servers ?? [])] : [])).sort((a, b) => a - b);
}

describe('the shutdown step as a reading of Dupont 2020 (Dupont2020Config.shutdownGranularity)', () => {
  it('hand-made: per server keeps a warm reserve, all at once powers every available server off; in the setups and in the trained family alike', () => {
    // 10 servers, 4 busy, 6 available, queue empty. Table 4 Swarm1: woff 0.455, soff 0.76.
    // Section 4.2.2's rule (n_av/10)^0.455 * 0.76 > 0.5: n_av = 6 -> 0.601, 5 -> 0.554, 4 -> 0.501 (hold),
    // 3 -> 0.439 (fails). Per server: asked at 6, 5, 4 -> servers 4, 5, 6 go off, 7, 8, 9 stay warm.
    // All at once: asked once at 6 (0.601) -> all six go off.
    const view = mockView({ servers: 10, available: [4, 5, 6, 7, 8, 9] });
    const expected = { perServer: [4, 5, 6], allAtOnce: [4, 5, 6, 7, 8, 9] } as const;
    for (const granularity of ['perServer', 'allAtOnce'] as const) {
      for (const profileName of ['paper', 'authors2020'] as const) {
        const profile = readingProfile(profileName, granularity, 'test');
        expect(profile.setup.shutdownGranularity).toBe(granularity);
        // the evaluated setup (reproduceDupont2020) ...
        const setup = dupontSetup('Swarm1', profile.setup);
        expect(poweredOff(setup.decide(view, { rng: createRng(3) }))).toEqual(expected[granularity]);
        // ... and the family the swarms are trained and validated with (dupontTrainingObjective, trainDupontSwarms)
        const family = greedyFamily(condition1, profileFamilyOptions(profile));
        expect(poweredOff(family.create(TABLE4_PARAMETERS.Swarm1).decide(view, { rng: createRng(3) }))).toEqual(expected[granularity]);
      }
    }
    // undefined keeps the profile's own (per server in both)
    expect(readingProfile('paper', undefined, 'test').setup).toEqual({});
    expect(readingProfile('authors2020', undefined, 'test').setup).toEqual(dupontProfile('authors2020').setup);
    expect(() => readingProfile('paper', 'some' as 'perServer', 'here')).toThrow(/here: shutdownGranularity must be 'perServer' or 'allAtOnce', got "some"/);
  });

  it('the training objective simulates under the spec\'s reading: its value is the mean cost of the family under that reading on the epoch\'s sets', () => {
    const workload = { jobs: 20, dynamism: 500, mass: 1700, disparity: 3.8, alpha: [0.5, 1] as [number, number], data: [10, 500] as [number, number] };
    const ctx = { iteration: 0, iterationSeed: 12345, candidateSeed: 1, index: 0 };
    const x = Float64Array.from(TABLE4_PARAMETERS.Swarm1);
    const value = (g?: 'perServer' | 'allAtOnce') =>
      dupontTrainingObjective({ condition: 1, servers: 10, workload, setsPerIteration: 3, ...(g === undefined ? {} : { shutdownGranularity: g }) }).evaluate(x, ctx) as number;
    const direct = (g: 'perServer' | 'allAtOnce') => {
      const sim = createSimulation({ platform: dupontProfile('paper').platform(10), workload: googleLikeWorkload({ ...workload, servers: 10 }) });
      const policy = greedyFamily(condition1, { shutdownGranularity: g }).create(x);
      const seeds = jobSetSeeds(ctx.iterationSeed, 3);
      return seeds.reduce((a, s) => a + sim.run(policy, { seed: s }).metrics.cost, 0) / seeds.length;
    };
    expect(value('allAtOnce')).toBeCloseTo(direct('allAtOnce'), 12);
    expect(value('perServer')).toBeCloseTo(direct('perServer'), 12);
    expect(value()).toBe(value('perServer'));
    expect(value('allAtOnce')).not.toBe(value('perServer'));
    expect(() => dupontTrainingObjective({ condition: 1, servers: 10, workload, setsPerIteration: 3, shutdownGranularity: 'x' as 'perServer' })).toThrow(/dupontTrainingObjective\(spec\): shutdownGranularity must be/);
  });

  it('dupont2020Config: per server by default, all at once on request, anything else refused', () => {
    expect(dupont2020Config('full').shutdownGranularity).toBe('perServer');
    expect(dupont2020Config('quick', { profile: 'authors2020' }).shutdownGranularity).toBe('perServer');
    expect(dupont2020Config('quick', { shutdownGranularity: 'allAtOnce' }).shutdownGranularity).toBe('allAtOnce');
    expect(() => dupont2020Config('quick', { shutdownGranularity: 'half' as 'allAtOnce' })).toThrow(/dupont2020Config\(overrides\)\.shutdownGranularity: expected 'perServer' or 'allAtOnce', got "half"/);
  });

  it('DUPONT2020_READINGS: the four per-server readings, then PSO and CMA-ES on independent sets all at once', () => {
    expect(DUPONT2020_READINGS.map((r) => r.name)).toEqual([
      'pso/independent', 'pso/authors2020', 'cma-es/independent', 'cma-es/authors2020', 'pso/independent/allAtOnce', 'cma-es/independent/allAtOnce',
    ]);
    expect(DUPONT2020_READINGS[4]!.overrides).toEqual({ optimizer: 'pso', trainingSets: 'independent', shutdownGranularity: 'allAtOnce' });
    expect(DUPONT2020_READINGS[5]!.overrides).toEqual({ optimizer: 'cma-es', trainingSets: 'independent', shutdownGranularity: 'allAtOnce' });
  });

  it('the study under the all-at-once reading: trained and evaluated under it, recorded in config and settings', async () => {
    const base = dupont2020Config('quick', { particles: 4, epochs: 3, setsPerEpoch: 2, validationSets: 2, validationCandidates: 1 });
    const tiny: Dupont2020Config = { ...base, experiments: base.experiments.map((e) => ({ ...e, sets: 3 })) };
    const r = await reproduceDupont2020(tiny, { seed: 4, readings: [DUPONT2020_READINGS[4]!] });
    expect(r.config.shutdownGranularity).toBe('allAtOnce');
    expect(r.settings.map((s) => s.optimizer)).toEqual(Array(3).fill('pso (reevaluate none, independent sets, all-at-once shutdown)'));
    expect(r.readings!.map((x) => [x.name, x.overrides.shutdownGranularity])).toEqual([['pso/independent/allAtOnce', 'allAtOnce']]);
    // every evaluated setup ran under the reading: Swarm1 and Rand-Param2 on the first set, rebuilt by hand
    const main = r.experiments[0]!;
    const swarmParameters = Object.fromEntries(r.training.map((t) => [t.swarm, t.parameters]));
    const sim = createSimulation({ platform: dupontProfile('paper').platform(10), workload: googleLikeWorkload({ ...main.experiment.workload, servers: 10 }) });
    const seed = main.results.seeds[0]!;
    for (const name of ['Swarm1', 'Rand-Param2'] as const) {
      const column = main.results.setups.indexOf(name);
      const cost = (g: 'perServer' | 'allAtOnce') => sim.run(dupontSetup(name, { swarmParameters, randomParametersSeed: r.seeds.randomParameters, shutdownGranularity: g }), { seed }).metrics.cost;
      expect(main.results.metrics.cost[0]![column]).toBe(cost('allAtOnce'));
    }
    // the plain configuration gives the same study: the reading is only an override
    const plain = await reproduceDupont2020({ ...tiny, shutdownGranularity: 'allAtOnce' }, { seed: 4 });
    expect(plain.training).toEqual(r.training);
    expect(plain.findingTables).toEqual(r.findingTables);
    // and the training itself ran under it: the per-server study's epochs went differently
    const perServer = await reproduceDupont2020(tiny, { seed: 4 });
    expect(perServer.settings[0]!.optimizer).toBe('pso (reevaluate none, independent sets, per-server shutdown)');
    expect(r.training.map((t) => t.history)).not.toEqual(perServer.training.map((t) => t.history));
    await expect(reproduceDupont2020(tiny, { seed: 1, readings: [{ name: 'x', overrides: { shutdownGranularity: 'half' as 'allAtOnce' } }] })).rejects.toThrow(/shutdownGranularity: expected one of perServer, allAtOnce, got "half"/);
  }, 240_000);
});
