import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adjustLog10PValues, adjustPValues, friedman, rank, shafferCounts } from '../../src/statistics/index';
import { InvalidInputError } from '../../src/errors/index';
import type { AdjustmentMethod } from '../../src/statistics/index';
import { expectAllRel, ref } from './reference';
import { loadBound } from '../helpers/loadBound';

const e = ref.e_multiple_testing;

describe('adjustPValues (reference e_multiple_testing)', () => {
  it('example 1: Holm, Bonferroni, Hochberg', () => {
    expectAllRel(adjustPValues(e.example1.p, 'holm'), e.example1.holm, 1e-14, 'holm');
    expectAllRel(adjustPValues(e.example1.p, 'bonferroni'), e.example1.bonferroni, 1e-14, 'bonferroni');
    expectAllRel(adjustPValues(e.example1.p, 'hochberg'), e.example1.hochberg, 1e-14, 'hochberg');
    expect(adjustPValues(e.example1.p, 'holm').map((p) => p < 0.05)).toEqual(e.example1['holm_reject_at_0.05']);
    expect(adjustPValues(e.example1.p, 'none')).toEqual(e.example1.p);
  });

  it('example 2: Holm with tied p-values', () => {
    expectAllRel(adjustPValues(e.example2_with_tied_p.p, 'holm'), e.example2_with_tied_p.holm, 1e-14, 'holm');
  });

  it('Shaffer S(k) for k = 2..10 and the t_j sequences for k = 4, 5', () => {
    for (const [k, counts] of Object.entries(e.shaffer_S_k)) expect(shafferCounts(Number(k))).toEqual(counts);
    // t_j = max { s in S(k) : s <= m - j + 1 }
    const tj = (k: number): number[] => {
      const m = (k * (k - 1)) / 2;
      const s = shafferCounts(k);
      return Array.from({ length: m }, (_, j) => Math.max(...s.filter((c) => c <= m - j)));
    };
    expect(tj(4)).toEqual(e.shaffer_t_j_k4);
    expect(tj(5)).toEqual(e.shaffer_t_j_k5);
    expect(shafferCounts(1)).toEqual([0]);
  });

  it('Bergmann-Hommel is limited to k <= 10 and needs k', () => {
    expect(() => adjustPValues(new Array<number>(55).fill(0.01), 'bergmannHommel', { k: 11 })).toThrow(/k <= 10/);
    expect(() => adjustPValues([0.1, 0.2, 0.3], 'shaffer')).toThrow(InvalidInputError);
    expect(() => adjustPValues([0.1, 0.2], 'shaffer', { k: 3 })).toThrow(/k\(k-1\)\/2/);
    const p = Array.from({ length: 45 }, (_, i) => (i + 1) / 100);
    const t0 = performance.now();
    const bh = adjustPValues(p, 'bergmannHommel', { k: 10 });
    expect(performance.now() - t0).toBeLessThan(loadBound(2000));
    expect(Math.max(...bh)).toBeLessThanOrEqual(1);
  });

  it('works in log space for p-values that underflow', () => {
    const [a, b] = adjustLog10PValues([-400, -2], 'holm');
    expect(a).toBeCloseTo(-400 + Math.log10(2), 12);
    expect(b).toBeCloseTo(-2, 12);
    expect(() => adjustPValues([1.5], 'holm')).toThrow(/pValues\[0\]/);
  });
});

describe('adjusted p-value properties (fast-check)', () => {
  const methods: AdjustmentMethod[] = ['bonferroni', 'holm', 'hochberg', 'shaffer', 'bergmannHommel'];
  const pairwise = fc.integer({ min: 2, max: 6 }).chain((k) =>
    fc.tuple(fc.constant(k), fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: (k * (k - 1)) / 2, maxLength: (k * (k - 1)) / 2 })),
  );

  it('APV >= p, APV <= 1 and monotone in the raw p order', () => {
    fc.assert(
      fc.property(pairwise, ([k, p]) => {
        for (const method of methods) {
          const adj = adjustPValues(p, method, { k, enforceMonotonicity: true });
          const order = p.map((_, i) => i).sort((a, b) => p[a]! - p[b]!);
          for (let t = 0; t < p.length; t++) {
            expect(adj[t]!).toBeGreaterThanOrEqual(p[t]! * (1 - 1e-12));
            expect(adj[t]!).toBeLessThanOrEqual(1);
          }
          for (let t = 1; t < order.length; t++) {
            if (p[order[t]!]! > p[order[t - 1]!]!) expect(adj[order[t]!]!).toBeGreaterThanOrEqual(adj[order[t - 1]!]! * (1 - 1e-12));
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('power ordering: Bonferroni >= Holm >= Hochberg and Holm >= Shaffer >= Bergmann-Hommel', () => {
    fc.assert(
      fc.property(pairwise, ([k, p]) => {
        const [bon, holm, hoch, sh, bh] = methods.map((m) => adjustPValues(p, m, { k }));
        for (let t = 0; t < p.length; t++) {
          const tol = 1 + 1e-12;
          expect(holm![t]!).toBeLessThanOrEqual(bon![t]! * tol);
          expect(hoch![t]!).toBeLessThanOrEqual(holm![t]! * tol);
          expect(sh![t]!).toBeLessThanOrEqual(holm![t]! * tol);
          expect(bh![t]!).toBeLessThanOrEqual(sh![t]! * tol);
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('rank and Friedman properties (fast-check)', () => {
  const matrix = fc
    .tuple(fc.integer({ min: 2, max: 8 }), fc.integer({ min: 2, max: 7 }))
    .chain(([n, k]) => fc.array(fc.array(fc.integer({ min: 0, max: 5 }), { minLength: k, maxLength: k }), { minLength: n, maxLength: n }));

  it('ranks of each row sum to k(k+1)/2', () => {
    fc.assert(
      fc.property(matrix, fc.boolean(), (m, lower) => {
        const k = m[0]!.length;
        for (const row of rank(m, { lowerIsBetter: lower }).ranks) {
          expect(row.reduce((a, b) => a + b, 0)).toBe((k * (k + 1)) / 2);
        }
      }),
    );
  });

  it('Friedman statistic and p are invariant to permuting the setups (columns)', () => {
    fc.assert(
      fc.property(
        matrix.chain((m) => fc.tuple(fc.constant(m), fc.shuffledSubarray(m[0]!.map((_, j) => j), { minLength: m[0]!.length }))),
        ([m, perm]) => {
          const a = friedman(m);
          const b = friedman(m.map((row) => perm.map((j) => row[j]!)));
          expect(b.statistic).toBeCloseTo(a.statistic, 10);
          expect(b.statisticUncorrected).toBeCloseTo(a.statisticUncorrected, 10);
          expect(b.pValue).toBeCloseTo(a.pValue, 12);
          expect(b.averageRanks).toEqual(perm.map((j) => a.averageRanks[j]));
        },
      ),
    );
  });

  it('Friedman statistic does not depend on the direction of "better"', () => {
    fc.assert(
      fc.property(matrix, (m) => {
        expect(friedman(m, { lowerIsBetter: false }).statistic).toBeCloseTo(friedman(m).statistic, 10);
      }),
    );
  });
});
