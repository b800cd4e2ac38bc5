import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  coevolution,
  cuckooSearch,
  evolutionStrategy,
  hcspso,
  minimize,
  pso,
  randomSearch,
  searchSpace,
  type BoundaryHandling,
  type EvaluationContext,
  type Objective,
} from '../../src/optimizers/index';
import { applyBoundary } from '../../src/optimizers/internals/boundary';
import { createRng } from '../../src/random/index';
import { InvalidInputError } from '../../src/errors/index';

const space = searchSpace({ lower: [-1, -1], upper: [1, 1] });
const sphere: Objective = { space, evaluate: (x) => x[0]! * x[0]! + x[1]! * x[1]! };

describe('minimize', () => {
  it('requires a budget and a valid seed', async () => {
    await expect(minimize(sphere, pso(), { seed: 1 })).rejects.toThrow(/maxIterations and options.maxEvaluations/);
    await expect(minimize(sphere, pso(), { seed: -1, maxIterations: 1 })).rejects.toThrow(InvalidInputError);
    await expect(minimize(sphere, pso(), { seed: 1, maxIterations: 1.5 })).rejects.toThrow(/maxIterations/);
  });

  it('the history names each iteration seed, and onIteration hands over the batch with its values', async () => {
    const seen = new Map<number, Set<number>>();
    const recorder: Objective = {
      space,
      evaluate: (x, ctx: EvaluationContext) => {
        (seen.get(ctx.iteration) ?? seen.set(ctx.iteration, new Set()).get(ctx.iteration)!).add(ctx.iterationSeed);
        return x[0]! * x[0]! + x[1]! * x[1]!;
      },
    };
    const batches: Array<readonly { x: number[]; value: number }[]> = [];
    const r = await minimize(recorder, pso({ swarmSize: 4 }), { seed: 3, maxIterations: 5, onIteration: (p) => batches.push(p.batch) });
    expect(r.history.map((h) => [...seen.get(h.iteration)!])).toEqual(r.history.map((h) => [h.iterationSeed]));
    expect(new Set(r.history.map((h) => h.iterationSeed)).size).toBe(5);
    expect(batches).toHaveLength(5);
    for (const [k, b] of batches.entries()) {
      expect(b).toHaveLength(4);
      for (const c of b) expect(c.value).toBe(c.x[0]! * c.x[0]! + c.x[1]! * c.x[1]!);
      expect(Math.min(...b.map((c) => c.value))).toBe(r.history[k]!.min);
    }
    expect(batches.at(-1)).toEqual(r.lastBatch);
  });

  it('lastBatch is the last iteration as evaluated, also without onIteration (snapshots reuse their buffers)', async () => {
    for (const optimizer of [pso({ swarmSize: 5 }), hcspso({ population: 6 }), evolutionStrategy()]) {
      for (const maxIterations of [1, 2, 7]) {
        const seen = new Map<number, Array<{ x: number[]; value: number }>>();
        const recorder: Objective = {
          space,
          evaluate: (x, ctx: EvaluationContext) => {
            const value = Math.sin(3 * x[0]!) + x[1]! * x[1]!;
            (seen.get(ctx.iteration) ?? seen.set(ctx.iteration, []).get(ctx.iteration)!).push({ x: Array.from(x), value });
            return value;
          },
        };
        const r = await minimize(recorder, optimizer, { seed: 11, maxIterations });
        const last = seen.get(r.history.at(-1)!.iteration)!;
        expect(r.lastBatch, `${optimizer.name} ${maxIterations}`).toEqual(last);
        // fresh arrays: writing to them changes nothing the caller did not own
        r.lastBatch[0]!.x[0] = 99;
        expect(last[0]!.x[0]).not.toBe(99);
      }
    }
  });

  it('never exceeds maxEvaluations and counts iterations and history', async () => {
    const r = await minimize(sphere, evolutionStrategy(), { seed: 3, maxEvaluations: 100 });
    expect(r.evaluations).toBe(3 + 4 * 21); // the 5th generation would exceed 100
    expect(r.stoppedBy).toBe('maxEvaluations');
    expect(r.history.map((h) => h.evaluations)).toEqual([3, 24, 45, 66, 87]);
    expect(r.seed).toBe(3);
    for (const h of r.history) expect(h.min <= h.mean && h.mean <= h.max && h.bestSoFar <= h.min + 1e-300).toBe(true);
    // bestSoFar is monotone without re-evaluation
    for (let k = 1; k < r.history.length; k++) expect(r.history[k]!.bestSoFar).toBeLessThanOrEqual(r.history[k - 1]!.bestSoFar);
    expect(r.best.value).toBe(r.history.at(-1)!.bestSoFar);
    expect(sphere.evaluate(Float64Array.from(r.best.x), {} as EvaluationContext)).toBe(r.best.value);
  });

  it('stops at the target, on stagnation, on abort', async () => {
    const t = await minimize(sphere, pso({ preset: 'clerc-kennedy' }), { seed: 1, maxIterations: 1000, target: 1e-6 });
    expect(t.stoppedBy).toBe('target');
    expect(t.best.value).toBeLessThanOrEqual(1e-6);
    expect(t.history.at(-2)!.bestSoFar).toBeGreaterThan(1e-6);
    const flat: Objective = { space, evaluate: () => 1 };
    const s = await minimize(flat, randomSearch(), { seed: 1, maxIterations: 100, stagnation: 5 });
    expect(s.stoppedBy).toBe('stagnation');
    expect(s.iterations).toBe(6); // the first iteration improves from Infinity
    const controller = new AbortController();
    const a = await minimize(sphere, pso(), {
      seed: 1,
      maxIterations: 100,
      signal: controller.signal,
      onIteration: (p) => {
        if (p.iteration === 2) controller.abort();
      },
    });
    expect(a.stoppedBy).toBe('abort');
    expect(a.iterations).toBe(3);
  });

  it('gives every candidate of an iteration the same iteration seed and distinct candidate seeds', async () => {
    const seen = new Map<number, { seeds: Set<number>; cands: Set<number>; indices: number[] }>();
    await minimize(
      {
        space,
        evaluate: (x, ctx) => {
          const e = seen.get(ctx.iteration) ?? { seeds: new Set(), cands: new Set(), indices: [] };
          e.seeds.add(ctx.iterationSeed);
          e.cands.add(ctx.candidateSeed);
          e.indices.push(ctx.index);
          seen.set(ctx.iteration, e);
          return x[0]!;
        },
      },
      pso({ swarmSize: 6, reevaluate: 'global-best' }),
      { seed: 11, maxIterations: 3 },
    );
    expect([...seen.keys()]).toEqual([0, 1, 2]);
    expect(seen.get(0)!.indices).toEqual([0, 1, 2, 3, 4, 5]);
    expect(seen.get(1)!.indices).toEqual([0, 1, 2, 3, 4, 5, 6]); // + re-evaluation of the global best
    const iterationSeeds = [...seen.values()].map((e) => [...e.seeds]);
    for (const s of iterationSeeds) expect(s).toHaveLength(1);
    expect(new Set(iterationSeeds.flat()).size).toBe(3);
    expect(seen.get(1)!.cands.size).toBe(7);
  });

  it('iteration seeds do not depend on the optimizer', async () => {
    const seeds = async (opt: ReturnType<typeof pso>) => {
      const out: number[] = [];
      await minimize({ space, evaluate: (_x, c) => (c.index === 0 ? (out.push(c.iterationSeed), 0) : 0) }, opt, { seed: 4, maxIterations: 3 });
      return out;
    };
    expect(await seeds(pso())).toEqual(await seeds(cuckooSearch()));
  });

  it('rejects NaN and non-numbers from the objective, naming the candidate', async () => {
    await expect(minimize({ space, evaluate: (x) => (x[0]! > 0 ? NaN : 1) }, randomSearch({ batchSize: 50 }), { seed: 1, maxIterations: 1 })).rejects.toThrow(
      /values\[\d+\] \(iteration 0\) must be a number/,
    );
    await expect(minimize({ space, evaluate: () => 'a' as unknown as number }, randomSearch(), { seed: 1, maxIterations: 1 })).rejects.toThrow(
      /candidate 0 of iteration 0 returned a/,
    );
    const session = pso().start(space, createRng(1));
    expect(() => session.tell([1, 2])).toThrow(/expected 30 values/);
  });

  it('re-evaluation keeps a lucky noisy best from sticking', async () => {
    // f = |x| + noise where iteration 0 has a huge negative outlier for candidate 0
    const noisy: Objective = { space, evaluate: (x, c) => Math.abs(x[0]!) + (c.iteration === 0 && c.index === 0 ? -100 : 0) };
    const none = await minimize(noisy, pso({ swarmSize: 5 }), { seed: 2, maxIterations: 10 });
    const re = await minimize(noisy, pso({ swarmSize: 5, reevaluate: 'global-best' }), { seed: 2, maxIterations: 10 });
    expect(none.best.value).toBeLessThan(-99);
    expect(re.best.value).toBeGreaterThanOrEqual(0);
    const es = await minimize(noisy, evolutionStrategy({ reevaluate: 'parents' }), { seed: 2, maxIterations: 10 });
    expect(es.best.value).toBeGreaterThanOrEqual(0);
  });
});

