import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cmaEs, minimize, searchSpace } from '../../src/optimizers/index';
import { householderSteps } from '../../src/optimizers/internals/householderEigen';
import { jacobiEigen } from '../../src/optimizers/internals/jacobiEigen';
import { createRng, standardNormal } from '../../src/random/index';
import { loadBound } from '../helpers/loadBound';
import { expectEigenDecomposition } from './helpers';

/** A random symmetric matrix (standard normal entries), optionally with repeated / zero rows. */
function symmetric(m: number, seed: number, zeroRows = 0): Float64Array {
  const rng = createRng(seed);
  const a = new Float64Array(m * m);
  for (let i = 0; i < m; i++) for (let j = 0; j <= i; j++) a[i * m + j] = a[j * m + i] = i < zeroRows || j < zeroRows ? 0 : standardNormal(rng);
  return a;
}

/** Runs every step, counting them. */
function decompose(a: Float64Array, m: number): { values: Float64Array; v: Float64Array; steps: number } {
  const values = new Float64Array(m);
  const v = new Float64Array(m * m);
  let steps = 0;
  const it = householderSteps(a, m, values, v, new Float64Array(m * m));
  while (it.next().done !== true) steps++;
  return { values, v, steps };
}

describe('householderSteps (Householder + implicit QL, issue 41)', () => {
  it('reconstructs random symmetric matrices (zero rows included): A = V diag(values) V^T with V orthogonal (to 1e-10)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 24 }), fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 0, max: 3 }), (m, seed, zeros) => {
        const a = symmetric(m, seed, Math.min(zeros, m));
        const { values, v } = decompose(a, m);
        expectEigenDecomposition(a, m, values, v, expect);
      }),
      { numRuns: 80, seed: 41 },
    );
  });

  it('has the eigenvalues Jacobi finds (sorted, to 1e-10), and diag(1..m) exactly', () => {
    for (const seed of [1, 2, 3]) {
      const a = symmetric(30, seed);
      const jv = new Float64Array(30);
      jacobiEigen(a, 30, jv, new Float64Array(900));
      const hv = decompose(a, 30).values;
      const sj = Array.from(jv).sort((p, q) => p - q);
      Array.from(hv).sort((p, q) => p - q).forEach((v, i) => expect(Math.abs(v - sj[i]!)).toBeLessThan(1e-10));
    }
    const diag = new Float64Array(25);
    for (let i = 0; i < 5; i++) diag[i * 5 + i] = i + 1;
    expect(Array.from(decompose(diag, 5).values).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('pauses every O(n^2) work: at least 2(n - 1) steps (a Householder and an accumulation column each), so an abort is seen at any n', () => {
    for (const m of [2, 10, 60]) expect(decompose(symmetric(m, m), m).steps).toBeGreaterThanOrEqual(2 * (m - 1));
  });

  it('leaves values and vectors untouched until the last step, and refuses a matrix holding NaN', () => {
    const m = 8;
    const values = new Float64Array(m).fill(7);
    const v = new Float64Array(m * m).fill(7);
    const it = householderSteps(symmetric(m, 5), m, values, v, new Float64Array(m * m));
    for (let k = 0; k < 2 * (m - 1); k++) it.next();
    expect(values.every((x) => x === 7) && v.every((x) => x === 7)).toBe(true);
    const bad = symmetric(m, 6);
    bad[3 * m + 4] = bad[4 * m + 3] = NaN;
    const run = householderSteps(bad, m, values, v, new Float64Array(m * m));
    // NaN never converges: either the QL cap refuses it, or the values come out NaN (never a hang)
    try {
      while (run.next().done !== true) { /* every step */ }
      expect(Array.from(values).some(Number.isNaN)).toBe(true);
    } catch (e) {
      expect(String(e)).toMatch(/did not converge/);
    }
  });
});

describe('cmaEs at high dimension (issue 41)', () => {
  it('1,200 dimensions with AbortSignal.timeout(3000) returns "abort" (it took 100 s: the end of the run finished the aborted decomposition)', async () => {
    const n = 1200;
    const space = searchSpace({ lower: Array(n).fill(-5), upper: Array(n).fill(5) });
    const r = await minimize({ space, evaluate: (x) => x.reduce((s, v) => s + v * v, 0) }, cmaEs(), {
      seed: 1, maxIterations: 1e7, signal: AbortSignal.timeout(3000),
    });
    expect(r.stoppedBy).toBe('abort');
    expect(r.iterations).toBeGreaterThan(0);
    expect(r.state.iteration).toBe(r.iterations);
    // the test's own time bound: the fixed version returns in 3-4 s on the idle machine
  }, loadBound(6_000));
});
