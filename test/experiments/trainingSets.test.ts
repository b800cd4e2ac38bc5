import { describe, expect, it } from 'vitest';
import { dupont2020Config, simulationObjective, trainDupontSwarms } from '../../src/experiments/index';
import { homogeneousPlatform } from '../../src/engine/index';
import { googleLikeWorkload } from '../../src/workload/index';
import { condition1, greedyFamily } from '../../src/policies/index';
import { InvalidInputError } from '../../src/errors/index';
import { createSimulation } from '../../src/engine/index';

describe("trainingSets: 'authors2020' (the authors' sliding job sets)", () => {
  it('is the default of the authors2020 profile only, and can be set on either', () => {
    expect(dupont2020Config('quick').trainingSets).toBe('independent');
    expect(dupont2020Config('quick', { profile: 'authors2020' }).trainingSets).toBe('authors2020');
    expect(dupont2020Config('quick', { trainingSets: 'authors2020' }).trainingSets).toBe('authors2020');
    expect(dupont2020Config('quick', { profile: 'authors2020', trainingSets: 'independent' }).trainingSets).toBe('independent');
  });

  it('epoch k trains on the sets of seeds base + k .. base + k + sets - 1: the training sets are one run of consecutive seeds', async () => {
    const config = dupont2020Config('quick', { trainingSets: 'authors2020', epochs: 4, particles: 4, setsPerEpoch: 3, validationSets: 2, validationCandidates: 1 });
    const t = await trainDupontSwarms(config, { seed: 100 });
    // 4 epochs of 3 sets sliding by one: seeds 100..105 (every epoch shares 2 sets with the next)
    expect([...t.trainingSetSeeds].sort((a, b) => a - b)).toEqual([100, 101, 102, 103, 104, 105]);
    for (const v of t.validationSetSeeds) expect(t.trainingSetSeeds.has(v)).toBe(false);
    expect(t.swarms[0]!.settings).toMatchObject({ method: 'Swarm1', population: 4, iterations: 4, evaluations: 16, boundary: 'reflect', seeding: 'none' });
  });

  it('simulationObjective with slidingSets: a candidate costs the mean over the seeds base + iteration + j', () => {
    const platform = homogeneousPlatform({ servers: 4 });
    const workload = googleLikeWorkload({ servers: 4, jobs: 6 });
    const family = greedyFamily(condition1);
    const objective = simulationObjective({ platform, workload, family, setsPerIteration: 2, slidingSets: { base: 10 } });
    const x = Float64Array.from(family.space.lower.map((lo, i) => (lo + family.space.upper[i]!) / 2));
    const sim = createSimulation({ platform, workload });
    const policy = family.create(x);
    const cost = (s: number): number => sim.run(policy, { seed: s }).metrics.cost;
    const ctx = (iteration: number) => ({ iteration, iterationSeed: 999, candidateSeed: 0, index: 0 });
    expect(objective.evaluate(x, ctx(0))).toBeCloseTo((cost(10) + cost(11)) / 2, 12);
    expect(objective.evaluate(x, ctx(3))).toBeCloseTo((cost(13) + cost(14)) / 2, 12);
    expect(() => simulationObjective({ platform, workload, family, slidingSets: { base: -1 } })).toThrow(InvalidInputError);
  });
});
