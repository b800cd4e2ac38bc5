import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../src/errors/index';
import { cmaEs, minimize, searchSpace, type Objective } from '../../src/optimizers/index';
import { jacobiEigen } from '../../src/optimizers/internals/jacobiEigen';
import { createRng, standardNormal } from '../../src/random/index';
import { loadBound } from '../helpers/loadBound';
import { expectEigenDecomposition } from './helpers';

const n = 10;
const box = searchSpace({ lower: Array(n).fill(-5), upper: Array(n).fill(5) });
const sphere = (x: Float64Array) => x.reduce((s, v) => s + v * v, 0);
const ellipsoid = (x: ArrayLike<number>) => {
  let s = 0;
  for (let i = 0; i < n; i++) s += 1e6 ** (i / (n - 1)) * x[i]! * x[i]!;
  return s;
};
const rosenbrock = (x: Float64Array) => {
  let s = 0;
  for (let i = 0; i + 1 < n; i++) s += 100 * (x[i + 1]! - x[i]! ** 2) ** 2 + (1 - x[i]!) ** 2;
  return s;
};

/** Evaluations until the best value falls below 1e-8 (the run stops there: `target`). */
async function evaluationsTo1e8(f: (x: Float64Array) => number, mean0: number, seed: number): Promise<number> {
  const r = await minimize({ space: box, evaluate: f }, cmaEs({ restarts: 0, mean0: Array(n).fill(mean0), sigma0: 0.05 }), { seed, maxEvaluations: 30_000, target: 1e-8 });
  expect(r.stoppedBy, `seed ${seed}`).toBe('target');
  return r.evaluations;
}

/**
 * Reference budgets for CMA-ES in 10-D with its default population (lambda = 10), the orders of
 * magnitude reported for the default algorithm (Hansen & Ostermeier 2001; Hansen 2006, "The CMA
 * evolution strategy: a comparing review"; pycma's documented example runs): about 1,500
 * evaluations on the sphere, 6,000 on the ellipsoid with condition 1e6 and 6,000-7,000 on Rosenbrock
 * to reach 1e-8 to 1e-10 from a start at distance about 1-3 with step size 0.5. Measured here (seeds 1-3, start 1s (0s for Rosenbrock), sigma0 0.5):
 * sphere 1,300-1,370, ellipsoid 5,600-6,010, Rosenbrock 5,170-6,110. The tests allow 40% above the
 * references: 2,100, 8,400 and 9,800.
 */
describe('cmaEs on the standard functions (10-D), against published budgets', () => {
  it('sphere within 2,100 evaluations, ellipsoid (cond 1e6) within 8,400, Rosenbrock within 9,800 (seeds 1-3)', async () => {
    for (const seed of [1, 2, 3]) {
      expect(await evaluationsTo1e8(sphere, 1, seed)).toBeLessThanOrEqual(2_100);
      expect(await evaluationsTo1e8(ellipsoid, 1, seed)).toBeLessThanOrEqual(8_400);
      expect(await evaluationsTo1e8(rosenbrock, 0, seed)).toBeLessThanOrEqual(9_800);
    }
  }, loadBound(60_000));

  it('is rotation invariant: a rotated ellipsoid needs about as many evaluations (ratio in [0.75, 1.33], seeds 1-3)', async () => {
    // a random orthogonal matrix (Gram-Schmidt on Gaussian vectors)
    const rng = createRng(77);
    const q = Array.from({ length: n }, () => Array.from({ length: n }, () => standardNormal(rng)));
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < i; j++) {
        const dot = q[i]!.reduce((s, v, k) => s + v * q[j]![k]!, 0);
        q[i] = q[i]!.map((v, k) => v - dot * q[j]![k]!);
      }
      const norm = Math.hypot(...q[i]!);
      q[i] = q[i]!.map((v) => v / norm);
    }
    const rotated = (x: Float64Array) => ellipsoid(q.map((row) => row.reduce((s, v, k) => s + v * x[k]!, 0)));
    let plain = 0;
    let turned = 0;
    for (const seed of [1, 2, 3]) {
      plain += await evaluationsTo1e8(ellipsoid, 1, seed);
      turned += await evaluationsTo1e8(rotated, 1, seed);
    }
    expect(turned / plain).toBeGreaterThan(0.75);
    expect(turned / plain).toBeLessThan(1.33);
  }, loadBound(60_000));
});

describe('IPOP restarts (Auger & Hansen 2005)', () => {
  const rastrigin = (x: Float64Array) => 10 * x.length + x.reduce((s, v) => s + v * v - 10 * Math.cos(2 * Math.PI * v), 0);
  const space = searchSpace({ lower: Array(n).fill(-5.12), upper: Array(n).fill(5.12) });

  it('Rastrigin 10-D: f < 1e-6 in at least 4 of 5 seeds within 200,000 evaluations (measured: all 5 seeds, at 55,600-148,000)', async () => {
    let solved = 0;
    for (const seed of [1, 2, 3, 4, 5]) {
      const r = await minimize({ space, evaluate: rastrigin }, cmaEs({ restarts: 9, sigma0: 0.2 }), { seed, maxEvaluations: 200_000, target: 1e-6 });
      if (r.best.value < 1e-6) solved++;
    }
    expect(solved).toBeGreaterThanOrEqual(4);
  }, loadBound(60_000));

  it('each restart doubles the population, and the history says which run an iteration belongs to', async () => {
    const r = await minimize({ space, evaluate: rastrigin }, cmaEs({ restarts: 3, sigma0: 0.2, tolFun: 1e-3 }), { seed: 2, maxEvaluations: 20_000 });
    const restarts = r.history.map((h) => h.restart!);
    expect(restarts[0]).toBe(0);
    expect(Math.max(...restarts)).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < restarts.length; i++) expect(restarts[i]! - restarts[i - 1]!).toBeGreaterThanOrEqual(0);
    // batch size of run k: 10 * 2^k (lambda = 4 + floor(3 ln 10) = 10)
    for (let i = 0; i < r.history.length; i++) {
      const size = r.history[i]!.evaluations - (i === 0 ? 0 : r.history[i - 1]!.evaluations);
      expect(size).toBe(10 * 2 ** restarts[i]!);
    }
  }, loadBound(30_000));
});

