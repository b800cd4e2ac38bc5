import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { wilcoxonSignedRank } from '../../src/statistics/index';
import { InvalidInputError } from '../../src/errors/index';
import { expectRel } from './reference';
import type { Json } from './reference';

// data/reference/wilcoxon-zeros-vectors.py: scipy 1.17.1, and the sign flips enumerated for n <= 13
const file = path.resolve(import.meta.dirname, '../../data/reference/wilcoxon-zeros-vectors.json');
const vectors: Json = JSON.parse(fs.readFileSync(file, 'utf8'));

describe('wilcoxonSignedRank with zero and tied differences (issue 37)', () => {
  it("issue 37's cases: half of the differences zero no longer throws; p as scipy", () => {
    const four = [0, 0, 0, 0, -3, 1, 1, 2];
    expect(wilcoxonSignedRank(four, undefined, { method: 'asymptotic' }).pValue).toBeCloseTo(0.7127018566581784, 14);
    expect(wilcoxonSignedRank(four).pValue).toBe(0.75); // scipy 1.17 auto: all 2^8 sign flips
    const five = [0, 0, 0, 0, 0, 1, 2, 3, 4, 5];
    expect(wilcoxonSignedRank(five, undefined, { method: 'asymptotic' }).pValue).toBeCloseTo(0.043114446783075355, 14);
    expect(wilcoxonSignedRank(five).pValue).toBe(0.0625); // 2 / 2^5: every nonzero difference positive
  });

  it('every case, zero method, alternative and method agrees with scipy 1.17.1', () => {
    let compared = 0;
    for (const c of vectors.cases as Json[]) {
      for (const [key, v] of Object.entries(c.scipy as Record<string, Json>)) {
        const [zeroMethod, alternative, method] = key.split('|') as ['wilcox' | 'pratt' | 'zsplit', 'two-sided' | 'greater' | 'less', string];
        if (method === 'enumerated') continue;
        const label = `${c.name} ${key}`;
        if (v.pvalue === null) {
          expect(() => wilcoxonSignedRank(c.d, undefined, { zeroMethod, alternative, method: method as 'auto' })).toThrow(InvalidInputError);
          continue;
        }
        const r = wilcoxonSignedRank(c.d, undefined, { zeroMethod, alternative, method: method as 'auto' });
        expect(r.statistic, label).toBe(v.statistic);
        expectRel(r.pValue, v.pvalue, 1e-12, label);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(700);
  });

  it("method 'exact' with ties and zeros is the enumerated conditional distribution", () => {
    for (const c of vectors.cases as Json[]) {
      for (const [key, p] of Object.entries(c.scipy as Record<string, Json>)) {
        const [zeroMethod, alternative, method] = key.split('|') as ['wilcox' | 'pratt' | 'zsplit', 'two-sided' | 'greater' | 'less', string];
        if (method !== 'enumerated') continue;
        const r = wilcoxonSignedRank(c.d, undefined, { zeroMethod, alternative, method: 'exact' });
        expect(r.method).toBe('exact');
        expectRel(r.pValue, p as number, 1e-13, `${c.name} ${key}`);
      }
    }
  });

  it("auto follows scipy 1.17's rule: exact without ties/zeros to 50, conditional exact with them to 13, else normal", () => {
    const distinct = (n: number): number[] => Array.from({ length: n }, (_, i) => (i % 3 === 0 ? -(i + 1) : i + 1));
    expect(wilcoxonSignedRank(distinct(50)).method).toBe('exact');
    expect(wilcoxonSignedRank(distinct(51)).method).toBe('asymptotic');
    const withZero = (n: number): number[] => [0, ...distinct(n - 1)];
    expect(wilcoxonSignedRank(withZero(13)).method).toBe('exact');
    expect(wilcoxonSignedRank(withZero(14)).method).toBe('asymptotic');
    const withTie = (n: number): number[] => [1, ...distinct(n - 1)]; // |1| twice
    expect(wilcoxonSignedRank(withTie(13)).method).toBe('exact');
    expect(wilcoxonSignedRank(withTie(14)).method).toBe('asymptotic');
  });

  it('any share of zeros below all: a result in (0, 1]; all zeros: a typed error naming the count (fast-check, seeded)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 5 }), { minLength: 1, maxLength: 30 }), fc.constantFrom('wilcox' as const, 'pratt' as const, 'zsplit' as const), (d, zeroMethod) => {
        if (d.every((v) => v === 0)) {
          expect(() => wilcoxonSignedRank(d, undefined, { zeroMethod })).toThrow(new RegExp(`every difference is zero \\(${d.length} of ${d.length}\\)`));
          return;
        }
        for (const method of ['auto', 'exact'] as const) {
          const r = wilcoxonSignedRank(d, undefined, { zeroMethod, method });
          expect(r.pValue > 0 && r.pValue <= 1).toBe(true);
        }
      }),
      { numRuns: 300, seed: 37 },
    );
  });
});
