import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bonferroniDunn, controlComparison, nemenyi, pairwiseFriedmanPosthoc, weakRanking } from '../../src/statistics/index';
import { InvalidInputError } from '../../src/errors/index';

describe('labelled comparisons', () => {
  it('pairwiseFriedmanPosthoc: matrix by name, pairs { a, b, p, adjusted, significant }', () => {
    const costs = [[1, 2, 9], [1, 2, 8], [2, 1, 9], [1, 2, 9], [2, 1, 7], [1, 2, 9]];
    const r = pairwiseFriedmanPosthoc(costs, { names: ['FIFO', 'Swarm1', 'Swarm2'], alpha: 0.05 });
    expect(r.names).toEqual(['FIFO', 'Swarm1', 'Swarm2']);
    expect(r.matrix.get('FIFO', 'Swarm2')).toBe(r.adjustedPValues[0]![2]);
    expect(r.matrix.get('Swarm2', 'Swarm1')).toBe(r.adjustedPValues[1]![2]);
    expect(r.pairs.map((q) => [q.a, q.b])).toEqual([['FIFO', 'Swarm1'], ['FIFO', 'Swarm2'], ['Swarm1', 'Swarm2']]);
    r.pairs.forEach((q, t) => {
      expect(q.p).toBe(r.comparisons[t]!.pValue);
      expect(q.adjusted).toBe(r.comparisons[t]!.adjustedPValue);
      expect(q.significant).toBe(q.adjusted < 0.05);
    });
    // ranks: FIFO 1.33, Swarm1 1.67, Swarm2 3: z(FIFO, Swarm2) = -1.667 / sqrt(12/36) = -2.887, Holm p = 2 * 0.00389 * 2 = 0.0156
    expect(r.pairs.map((q) => q.significant)).toEqual([false, true, true]);
    expect(() => pairwiseFriedmanPosthoc(costs, { names: ['A', 'A', 'B'] })).toThrow(/duplicate name "A"/);
    expect(() => pairwiseFriedmanPosthoc(costs, { names: ['A', 'B'] })).toThrow(/expected 3 names/);
  });

  it('weakRanking shows overlaps: B is grouped with A, yet B ~ C too', () => {
    // Nemenyi, k = 3, N = 8: CD = 2.3437 * sqrt(12 / 48) = 1.172; |A - B| = |B - C| = 0.8 < CD < |A - C| = 1.6
    const r = weakRanking({ averageRanks: [1.2, 2.0, 2.8], n: 8 }, { method: 'nemenyi', names: ['A', 'B', 'C'] });
    expect(r.groups.map((g) => g.names)).toEqual([['A', 'B'], ['C']]);
    expect(r.nonSignificantPairs).toEqual([{ a: 'A', b: 'B' }, { a: 'B', b: 'C' }]);
    expect(r.pairs.map((q) => q.significant)).toEqual([false, true, false]);
  });

  it('nonSignificantPairs are exactly the pairs with adjusted p >= alpha, better setup first (property)', () => {
    const matrix = fc.array(fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 4, maxLength: 4 }), { minLength: 3, maxLength: 12 });
    fc.assert(
      fc.property(matrix, (m) => {
        const names = ['p', 'q', 'r', 's'];
        const w = weakRanking(m, { names });
        const post = pairwiseFriedmanPosthoc(m, { names });
        const expected = post.pairs.filter((q) => q.adjusted >= 0.05).length;
        expect(w.nonSignificantPairs.length).toBe(expected);
        for (const { a, b } of w.nonSignificantPairs) {
          expect(post.matrix.get(a, b)).toBeGreaterThanOrEqual(0.05);
          expect(w.averageRanks[names.indexOf(a)]!).toBeLessThanOrEqual(w.averageRanks[names.indexOf(b)]!);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('nemenyi: pairs decided by the critical difference, matrix by name', () => {
    const r = nemenyi({ averageRanks: [1.2, 2.0, 2.8], n: 8 }, { names: ['A', 'B', 'C'] });
    expect(r.pairs.map((q) => q.significant)).toEqual([false, true, false]);
    expect(r.matrix.get('C', 'A')).toBe(r.pValues[0]![2]);
    expect(r.pairs[1]!.p).toBe(r.pairs[1]!.adjusted);
  });

  it('bonferroniDunn runs Bonferroni only; Holm is controlComparison with an explicit correction', () => {
    const data = { averageRanks: [3.143, 2.0, 2.893, 1.964], n: 14 };
    const bd = bonferroniDunn(data, { control: 3, names: ['a', 'b', 'c', 'd'] });
    expect(bd.correction).toBe('bonferroni');
    expect(bd).toEqual(controlComparison(data, { control: 3, correction: 'bonferroni', names: ['a', 'b', 'c', 'd'] }));
    bd.comparisons.forEach((c) => expect(c.adjustedPValue).toBeCloseTo(Math.min(1, 3 * c.pValue), 14));
    expect(bd.pairs.map((q) => `${q.a}-${q.b}`)).toEqual(['d-a', 'd-b', 'd-c']);
    expect(() => bonferroniDunn(data, { control: 3, adjust: 'holm' as 'bonferroni' })).toThrow(InvalidInputError);
    expect(() => bonferroniDunn(data, { control: 3, adjust: 'holm' as 'bonferroni' })).toThrow(/controlComparison\(data, \{ control, correction: "holm" \}\)/);
    const holm = controlComparison(data, { control: 3, correction: 'holm' });
    expect(holm.comparisons.map((c) => c.adjustedPValue)).not.toEqual(bd.comparisons.map((c) => c.adjustedPValue));
    expect(() => controlComparison(data, { control: 3, correction: 'shaffer' as 'holm' })).toThrow(/options.correction/);
  });
});
