import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../src/errors/index';
import { hypervolume, minimize, nsga2, searchSpace, type ParetoResult } from '../../src/optimizers/index';
import { convergenceFigure, type JsonObject } from '../../src/plot/index';

/**
 * x in [0, 4) is cut to k = floor(x) in {0, 1, 2, 3}; the objectives are (k, 3 - k). Every k is
 * Pareto-optimal, so once all four are found the front is {(0,3), (1,2), (2,1), (3,0)}. Its
 * hypervolume against the reference (4, 4), by hand, summing the staircase's columns from the
 * left (width to the next point's k, height from the point to the reference's 4):
 *   (0,3): width 1 x height 1 = 1; (1,2): 1 x 2 = 2; (2,1): 1 x 3 = 3; (3,0): width 4 - 3 = 1 x 4 = 4
 *   total 1 + 2 + 3 + 4 = 10.
 */
const steps = { space: searchSpace({ lower: [0], upper: [3.999] }), objectives: 2, evaluate: (x: Float64Array) => [Math.floor(x[0]!), 3 - Math.floor(x[0]!)] };

describe('hypervolume in the history of a Pareto run (issue 30)', () => {
  it('each entry carries the front\'s hypervolume against the reference; the full 4-point front gives the hand-computed 10', async () => {
    expect(hypervolume([[0, 3], [1, 2], [2, 1], [3, 0]], [4, 4])).toBe(10);
    const r = (await minimize(steps, nsga2({ populationSize: 12 }), { seed: 3, maxIterations: 6, hypervolumeReference: [4, 4] })) as ParetoResult;
    expect(r.history).toHaveLength(6);
    const last = r.history[r.history.length - 1]!;
    expect(new Set(r.front.map((p) => p.values.join(',')))).toEqual(new Set(['0,3', '1,2', '2,1', '3,0']));
    expect(last.hypervolume).toBe(10);
    // any front of these points is a subset of the full one: 0 < hypervolume <= 10
    for (const e of r.history) {
      expect(e.hypervolume).toBeGreaterThan(0);
      expect(e.hypervolume).toBeLessThanOrEqual(10);
    }
    // without a reference, no hypervolume; the same run otherwise
    const plain = (await minimize(steps, nsga2({ populationSize: 12 }), { seed: 3, maxIterations: 6 })) as ParetoResult;
    expect(plain.history.map((e) => e.hypervolume)).toEqual(Array(6).fill(undefined));
    expect(plain.history.map(({ iteration, evaluations, frontSize, ideal }) => ({ iteration, evaluations, frontSize, ideal }))).toEqual(
      r.history.map(({ iteration, evaluations, frontSize, ideal }) => ({ iteration, evaluations, frontSize, ideal })),
    );
  });

  it('convergenceFigure draws a Pareto history as it is: y = the entries\' hypervolume', async () => {
    const r = (await minimize(steps, nsga2({ populationSize: 12 }), { seed: 3, maxIterations: 6, hypervolumeReference: [4, 4] })) as ParetoResult;
    const fig = convergenceFigure({ name: 'hv', title: 'NSGA-II, reference (4, 4)', runs: { 'NSGA-II': r.history } });
    const rows = (fig.spec.data as JsonObject).values as JsonObject[];
    expect(rows.map((p) => [p.x, p.y])).toEqual(r.history.map((e) => [e.evaluations, e.hypervolume]));
    expect(rows[rows.length - 1]!.y).toBe(10);
    const plain = (await minimize(steps, nsga2({ populationSize: 12 }), { seed: 3, maxIterations: 2 })) as ParetoResult;
    expect(() => convergenceFigure({ name: 'hv', title: 't', runs: plain.history })).toThrow(/hypervolume: missing: a Pareto history records it when minimize is given options\.hypervolumeReference/);
  });

  it('a resumed run keeps the recorded hypervolumes; bad references are refused', async () => {
    const whole = (await minimize(steps, nsga2({ populationSize: 12 }), { seed: 5, maxIterations: 4, hypervolumeReference: [4, 4] })) as ParetoResult;
    const half = (await minimize(steps, nsga2({ populationSize: 12 }), { seed: 5, maxIterations: 2, hypervolumeReference: [4, 4] })) as ParetoResult;
    const rest = (await minimize(steps, nsga2({ populationSize: 12 }), { seed: 5, maxIterations: 4, hypervolumeReference: [4, 4], resumeFrom: JSON.parse(JSON.stringify(half.state)) as typeof half.state })) as ParetoResult;
    expect(rest.history).toEqual(whole.history);
    const bad = (hypervolumeReference: unknown): Promise<unknown> => minimize(steps, nsga2({ populationSize: 12 }), { seed: 1, maxIterations: 1, hypervolumeReference: hypervolumeReference as number[] });
    await expect(bad([4])).rejects.toThrow(/minimize\.hypervolumeReference: expected 2 finite numbers \(one per objective\), got \[4\]/);
    await expect(bad([4, Number.NaN])).rejects.toThrow(InvalidInputError);
    await expect(bad(null)).rejects.toThrow(InvalidInputError);
    const sphere = { space: searchSpace({ lower: [0], upper: [1] }), evaluate: (x: Float64Array) => x[0]! };
    const { pso } = await import('../../src/optimizers/index');
    await expect(minimize(sphere, pso(), { seed: 1, maxIterations: 1, hypervolumeReference: [1] } as never)).rejects.toThrow(/only for a multi-objective run/);
  });
});
