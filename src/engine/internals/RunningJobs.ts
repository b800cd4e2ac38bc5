import type { JobState } from './JobState';

/** A removal at most this far from the tail of a list without holes shifts the tail down. */
const SHIFT_MAX = 64;

/** Holes from which `remove` compacts, when they are also half of the array. */
const COMPACT_AFTER = 32;

/**
 * The engine's running jobs, in start order, as one array that policies see through
 * `ClusterView.running` (live: the same array object for the whole run). Each job knows its place
 * (`JobState.runSlot`), so completing one is O(1) wherever it is:
 * - near the tail (at most 64 behind it, and no hole): the tail shifts down, as an array would;
 * - elsewhere (a short job completing before thousands started after it): its place becomes a
 *   hole, O(1). `dense()` closes the holes in place before anyone reads the array; once the holes
 *   are at least 32 and half of it, `remove` closes them too: amortised O(1) per completion.
 * A splice there (a memory move of the tail) made FCFS with 20,000 one-server jobs running
 * quadratic: three quarters of the run.
 */
export class RunningJobs {
  private readonly items: (JobState | undefined)[] = [];
  private holes = 0;

  /** Appends a started job and records its place. */
  push(st: JobState): void {
    st.runSlot = this.items.length;
    this.items.push(st);
  }

  /** Removes a running job (the engine checked it runs); keeps the others' start order. */
  remove(st: JobState): void {
    const items = this.items;
    const i = st.runSlot;
    if (items[i] !== st) throw new Error(`internal: RunningJobs slot ${i} does not hold job "${st.job.id}"`);
    st.runSlot = -1;
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

  /** The running jobs in start order, without holes: the array itself (closed in place first). */
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
