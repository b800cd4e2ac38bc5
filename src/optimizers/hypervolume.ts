import { InvalidInputError } from '../errors/InvalidInputError';
import { requireObject } from '../errors/internals/knownKeys';

/**
 * Hypervolume indicator (Zitzler & Thiele 1998): the measure of the region dominated by `points`
 * and bounded by `reference` (all objectives minimized). Exact: a sweep in O(n log n) for 2
 * objectives, slices of 2-D sweeps in O(n^2 log n) for 3, and the recursive slicing of While et
 * al. 2006 (HSO) for more (exponential in the number of objectives: fine for small fronts).
 * Points that do not strictly dominate the reference contribute nothing (their dominated box
 * inside the reference box is empty); dominated and duplicate points change nothing.
 *
 * @param points - objective vectors, all of the reference's length
 * @param reference - the reference (nadir-side) point
 * @throws InvalidInputError on vectors of mixed length or NaN
 * @example
 * ```ts
 * import { hypervolume } from 'schedlab/optimizers';
 * hypervolume([[1, 3], [2, 2], [3, 1]], [4, 4]); // 6
 * ```
 */
export function hypervolume(points: ArrayLike<ArrayLike<number>>, reference: ArrayLike<number>): number {
  requireObject('hypervolume(points)', points, 'an array');
  requireObject('hypervolume(reference)', reference, 'an array (the reference point)');
  const m = reference.length;
  if (m < 1) throw new InvalidInputError('hypervolume(reference): expected at least one objective');
  for (let k = 0; k < m; k++) {
    if (typeof reference[k] !== 'number' || Number.isNaN(reference[k])) throw new InvalidInputError(`hypervolume(reference): reference[${k}] must be a number, got ${String(reference[k])}`);
  }
  const kept: number[][] = [];
  for (let i = 0; i < points.length; i++) {
    const p = points[i]!;
    if (p === null || typeof p !== 'object' || p.length !== m) throw new InvalidInputError(`hypervolume(points): points[${i}] must hold ${m} numbers like the reference`);
    let inside = true;
    const row: number[] = new Array<number>(m);
    for (let k = 0; k < m; k++) {
      const v = p[k]!;
      if (typeof v !== 'number' || Number.isNaN(v)) throw new InvalidInputError(`hypervolume(points): points[${i}][${k}] must be a number, got ${String(v)}`);
      if (!(v < reference[k]!)) inside = false;
      row[k] = v;
    }
    if (inside) kept.push(row);
  }
  return volume(kept, Array.from(reference), m);
}

function volume(points: number[][], ref: number[], m: number): number {
  if (points.length === 0) return 0;
  if (m === 1) return ref[0]! - points.reduce((lo, p) => Math.min(lo, p[0]!), Infinity);
  if (m === 2) return area(points, ref);
  // Slice along the last objective: between consecutive levels, the (m-1)-D volume of the points at or below.
  const last = m - 1;
  const sorted = points.slice().sort((a, b) => a[last]! - b[last]!);
  let total = 0;
  for (let i = 0; i < sorted.length; i++) {
    const top = i + 1 < sorted.length ? sorted[i + 1]![last]! : ref[last]!;
    const height = top - sorted[i]![last]!;
    if (height <= 0) continue;
    total += height * volume(sorted.slice(0, i + 1), ref, last);
  }
  return total;
}

/** 2-D: sweep by the first objective, keeping the lowest second objective seen. */
function area(points: number[][], ref: number[]): number {
  const sorted = points.slice().sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);
  let total = 0;
  let floor = ref[1]!;
  for (let i = 0; i < sorted.length; i++) {
    const y = sorted[i]![1]!;
    if (y < floor) {
      const nextX = ref[0]!;
      // width from this point to the reference, height from its y to the previous floor
      total += (nextX - sorted[i]![0]!) * (floor - y);
      floor = y;
    }
  }
  return total;
}
