import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mannWhitneyU, signTest, wilcoxonSignedRank, winMatrix } from '../../src/statistics/index';
import { expectAllRel, expectRel, ref } from './reference';
import type { Json } from './reference';

const g = ref.g_wilcoxon;

describe('wilcoxonSignedRank (reference g_wilcoxon, scipy)', () => {
  it('Hollander & Wolfe n = 9: exact and asymptotic, every alternative', () => {
    const { x, y } = g.no_ties_n9;
    for (const alt of ['two-sided', 'greater', 'less'] as const) {
      const ex = wilcoxonSignedRank(x, y, { alternative: alt, method: 'exact' });
      expect(ex.statistic).toBe(g.no_ties_n9[`exact_${alt}`].statistic);
      expectRel(ex.pValue, g.no_ties_n9[`exact_${alt}`].pvalue, 1e-12, `exact ${alt}`);
      expect(ex.method).toBe('exact');
      const as = wilcoxonSignedRank(x, y, { alternative: alt, method: 'asymptotic' });
      expect(as.statistic).toBe(g.no_ties_n9[`asymptotic_${alt}`].statistic);
      expectRel(as.pValue, g.no_ties_n9[`asymptotic_${alt}`].pvalue, 1e-12, `asymptotic ${alt}`);
    }
    const cc = wilcoxonSignedRank(x, y, { method: 'asymptotic', correction: true });
    expectRel(cc.pValue, g.no_ties_n9['asymptotic_two-sided_continuity'].pvalue, 1e-12);
    expect(wilcoxonSignedRank(x, y).method).toBe('exact'); // auto: n <= 50, no ties, no zeros
  });

  it('Demšar C4.5+m vs C4.5 (zeros and ties): wilcox, pratt, zsplit', () => {
    const c = g['demsar_C4.5+m_vs_C4.5'];
    const x = c['x (C4.5+m)'];
    const y = c['y (C4.5)'];
    for (const zm of ['wilcox', 'pratt', 'zsplit'] as const) {
      const r = wilcoxonSignedRank(x, y, { zeroMethod: zm });
      const e = c.scipy_asymptotic_by_zero_method[zm];
      expect(r.method).toBe('asymptotic');
      expect(r.statistic).toBe(e.statistic);
      expectRel(r.pValue, e.pvalue, 1e-12, zm);
      expectRel(Math.abs(r.zStatistic!), Math.abs(e.zstatistic), 1e-12, `${zm} z`);
    }
    expectRel(wilcoxonSignedRank(x, y, { alternative: 'greater' }).pValue, c['one_sided_greater_asymptotic (autorank uses alternative=\'greater\')'], 1e-12);
    const z = wilcoxonSignedRank(x, y, { zeroMethod: 'zsplit' });
    expect([z.rPlus, z.rMinus]).toEqual([c.demsar_style_zsplit_no_tie_variance_correction.R_plus, c.demsar_style_zsplit_no_tie_variance_correction.R_minus]);
    // exact with ties and zeros: the conditional distribution over all 2^n sign flips (n = 14 here)
    const d = x.map((v: number, i: number) => v - y[i]!).filter((v: number) => v !== 0);
    const abs = d.map(Math.abs);
    const rk = abs.map((a: number) => abs.filter((b: number) => b < a).length + (abs.filter((b: number) => b === a).length + 1) / 2);
    const obs = d.reduce((s: number, v: number, i: number) => s + (v > 0 ? rk[i]! : 0), 0);
    let le = 0;
    for (let mask = 0; mask < 1 << d.length; mask++) if (rk.reduce((s: number, r: number, i: number) => s + ((mask >> i) & 1 ? r : 0), 0) <= obs + 1e-9) le++;
    expect(wilcoxonSignedRank(x, y, { method: 'exact', alternative: 'less' }).pValue).toBeCloseTo(le / 2 ** d.length, 14);
  });

  it('one-sample n = 60 with ties (differences given directly)', () => {
    const c = g.n60_one_sample_with_ties;
    const r = wilcoxonSignedRank(c.d);
    expect(r.statistic).toBe(c.default_auto.statistic);
    expectRel(r.pValue, c.default_auto.pvalue, 1e-12);
    expectRel(Math.abs(r.zStatistic!), Math.abs(c.asymptotic.zstatistic), 1e-12);
  });

  it('all Demšar pairs, then Holm', () => {
    const c = g.demsar_all_pairs_wilcoxon_asymptotic_then_holm;
    const b = ref.b_friedman_demsar2006;
    const col = (name: string): number[] => b.data.map((row: number[]) => row[b.names.indexOf(name)]);
    const res = (c.pairs as string[][]).map(([a, bb]) => wilcoxonSignedRank(col(a!), col(bb!), { method: 'asymptotic' }));
    expect(res.map((r) => r.statistic)).toEqual(c.statistic);
    expectAllRel(res.map((r) => r.pValue), c.p_raw, 1e-12, 'p');
  });
});

