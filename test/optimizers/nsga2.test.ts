import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../src/errors/InvalidInputError';
import { hypervolume, minimize, nonDominatedSort, nsga2, pso, searchSpace, type MultiObjective } from '../../src/optimizers/index';
import { createRng } from '../../src/random/createRng';
import { trueFront, zdt1, zdt2, zdt3 } from './zdt';
import { loadBound } from '../helpers/loadBound';

/**
 * NSGA-II on ZDT1-3 (30 variables) as pymoo's own tests check it: the final front's hypervolume
 * against the true front's, for a stated budget. Budget: population 100, 250 generations (25,100
 * evaluations with the initial population; Deb et al. 2002 ran 250 generations of 100 on ZDT). Reference point (1.1, 1.1).
 * Measured gaps over seeds 1-5 when written: ZDT1 0.84-0.91%, ZDT2 1.25-1.41%, ZDT3 0.31-0.40%;
 * the documented bounds leave room for other seeds: ZDT1 1.5%, ZDT2 2.5%, ZDT3 1%.
 */
const REF = [1.1, 1.1];
const GAP = { zdt1: 0.015, zdt2: 0.025, zdt3: 0.01 } as const;

describe('nsga2 on ZDT1-3, 30 variables (hypervolume gap to the true front)', () => {
  for (const [name, problem] of [['zdt1', zdt1], ['zdt2', zdt2], ['zdt3', zdt3]] as const) {
    it(`${name}: gap <= ${GAP[name] * 100}% after 250 generations of 100 (seeds 1, 2)`, async () => {
      const truth = hypervolume(trueFront(name), REF);
      for (const seed of [1, 2]) {
        const r = await minimize(problem, nsga2(), { seed, maxIterations: 251 }); // the initial population + 250 generations
        expect(r.evaluations).toBe(25_100);
        const hv = hypervolume(r.front.map((p) => p.values), REF);
        expect((truth - hv) / truth, `${name} seed ${seed}`).toBeLessThan(GAP[name]);
        expect((truth - hv) / truth).toBeGreaterThan(0); // never better than the true front
      }
    }, loadBound(30_000));
  }
});

const small: MultiObjective = {
  space: searchSpace({ lower: [-2, 0, 1], upper: [2, 1, 3] }),
  objectives: 2,
  evaluate: (x) => [x[0]! ** 2 + x[1]!, (x[0]! - 1) ** 2 + x[2]!],
};

describe('nsga2: determinism, bounds, resume, the front', () => {
  it('same seed, same front; another seed, another front', async () => {
    const a = await minimize(zdt1, nsga2({ populationSize: 20 }), { seed: 5, maxIterations: 15 });
    const b = await minimize(zdt1, nsga2({ populationSize: 20 }), { seed: 5, maxIterations: 15 });
    const c = await minimize(zdt1, nsga2({ populationSize: 20 }), { seed: 6, maxIterations: 15 });
    expect(b).toEqual(a);
    expect(c.front).not.toEqual(a.front);
  });

  it('every evaluated point is inside the box (property over seeds and operator settings)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.double({ min: 0, max: 50, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), async (seed, eta, pm) => {
        const seen: number[][] = [];
        const spy: MultiObjective = { ...small, evaluate: (x, ctx) => (seen.push(Array.from(x)), small.evaluate(x, ctx)) };
        await minimize(spy, nsga2({ populationSize: 8, crossoverEta: eta, mutationEta: eta, mutationPerVariable: pm }), { seed, maxIterations: 6 });
        for (const x of seen) x.forEach((v, j) => expect(v >= small.space.lower[j]! && v <= small.space.upper[j]!).toBe(true));
      }),
      { numRuns: 40 },
    );
  });

  it('the returned front is mutually non-dominated, sorted by the first objective, and its values are the objective values', async () => {
    const r = await minimize(small, nsga2({ populationSize: 30 }), { seed: 3, maxIterations: 30 });
    expect(nonDominatedSort(r.front.map((p) => p.values))).toHaveLength(1);
    for (let i = 1; i < r.front.length; i++) expect(r.front[i]!.values[0]!).toBeGreaterThanOrEqual(r.front[i - 1]!.values[0]!);
    for (const p of r.front) expect(p.values).toEqual(Array.from(small.evaluate(Float64Array.from(p.x), { iteration: 0, iterationSeed: 0, candidateSeed: 0, index: 0 }) as number[]));
    // On this problem the Pareto set has x1 = 0 (its lower bound) and x2 = 1: the front must have found them.
    for (const p of r.front) {
      expect(p.x[1]!).toBeLessThan(0.05);
      expect(p.x[2]!).toBeLessThan(1.05);
    }
    expect(r.history).toHaveLength(30);
    expect(r.history.at(-1)!.frontSize).toBe(r.front.length);
  });

  it('a run resumed from its JSON state equals the uninterrupted run', async () => {
    const whole = await minimize(zdt2, nsga2({ populationSize: 16 }), { seed: 9, maxIterations: 20 });
    const first = await minimize(zdt2, nsga2({ populationSize: 16 }), { seed: 9, maxIterations: 8 });
    const state = JSON.parse(JSON.stringify(first.state));
    const rest = await minimize(zdt2, nsga2({ populationSize: 16 }), { seed: 9, maxIterations: 20, resumeFrom: state });
    expect(rest.front).toEqual(whole.front);
    expect(rest.history).toEqual(whole.history);
    expect(rest.evaluations).toBe(whole.evaluations);
  });

  it('the ask/tell session works without minimize', () => {
    const session = nsga2({ populationSize: 10 }).start(small.space, 2, createRng(1));
    for (let it = 0; it < 5; it++) session.tell(session.ask().map((c) => small.evaluate(c.x, { iteration: it, iterationSeed: 0, candidateSeed: 0, index: 0 }) as number[]));
    expect(session.iteration).toBe(5);
    expect(session.front().length).toBeGreaterThan(0);
  });
});

