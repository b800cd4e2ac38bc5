import { describe, expect, it } from 'vitest';
import { dupont2020Config, dupontTrainingObjective, jobSetSeeds, replicateSeeds, simulationObjective, trainDupontSwarms } from '../../src/experiments/index';
import { minimize, pso } from '../../src/optimizers/index';
import { homogeneousPlatform } from '../../src/engine/index';
import { googleLikeWorkload } from '../../src/workload/index';
import { condition2, greedyFamily } from '../../src/policies/index';
import { InvalidInputError } from '../../src/errors/index';
import { STREAMS, deriveSeed, seedStream } from '../../src/random/index';

/** Box-normalised distance between two points of a space. */
const distance = (a: readonly number[], b: readonly number[], lower: readonly number[], upper: readonly number[]): number =>
  Math.hypot(...a.map((v, i) => (v - b[i]!) / (upper[i]! - lower[i]!)));

describe('independent replicates (issue 37, point 4)', () => {
  it('replicateSeeds: distinct draws of stream 5 (STREAMS.replicates) of the seed, reproducible', () => {
    expect(STREAMS.replicates).toBe(5);
    const rng = seedStream(7, 5);
    const expected = [deriveSeed(rng), deriveSeed(rng), deriveSeed(rng)];
    expect(replicateSeeds(7, 3)).toEqual(expected);
    expect(new Set(replicateSeeds(7, 50)).size).toBe(50);
    expect(replicateSeeds(7, 2)).toEqual(expected.slice(0, 2));
    expect(() => replicateSeeds(7, 0)).toThrow(InvalidInputError);
    expect(() => replicateSeeds(-1, 2)).toThrow(InvalidInputError);
    expect(() => replicateSeeds(Object.create(null) as number, 2)).toThrow(/replicateSeeds seed: expected an integer seed, got \{\}/);
  });

  it('two swarms on the same objective with replicate seeds end at different points, on the same job sets', async () => {
    const spec = { condition: 2 as const, servers: 6, workload: { jobs: 12 }, setsPerIteration: 3, setsSeed: 11 };
    const run = (seed: number) => minimize(dupontTrainingObjective(spec), pso({ swarmSize: 6 }), { seed, maxIterations: 6 });
    const [a, b] = replicateSeeds(11, 2);
    const ra = await run(a!);
    const rb = await run(b!);
    const { lower, upper } = dupontTrainingObjective(spec).space;
    expect(distance(ra.best.x, rb.best.x, lower, upper)).toBeGreaterThan(0.01);
    // their own iteration streams ...
    expect(ra.history.map((e) => e.iterationSeed)).not.toEqual(rb.history.map((e) => e.iterationSeed));
    // ... but one candidate costs the same in both runs' iteration k: the sets are named by setsSeed
    const x = Float64Array.from(ra.best.x);
    const objective = dupontTrainingObjective(spec);
    for (const k of [0, 3]) {
      const inA = objective.evaluate(x, { iteration: k, iterationSeed: ra.history[k]!.iterationSeed, candidateSeed: 0, index: 0 });
      const inB = objective.evaluate(x, { iteration: k, iterationSeed: rb.history[k]!.iterationSeed, candidateSeed: 0, index: 0 });
      expect(inA).toBe(inB);
    }
    // the same seed twice is one replicate, not two (what the three swarms were before)
    const again = await run(a!);
    expect(again.best.x).toEqual(ra.best.x);
  });

  it('sharedSets: iteration k uses the sets minimize({ seed }) would name at k, whatever the context says', async () => {
    const platform = homogeneousPlatform({ servers: 4 });
    const workload = googleLikeWorkload({ servers: 4, jobs: 6 });
    const family = greedyFamily(condition2);
    const shared = simulationObjective({ platform, workload, family, setsPerIteration: 2, sharedSets: { seed: 5 } });
    const plain = simulationObjective({ platform, workload, family, setsPerIteration: 2 });
    // minimize's own iteration seeds for seed 5 (stream 4 of 5)
    const r = await minimize(plain, pso({ swarmSize: 2 }), { seed: 5, maxIterations: 3 });
    const x = Float64Array.from(family.space.lower.map((lo, i) => (lo + family.space.upper[i]!) / 2));
    for (const k of [0, 2]) {
      const viaPlain = plain.evaluate(x, { iteration: k, iterationSeed: r.history[k]!.iterationSeed, candidateSeed: 0, index: 0 });
      expect(shared.evaluate(x, { iteration: k, iterationSeed: 12345, candidateSeed: 0, index: 0 })).toBe(viaPlain);
    }
    const stream = seedStream(5, STREAMS.iterations);
    expect(r.history.map((e) => e.iterationSeed)).toEqual([deriveSeed(stream), deriveSeed(stream), deriveSeed(stream)]);
    expect(() => simulationObjective({ platform, workload, family, sharedSets: { seed: 5 }, slidingSets: { base: 1 } })).toThrow(/exclude each other/);
    expect(() => simulationObjective({ platform, workload, family, sharedSets: { seed: 1.5 } })).toThrow(InvalidInputError);
  });

  it('trainDupontSwarms: the three swarms draw their own optimizer streams and train on the same sets', async () => {
    const config = dupont2020Config('quick', { epochs: 4, particles: 4, setsPerEpoch: 3, validationSets: 2, validationCandidates: 1 });
    const t = await trainDupontSwarms(config, { seed: 100 });
    const iterationSeeds = t.swarms.map((s) => s.history.map((e) => e.iterationSeed).join(','));
    expect(new Set(iterationSeeds).size).toBe(3);
    // the training sets: 4 epochs x 3 sets named by the training seed's iteration stream, the same for all swarms
    const stream = seedStream(100, STREAMS.iterations);
    const expected = new Set(Array.from({ length: 4 }, () => jobSetSeeds(deriveSeed(stream), 3)).flat());
    expect(t.trainingSetSeeds).toEqual(expected);
  });
});