describe('mannWhitneyU (reference g_mannwhitneyu, scipy)', () => {
  const m = ref.g_mannwhitneyu;
  it('no ties: exact (auto), asymptotic, one-sided', () => {
    const { x, y } = m.no_ties;
    const ex = mannWhitneyU(x, y);
    expect(ex.method).toBe('exact');
    expect(ex.statistic).toBe(m.no_ties.exact['U1 (statistic for x)']);
    expect(ex.u2).toBe(m.no_ties.exact['U2 = n1*n2 - U1']);
    expectRel(ex.pValue, m.no_ties.exact.pvalue, 1e-12);
    expectRel(mannWhitneyU(x, y, { method: 'asymptotic' }).pValue, m.no_ties.asymptotic.pvalue, 1e-12);
    expectRel(mannWhitneyU(x, y, { alternative: 'less' }).pValue, m.no_ties.auto_less.pvalue, 1e-12);
  });

  it('with ties: tie-corrected normal approximation, with and without continuity', () => {
    const { x, y } = m.with_ties;
    const r = mannWhitneyU(x, y);
    expect(r.method).toBe('asymptotic');
    expect(r.statistic).toBe(69.5);
    expectRel(r.pValue, m.with_ties['auto (asymptotic, tie-corrected, continuity)'].pvalue, 1e-12);
    expectRel(mannWhitneyU(x, y, { continuity: false }).pValue, m.with_ties.asymptotic_no_continuity.pvalue, 1e-12);
    expect(() => mannWhitneyU(x, y, { method: 'exact' })).toThrow(/ties/);
  });

  it('exact distribution is symmetric and sums to 1 (hand check: n1 = n2 = 2)', () => {
    // U over C(4,2) = 6 arrangements: 0,1,2,2,3,4 -> P(U >= 4) = 1/6, two-sided 1/3
    expectRel(mannWhitneyU([3, 4], [1, 2]).pValue, 1 / 3, 1e-15);
    expectRel(mannWhitneyU([3, 4], [1, 2], { alternative: 'greater' }).pValue, 1 / 6, 1e-15);
  });
});

