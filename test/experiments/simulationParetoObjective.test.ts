import { describe, expect, it } from 'vitest';
import { homogeneousPlatform } from '../../src/engine/index';
import { jobSetSeeds, runSetups, simulationObjective, simulationParetoObjective } from '../../src/experiments/index';
import { minimize, nonDominatedSort, nsga2 } from '../../src/optimizers/index';
import { condition1, greedyFamily } from '../../src/policies/index';
import { googleLikeWorkload } from '../../src/workload/index';

const platform = homogeneousPlatform({ servers: 6 });
const workload = googleLikeWorkload({ servers: 6, jobs: 12 });
const family = greedyFamily(condition1);
const x = Float64Array.from([0.4, 0.6, 0.5, 0.3, 0.7, 900, 1800, 0.5]);

describe('simulationParetoObjective', () => {
  it('is the mean of each criterion over the iteration\'s job sets, as runSetups computes them independently', () => {
    const problem = simulationParetoObjective({ platform, workload, family, setsPerIteration: 7 });
    expect(problem.objectives).toBe(2);
    expect(problem.space.names).toEqual(family.space.names);
    const ctx = { iteration: 3, iterationSeed: 12345, candidateSeed: 0, index: 0 };
    const values = problem.evaluate(x, ctx) as number[];
    const r = runSetups({ platform, workload, setups: [['x', family.create(x)]], seeds: jobSetSeeds(12345, 7) });
    const mean = (rows: number[][]) => rows.reduce((s, row) => s + row[0]!, 0) / rows.length;
    expect(values[0]).toBeCloseTo(mean(r.metrics.meanStretch), 12);
    expect(values[1]).toBeCloseTo(mean(r.metrics.normalizedMeanPower), 12);
    // the same sets as the single-objective glue: its default cost is the per-run product
    const scalar = simulationObjective({ platform, workload, family, setsPerIteration: 7 }).evaluate(x, ctx);
    expect(scalar).toBeCloseTo(mean(r.metrics.cost), 12);
  });

  it('takes any criteria; another iteration seed means other job sets', () => {
    const problem = simulationParetoObjective({ platform, workload, family, setsPerIteration: 3, objectives: [(m) => m.energy, (m) => m.meanWait, (m) => m.powerOffs] });
    expect(problem.objectives).toBe(3);
    const a = problem.evaluate(x, { iteration: 0, iterationSeed: 1, candidateSeed: 0, index: 0 }) as number[];
    const b = problem.evaluate(x, { iteration: 1, iterationSeed: 2, candidateSeed: 0, index: 0 }) as number[];
    expect(a).toHaveLength(3);
    expect(a).not.toEqual(b);
    expect(problem.evaluate(x, { iteration: 0, iterationSeed: 1, candidateSeed: 5, index: 3 })).toEqual(a);
  });

  it('gives nsga2 a mutually non-dominated front, the same for the same seed', async () => {
    const problem = simulationParetoObjective({ platform, workload, family, setsPerIteration: 3 });
    const run = () => minimize(problem, nsga2({ populationSize: 8 }), { seed: 2, maxIterations: 3 });
    const r = await run();
    expect(r.front.length).toBeGreaterThan(0);
    expect(nonDominatedSort(r.front.map((p) => p.values))).toHaveLength(1);
    expect(await run()).toEqual(r);
  });

  it('refuses bad options', () => {
    expect(() => simulationParetoObjective({ platform, workload, family, setsPerIteration: 0 })).toThrow(/setsPerIteration must be an integer >= 1, got 0/);
    expect(() => simulationParetoObjective({ platform, workload, family, objectives: [] })).toThrow(/objectives must be a non-empty array/);
  });
});
