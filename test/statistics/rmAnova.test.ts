import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../src/errors/index';
import { rmAnova } from '../../src/statistics/index';

interface Case {
  data: number[][]; ssConditions: number; ssSubjects: number; ssError: number;
  df1: number; df2: number; statistic: number; pValue: number; epsilon: number; pValueGreenhouseGeisser: number;
}
const vectors = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'data', 'reference', 'rm-anova-vectors.json'), 'utf8')) as { scipy: string; cases: Case[] };

describe('rmAnova (one-way repeated-measures ANOVA)', () => {
  it('by hand: 4 subjects x 3 conditions', () => {
    // column means 2, 3, 5, grand mean 10/3; row means 7/3, 10/3, 4, 11/3
    // SS_cond = 4 (16 + 1 + 25) / 9 = 56/3; SS_subj = 3 (1 + 0 + 4/9 + 1/9) = 14/3; SS_total = 158 - 12 (10/3)^2 = 74/3
    // SS_error = 74/3 - 56/3 - 14/3 = 4/3; F = (56/3 / 2) / (4/3 / 6) = 42; F(2, 6) upper tail = (1 + 2 F / 6)^-3 = 15^-3
    const r = rmAnova([[1, 2, 4], [2, 3, 5], [3, 3, 6], [2, 4, 5]]);
    expect(r.means).toEqual([2, 3, 5]);
    expect(r.ssConditions).toBeCloseTo(56 / 3, 12);
    expect(r.ssSubjects).toBeCloseTo(14 / 3, 12);
    expect(r.ssError).toBeCloseTo(4 / 3, 12);
    expect([r.df1, r.df2]).toEqual([2, 6]);
    expect(r.statistic).toBeCloseTo(42, 10);
    expect(r.pValue).toBeCloseTo(1 / 3375, 12);
  });

  it.each(vectors.cases.map((c, i) => [i, c] as const))('case %i equals scipy (data/reference/rm-anova-vectors.py)', (_, c) => {
    const r = rmAnova(c.data);
    expect([r.df1, r.df2]).toEqual([c.df1, c.df2]);
    for (const key of ['ssConditions', 'ssSubjects', 'ssError', 'statistic', 'epsilon'] as const) expect(r[key], key).toBeCloseTo(c[key], 9);
    expect(r.pValue / c.pValue).toBeCloseTo(1, 8);
    expect(r.pValueGreenhouseGeisser / c.pValueGreenhouseGeisser).toBeCloseTo(1, 7);
  });

  it('properties: the sums of squares add up, epsilon is in [1/(k-1), 1], adding a constant per row changes nothing', () => {
    // values to 0.01 in [-100, 100] (costs, seconds): no subnormals whose squares vanish
    const value = fc.integer({ min: -10_000, max: 10_000 }).map((v) => v / 100);
    const matrix = fc.integer({ min: 2, max: 5 }).chain((k) => fc.array(fc.array(value, { minLength: k, maxLength: k }), { minLength: 3, maxLength: 12 }));
    fc.assert(
      fc.property(matrix, value, (m, shift) => {
        const r = rmAnova(m);
        const grand = m.flat().reduce((s, v) => s + v, 0) / m.flat().length;
        const total = m.flat().reduce((s, v) => s + (v - grand) ** 2, 0);
        expect(r.ssConditions + r.ssSubjects + r.ssError).toBeCloseTo(total, 6);
        expect(r.epsilon).toBeGreaterThanOrEqual(1 / r.df1 - 1e-12);
        expect(r.epsilon).toBeLessThanOrEqual(1);
        if (r.ssError > 1e-6 * total) {
          const s = rmAnova(m.map((row, i) => row.map((v) => v + shift * (i % 3))));
          expect(s.statistic).toBeCloseTo(r.statistic, 6);
        }
      }),
      { numRuns: 200, seed: 30 },
    );
  });

  it('degenerate and bad input: an additive fit gives F = Infinity (or astronomically large after rounding), nothing to compare (every row constant) is refused, as are bad matrices', () => {
    const exact = rmAnova([[0, 1, 2, 5], [1, 2, 3, 6], [4, 5, 6, 9], [3, 4, 5, 8]]); // row + column effects only; every mean exact in binary
    expect(exact.ssError).toBe(0);
    expect(exact.statistic).toBe(Infinity);
    expect(exact.pValue).toBe(0);
    const rounded = rmAnova([[1, 2, 3], [2, 3, 4], [5, 6, 7]]); // means in thirds: a residual of rounding only
    expect(rounded.statistic).toBeGreaterThan(1e15);
    expect(rounded.pValue).toBeLessThan(1e-20);
    expect(() => rmAnova([[1, 1], [2, 2]])).toThrow(/every row is constant across its 2 columns.*F = 0 \/ 0 is undefined/);
    expect(() => rmAnova([[1, 2]])).toThrow(InvalidInputError);
    expect(() => rmAnova([[1, 2], [1]])).toThrow(/ragged/);
    expect(() => rmAnova([[1, Number.NaN], [1, 2]])).toThrow(/rmAnova\(matrix\)\[0\]\[1\]: expected a finite number/);
  });
});
