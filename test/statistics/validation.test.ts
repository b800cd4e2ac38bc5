import { describe, expect, it } from 'vitest';
import {
  bonferroniDunn,
  criticalDifference,
  distributions,
  friedman,
  mean,
  nemenyi,
  pairwiseFriedmanPosthoc,
  rank,
  signTest,
  summarize,
  weakRanking,
  wilcoxonSignedRank,
  winMatrix,
} from '../../src/statistics/index';
import { InvalidInputError } from '../../src/errors/index';

describe('bad input throws InvalidInputError naming the problem', () => {
  it('matrices: ragged, NaN, Infinity, too few rows/columns, empty', () => {
    for (const fn of [rank, friedman, winMatrix, summarize, pairwiseFriedmanPosthoc, weakRanking] as Array<(m: number[][]) => unknown>) {
      expect(() => fn([[1, 2, 3], [1, 2]])).toThrow(/matrix\[1\]: ragged matrix, row has 2 columns but row 0 has 3/);
      expect(() => fn([[1, 2], [Number.NaN, 2]])).toThrow(/matrix\[1\]\[0\]: expected a finite number, got NaN/);
      expect(() => fn([[1, Infinity], [1, 2]])).toThrow(/matrix\[0\]\[1\].*Infinity/);
      expect(() => fn([[1, 2]])).toThrow(/at least 2 rows/);
      expect(() => fn([[1], [2]])).toThrow(/at least 2 columns/);
      expect(() => fn([])).toThrow(InvalidInputError);
    }
  });

  it('vectors and options', () => {
    expect(() => mean([])).toThrow(/at least 1/);
    expect(() => mean([1, Number.NaN])).toThrow(/values\[1\]/);
    expect(() => wilcoxonSignedRank([1, 2], [1])).toThrow(/paired/);
    expect(() => wilcoxonSignedRank([1, 2], [1, 2])).toThrow(/every difference is zero/);
    expect(() => signTest([1], [1])).toThrow(/tied/);
    expect(() => bonferroniDunn([[1, 2], [2, 1]], { control: 2 })).toThrow(/control.*\[0, 1\]/);
    expect(() => weakRanking([[1, 2], [2, 1]], { names: ['a'] })).toThrow(/names/);
    expect(() => weakRanking([[1, 2], [2, 1]], { alpha: 0 })).toThrow(/alpha/);
    expect(() => nemenyi({ averageRanks: [1, 2], n: 1 })).toThrow(/data.n/);
    expect(() => criticalDifference(1, 10)).toThrow(/k/);
    expect(() => distributions.normal.quantile(2)).toThrow(/\[0, 1\]/);
    expect(() => distributions.f.sf(1, -1, 3)).toThrow(/d1/);
  });
});
