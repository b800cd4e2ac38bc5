import { describe, expect, it } from 'vitest';
import {
  controlComparison,
  bonferroniDunn,
  friedman,
  nemenyi,
  pairwiseFriedmanPosthoc,
  rank,
  rankData,
  weakRanking,
  winMatrix,
} from '../../src/statistics/index';
import type { AdjustmentMethod, Matrix } from '../../src/statistics/index';
import { expectAllRel, expectRel, ref } from './reference';
import type { Json } from './reference';

const blocks = [
  'b_friedman_demsar2006',
  'b_friedman_garcia_herrera2008',
  'b_friedman_stac_unit_test',
  'b_scikit_posthocs_df_bn',
  'b_friedman_demsar2006_paper_consistent_variant',
] as const;

function dataOf(b: Json): Matrix {
  return b.data ?? b['data (rows=blocks, cols=A,B,C)'] ?? b['data (rows=blocks, cols=groups)'];
}

describe('rank', () => {
  it('rankData matches scipy.rankdata for every tie method', () => {
    const r = ref.rankdata;
    for (const m of ['average', 'min', 'max', 'dense', 'ordinal'] as const) expect(rankData(r.input, { method: m })).toEqual(r[m]);
    expect(rankData([1, 2, 2, 3], { descending: true })).toEqual([4, 2.5, 2.5, 1]);
  });

  it('per-row ranks and average ranks of the reference studies', () => {
    for (const key of blocks) {
      const b = ref[key];
      const r = rank(dataOf(b), { lowerIsBetter: !b.higher_is_better });
      if (b.ranks !== undefined) expect(r.ranks).toEqual(b.ranks);
      expectAllRel(r.averageRanks, b.mean_ranks, 1e-15, key);
      expect(r.n).toBe(dataOf(b).length);
    }
  });

  it('hand-computed: lower is better by default, ties averaged', () => {
    const r = rank([[3, 1, 2], [3, 2, 2]]);
    expect(r.ranks).toEqual([[3, 1, 2], [3, 1.5, 1.5]]);
    expect(r.averageRanks).toEqual([3, 1.25, 1.75]);
    expect(rank([[3, 1, 2]].concat([[1, 2, 3]]), { lowerIsBetter: false }).ranks).toEqual([[1, 3, 2], [3, 2, 1]]);
  });
});

describe('friedman (reference studies b_*)', () => {
  for (const key of blocks) {
    it(`${key}: statistics, p-values and Iman-Davenport within 1e-12`, () => {
      const b = ref[key];
      const r = friedman(dataOf(b), { lowerIsBetter: !b.higher_is_better });
      expect(r.k).toBe(b.k ?? b.names.length);
      expect(r.n).toBe(b.N ?? b.data.length);
      expect(r.df).toBe(r.k - 1);
      expectRel(r.statistic, b.chi2_friedman_tie_corrected, 1e-12, 'tie-corrected');
      expectRel(r.statistic, b.scipy_friedmanchisquare.statistic, 1e-12, 'scipy statistic');
      expectRel(r.statisticUncorrected, b.chi2_friedman_uncorrected, 1e-12, 'uncorrected');
      expectRel(r.tieCorrection, b.tie_correction_C, 1e-12, 'C');
      expectRel(r.pValue, b.p_tie_corrected, 1e-12, 'p');
      expectRel(r.log10PValue, Math.log10(b.p_tie_corrected), 1e-12, 'log10 p');
      expectRel(r.pValueUncorrected, b.p_uncorrected, 1e-12, 'p uncorrected');
      expectAllRel(r.averageRanks, b.mean_ranks, 1e-15, 'average ranks');
      for (const [field, res] of [
        ['iman_davenport_from_uncorrected', r.imanDavenport],
        ['iman_davenport_from_tie_corrected', r.imanDavenportTieCorrected],
      ] as const) {
        expectRel(res.statistic, b[field].F, 1e-12, `${field} F`);
        expectRel(res.pValue, b[field].p, 1e-12, `${field} p`);
        expect([res.df1, res.df2]).toEqual([b[field].df1, b[field].df2]);
      }
    });
  }

  it("Demšar 2006's published numbers (chi2_F = 9.28, F_F = 3.69) from the paper-consistent data", () => {
    const b = ref.b_friedman_demsar2006_paper_consistent_variant;
    const r = friedman(b.data, { lowerIsBetter: false });
    expect(r.statisticUncorrected.toFixed(2)).toBe('9.28');
    expect(r.imanDavenport.statistic.toFixed(2)).toBe('3.69');
  });

  it('STAC: Iman-Davenport F = 1.2068965517241395 with ascending ranks', () => {
    const b = ref.b_friedman_stac_unit_test;
    expectRel(friedman(dataOf(b)).imanDavenport.statistic, 1.2068965517241395, 1e-12);
  });

  it('perfect agreement: F is infinite, p = 0 and log10 p = -Infinity (true zero)', () => {
    const m = Array.from({ length: 5 }, () => [1, 2, 3]);
    const r = friedman(m);
    expect(r.statistic).toBe(10); // N (k - 1)
    expect(r.imanDavenport.statistic).toBe(Infinity);
    expect(r.imanDavenport.pValue).toBe(0);
    expectRel(r.pValue, Math.exp(-5), 1e-14); // chi2(2) sf(10) = e^-5
  });

  it('fully tied rows: statistic 0, p = 1', () => {
    const r = friedman([[1, 1, 1], [2, 2, 2]]);
    expect(r.statistic).toBe(0);
    expect(r.pValue).toBe(1);
  });

  it('a 100 x 10 study with underflowing p keeps an exact log10 p', () => {
    // setup j has cost j + small noise: every row ranks the same way except row 0 swaps two
    const m = Array.from({ length: 100 }, (_, i) => Array.from({ length: 10 }, (_, j) => j + (i === 0 && j < 2 ? 1 - 2 * j : 0)));
    const r = friedman(m);
    // ranks: 99 rows [1..10], one row [2,1,3..10]; uncorrected chi2 computed by hand
    const sums = Array.from({ length: 10 }, (_, j) => 100 * (j + 1) + (j === 0 ? 1 : j === 1 ? -1 : 0));
    const ss = sums.reduce((a, s) => a + (s - 550) ** 2, 0);
    expectRel(r.statistic, (12 * ss) / (100 * 10 * 11), 1e-14);
    expect(r.log10PValue).toBeLessThan(-150);
    expect(Number.isFinite(r.log10PValue)).toBe(true);
  });
});

