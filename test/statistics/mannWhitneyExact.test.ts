import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mannWhitneyU } from '../../src/statistics/index';
import { InvalidInputError } from '../../src/errors/index';
import { expectRel } from './reference';
import type { Json } from './reference';

// data/reference/mann-whitney-exact-vectors.py: exact integer counts (Python big integers)
const file = path.resolve(import.meta.dirname, '../../data/reference/mann-whitney-exact-vectors.json');
const vectors: Json = JSON.parse(fs.readFileSync(file, 'utf8'));

/** x, y with U of x = u: x's pooled ranks are i + 1 + c_i, c nondecreasing in [0, n2] with sum u. */
function samples(n1: number, n2: number, u: number): { x: number[]; y: number[] } {
  const c = new Array<number>(n1).fill(0);
  let left = u;
  for (let i = n1 - 1; i >= 0; i--) {
    c[i] = Math.min(n2, left);
    left -= c[i]!;
  }
  const xr = c.map((ci, i) => i + 1 + ci);
  const xs = new Set(xr);
  const y: number[] = [];
  for (let r = 1; r <= n1 + n2; r++) if (!xs.has(r)) y.push(r);
  return { x: xr, y };
}

describe('mannWhitneyU exact: big-integer tails (issue 37)', () => {
  it('matches the big-integer reference in both tails, up to 300 x 300', () => {
    for (const c of vectors.cases as Json[]) {
      const mn = c.n1 * c.n2;
      // past 200 x 200 a long tail costs up to a second: there the far tails, the 4.5e-28 case and the centre
      if (mn > 40_000 && Math.min(c.u, mn - c.u) > mn / 20 && c.u !== 22_500 && c.u !== mn / 2) continue;
      const { x, y } = samples(c.n1, c.n2, c.u);
      const less = mannWhitneyU(x, y, { alternative: 'less', method: 'exact' });
      const greater = mannWhitneyU(x, y, { alternative: 'greater', method: 'exact' });
      const label = `${c.n1} x ${c.n2}, U = ${c.u}`;
      expect(less.statistic).toBe(c.u);
      expect(less.pValue).toBeGreaterThan(0);
      expect(less.pValue).toBeLessThanOrEqual(1);
      expectRel(less.pValue, c.cdf, 1e-14, `${label} P(U <= u)`);
      expectRel(greater.pValue, c.sf, 1e-14, `${label} P(U >= u)`);
      expect(Math.abs(less.log10PValue - c.log10Cdf)).toBeLessThan(1e-12);
      expect(Math.abs(greater.log10PValue - c.log10Sf)).toBeLessThan(1e-12);
      if (c.n1 * c.n2 <= 40_000) {
        const two = mannWhitneyU(x, y, { method: 'exact' }); // the same counts; kept to the smaller sizes for time
        expectRel(two.pValue, Math.min(1, 2 * Math.min(c.cdf, c.sf)), 1e-14, `${label} two-sided`);
      }
      if (c.scipyLess !== undefined) expectRel(less.pValue, c.scipyLess, 1e-12, `${label} scipy`);
    }
  });

  it('the cases of the issue: no negative p at 40 x 40 and 100 x 100, 1e-28 (not 1) at 300 x 300', () => {
    const at = (n1: number, n2: number, u: number): Json => (vectors.cases as Json[]).find((c) => c.n1 === n1 && c.n2 === n2 && c.u === u);
    for (const [n1, n2] of [[40, 40], [100, 100]] as const) {
      const { x, y } = samples(n1, n2, 0);
      const r = mannWhitneyU(x, y, { alternative: 'less', method: 'exact' });
      expectRel(r.pValue, at(n1, n2, 0).cdf, 1e-14, `${n1} x ${n2}, U = 0`); // 1 / C(n1 + n2, n1)
    }
    const c = at(300, 300, 22500);
    expect(c.cdf).toBeGreaterThan(1e-29);
    expect(c.cdf).toBeLessThan(1e-27); // 4.49e-28
    const { x, y } = samples(300, 300, 22500);
    expectRel(mannWhitneyU(x, y, { alternative: 'less', method: 'exact' }).pValue, c.cdf, 1e-14, '300 x 300 tail');
    // U = 0 at 300 x 300: p = 1 / C(600, 300) = 7.4e-180, far below what a double recursion keeps
    const zero = samples(300, 300, 0);
    expect(mannWhitneyU(zero.x, zero.y, { alternative: 'less', method: 'exact' }).log10PValue).toBeCloseTo(at(300, 300, 0).log10Cdf, 10);
  });

  it('p of each tail is in (0, 1] and the two tails add up to 1 + P(U = u) (fast-check, seeded)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 60 }), fc.double({ min: 0, max: 1, noNaN: true }), (n1, n2, f) => {
        const u = Math.round(f * n1 * n2);
        const { x, y } = samples(n1, n2, u);
        const lo = mannWhitneyU(x, y, { alternative: 'less', method: 'exact' }).pValue;
        const hi = mannWhitneyU(x, y, { alternative: 'greater', method: 'exact' }).pValue;
        expect(lo > 0 && lo <= 1 && hi > 0 && hi <= 1).toBe(true);
        expect(lo + hi).toBeGreaterThanOrEqual(1 - 1e-12);
        // symmetry: swapping x and y mirrors the tails
        expect(mannWhitneyU(y, x, { alternative: 'greater', method: 'exact' }).pValue).toBe(lo);
      }),
      { numRuns: 80, seed: 37 },
    );
  });

  it('refuses exact past its documented size, and auto falls back to the normal approximation there', () => {
    const big = samples(301, 300, 1000);
    expect(() => mannWhitneyU(big.x, big.y, { method: 'exact' })).toThrow(InvalidInputError);
    expect(() => mannWhitneyU(big.x, big.y, { method: 'exact' })).toThrow(/min\(n1, n2\) n1 n2 <= 27000000.*301 x 300.*'asymptotic'/);
    const wide = samples(2, 50_001, 10);
    expect(mannWhitneyU(wide.x, wide.y).method).toBe('asymptotic'); // n1 n2 = 100,002 > 1e5
    const ok = samples(8, 12_500, 10); // n1 n2 = 1e5: still exact
    expect(mannWhitneyU(ok.x, ok.y).method).toBe('exact');
  });
});
