/**
 * Min-heap of job indices by a numeric key (a lower bound of the job's score in the selection loop
 * of EAMM and METLE). The order among equal keys is not specified: the loop refreshes every job
 * whose key is at or under its threshold, so ties are settled by the job index there.
 */
export class JobKeyHeap {
  private readonly key: Float64Array;
  private readonly job: Int32Array;
  private n = 0;

  constructor(capacity: number) {
    this.key = new Float64Array(capacity);
    this.job = new Int32Array(capacity);
  }

  get size(): number {
    return this.n;
  }

  /** Smallest key (Infinity when empty). */
  topKey(): number {
    return this.n > 0 ? (this.key[0] as number) : Infinity;
  }

  /** The job of the smallest key (call only when not empty). */
  topJob(): number {
    return this.job[0] as number;
  }

  push(job: number, key: number): void {
    let i = this.n++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if ((this.key[p] as number) <= key) break;
      this.key[i] = this.key[p] as number;
      this.job[i] = this.job[p] as number;
      i = p;
    }
    this.key[i] = key;
    this.job[i] = job;
  }

  /** Removes the top (call only when not empty). */
  pop(): void {
    const n = --this.n;
    if (n === 0) return;
    const lastKey = this.key[n] as number;
    const lastJob = this.job[n] as number;
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= n) break;
      if (c + 1 < n && (this.key[c + 1] as number) < (this.key[c] as number)) c++;
      if ((this.key[c] as number) >= lastKey) break;
      this.key[i] = this.key[c] as number;
      this.job[i] = this.job[c] as number;
      i = c;
    }
    this.key[i] = lastKey;
    this.job[i] = lastJob;
  }
}