describe('signTest (reference h_sign_test_from_win_counts, scipy binomtest)', () => {
  const h = ref.h_sign_test_from_win_counts;
  const b = ref.b_friedman_demsar2006;
  const col = (name: string): number[] => b.data.map((row: number[]) => row[b.names.indexOf(name)]);

  it('Demšar pairs: wins, ties dropped and ties split', () => {
    for (const r of h.rows as Json[]) {
      const [a, c] = r.pair as [string, string];
      const drop = signTest(col(a), col(c));
      expect([drop.wins, drop.losses, drop.ties]).toEqual([r.wins_i, r.wins_j, r.ties]);
      expect(drop.n).toBe(r.sign_test_ties_dropped.n);
      expectRel(drop.pValue, r.sign_test_ties_dropped.p_two_sided_exact, 1e-12, `drop ${a}/${c}`);
      const split = signTest(col(a), col(c), { ties: 'split' });
      expect(split.n).toBe(r.sign_test_ties_split.n);
      expect(split.wins).toBe(r.sign_test_ties_split.k);
      expectRel(split.pValue, r.sign_test_ties_split.p_two_sided_exact, 1e-12, `split ${a}/${c}`);
    }
  });

  it('agrees with winMatrix counts', () => {
    const w = winMatrix(b.data, { lowerIsBetter: false });
    const r = signTest(col('C4.5'), col('C4.5+m'));
    expect([r.wins, r.losses]).toEqual([w.wins[0]![1], w.wins[1]![0]]);
  });

  it('large n keeps tiny p-values exact where jstat rounds them to 0', () => {
    // P(X <= 2), X ~ Bin(100, 1/2) = 3.9845364322713306e-27 (scipy); jstat gives 0
    const x = Array.from({ length: 100 }, (_, i) => (i < 2 ? 1 : -1));
    const y = new Array<number>(100).fill(0);
    const r = signTest(x, y, { alternative: 'greater' });
    expect(r.wins).toBe(2);
    const less = signTest(x, y, { alternative: 'less' });
    expectRel(less.pValue, h.jstat_binomial_cdf_rounding['binomial.cdf(2,100,0.5)'].scipy, 1e-12);
    expect(r.pValue).toBeCloseTo(1, 12);
    const asym = signTest(x, y, { method: 'asymptotic' });
    expect(asym.zStatistic).toBeCloseTo((2 - 50) / 5, 12);
  });
});

describe('exact null distributions against brute-force enumeration (fast-check)', () => {
  const distinct = (min: number, max: number) => fc.uniqueArray(fc.integer({ min: -1000, max: 1000 }), { minLength: min, maxLength: max });

  it('Mann-Whitney exact p = share of the C(n1+n2, n1) relabellings with U >= observed', () => {
    fc.assert(
      fc.property(distinct(2, 9), fc.integer({ min: 1, max: 8 }), (values, cut) => {
        const c = Math.min(cut, values.length - 1);
        const x = values.slice(0, c);
        const y = values.slice(c);
        const u = (xs: number[], ys: number[]): number => xs.reduce((a, v) => a + ys.filter((w) => v > w).length, 0);
        const u1 = u(x, y);
        let ge = 0;
        let total = 0;
        const n = values.length;
        for (let mask = 0; mask < 1 << n; mask++) {
          if (popcount(mask) !== c) continue;
          const xs = values.filter((_, i) => (mask >> i) & 1);
          const ys = values.filter((_, i) => !((mask >> i) & 1));
          total++;
          if (u(xs, ys) >= u1) ge++;
        }
        const r = mannWhitneyU(x, y, { alternative: 'greater', method: 'exact' });
        expect(r.statistic).toBe(u1);
        expect(r.pValue).toBeCloseTo(ge / total, 12);
      }),
      { numRuns: 60 },
    );
  });

  it('Wilcoxon exact p = share of the 2^n sign flips with R+ >= observed', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 10 }), fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }), (mags, signs) => {
        const d = mags.map((m, i) => (signs[i] ? m : -m));
        const ranks = mags.map((m) => mags.filter((v) => v <= m).length);
        const rPlus = d.reduce((a, v, i) => a + (v > 0 ? ranks[i]! : 0), 0);
        let ge = 0;
        for (let mask = 0; mask < 1 << d.length; mask++) {
          const s = ranks.reduce((a, r, i) => a + ((mask >> i) & 1 ? r : 0), 0);
          if (s >= rPlus) ge++;
        }
        const r = wilcoxonSignedRank(d, undefined, { alternative: 'greater', method: 'exact' });
        expect(r.rPlus).toBe(rPlus);
        expect(r.pValue).toBeCloseTo(ge / 2 ** d.length, 12);
      }),
      { numRuns: 60 },
    );
  });
});

function popcount(x: number): number {
  let c = 0;
  for (let v = x; v; v &= v - 1) c++;
  return c;
}
