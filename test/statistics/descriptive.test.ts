import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/random/index';
import { bootstrapCi, iqr, mean, median, quantile, standardDeviation, summarize } from '../../src/statistics/index';
import { InvalidInputError } from '../../src/errors/index';

describe('descriptive statistics (hand-computed)', () => {
  it('mean, sample standard deviation (n - 1), median', () => {
    expect(mean([1, 2, 3, 4])).toBe(2.5);
    expect(mean([1e16, 1, -1e16])).toBe(1 / 3); // compensated summation
    expect(standardDeviation([2, 4, 4, 4, 5, 5, 7, 9])).toBeCloseTo(Math.sqrt(32 / 7), 15);
    expect(standardDeviation([1, 1])).toBe(0);
    expect(median([3, 1, 4, 1])).toBe(2);
    expect(median([5, 3, 1])).toBe(3);
  });

  it('type-7 quantiles (numpy / R default) and IQR', () => {
    const v = [1, 2, 3, 4];
    expect(quantile(v, 0)).toBe(1);
    expect(quantile(v, 1)).toBe(4);
    expect(quantile(v, 0.25)).toBe(1.75);
    expect(quantile(v, 0.75)).toBe(3.25);
    expect(quantile([10, 0, 20, 30, 40], 0.1)).toBe(4); // h = 0.4 between 0 and 10
    expect(iqr(v)).toBe(1.5);
    expect(quantile([7], 0.3)).toBe(7);
  });

  it('summarize per setup, with names', () => {
    const [a, b] = summarize(
      [
        [1, 10],
        [2, 20],
        [3, 30],
      ],
      ['A', 'B'],
    );
    expect(a).toEqual({ name: 'A', count: 3, mean: 2, sd: 1, min: 1, q1: 1.5, median: 2, q3: 2.5, max: 3 });
    expect(b!.sd).toBe(10);
    expect(summarize([[1, 2], [3, 4]])[1]!.name).toBe('1');
    expect(() => summarize([[1, 2], [3, 4]], ['x'])).toThrow(/names/);
  });

  it('bootstrapCi: deterministic for a seed, brackets the estimate, narrows with the level', () => {
    const values = Array.from({ length: 40 }, (_, i) => Math.sin(i) * 3 + i / 10);
    const a = bootstrapCi(createRng(7), values, mean, { resamples: 500, level: 0.95 });
    const b = bootstrapCi(createRng(7), values, mean, { resamples: 500, level: 0.95 });
    const c = bootstrapCi(createRng(8), values, mean, { resamples: 500, level: 0.95 });
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
    expect(a.estimate).toBe(mean(values));
    expect(a.lower).toBeLessThan(a.estimate);
    expect(a.upper).toBeGreaterThan(a.estimate);
    // the percentile interval of the mean is close to mean +- 1.96 sd / sqrt(n)
    const half = (1.96 * standardDeviation(values)) / Math.sqrt(values.length);
    expect(a.upper - a.lower).toBeGreaterThan(1.4 * half);
    expect(a.upper - a.lower).toBeLessThan(2.6 * half);
    const narrow = bootstrapCi(createRng(7), values, mean, { resamples: 500, level: 0.5 });
    expect(narrow.upper - narrow.lower).toBeLessThan(a.upper - a.lower);
    expect(() => bootstrapCi(createRng(1), values, () => Number.NaN)).toThrow(/returned NaN on the sample itself/);
    expect(() => bootstrapCi(createRng(1), values, mean, { level: 1 })).toThrow(InvalidInputError);
  });
});
