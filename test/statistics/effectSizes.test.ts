import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cliffsDelta,
  conoverFriedman,
  effectMagnitude,
  effectSizeCi,
  shapiroWilk,
  varghaDelaneyA12,
} from '../../src/statistics/index';
import { createRng } from '../../src/random/index';
import { InvalidInputError } from '../../src/errors/index';
import { expectAllRel, expectRel } from './reference';
import type { Json } from './reference';

/** data/reference/effect-size-vectors.json, made by effect-size-vectors.py beside it (scipy 1.17.1). */
const ref: Json = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../data/reference/effect-size-vectors.json'), 'utf8'));

describe('Vargha-Delaney A12 and Cliff\'s delta (reference: scipy mannwhitneyu U / mn, brute-force counts)', () => {
  it('hand-checked: x = [3, 4, 5], y = [1, 2, 3]', () => {
    // pairs with x > y: 3>1, 3>2, 4>1, 4>2, 4>3, 5>1, 5>2, 5>3 = 8; ties: 3=3 = 1; x < y: 0.
    // A12 = (8 + 0.5) / 9 = 0.9444...; delta = (8 - 0) / 9 = 0.8888...
    expect(varghaDelaneyA12([3, 4, 5], [1, 2, 3]).estimate).toBeCloseTo(8.5 / 9, 15);
    expect(cliffsDelta([3, 4, 5], [1, 2, 3]).estimate).toBeCloseTo(8 / 9, 15);
    expect(cliffsDelta([3, 4, 5], [1, 2, 3]).magnitude).toBe('large');
  });

  it('unpaired samples equal the reference values', () => {
    for (const [name, c] of Object.entries(ref.unpaired) as Array<[string, Json]>) {
      expectRel(varghaDelaneyA12(c.x, c.y).estimate, c.a12, 1e-14, `${name} A12`);
      expectRel(cliffsDelta(c.x, c.y).estimate, c.cliffs_delta, 1e-13, `${name} delta`);
    }
  });

  it('paired samples equal the within-pair counts', () => {
    // hand_6: differences x - y = -0.7, -0.9, -0.3, -1.2, -1.1, +0.1: one win, five losses, no tie:
    // A12 = 1/6, delta = (1 - 5)/6 = -2/3
    expect(ref.paired.hand_6.a12).toBeCloseTo(1 / 6, 15);
    for (const [name, c] of Object.entries(ref.paired) as Array<[string, Json]>) {
      expectRel(varghaDelaneyA12(c.x, c.y, { paired: true }).estimate, c.a12, 1e-15, `${name} A12`);
      expectRel(cliffsDelta(c.x, c.y, { paired: true }).estimate, c.cliffs_delta, 1e-15, `${name} delta`);
    }
  });

  it('antisymmetry: A12(x, y) = 1 - A12(y, x) and delta = 2 A12 - 1 (property)', () => {
    const sample = fc.array(fc.integer({ min: -20, max: 20 }), { minLength: 1, maxLength: 30 });
    fc.assert(
      fc.property(sample, sample, (x, y) => {
        const a = varghaDelaneyA12(x, y).estimate;
        expect(a + varghaDelaneyA12(y, x).estimate).toBeCloseTo(1, 12);
        expect(cliffsDelta(x, y).estimate).toBeCloseTo(2 * a - 1, 12);
      }),
    );
  });

  it('magnitude labels at the published thresholds (Romano et al. 2006; Vargha & Delaney 2000)', () => {
    expect(['cliffsDelta', 'cliffsDelta', 'cliffsDelta', 'cliffsDelta', 'cliffsDelta'].map((m, i) => effectMagnitude(m as 'cliffsDelta', [0.146, 0.147, 0.33, -0.474, -0.473][i]!)))
      .toEqual(['negligible', 'small', 'medium', 'large', 'medium']);
    expect([0.5, 0.56, 0.44, 0.64, 0.29, 0.71, 0.2].map((a) => effectMagnitude('a12', a)))
      .toEqual(['negligible', 'small', 'small', 'medium', 'large', 'large', 'large']);
    expect(() => effectMagnitude('a12', 1.2)).toThrow(InvalidInputError);
    expect(() => effectMagnitude('cliffsDelta', -2)).toThrow(/\[-1, 1\]/);
  });

  it('bad input: typed errors naming the problem', () => {
    expect(() => cliffsDelta([1, 2], [1], { paired: true })).toThrow(/same length.*x: 2, y: 1/);
    expect(() => varghaDelaneyA12([], [1])).toThrow(InvalidInputError);
    expect(() => cliffsDelta([1, Number.NaN], [1])).toThrow(/x\[1\]/);
  });
});

