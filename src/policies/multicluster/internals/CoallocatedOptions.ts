import type { PlanBuilder } from './PlanBuilder';

/**
 * The co-allocated option of EAMM and METLE for a job that fits no cluster alone: what
 * `BaselineState.coallocate(j, 'slowest')` then its measure compute, with the same values, faster.
 * - The earliest time `size` PEs are usable over all clusters together comes from one merged
 *   profile of the total usable PEs per state (built at most once per placement, O(m F log(m F))
 *   for F free times per cluster; the total never decreases with time, so the first time it
 *   reaches `size` is the earliest) instead of trying every candidate time against every cluster
 *   per job (O(m^2 F^2) each).
 * - The per-cluster counts (slowest clusters filled first) and the start depend on the size and
 *   that time only, so they are kept per size until the next placement; only the end (run time,
 *   link load) is computed per job, by the builder's own `endAt`.
 */
export class CoallocatedOptions {
  /** Start of the last {@link evaluate}. */
  start = 0;
  /** End of the last {@link evaluate}. */
  end = 0;

  private readonly m: number;
  private readonly slowestFirst: number[];
  private state = 0;
  private profileState = -1;
  private times: Float64Array;
  private totals: Int32Array;
  private len = 0;
  private readonly ptr: Int32Array;
  private readonly acc: Int32Array;
  /** Per size: state it was computed in, floor, start and counts. */
  private readonly sizeState: Int32Array;
  private readonly sizeFloor: Float64Array;
  private readonly sizeStart: Float64Array;
  private readonly sizeCounts: Int32Array;
  private offset = 0;

  constructor(private readonly b: PlanBuilder) {
    const m = b.m;
    this.m = m;
    // the order of BaselineState.coallocate's 'slowest' fill: speed, then index
    this.slowestFirst = Array.from({ length: m }, (_, c) => c).sort((x, y) => (b.speed[x] as number) - (b.speed[y] as number) || x - y);
    let cap = m;
    for (let c = 0; c < m; c++) cap += (b.pes[c] as number) + 1;
    this.times = new Float64Array(cap);
    this.totals = new Int32Array(cap);
    this.ptr = new Int32Array(m);
    this.acc = new Int32Array(m);
    let maxSize = 0;
    for (let j = 0; j < b.n; j++) maxSize = Math.max(maxSize, b.size[j] as number);
    this.sizeState = new Int32Array(maxSize + 1).fill(-1);
    this.sizeFloor = new Float64Array(maxSize + 1);
    this.sizeStart = new Float64Array(maxSize + 1);
    this.sizeCounts = new Int32Array((maxSize + 1) * m);
  }

  /** Copies the PE counts per cluster of the last {@link evaluate} into `into`. */
  copyCounts(into: Int32Array): void {
    for (let c = 0; c < this.m; c++) into[c] = this.sizeCounts[this.offset + c] as number;
  }

  /** Records a placement: every cached start is stale. */
  placed(): void {
    this.state++;
  }

  /** Total PEs usable at each distinct time a cluster's usable PEs change (ascending). */
  private buildProfile(): void {
    const b = this.b;
    const m = this.m;
    let n = 0;
    for (let c = 0; c < m; c++) {
      const last = b.lastStartOn(c);
      if (last !== -Infinity) this.times[n++] = last;
      const len = b.freeListLength(c);
      for (let i = 0; i < len; i++) this.times[n++] = b.freeTimeAt(c, i);
    }
    const sorted = this.times.subarray(0, n).sort();
    let u = 0;
    for (let i = 0; i < n; i++) if (u === 0 || (sorted[i] as number) !== (this.times[u - 1] as number)) this.times[u++] = sorted[i] as number;
    this.ptr.fill(0);
    this.acc.fill(0);
    const perCluster = b.perClusterRule;
    for (let k = 0; k < u; k++) {
      const t = this.times[k] as number;
      let total = 0;
      for (let c = 0; c < m; c++) {
        const len = b.freeListLength(c);
        let p = this.ptr[c] as number;
        let a = this.acc[c] as number;
        while (p < len && b.freeTimeAt(c, p) <= t) a += b.freeCountAt(c, p++);
        this.ptr[c] = p;
        this.acc[c] = a;
        // as PlanBuilder.usableAt: nothing before the cluster's last start under 'perCluster'
        total += perCluster && t < b.lastStartOn(c) ? 0 : a;
      }
      this.totals[k] = total;
    }
    this.len = u;
    this.profileState = this.state;
  }

  /** `PlanBuilder.earliestTotal`: the first time at or after `floor` with `size` PEs usable in total. */
  private earliestTotal(size: number, floor: number): number {
    if (this.profileState !== this.state) this.buildProfile();
    let k = 0;
    while (k < this.len && (this.times[k] as number) <= floor) k++;
    if (k > 0 && (this.totals[k - 1] as number) >= size) return floor;
    for (; k < this.len; k++) if ((this.totals[k] as number) >= size) return this.times[k] as number;
    return Infinity;
  }

  /** Job j's co-allocated option (start, end, counts) in the current state. */
  evaluate(j: number): void {
    const b = this.b;
    const m = this.m;
    const size = b.size[j] as number;
    const floor = b.coallocationFloor(j);
    const off = size * m;
    if (this.sizeState[size] !== this.state || this.sizeFloor[size] !== floor) {
      const t = this.earliestTotal(size, floor);
      let left = size;
      for (let c = 0; c < m; c++) this.sizeCounts[off + c] = 0;
      for (const c of this.slowestFirst) {
        const take = Math.min(b.usableAt(c, t), left);
        this.sizeCounts[off + c] = take;
        left -= take;
      }
      this.sizeState[size] = this.state;
      this.sizeFloor[size] = floor;
      this.sizeStart[size] = b.earliestStart(j, this.sizeCounts, off);
    }
    this.offset = off;
    // the start depends on the job only through its arrival, which the floor already holds
    this.start = this.sizeStart[size] as number;
    this.end = b.endAt(j, this.sizeCounts, off, this.start);
  }
}
