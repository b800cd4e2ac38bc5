/**
 * Availability profile of a machine for reservations of rigid jobs: a step function of free
 * processors over time, stored as breakpoints `(time[i], free[i])` meaning `free[i]` processors
 * are free on `[time[i], time[i+1])` (the last segment extends to infinity).
 *
 * Segment 0 is always "now" with the processors actually available. Processors of running jobs
 * that are past their predicted end are released in segment 1, also at time `now`: reservations
 * may count on them, but a job placed in segment 0 (started now) may not. Apart from that
 * zero-length first segment, times strictly increase.
 *
 * Reused across scheduling points: `reset` clears it without allocating.
 */
export class RigidProfile {
  readonly time: number[] = [];
  readonly free: number[] = [];
  private relTime: number[] = [];
  private relCount: number[] = [];
  private order: number[] = [];

  /** Number of breakpoints. */
  get size(): number {
    return this.time.length;
  }

  /** Starts a profile at `now` with `available` free processors and no pending release. */
  reset(now: number, available: number): void {
    this.time.length = 0;
    this.free.length = 0;
    this.relTime.length = 0;
    this.relCount.length = 0;
    this.time.push(now);
    this.free.push(available);
  }

  /** Records that `count` processors will be released at `time` (>= now). Call `build` after. */
  release(time: number, count: number): void {
    this.relTime.push(time);
    this.relCount.push(count);
  }

  /** Turns the recorded releases into breakpoints (time ascending). */
  build(): void {
    const n = this.relTime.length;
    const order = this.order;
    order.length = n;
    for (let i = 0; i < n; i++) order[i] = i;
    const rt = this.relTime;
    order.sort((a, b) => (rt[a] as number) - (rt[b] as number));
    let f = this.free[0] as number;
    for (let k = 0; k < n; k++) {
      const i = order[k] as number;
      const t = rt[i] as number;
      f += this.relCount[i] as number;
      const last = this.time.length - 1;
      // Releases at `now` (overdue jobs) open segment 1 at the same instant as segment 0.
      if (last > 0 && (this.time[last] as number) === t) this.free[last] = f;
      else {
        this.time.push(t);
        this.free.push(f);
      }
    }
  }

  /**
   * Index of the first breakpoint at which `count` processors stay free for `duration` seconds
   * (the earliest feasible start). Always exists when `count` <= the machine size.
   */
  earliest(count: number, duration: number): number {
    const time = this.time;
    const free = this.free;
    const n = time.length;
    let i = 0;
    while (i < n) {
      if ((free[i] as number) < count) {
        i++;
        continue;
      }
      const end = (time[i] as number) + duration;
      let j = i + 1;
      while (j < n && (time[j] as number) < end && (free[j] as number) >= count) j++;
      if (j >= n || (time[j] as number) >= end) return i;
      i = j + 1;
    }
    return n; // unreachable for a job that fits the machine
  }

  /** Reserves `count` processors from breakpoint `i` for `duration` seconds. */
  reserve(i: number, count: number, duration: number): void {
    const time = this.time;
    const free = this.free;
    const end = (time[i] as number) + duration;
    let k = i + 1;
    while (k < time.length && (time[k] as number) < end) k++;
    if (k === time.length || (time[k] as number) > end) {
      time.splice(k, 0, end);
      free.splice(k, 0, free[k - 1] as number);
    }
    for (let j = i; j < k; j++) free[j] = (free[j] as number) - count;
  }
}