describe('effectSizeCi (seeded percentile bootstrap)', () => {
  const x = ref.unpaired.lognormal_40x35.x as number[];
  const y = ref.unpaired.lognormal_40x35.y as number[];

  it('same seed, same interval; another seed, another interval', () => {
    const a = effectSizeCi(createRng(5), x, y, { resamples: 500 });
    expect(effectSizeCi(createRng(5), x, y, { resamples: 500 })).toEqual(a);
    expect(effectSizeCi(createRng(6), x, y, { resamples: 500 }).lower).not.toBe(a.lower);
    expectRel(a.estimate, ref.unpaired.lognormal_40x35.cliffs_delta, 1e-13);
    expect(a.lower).toBeLessThan(a.estimate);
    expect(a.upper).toBeGreaterThan(a.estimate);
  });

  it('a sample that dominates in every resample gives a degenerate interval at 1 (A12) / 1 (delta)', () => {
    const d = effectSizeCi(createRng(1), [10, 11, 12], [1, 2, 3], { resamples: 200 });
    expect([d.estimate, d.lower, d.upper, d.magnitude]).toEqual([1, 1, 1, 'large']);
    const p = effectSizeCi(createRng(1), [10, 11, 12], [1, 2, 3], { resamples: 200, measure: 'a12', paired: true });
    expect([p.estimate, p.lower, p.upper]).toEqual([1, 1, 1]);
  });

  it('paired resampling keeps pairs together: constant differences give a zero-width interval', () => {
    const xs = [5, 1, 9, 3, 7, 2];
    const ys = xs.map((v) => v + 1); // every pair has x < y, whatever the resample
    const e = effectSizeCi(createRng(3), xs, ys, { paired: true, resamples: 300 });
    expect([e.estimate, e.lower, e.upper]).toEqual([-1, -1, -1]);
    // unpaired, the same numbers overlap: a real interval around a small delta
    const u = effectSizeCi(createRng(3), xs, ys, { resamples: 300 });
    expect(u.upper - u.lower).toBeGreaterThan(0.3);
  });

  it('a wider level gives a wider interval from the same resamples', () => {
    const narrow = effectSizeCi(createRng(9), x, y, { level: 0.5, resamples: 400 });
    const wide = effectSizeCi(createRng(9), x, y, { level: 0.99, resamples: 400 });
    expect(wide.lower).toBeLessThanOrEqual(narrow.lower);
    expect(wide.upper).toBeGreaterThanOrEqual(narrow.upper);
  });

  it('refuses bad options', () => {
    expect(() => effectSizeCi(createRng(1), x, y, { level: 1 })).toThrow(/options.level/);
    expect(() => effectSizeCi(createRng(1), x, y, { resamples: 1 })).toThrow(/options.resamples/);
    expect(() => effectSizeCi(createRng(1), x, y, { measure: 'd' as 'a12' })).toThrow(/measure/);
  });
});

