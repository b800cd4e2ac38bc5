import { describe, expect, it } from 'vitest';
import { ksTwoSample } from '../../src/statistics/index';
import { kolmogorovSf } from '../../src/statistics/internals/kolmogorovSf';
import { InvalidInputError } from '../../src/errors/index';
import { createRng, uniform } from '../../src/random/index';

describe('ksTwoSample', () => {
  it('D by hand: the largest gap between the empirical CDFs, ties stepped over together', () => {
    // x = 1 2 3 4, y = 3 4 5 6: after 2, F_x = 2/4 and F_y = 0; after 3 (a tie), 3/4 and 1/4
    expect(ksTwoSample([1, 2, 3, 4], [3, 4, 5, 6]).statistic).toBe(0.5);
    expect(ksTwoSample([4, 3, 2, 1], [1, 2, 3, 4]).statistic).toBe(0);
    expect(ksTwoSample([1, 1, 1], [2, 2]).statistic).toBe(1);
  });

  it('D equals scipy.stats.ks_2samp, and the p-value is Q_KS with Stephens\' correction', () => {
    // scipy 1.x: ks_2samp(x, y).statistic = 0.4444444444444444 (4/9 at t = 3.1)
    const x = [0.1, 0.4, 0.7, 0.9, 1.5, 2.2, 3.1];
    const y = [0.2, 0.3, 0.5, 0.8, 1.2, 4, 5, 6, 7];
    const r = ksTwoSample(x, y);
    expect(r.statistic).toBeCloseTo(4 / 9, 15);
    expect(r.effectiveN).toBeCloseTo(63 / 16, 15);
    const sq = Math.sqrt(63 / 16);
    expect(r.pValue).toBeCloseTo(kolmogorovSf((sq + 0.12 + 0.11 / sq) * (4 / 9)), 15);
  });

  it('Q_KS matches scipy.special.kolmogorov', () => {
    const ref: Array<[number, number]> = [
      [0.3, 0.9999906941986655], [0.5, 0.9639452436648751], [1, 0.26999967167735456],
      [1.358, 0.05002679733444698], [1.628, 0.009975522431181053], [2, 0.0006709252557796953],
    ];
    for (const [l, q] of ref) expect(kolmogorovSf(l)).toBeCloseTo(q, 12);
    expect(kolmogorovSf(0.1)).toBe(1);
  });

  it('two samples of one law pass at 1%, a shifted one fails (seeded)', () => {
    const rng = createRng(3);
    const draw = (shift: number): number[] => Array.from({ length: 2000 }, () => uniform(rng) + shift);
    expect(ksTwoSample(draw(0), draw(0)).pValue).toBeGreaterThan(0.01);
    expect(ksTwoSample(draw(0), draw(0.1)).pValue).toBeLessThan(1e-6);
  });

  it('refuses empty samples and non-finite values', () => {
    expect(() => ksTwoSample([], [1])).toThrow(InvalidInputError);
    expect(() => ksTwoSample([1, Number.NaN], [1])).toThrow(/ksTwoSample\(x\)\[1\]/);
  });
});
