import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bootstrapCi, cliffsDelta, effectSizeCi, mannWhitneyU, mean, rmAnova, varghaDelaneyA12, wilcoxonSignedRank } from '../../src/statistics/index';
import { compareSetups } from '../../src/experiments/index';
import { createRng, uniformInt } from '../../src/random/index';
import { InvalidInputError } from '../../src/errors/index';
import { thrown } from '../helpers/thrown';

/** Issue 41: the statistics under hostile input — no NaN out, typed errors with context, bounded work. */
const finite = (v: number): boolean => typeof v === 'number' && Number.isFinite(v);

describe('no NaN leaks from degenerate data (issue 41)', () => {
  it('rmAnova: constant data is refused naming why; any other small matrix gives finite numbers or F = Infinity with p = 0', () => {
    expect(thrown(() => rmAnova([[3, 3, 3], [3, 3, 3]])).message).toBe(
      'rmAnova(matrix): every row is constant across its 3 columns (no difference between conditions and no error variance), so F = 0 / 0 is undefined',
    );
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 2, max: 5 }), fc.array(fc.integer({ min: -2, max: 2 }), { minLength: 30, maxLength: 30 }), (n, k, pool) => {
        const m = Array.from({ length: n }, (_, i) => Array.from({ length: k }, (_, j) => pool[(i * k + j) % pool.length]!));
        try {
          const r = rmAnova(m);
          for (const v of [r.pValue, r.pValueGreenhouseGeisser, r.epsilon, r.ssConditions, r.ssError, r.ssSubjects]) expect(finite(v)).toBe(true);
          expect(r.statistic === Infinity ? r.pValue === 0 : finite(r.statistic)).toBe(true);
        } catch (e) {
          expect(e).toBeInstanceOf(InvalidInputError);
        }
      }),
      { seed: 41, numRuns: 300 },
    );
  });

  it('effect sizes from one value per group are defined (A12 0, 1/2 or 1), with a point interval, never NaN', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e300, max: 1e300, noNaN: true }), fc.double({ min: -1e300, max: 1e300, noNaN: true }), fc.boolean(), (a, b, paired) => {
        const want = a > b ? 1 : a === b ? 0.5 : 0;
        expect(varghaDelaneyA12([a], [b], { paired }).estimate).toBe(want);
        expect(cliffsDelta([a], [b], { paired }).estimate).toBe(2 * want - 1);
        const ci = effectSizeCi(createRng(1), [a], [b], { paired, resamples: 20, measure: 'a12' });
        expect([ci.estimate, ci.lower, ci.upper]).toEqual([want, want, want]);
      }),
      { seed: 41, numRuns: 200 },
    );
  });

  it('bootstrapCi: a statistic that is not finite on the sample itself is refused before any resample', () => {
    let calls = 0;
    const nanOnFull = (s: readonly number[]): number => (calls++ === 0 ? NaN : mean(s));
    expect(thrown(() => bootstrapCi(createRng(1), [1, 2, 3], nanOnFull)).message).toBe('bootstrapCi(statistic): returned NaN on the sample itself; expected a finite number');
    expect(calls).toBe(1);
    expect(thrown(() => bootstrapCi(createRng(1), [1, 2, 3], () => 'x' as unknown as number)).message).toMatch(/returned string on the sample itself/);
  });
});

describe('callbacks that throw are wrapped with context (issue 41)', () => {
  it('bootstrapCi: any thrown value comes back as one InvalidInputError line naming the resample, the original as cause', () => {
    const odd: unknown[] = [new Error('boom'), new RangeError('multi\nline'), 'a string', 42, null, undefined, Symbol('s'), Object.create(null), { toString: () => { throw new Error('no'); } }];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: odd.length - 1 }), fc.integer({ min: 0, max: 30 }), (which, at) => {
        let calls = 0;
        const value = odd[which];
        const e = thrown(() =>
          bootstrapCi(createRng(2), [1, 2, 3, 4], (s) => {
            if (calls++ === at) throw value;
            return mean(s);
          }, { resamples: 50 }),
        );
        expect(e).toBeInstanceOf(InvalidInputError);
        expect(e.message).toMatch(at === 0 ? /^bootstrapCi\(statistic\): threw on the sample itself: / : new RegExp(`^bootstrapCi\\(statistic\\): threw on resample ${at - 1} of 50: `));
        expect(e.message).not.toContain('\n');
        expect((e as Error & { cause?: unknown }).cause).toBe(value);
      }),
      { seed: 41, numRuns: 100 },
    );
  });
});