describe('conoverFriedman (reference: scikit-posthocs formula with scipy t.sf)', () => {
  it('hand-checked: the scikit-posthocs docstring example', () => {
    // Row mid-ranks: [3,2,1], [2.5,1,2.5], then [2,1,3] four times: R = [13.5, 7, 15.5].
    // A1 = 14 + 13.5 + 4 * 14 = 83.5; sum R^2 = 471.5; N A1 - sum R^2 = 501 - 471.5 = 29.5;
    // SE = sqrt(2 * 29.5 / 10) = 2.42899; t(0,1) = 6.5 / SE = 2.67601, df = 10, p = 0.02325.
    const c = ref.conover_friedman.scikit_posthocs_docstring;
    const r = conoverFriedman(c.data, { adjust: 'none', names: ['a', 'b', 'c'] });
    expect(r.rankSums).toEqual([13.5, 7, 15.5]);
    expect(r.df).toBe(10);
    expectRel(r.standardError, Math.sqrt(5.9), 1e-15);
    expectRel(r.t[0]![1]!, 6.5 / Math.sqrt(5.9), 1e-15);
    expectRel(r.raw.get('a', 'b'), 0.02325152459385478, 1e-12);
  });

  it('raw and Holm-adjusted p-values equal the reference', () => {
    for (const [name, c] of Object.entries(ref.conover_friedman) as Array<[string, Json]>) {
      const k = c.data[0].length as number;
      const r = conoverFriedman(c.data, { adjust: 'holm' });
      expect(r.df).toBe(c.df);
      expectAllRel(r.rankSums, c.rank_sums, 1e-15, `${name} R`);
      expect(r.pairs.length).toBe(k * (k - 1) / 2);
      expectAllRel(r.pairs.map((q) => q.p), c.p_raw_upper_triangle, 1e-11, `${name} raw`);
      expectAllRel(r.pairs.map((q) => q.adjusted), c.p_holm_upper_triangle, 1e-11, `${name} holm`);
      expect(r.pairs.map((q) => q.significant)).toEqual(c.p_holm_upper_triangle.map((p: number) => p < 0.05));
    }
  });

  it('labelled lookups agree with the matrix; JSON keeps names and p only', () => {
    const r = conoverFriedman(ref.conover_friedman.random_20x5_with_ties.data, { names: ['A', 'B', 'C', 'D', 'E'] });
    expect(r.matrix.get('B', 'D')).toBe(r.matrix.p[1]![3]);
    expect(r.matrix.get('D', 'B')).toBe(r.matrix.p[1]![3]);
    expect(Object.keys(JSON.parse(JSON.stringify(r.matrix)))).toEqual(['names', 'p']);
    expect(() => r.matrix.get('A', 'Z')).toThrow(/unknown setup "Z"/);
  });

  it('rows in perfect agreement: p = 0 for different rank sums', () => {
    const r = conoverFriedman([[1, 2, 3], [1, 2, 3], [1, 2, 3]], { adjust: 'none' });
    expect(r.standardError).toBe(0);
    expect(r.pairs.map((q) => q.p)).toEqual([0, 0, 0]);
  });
});

describe('shapiroWilk (reference: scipy.stats.shapiro)', () => {
  it('W within 1e-8 and p within 1e-6 relative, n = 3 to 1000', () => {
    // scipy's swilk uses a lower-precision normal quantile (AS 241 PPND7-like): agreement is ~1e-9 here
    for (const [name, c] of Object.entries(ref.shapiro_wilk) as Array<[string, Json]>) {
      const r = shapiroWilk(c.x);
      expectRel(r.statistic, c.statistic, 1e-8, `${name} W`);
      expectRel(r.pValue, c.pvalue, 1e-6, `${name} p`);
    }
  });

  it('hand-checked n = 3: W = 27/28 for [1, 2, 4], p = (6/pi)(asin(sqrt(W)) - pi/3)', () => {
    // a = 1/sqrt(2): (a (4 - 1))^2 = 4.5; sum of squares about 7/3 = 14/3; W = 4.5 / (14/3) = 27/28
    const r = shapiroWilk([1, 2, 4]);
    expect(r.statistic).toBeCloseTo(27 / 28, 15);
    expect(r.pValue).toBeCloseTo((6 / Math.PI) * (Math.asin(Math.sqrt(27 / 28)) - Math.PI / 3), 14);
  });

  it('refuses samples where W is undefined', () => {
    expect(() => shapiroWilk([1, 2])).toThrow(/at least 3/);
    expect(() => shapiroWilk([2, 2, 2, 2])).toThrow(/all 4 values are equal/);
  });
});
