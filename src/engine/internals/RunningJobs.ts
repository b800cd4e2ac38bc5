import type { RunningJob } from '../ClusterView';
import type { JobState } from './JobState';
import { RunningJobView } from './RunningJobView';

/** A removal at most this far from the tail of a list without holes shifts the tail down. */
const SHIFT_MAX = 64;

/** At most this many excess entries of the policies' array are removed by `pop` (see `shown`). */
const POP_MAX = 8;

/** Holes from which `remove` compacts, when they are also half of the array. */
const COMPACT_AFTER = 32;

/**
 * The engine's running jobs, in start order. Each job knows its place (`JobState.runSlot`), so
 * completing one is O(1) wherever it is:
 * - near the tail (at most 64 behind it, and no hole): the tail shifts down, as an array would;
 * - elsewhere (a short job completing before thousands started after it): its place becomes a
 *   hole, O(1). `dense()` closes the holes in place before the engine reads the array; once the
 *   holes are at least 32 and half of it, `remove` closes them too.
 * A splice there (a memory move of the tail) made FCFS with 20,000 one-server jobs running
 * quadratic: three quarters of the run.
 *
 * Policies see `shown()`: one array of the jobs' {@link RunningJobView}s, rewritten on the first
 * read after a change, so nothing a policy does to it reaches the engine or outlives the next change.
 */
export class RunningJobs {
  private readonly items: (JobState | undefined)[] = [];
  private holes = 0;
  /** The array handed to policies (one for the whole run), rewritten on the first read after a change. */
  private readonly out: RunningJob[] = [];
  private changed = false;

  /** Number of running jobs. */
  get size(): number {
    return this.items.length - this.holes;
  }

  /** Appends a started job and records its place. */
  push(st: JobState): void {
    st.runSlot = this.items.length;
    this.items.push(st);
    this.changed = true;
  }

  /** Removes a running job (the engine checked it runs); keeps the others' start order. */
  remove(st: JobState): void {
    const items = this.items;
    const i = st.runSlot;
    if (items[i] !== st) throw new Error(`internal: RunningJobs slot ${i} does not hold job "${st.job.id}"`);
    st.runSlot = -1;
    this.changed = true;
    if (this.holes === 0 && items.length - i <= SHIFT_MAX) {
      for (let k = i; k < items.length - 1; k++) {
        const moved = items[k + 1] as JobState;
        items[k] = moved;
        moved.runSlot = k;
      }
      items.pop();
      return;
    }
    items[i] = undefined;
    this.holes++;
    if (this.holes >= COMPACT_AFTER && 2 * this.holes >= items.length) this.compact();
  }

  /**
   * The running jobs in start order as policies see them: one array for the whole run, rewritten
   * in place on the first read after a change (O(running) writes, no allocation but each job's
   * view, made once): what a policy wrote into it is overwritten there (an accessor it defined on
   * the array survives, misleading only itself) and never reaches the engine.
   */
  shown(): readonly RunningJob[] {
    const out = this.out;
    if (this.changed) {
      const items = this.dense();
      const n = items.length;
      const m = Math.min(n, out.length);
      for (let k = 0; k < m; k++) {
        const st = items[k]!;
        out[k] = st.view ??= new RunningJobView(st);
      }
      for (let k = m; k < n; k++) {
        const st = items[k]!;
        out.push((st.view ??= new RunningJobView(st)));
      }
      // a few pops (the usual: one job completed) rather than a store to `length` (a runtime call in
      // V8); a store when there are more (a policy may have set the array's length to 2^32 - 1)
      if (out.length - n <= POP_MAX) while (out.length > n) out.pop();
      else out.length = n;
      this.changed = false;
    }
    return out;
  }

  /** The running jobs in start order, without holes, for the engine: the array itself (closed in place first). */
  dense(): JobState[] {
    if (this.holes > 0) this.compact();
    return this.items as JobState[];
  }

  /** Closes the holes in place and renumbers the places. */
  private compact(): void {
    const items = this.items;
    let k = 0;
    for (let i = 0; i < items.length; i++) {
      const st = items[i];
      if (st === undefined) continue;
      st.runSlot = k;
      items[k++] = st;
    }
    items.length = k;
    this.holes = 0;
  }
}
