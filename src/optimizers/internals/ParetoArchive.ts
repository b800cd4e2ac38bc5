import type { Rng } from '../../random/Rng';
import { uniform } from '../../random/uniform';
import { uniformInt } from '../../random/uniformInt';
import type { ParetoPoint } from '../MultiObjectiveOptimizer';
import { byValues } from './pareto';

/**
 * The external archive of MOPSO (Coello Coello, Toscano Pulido & Salazar Lechuga 2004, III-B/C):
 * mutually non-dominated points, at most `maxSize` after `truncate`, indexed by an adaptive grid of
 * `divisions` cells per objective spanning the archive's own range in each objective.
 */
export class ParetoArchive {
  size = 0;
  x: Float64Array;
  v: Float64Array;

  constructor(
    readonly d: number,
    readonly m: number,
    readonly maxSize: number,
    readonly divisions: number,
  ) {
    this.x = new Float64Array(2 * maxSize * d);
    this.v = new Float64Array(2 * maxSize * m);
  }

  /**
   * Offers row `i` of (xs, vs). Refused when an archived point dominates it or has the same
   * values; otherwise the archived points it dominates leave and it enters.
   */
  insert(xs: Float64Array, i: number, vs: Float64Array, vi: number): void {
    const { d, m } = this;
    for (let a = 0; a < this.size; a++) if (this.compare(a, vs, vi) >= 0) return; // dominated by or equal to a
    let kept = 0;
    for (let a = 0; a < this.size; a++) {
      if (this.compare(a, vs, vi) === -2) continue; // the newcomer dominates it: it leaves
      if (kept !== a) this.copy(a, kept);
      kept++;
    }
    this.size = kept;
    if ((this.size + 1) * d > this.x.length || (this.size + 1) * m > this.v.length) this.grow();
    this.x.set(xs.subarray(i * d, i * d + d), this.size * d);
    this.v.set(vs.subarray(vi * m, vi * m + m), this.size * m);
    this.size++;
  }

  /** Archived point a against row vi of vs: 1 a dominates, 0 equal values, -2 dominated, -1 incomparable. */
  private compare(a: number, vs: Float64Array, vi: number): number {
    const m = this.m;
    let aBetter = false;
    let newBetter = false;
    for (let k = 0; k < m; k++) {
      const p = this.v[a * m + k]!;
      const q = vs[vi * m + k]!;
      if (p < q) aBetter = true;
      else if (q < p) newBetter = true;
    }
    if (aBetter) return newBetter ? -1 : 1;
    return newBetter ? -2 : 0;
  }

  /** Drops points from the most crowded cell (a uniform member of it) until at most `maxSize` remain. */
  truncate(rng: Rng): void {
    if (this.size <= this.maxSize) return;
    const cells = this.cells();
    const members = new Map<string, number[]>();
    cells.forEach((c, a) => (members.get(c) ?? members.set(c, []).get(c)!).push(a));
    const removed = new Uint8Array(this.size);
    for (let excess = this.size - this.maxSize; excess > 0; excess--) {
      let crowded: number[] = [];
      for (const list of members.values()) if (list.length > crowded.length) crowded = list; // first most crowded, in archive order
      const victim = crowded.splice(uniformInt(rng, 0, crowded.length - 1), 1)[0]!;
      removed[victim] = 1;
    }
    let kept = 0;
    for (let a = 0; a < this.size; a++) {
      if (removed[a]) continue;
      if (kept !== a) this.copy(a, kept);
      kept++;
    }
    this.size = kept;
  }

  /**
   * A leader selector over the current archive (III-D): a cell is drawn by roulette with fitness
   * 10 / (points in it), so sparse cells lead more often, then a uniform point of that cell.
   */
  leaderPicker(): (rng: Rng) => number {
    const members = new Map<string, number[]>();
    this.cells().forEach((c, a) => (members.get(c) ?? members.set(c, []).get(c)!).push(a));
    const lists = [...members.values()];
    const cumulative = new Float64Array(lists.length);
    let total = 0;
    lists.forEach((list, i) => {
      total += 10 / list.length;
      cumulative[i] = total;
    });
    return (rng) => {
      const r = uniform(rng) * total;
      let i = 0;
      while (i < lists.length - 1 && cumulative[i]! <= r) i++;
      const list = lists[i]!;
      return list[uniformInt(rng, 0, list.length - 1)]!;
    };
  }

  /** Each point's grid cell as a key: per objective, floor((f - min) / width) over the archive's range. */
  private cells(): string[] {
    const { m, size, divisions } = this;
    const lo = new Float64Array(m).fill(Infinity);
    const hi = new Float64Array(m).fill(-Infinity);
    for (let a = 0; a < size; a++) {
      for (let k = 0; k < m; k++) {
        const f = this.v[a * m + k]!;
        if (!Number.isFinite(f)) continue;
        if (f < lo[k]!) lo[k] = f;
        if (f > hi[k]!) hi[k] = f;
      }
    }
    const out = new Array<string>(size);
    const idx = new Array<number>(m);
    for (let a = 0; a < size; a++) {
      for (let k = 0; k < m; k++) {
        const f = this.v[a * m + k]!;
        const width = (hi[k]! - lo[k]!) / divisions;
        let c: number;
        if (f === Infinity) c = divisions - 1;
        else if (f === -Infinity || !(width > 0)) c = 0;
        else c = Math.min(divisions - 1, Math.floor((f - lo[k]!) / width));
        idx[k] = c;
      }
      out[a] = idx.join(',');
    }
    return out;
  }

  /** The archived points, sorted by their objective values (lexicographically). */
  points(): ParetoPoint[] {
    const { d, m } = this;
    const out: ParetoPoint[] = [];
    for (let a = 0; a < this.size; a++) out.push({ x: Array.from(this.x.subarray(a * d, a * d + d)), values: Array.from(this.v.subarray(a * m, a * m + m)) });
    return out.sort(byValues);
  }

  /** Replaces the contents (from a saved state). */
  restore(x: Float64Array, v: Float64Array, size: number): void {
    while (size * this.d > this.x.length || size * this.m > this.v.length) this.grow();
    this.x.set(x);
    this.v.set(v);
    this.size = size;
  }

  private copy(from: number, to: number): void {
    const { d, m } = this;
    this.x.copyWithin(to * d, from * d, from * d + d);
    this.v.copyWithin(to * m, from * m, from * m + m);
  }

  private grow(): void {
    const x = new Float64Array(Math.max(2 * this.x.length, this.d));
    x.set(this.x);
    const v = new Float64Array(Math.max(2 * this.v.length, this.m));
    v.set(this.v);
    this.x = x;
    this.v = v;
  }
}