describe('bounded work: documented limits refused up front (issue 41)', () => {
  it('bootstrapCi at 1e8 resamples (its old documented maximum) and past 1e8 draws is refused before the statistic runs', () => {
    let calls = 0;
    const stat = (s: readonly number[]): number => (calls++, mean(s));
    expect(thrown(() => bootstrapCi(createRng(1), [1, 2, 3], stat, { resamples: 1e8 })).message).toMatch(/options.resamples: expected an integer in \[2, 1000000\], got 100000000/);
    expect(thrown(() => bootstrapCi(createRng(1), new Array(1000).fill(1), stat, { resamples: 1e6 })).message).toMatch(/resamples x values.length must be at most 100000000, got 1000000 x 1000/);
    expect(calls).toBe(0);
    expect(thrown(() => effectSizeCi(createRng(1), new Array(600).fill(1), new Array(600).fill(2), { resamples: 1e5 })).message).toMatch(/at most 100000000, got 100000 x 1200/);
  });

  it('compareSetups with 1,000 setups is refused before any test runs', () => {
    const values = Array.from({ length: 10 }, (_, i) => Array.from({ length: 1000 }, (_, j) => (i + j) % 7));
    const e = thrown(() => compareSetups({ setups: values[0]!.map((_, j) => `S${j}`), values }));
    expect(e).toBeInstanceOf(InvalidInputError);
    expect(e.message).toMatch(/at most 100 setups/);
  });

  it('rank tests on arbitrary small integer data: p in (0, 1] or a typed error, never NaN (fast-check)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -3, max: 3 }), { minLength: 1, maxLength: 25 }), fc.array(fc.integer({ min: -3, max: 3 }), { minLength: 1, maxLength: 25 }), (x, y) => {
        for (const f of [() => mannWhitneyU(x, y), () => mannWhitneyU(x, y, { method: 'asymptotic' }), () => wilcoxonSignedRank(x), () => wilcoxonSignedRank(x, undefined, { method: 'exact', zeroMethod: 'zsplit' })]) {
          try {
            const r = f();
            expect(r.pValue > 0 && r.pValue <= 1 && finite(r.statistic)).toBe(true);
          } catch (e) {
            expect(e).toBeInstanceOf(InvalidInputError);
          }
        }
      }),
      { seed: 41, numRuns: 200 },
    );
  });
});

describe('effectSizeCi resamples in O(m + n) and gives the bootstrap of the definition', () => {
  it('equals a brute-force replay of the same draws counting P(X > Y) + P(X = Y) / 2 per resample (fast-check)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 12 }), fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 12 }), fc.nat(1000), (x, y, seed) => {
        const resamples = 41;
        const r = effectSizeCi(createRng(seed), x, y, { measure: 'a12', resamples, level: 0.8 });
        const rng = createRng(seed);
        const stats: number[] = [];
        for (let b = 0; b < resamples; b++) {
          const xs = x.map(() => x[uniformInt(rng, 0, x.length - 1)]!);
          const ys = y.map(() => y[uniformInt(rng, 0, y.length - 1)]!);
          let score = 0;
          for (const a of xs) for (const c of ys) score += a > c ? 1 : a === c ? 0.5 : 0;
          stats.push(score / (xs.length * ys.length));
        }
        stats.sort((a, b) => a - b);
        const q = (p: number): number => {
          const h = (resamples - 1) * p;
          const lo = Math.floor(h);
          return stats[lo]! + (h - lo) * ((stats[Math.min(lo + 1, resamples - 1)] ?? 0) - stats[lo]!);
        };
        expect(r.lower).toBeCloseTo(q(0.1), 14);
        expect(r.upper).toBeCloseTo(q(0.9), 14);
      }),
      { seed: 41, numRuns: 100 },
    );
  });
});