const methodNames: Record<string, AdjustmentMethod> = {
  bonferroni_nemenyi: 'bonferroni',
  holm: 'holm',
  hochberg: 'hochberg',
  shaffer_static: 'shaffer',
  bergmann_hommel: 'bergmannHommel',
};

describe('post-hoc tests on Friedman ranks', () => {
  for (const key of ['b_friedman_demsar2006', 'b_friedman_garcia_herrera2008'] as const) {
    it(`${key}: z, raw p and every adjusted p-value within 1e-12`, () => {
      const b = ref[key];
      const post = b.posthoc;
      const lower = !b.higher_is_better;
      for (const [refName, method] of Object.entries(methodNames)) {
        const r = pairwiseFriedmanPosthoc(dataOf(b), { adjust: method, lowerIsBetter: lower });
        expectRel(r.standardError, post.SE, 1e-15);
        expect(r.comparisons.map((c) => [c.i, c.j])).toEqual(post.pair_indices);
        expectAllRel(r.comparisons.map((c) => c.z), post['z (R_i - R_j)/SE'], 1e-12, 'z');
        expectAllRel(r.comparisons.map((c) => c.pValue), post.p_raw_two_sided, 1e-12, 'raw p');
        expectAllRel(r.comparisons.map((c) => c.adjustedPValue), post.adjusted[refName], 1e-12, refName);
        expectAllRel(r.comparisons.map((c) => 10 ** c.log10AdjustedPValue), post.adjusted[refName], 1e-12, `${refName} log10`);
      }
      const mono = pairwiseFriedmanPosthoc(dataOf(b), { adjust: 'bergmannHommel', lowerIsBetter: lower, enforceMonotonicity: true });
      expectAllRel(
        mono.comparisons.map((c) => c.adjustedPValue),
        post.adjusted.bergmann_hommel_monotone_enforced_like_scmamp,
        1e-12,
        'BH monotone',
      );
    });

    it(`${key}: Nemenyi studentized-range p-values (scikit-posthocs) and CD significance`, () => {
      const b = ref[key];
      const r = nemenyi(dataOf(b), { lowerIsBetter: !b.higher_is_better });
      const expected = b.posthoc['nemenyi_studentized_range_p (scikit-posthocs posthoc_nemenyi_friedman style)'];
      // scipy's studentized_range integration is good to ~1e-10 relative in the far tail
      (b.posthoc.pair_indices as number[][]).forEach(([i, j], t) => expectRel(r.pValues[i!]![j!]!, expected[t], 1e-9, `p ${i},${j}`));
      for (const alpha of ['0.05', '0.1']) {
        const g = b.groups_by_alpha[alpha];
        const n = nemenyi(dataOf(b), { alpha: Number(alpha), lowerIsBetter: !b.higher_is_better });
        expectRel(n.qAlpha, g.q_alpha, 1e-12);
        expectRel(n.criticalDifference, g.critical_difference, 1e-12);
        const sig: string[][] = [];
        for (let i = 0; i < b.k; i++) for (let j = i + 1; j < b.k; j++) if (n.significant[i]![j]) sig.push([b.names[i], b.names[j]]);
        expect(sig).toEqual(g.nemenyi_CD_significant_pairs);
      }
    });

    it(`${key}: weak ranking (leader rule) with Holm and with the Nemenyi CD`, () => {
      const b = ref[key];
      for (const alpha of ['0.05', '0.1']) {
        const g = b.groups_by_alpha[alpha];
        for (const [method, field] of [
          ['holm', 'holm_leader_weak_rank'],
          ['nemenyi', 'leader_weak_rank_CD (group number per setup)'],
        ] as const) {
          const w = weakRanking(dataOf(b), { alpha: Number(alpha), method, names: b.names, lowerIsBetter: !b.higher_is_better });
          const got: Record<string, number> = {};
          w.groups.forEach((grp) => grp.names.forEach((nm) => (got[nm] = grp.rank)));
          expect(got).toEqual(g[field]);
          expect(w.order.map((j) => b.names[j])).toEqual(b.order_best_first);
        }
      }
    });

    it(`${key}: win and tie matrices`, () => {
      const b = ref[key];
      const w = winMatrix(dataOf(b), { lowerIsBetter: !b.higher_is_better });
      expect(w.wins).toEqual(b['win_count_matrix (W[i][j] = #experiments where i strictly better than j)']);
      expect(w.ties).toEqual(b.tie_count_matrix);
    });
  }

  it('scikit-posthocs df_bn: full Nemenyi p-value matrix', () => {
    const b = ref.b_scikit_posthocs_df_bn;
    const r = nemenyi(dataOf(b));
    const expected = b.nemenyi_friedman_p_matrix as number[][];
    expected.forEach((row, i) => expectAllRel(r.pValues[i]!, row, 1e-9, `row ${i}`));
  });

  it('Demšar 2006: Bonferroni-Dunn comparisons with the control C4.5+m+cf', () => {
    const b = ref.b_friedman_demsar2006;
    const c = b.control_vs_others;
    const control = b.names.indexOf(c.control);
    for (const [adjust, field] of [
      ['bonferroni', 'bonferroni_dunn_adj'],
      ['holm', 'holm_adj'],
    ] as const) {
      const r = controlComparison(b.data, { control, correction: adjust, lowerIsBetter: false });
      if (adjust === 'bonferroni') expect(bonferroniDunn(b.data, { control, lowerIsBetter: false })).toEqual(r);
      expect(r.comparisons.map((x) => b.names[x.index])).toEqual(c.others);
      expectAllRel(r.comparisons.map((x) => x.z), c.z, 1e-12, 'z');
      expectAllRel(r.comparisons.map((x) => x.pValue), c.p_raw, 1e-12, 'p');
      expectAllRel(r.comparisons.map((x) => x.adjustedPValue), c[field], 1e-12, field);
    }
    for (const alpha of ['0.05', '0.1']) {
      const r = bonferroniDunn(b.data, { control, alpha: Number(alpha), lowerIsBetter: false });
      expectRel(r.criticalDifference, b['bonferroni_dunn_CD (one control vs k-1 others)'][alpha].CD, 1e-12);
    }
  });

  it('accepts a FriedmanResult / rank summary instead of a matrix', () => {
    const b = ref.b_friedman_garcia_herrera2008;
    const f = friedman(b.data, { lowerIsBetter: false });
    const fromSummary = pairwiseFriedmanPosthoc(f, { adjust: 'shaffer' });
    const fromMatrix = pairwiseFriedmanPosthoc(b.data, { adjust: 'shaffer', lowerIsBetter: false });
    expect(fromSummary.comparisons).toEqual(fromMatrix.comparisons);
  });

  it('keeps log10 adjusted p-values of pairs whose p underflows', () => {
    // k = 10 setups ranked 1..10 in all N = 20000 rows: the pair (0, 9) has z = 297, p ~ 1e-19000
    const averageRanks = Array.from({ length: 10 }, (_, j) => j + 1);
    const r = pairwiseFriedmanPosthoc({ averageRanks, n: 20000 }, { adjust: 'holm' });
    const c = r.comparisons[8]!;
    expect([c.i, c.j]).toEqual([0, 9]);
    // log10 p = log10(2) + log10 sf(z); Holm multiplies the smallest p by m = 45
    const z = 9 / Math.sqrt(110 / 120000);
    expectRel(c.z, -z, 1e-14);
    expect(c.log10AdjustedPValue - c.log10PValue).toBeCloseTo(Math.log10(45), 10);
    expect(c.pValue).toBe(0);
    expect(Number.isFinite(c.log10AdjustedPValue)).toBe(true);
    expect(c.log10AdjustedPValue).toBeLessThan(-1000);
  });
});