describe('cmaEs: determinism, resume, bounds, options', () => {
  const small: Objective = { space: searchSpace({ lower: [-3, 0, 10], upper: [3, 1, 20] }), evaluate: (x) => (x[0]! - 2.9) ** 2 + x[1]! ** 2 + (x[2]! - 12) ** 2 };

  it('same seed, same run; a run resumed from JSON (across restarts) equals the uninterrupted one', async () => {
    const opts = { restarts: 4, tolFun: 1e-4 };
    const whole = await minimize(small, cmaEs(opts), { seed: 5, maxIterations: 120 });
    expect(await minimize(small, cmaEs(opts), { seed: 5, maxIterations: 120 })).toEqual(whole);
    expect(Math.max(...whole.history.map((h) => h.restart!))).toBeGreaterThan(0);
    const first = await minimize(small, cmaEs(opts), { seed: 5, maxIterations: 37 });
    const rest = await minimize(small, cmaEs(opts), { seed: 5, maxIterations: 120, resumeFrom: JSON.parse(JSON.stringify(first.state)) });
    expect(rest.best).toEqual(whole.best);
    expect(rest.history).toEqual(whole.history);
  });

  it('every evaluated point is in the box (property over seeds, step sizes and starts)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.double({ min: 0.01, max: 5, noNaN: true }), async (seed, sigma0) => {
        const seen: number[][] = [];
        const spy: Objective = { ...small, evaluate: (x, ctx) => (seen.push(Array.from(x)), small.evaluate(x, ctx)) };
        await minimize(spy, cmaEs({ sigma0, restarts: 1 }), { seed, maxIterations: 15 });
        for (const x of seen) x.forEach((v, j) => expect(v >= small.space.lower[j]! && v <= small.space.upper[j]!).toBe(true));
      }),
      { numRuns: 40 },
    );
  });

  it('bad options are InvalidInputErrors naming the option', () => {
    expect(() => cmaEs({ sigma0: 0 })).toThrow(/cmaEs\.sigma0: expected a number in \(0, 10\]/);
    expect(() => cmaEs({ populationSize: 1 })).toThrow(/cmaEs\.populationSize/);
    expect(() => cmaEs({ restarts: -1 })).toThrow(InvalidInputError);
    expect(() => cmaEs({ mean0: [Number.NaN] })).toThrow(/cmaEs\.mean0/);
    expect(() => cmaEs({ mean0: [1, 2] }).start(small.space, createRng(1))).toThrow(/cmaEs\.mean0: expected 3 values \(the dimension\), got 2/);
  });
});

describe('cmaEs termination criteria (Hansen 2016, App. B)', () => {
  it('pure noise ends in stagnation, a flat function in tolFun, and each stop starts the next run', async () => {
    const { CmaEsSession } = await import('../../src/optimizers/internals/CmaEsSession');
    const { resolveCmaEs } = await import('../../src/optimizers/internals/cmaEsConfig');
    const space = searchSpace({ lower: [0, 0, 0], upper: [1, 1, 1] });
    const runUntilStop = (f: (x: Float64Array, i: number) => number) => {
      const s = new CmaEsSession(space, createRng(3), resolveCmaEs({ restarts: 1 }));
      s.startRun(0);
      let calls = 0;
      while (s.restart === 0 && calls < 100_000) s.tell(s.ask().map((c, i) => f(c.x, calls++ + i)));
      return s;
    };
    const noise = runUntilStop((_, i) => Math.sin(i * 12.9898) * 43758.5453 % 1);
    expect(noise.lastStop).toBe('stagnation');
    expect(noise.restart).toBe(1);
    expect(noise.ask()).toHaveLength(2 * (4 + Math.floor(3 * Math.log(3))));
    expect(runUntilStop(() => 7).lastStop).toBe('tolFun');
  });
});

describe('jacobiEigen', () => {
  it('reconstructs random symmetric matrices: A = V diag(values) V^T with V orthogonal (to 1e-10)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 1e6 }), (m, seed) => {
        const rng = createRng(seed);
        const a = new Float64Array(m * m);
        for (let i = 0; i < m; i++) for (let j = 0; j <= i; j++) a[i * m + j] = a[j * m + i] = standardNormal(rng);
        const values = new Float64Array(m);
        const v = new Float64Array(m * m);
        jacobiEigen(a, m, values, v);
        expectEigenDecomposition(a, m, values, v, expect);
      }),
      { numRuns: 60 },
    );
  });
});
