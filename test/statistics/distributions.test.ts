import { describe, expect, it } from 'vitest';
import { criticalDifference, distributions, imanDavenport } from '../../src/statistics/index';
import { InvalidInputError } from '../../src/errors/index';
import { expectRel, MIN_NORMAL, ref } from './reference';
import type { Json } from './reference';

const { chiSquare, normal, f, studentizedRange } = distributions;

describe('chi-square upper tail (reference grid a_chi2_grid, 40-digit mpmath)', () => {
  it('sf, logSf and cdf within 1e-12 relative wherever the value is a normal double', () => {
    expect(ref.a_chi2_grid.rows.length).toBeGreaterThan(60);
    for (const r of ref.a_chi2_grid.rows as Json[]) {
      const label = `x=${r.x} df=${r.df}`;
      const sfMp = Number(r.sf_mp);
      if (sfMp >= MIN_NORMAL) expectRel(chiSquare.sf(r.x, r.df), sfMp, 1e-12, `sf ${label}`);
      expectRel(chiSquare.logSf(r.x, r.df), Number(r.ln_sf_mp), 1e-12, `logSf ${label}`);
      expectRel(chiSquare.log10Sf(r.x, r.df), Number(r.ln_sf_mp) / Math.LN10, 1e-12, `log10Sf ${label}`);
      expectRel(chiSquare.cdf(r.x, r.df), r.cdf, 1e-12, `cdf ${label}`);
    }
  });

  it('keeps a finite log where scipy logsf is -inf (x=1600, df=9: ln sf = -760.6...)', () => {
    const row = (ref.a_chi2_grid.rows as Json[]).find((r) => r.x === 1600 && r.df === 9);
    expect(row.scipy_logsf).toBe('-Infinity');
    const l = chiSquare.logSf(1600, 9);
    expect(Number.isFinite(l)).toBe(true);
    expectRel(l, Number(row.ln_sf_mp), 1e-12);
    expect(chiSquare.sf(1600, 9)).toBe(0); // true value ~1e-330 is below the smallest double
  });

  it("reproduces the paper's p-values (Dupont 2020 sections 6.3, 6.4, 6.5) to their 3 digits", () => {
    // The paper truncates to 3 digits (1.4350e-89 is printed 1.43e-89): within 1 unit of the 3rd digit.
    expectRel(chiSquare.sf(831.72, 9), 3.15e-173, 0.005);
    expectRel(chiSquare.sf(442.05, 9), 1.43e-89, 0.005);
    expectRel(chiSquare.sf(448.09, 9), 7.33e-91, 0.005);
    // and the full values against 30-digit mpmath gammainc (hand-computed)
    expectRel(chiSquare.sf(442.05, 9), 1.43503725725586294278e-89, 1e-12);
    expect(Number(chiSquare.sf(831.72, 9).toPrecision(3))).toBe(3.15e-173);
    expectRel(chiSquare.log10Sf(831.72, 9), Math.log10(3.15e-173), 1e-4);
  });

  it('quantile inverts cdf (critical value 3.8415 at df=1 alpha 0.05)', () => {
    expectRel(chiSquare.quantile(0.95, 1), 3.841458820694124, 1e-12);
    for (const df of [1, 2, 3, 9, 19]) {
      for (const p of [0.01, 0.3, 0.5, 0.9, 0.999]) expectRel(chiSquare.cdf(chiSquare.quantile(p, df), df), p, 1e-11);
    }
  });

  it('edge values and bad arguments', () => {
    expect(chiSquare.sf(0, 3)).toBe(1);
    expect(chiSquare.sf(-1, 3)).toBe(1);
    expect(chiSquare.sf(Infinity, 3)).toBe(0);
    expect(() => chiSquare.sf(1, 0)).toThrow(InvalidInputError);
    expect(() => chiSquare.sf(Number.NaN, 2)).toThrow(/x/);
  });
});

describe('normal upper tail (reference f_normal_sf)', () => {
  it('sf, logSf, log10Sf and two-sided p within 1e-12 relative', () => {
    for (const r of ref.f_normal_sf.rows as Json[]) {
      const sfMp = Number(r.sf_mp);
      if (sfMp >= MIN_NORMAL) expectRel(normal.sf(r.z), sfMp, 1e-12, `sf z=${r.z}`);
      expectRel(normal.logSf(r.z), Number(r.ln_sf_mp), 1e-12, `logSf z=${r.z}`);
      expectRel(normal.log10Sf(r.z), Number(r.log10_sf_mp), 1e-12, `log10Sf z=${r.z}`);
      if (r.z > 0) expectRel(Math.LN2 + normal.logSf(r.z), Number(r.ln_two_sided_mp), 1e-12, `two-sided z=${r.z}`);
    }
  });

  it('returns the subnormal tail at z = 38 where scipy and jstat give 0', () => {
    const p = normal.sf(38);
    expect(p).toBeGreaterThan(0);
    expect(Math.abs(p - 2.88542836006878430835097e-316)).toBeLessThan(1e-320);
    expect(normal.sf(50)).toBe(0);
    expect(Number.isFinite(normal.logSf(50))).toBe(true);
  });

  it('cdf is the mirrored tail and quantile inverts it to full precision', () => {
    expectRel(normal.cdf(-3), 0.001349898031630094526651815, 1e-14);
    expectRel(normal.cdf(1), 1 - 0.1586552539314570514147675, 1e-15);
    expectRel(normal.quantile(0.975), 1.959963984540054, 1e-15);
    expectRel(normal.isf(0.05), 1.6448536269514722, 1e-15);
    expectRel(normal.isf(1e-300), 37.0470962993612, 1e-12); // scipy norm.isf(1e-300)
    expect(normal.quantile(0.5)).toBe(0);
    for (const p of [1e-200, 1e-20, 1e-5, 0.01, 0.2, 0.45]) expectRel(normal.cdf(normal.quantile(p)), p, 1e-13);
  });
});