describe('boundary handling', () => {
  it('reflect folds as Dupont 2020 sec. 4.3 and negates the velocity on odd folds', () => {
    const lo = Float64Array.of(0);
    const hi = Float64Array.of(10);
    const rng = createRng(1);
    const cases: Array<[number, number, number]> = [
      [12, 8, -1], // x = max - (x - max)
      [-3, 3, -1], // x = min + (min - x)
      [23, 3, 1], // two folds
      [-27, 7, -1], // three folds: -27 -> 27 -> -7 -> 7
    ];
    for (const [x, expected, vsign] of cases) {
      const xs = Float64Array.of(x);
      const v = Float64Array.of(1);
      applyBoundary('reflect', xs, 0, 1, lo, hi, v, rng);
      expect(xs[0]).toBeCloseTo(expected, 12);
      expect(v[0]).toBe(vsign);
    }
    const c = Float64Array.of(12);
    const v = Float64Array.of(3);
    applyBoundary('clip', c, 0, 1, lo, hi, v, rng);
    expect([c[0], v[0]]).toEqual([10, 0]);
    const p = Float64Array.of(-3);
    applyBoundary('periodic', p, 0, 1, lo, hi, null, rng);
    expect(p[0]).toBeCloseTo(7, 12);
  });

  it('every evaluated point lies inside the bounds (property)', async () => {
    const modes: BoundaryHandling[] = ['reflect', 'clip', 'random', 'periodic'];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.double({ min: -1e3, max: 1e3, noNaN: true }), fc.double({ min: 1e-3, max: 1e3, noNaN: true })), { minLength: 1, maxLength: 4 }),
        fc.constantFrom(...modes),
        fc.integer({ min: 0, max: 6 }),
        fc.nat(1000),
        async (box, boundary, which, seed) => {
          const s = searchSpace({ lower: box.map(([l]) => l), upper: box.map(([l, w]) => l + w) });
          const opts = [
            pso({ boundary, swarmSize: 6, initialVelocity: 'uniform', chi: 3 }),
            pso({ boundary, preset: 'chhabra2019', swarmSize: 6, vmax: 5 }),
            evolutionStrategy({ boundary, initialSigma: 5, recombination: 'intermediate' }),
            cuckooSearch({ boundary, nests: 5, alpha0: 50 }),
            hcspso({ boundary, population: 6, alpha0: 50, vmax: 5 }),
            randomSearch({ batchSize: 5 }),
            coevolution(),
          ];
          const opt = opts[which]!;
          if (which === 6 && s.dimension < 2) return;
          let ok = true;
          await minimize(
            {
              space: s,
              evaluate: (x) => {
                for (let j = 0; j < x.length; j++) if (!(x[j]! >= s.lower[j]! && x[j]! <= s.upper[j]!)) ok = false;
                return -x[0]!; // pushes towards the upper bound
              },
            },
            opt,
            { seed, maxIterations: 8 },
          );
          return ok;
        },
      ),
      { numRuns: 150 },
    );
  });
});
