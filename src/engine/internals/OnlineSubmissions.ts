import type { JobState } from './JobState';

/**
 * The jobs submitted to a running `RunHandle`, in (submit time, arrival) order: a binary min-heap,
 * O(log n) per submission and per release whatever the order the caller submits in. The sorted
 * array it replaces inserted by shifting, O(n) per job submitted before the latest one: 40,000 jobs
 * in decreasing submit order took 13.6 s, 100,000 more than a minute (issue 41).
 * Arrival order is the job's index in the run (`JobState.index`, increasing with each submission).
 */
export class OnlineSubmissions {
  private readonly heap: JobState[] = [];

  get size(): number {
    return this.heap.length;
  }

  /** Submit time of the next job to release, or Infinity when none waits. */
  peekTime(): number {
    const top = this.heap[0];
    return top === undefined ? Infinity : top.job.submit;
  }

  push(st: JobState): void {
    const heap = this.heap;
    let i = heap.length;
    heap.push(st);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const p = heap[parent]!;
      if (!before(st, p)) break;
      heap[i] = p;
      i = parent;
    }
    heap[i] = st;
  }

  /** Removes and returns the next job (the caller checked `size > 0`). */
  pop(): JobState {
    const heap = this.heap;
    const top = heap[0]!;
    const last = heap.pop()!;
    const n = heap.length;
    if (n === 0) return top;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) break;
      const r = l + 1;
      const c = r < n && before(heap[r]!, heap[l]!) ? r : l;
      if (!before(heap[c]!, last)) break;
      heap[i] = heap[c]!;
      i = c;
    }
    heap[i] = last;
    return top;
  }
}

function before(a: JobState, b: JobState): boolean {
  return a.job.submit < b.job.submit || (a.job.submit === b.job.submit && a.index < b.index);
}
