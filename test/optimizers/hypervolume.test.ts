import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../src/errors/InvalidInputError';
import { crowdingDistance, hypervolume, nonDominatedSort } from '../../src/optimizers/index';
import { trueFront } from './zdt';

describe('hypervolume (hand-computed values)', () => {
  it('2-D staircase: strips 3 + 2 + 1 = 6', () => {
    expect(hypervolume([[1, 3], [2, 2], [3, 1]], [4, 4])).toBe(6);
  });
  it('3-D: one box, then two overlapping boxes (2 + 2 - 1 = 3)', () => {
    expect(hypervolume([[1, 1, 1]], [2, 2, 2])).toBe(1);
    expect(hypervolume([[0, 1, 1], [1, 0, 1]], [2, 2, 2])).toBe(3);
  });
  it('3-D: three corner points of the unit cube below (1,1,1) dominate 3 unit-height slabs minus overlaps', () => {
    // boxes [0,2]x[1,2]x[1,2], [1,2]x[0,2]x[1,2], [1,2]x[1,2]x[0,2]: each 2; pairwise overlaps 1 each; triple overlap 1 -> 6 - 3 + 1 = 4
    expect(hypervolume([[0, 1, 1], [1, 0, 1], [1, 1, 0]], [2, 2, 2])).toBe(4);
  });
  it('4-D and 1-D', () => {
    expect(hypervolume([[0, 0, 0, 0]], [1, 2, 3, 4])).toBe(24);
    expect(hypervolume([[3], [1], [2]], [5])).toBe(4);
  });
  it('points that do not strictly dominate the reference add nothing', () => {
    expect(hypervolume([[1, 5], [5, 1], [4, 4]], [4, 4])).toBe(0);
    expect(hypervolume([], [1, 1])).toBe(0);
  });
  it('the fronts of ZDT1 and ZDT2 against (1.1, 1.1): analytic 0.1 + 2/3 + 0.11 and 0.1 + 1/3 + 0.11', () => {
    // integral over f1 in [0,1] of (1.1 - f2(f1)) plus the strip f1 in [1, 1.1] of height 1.1
    expect(hypervolume(trueFront('zdt1'), [1.1, 1.1])).toBeCloseTo(0.1 + 2 / 3 + 0.11, 4);
    expect(hypervolume(trueFront('zdt2'), [1.1, 1.1])).toBeCloseTo(0.1 + 1 / 3 + 0.11, 4);
  });
  it('bad input names the point', () => {
    expect(() => hypervolume([[1, 2], [1]], [3, 3])).toThrow(/points\[1\] must hold 2 numbers/);
    expect(() => hypervolume([[1, Number.NaN]], [3, 3])).toThrow(InvalidInputError);
    expect(() => hypervolume([[1, 1]], [3, Number.NaN])).toThrow(/reference\[1\]/);
  });
});

const point3 = fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }));

describe('hypervolume (properties)', () => {
  it('order does not matter; a dominated or duplicate point changes nothing', () => {
    fc.assert(
      fc.property(fc.array(point3, { minLength: 1, maxLength: 12 }), (pts) => {
        const ref = [1.5, 1.5, 1.5];
        const hv = hypervolume(pts, ref);
        expect(hypervolume(pts.slice().reverse(), ref)).toBeCloseTo(hv, 12);
        const p = pts[0]!;
        expect(hypervolume([...pts, [p[0] + 0.1, p[1] + 0.1, p[2]], p], ref)).toBeCloseTo(hv, 12);
      }),
      { numRuns: 100 },
    );
  });
  it('3-D points on one level z: the 2-D area times (ref_z - z)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })), { minLength: 1, maxLength: 15 }), fc.double({ min: 0, max: 1, noNaN: true }), (pts, z) => {
        const area = hypervolume(pts, [2, 2]);
        expect(hypervolume(pts.map(([a, b]) => [a, b, z]), [2, 2, 2])).toBeCloseTo(area * (2 - z), 10);
      }),
      { numRuns: 100 },
    );
  });
  it('monotone: adding a point never lowers it; bounded by the box of the ideal point', () => {
    fc.assert(
      fc.property(fc.array(point3, { minLength: 1, maxLength: 10 }), point3, (pts, q) => {
        const ref = [1, 1, 1];
        const hv = hypervolume(pts, ref);
        expect(hypervolume([...pts, q], ref)).toBeGreaterThanOrEqual(hv - 1e-15);
        const ideal = [0, 1, 2].map((k) => Math.min(...pts.map((p) => p[k]!)));
        expect(hv).toBeLessThanOrEqual((1 - ideal[0]!) * (1 - ideal[1]!) * (1 - ideal[2]!) + 1e-12);
      }),
      { numRuns: 100 },
    );
  });
});

describe('nonDominatedSort and crowdingDistance (hand-computed)', () => {
  it('fronts of a small set', () => {
    expect(nonDominatedSort([[1, 4], [2, 2], [3, 3], [4, 1]])).toEqual([[0, 1, 3], [2]]);
    expect(nonDominatedSort([[3, 3], [2, 2], [1, 1]])).toEqual([[2], [1], [0]]);
    expect(nonDominatedSort([[1, 1], [1, 1]])).toEqual([[0, 1]]); // equal vectors do not dominate each other
  });
  it('crowding: extremes Infinity, inner points the normalised neighbour gaps', () => {
    // f1 and f2 both range over 4; the neighbours of [1,2] are [0,4] and [4,0]: f1 gap 4/4 + f2 gap 4/4 = 2
    expect(crowdingDistance([[0, 4], [1, 2], [4, 0]])).toEqual([Infinity, 2, Infinity]);
    expect(crowdingDistance([[0, 4], [1, 3], [2, 1], [4, 0]])).toEqual([Infinity, (2 - 0) / 4 + (4 - 1) / 4, (4 - 1) / 4 + (3 - 0) / 4, Infinity]);
  });
  it('every point of front k+1 is dominated by a point of front k (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 })), { minLength: 1, maxLength: 30 }), (pts) => {
        const fronts = nonDominatedSort(pts);
        expect(fronts.flat().sort((a, b) => a - b)).toEqual(pts.map((_, i) => i));
        const dom = (a: number[], b: number[]) => a[0]! <= b[0]! && a[1]! <= b[1]! && (a[0]! < b[0]! || a[1]! < b[1]!);
        for (let k = 0; k < fronts.length; k++) {
          for (const i of fronts[k]!) for (const j of fronts[k]!) expect(dom(pts[i]!, pts[j]!)).toBe(false);
          if (k > 0) for (const j of fronts[k]!) expect(fronts[k - 1]!.some((i) => dom(pts[i]!, pts[j]!))).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});