describe('F upper tail (reference c_iman_davenport)', () => {
  it('Iman-Davenport F and p within 1e-12 (log p everywhere, p where it is a normal double)', () => {
    for (const r of ref.c_iman_davenport.rows as Json[]) {
      const id = imanDavenport(r.chi2, r.N, r.k);
      expectRel(id.statistic, r.F, 1e-12, `F chi2=${r.chi2}`);
      expect(id.df1).toBe(r.df1);
      expect(id.df2).toBe(r.df2);
      const pMp = Number(r.p_mp);
      if (pMp >= MIN_NORMAL) {
        expectRel(id.pValue, pMp, 1e-12, `p chi2=${r.chi2}`);
        expectRel(f.sf(r.F, r.df1, r.df2), pMp, 1e-12, `f.sf F=${r.F}`);
      } else expect(id.pValue).toBe(0);
      expectRel(id.log10PValue, Number(r.ln_p_mp) / Math.LN10, 1e-12, `log10 p chi2=${r.chi2}`);
      expectRel(f.logSf(r.F, r.df1, r.df2), Number(r.ln_p_mp), 1e-12, `f.logSf F=${r.F}`);
    }
  });

  it('critical F(3, 39) at alpha 0.05 = 2.845 (Demšar 2006)', () => {
    expectRel(f.sf(ref.c_iman_davenport['F_crit_0.05_3_39'], 3, 39), 0.05, 1e-12);
    expectRel(f.cdf(ref.c_iman_davenport['F_crit_0.05_3_39'], 3, 39), 0.95, 1e-12);
  });
});

describe('studentized range and critical differences (reference d_nemenyi_q_alpha)', () => {
  // The reference file gives q_alpha at full double precision (mpmath); no looser tolerance is
  // stated, so df = Infinity is checked at 1e-12 relative. Finite-df values come from scipy's
  // studentized_range (itself accurate to ~1e-9): checked at 1e-8.
  it('q_alpha = isf(alpha, k, Infinity)/sqrt 2 for k = 2..20 and alpha 0.05, 0.10', () => {
    for (const alpha of ['0.05', '0.1']) {
      const rows = ref.d_nemenyi_q_alpha.tables[alpha] as Json[];
      expect(rows.length).toBe(19);
      for (const r of rows) {
        const q = criticalDifference(r.k, 10, { alpha: Number(alpha) }).q;
        expectRel(q, Number(r.q_alpha_mp), 1e-12, `q k=${r.k} alpha=${alpha}`);
        expectRel(studentizedRange.sf(r.q_alpha * Math.SQRT2, r.k, Infinity), Number(alpha), 1e-12);
        const bd = criticalDifference(r.k, 10, { alpha: Number(alpha), method: 'bonferroniDunn' }).q;
        expectRel(bd, r.q_bonferroni_dunn, 1e-12, `Bonferroni-Dunn q k=${r.k}`);
        if (r.demsar2006_table5a !== undefined && r.table5a_equals_round3) expect(Number(q.toFixed(3))).toBe(r.demsar2006_table5a);
      }
    }
  });

  it('critical differences CD = q sqrt(k(k+1)/(6N))', () => {
    for (const r of ref.d_nemenyi_q_alpha.CD_examples as Json[]) {
      expectRel(criticalDifference(r.k, r.N, { alpha: r.alpha }).criticalDifference, r.CD, 1e-12);
    }
  });

  it('scmamp variant with df = k(N - 1)', () => {
    for (const r of ref.d_nemenyi_q_alpha.scmamp_variant_examples as Json[]) {
      const cd = criticalDifference(r.k, r.N, { alpha: r.alpha, df: r.k * (r.N - 1) });
      expectRel(cd.q, r.q_finite_df, 1e-8, `q k=${r.k} N=${r.N}`); // q_finite_df is qtukey / sqrt 2
      expectRel(cd.criticalDifference, r.CD, 1e-8);
    }
  });

  it('far upper tail agrees with 30-digit mpmath quadrature (hand-computed)', () => {
    // mpmath: k*Int phi(z) [(1-Phi(z))^4 - (Phi(z+q)-Phi(z))^4] dz, q = |z| sqrt 2 (see report)
    expectRel(studentizedRange.sf(5.470527092215764 * Math.SQRT2, 5, Infinity), 4.47140565408002470502e-7, 1e-12);
    expectRel(studentizedRange.sf(5.225578117937445 * Math.SQRT2, 5, Infinity), 1.72646190293535973495e-6, 1e-12);
    expectRel(studentizedRange.cdf(3.5, 3, Infinity) + studentizedRange.sf(3.5, 3, Infinity), 1, 1e-15);
    expect(studentizedRange.logSf(40, 10, Infinity)).toBeLessThan(-300);
    expect(Number.isFinite(studentizedRange.logSf(40, 10, Infinity))).toBe(true);
  });

  it('quantile and isf are inverses of cdf and sf', () => {
    const q = studentizedRange.quantile(0.9, 6, Infinity);
    expectRel(studentizedRange.cdf(q, 6, Infinity), 0.9, 1e-12);
    expectRel(studentizedRange.isf(0.1, 6, Infinity), q, 1e-12);
    expect(() => studentizedRange.sf(1, 1, Infinity)).toThrow(InvalidInputError);
  });
});