describe('nsga2: bad input is refused with a clear error', () => {
  it('options out of range', () => {
    expect(() => nsga2({ populationSize: 1 })).toThrow(/nsga2.populationSize/);
    expect(() => nsga2({ crossoverProbability: 1.5 })).toThrow(/crossoverProbability/);
    expect(() => nsga2({ mutationEta: -1 })).toThrow(/mutationEta/);
  });
  it('NaN or short vectors from the objective name the candidate', async () => {
    const nan: MultiObjective = { ...small, evaluate: (_x, ctx) => (ctx.index === 3 ? [1, Number.NaN] : [0, 0]) };
    await expect(minimize(nan, nsga2({ populationSize: 6 }), { seed: 1, maxIterations: 2 })).rejects.toThrow(/values\[3\]\[1\]/);
    const short: MultiObjective = { ...small, evaluate: () => [1] };
    await expect(minimize(short, nsga2({ populationSize: 6 }), { seed: 1, maxIterations: 2 })).rejects.toThrow(/expected 2 numbers/);
  });
  it('a multi-objective problem with a single-objective optimizer (and the reverse), target or stagnation', async () => {
    await expect(minimize(small as never, pso(), { seed: 1, maxIterations: 2 })).rejects.toThrow(/single-objective/);
    await expect(minimize({ space: small.space, evaluate: () => 1 } as never, nsga2(), { seed: 1, maxIterations: 2 })).rejects.toThrow(/multi-objective/);
    await expect(minimize(small, nsga2(), { seed: 1, maxIterations: 2, target: 0 } as never)).rejects.toThrow(InvalidInputError);
  });
  it('resume with other options, bounds or objectives is refused', async () => {
    const r = await minimize(small, nsga2({ populationSize: 6 }), { seed: 1, maxIterations: 2 });
    await expect(minimize(small, nsga2({ populationSize: 6, mutationEta: 5 }), { seed: 1, maxIterations: 3, resumeFrom: r.state })).rejects.toThrow(/same options/);
    const moved: MultiObjective = { ...small, space: searchSpace({ lower: [-3, 0, 1], upper: [2, 1, 3] }) };
    await expect(minimize(moved, nsga2({ populationSize: 6 }), { seed: 1, maxIterations: 3, resumeFrom: r.state })).rejects.toThrow(/bounds/);
    await expect(minimize({ ...small, objectives: 3 }, nsga2({ populationSize: 6 }), { seed: 1, maxIterations: 3, resumeFrom: r.state })).rejects.toThrow(/objectives/);
  });
});
