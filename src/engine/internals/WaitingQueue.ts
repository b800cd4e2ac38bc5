import type { Job } from '../Job';

/** Empty slots after which the array is compacted, when they are also half of it. */
const COMPACT_AFTER = 32;

/** Empty slots `at` steps over when reading in order before it looks the position up instead. */
const STEP_MAX = 32;

/** A removal at most this far from the tail of a queue without empty slots shifts the tail down. */
const SHIFT_MAX = 256;

/** What the queue holds: a job and its slot, which the queue sets (the engine's JobState). */
export interface QueueEntry {
  readonly job: Job;
  slot: number;
}

/**
 * The engine's queue of waiting jobs, in submission order. Each entry gets a slot when pushed
 * (`entry.slot`), which makes removing it cheap wherever it is:
 * - the head: O(1); `Array.prototype.shift` would copy the whole array once it holds more than
 *   about 16,000 jobs (V8 cannot left-trim arrays in large-object space; docs/benchmarks.md);
 * - a job near the tail (at most 256 behind it) of a queue without empty slots: the tail shifts
 *   down, so short queues keep their O(1) reads;
 * - any other job (a job backfilled from deep in a long queue): its slot is emptied, O(1), plus
 *   O(log n) to keep a Fenwick tree of the occupied slots once one was needed. A splice there made a
 *   saturated EASY run quadratic.
 * Once the empty slots are at least 32 and half of the array, it is compacted and the slots
 * renumbered: amortised O(1) per removal, storage (and a full iteration) within 2x + 32 of the queue.
 *
 * `at(i)` is O(1) without empty slots; with some, O(1) when read in order (`at(0)`, `at(1)`,
 * ...) across at most 32 empty slots, and O(log n) otherwise. `ClusterView.queue` shows it through a `WaitingView`.
 */
export class WaitingQueue<E extends QueueEntry = QueueEntry> {
  /** Entries by slot - base; undefined once removed. */
  private items: (E | undefined)[] = [];
  /** Slot number of items[0]. */
  private base = 0;
  /** items[0..head) are all removed. */
  private head = 0;
  private live = 0;
  /** Fenwick tree over items (1-based) counting occupied slots; built when first needed. */
  private tree: Int32Array | undefined;
  /** The last `at` answered by a lookup: its position and items index (-1, -1: before the first). */
  private lastIndex = -1;
  private lastItem = -1;

  get length(): number {
    return this.live;
  }

  at(index: number): Job | undefined {
    let i = Math.trunc(index); // as Array.prototype.at: fractions truncated, NaN read as 0
    if (i !== i) i = 0;
    if (i < 0) i += this.live; // negative: from the tail
    if (!(i >= 0 && i < this.live)) return undefined;
    const items = this.items;
    if (items.length - this.head === this.live) return items[this.head + i]!.job; // no empty slot
    let k: number;
    if (i === this.lastIndex) k = this.lastItem;
    else if (i === this.lastIndex + 1) {
      // reading in order: step over a few empty slots, or look up past a long run of them (a
      // sea of backfilled slots behind the head would otherwise be stepped over at every call)
      k = this.lastItem + 1;
      const stop = k + STEP_MAX;
      while (items[k] === undefined && k < stop) k++;
      if (items[k] === undefined) k = this.kth(i);
    } else k = this.kth(i);
    this.lastIndex = i;
    this.lastItem = k;
    return items[k]!.job;
  }

  [Symbol.iterator](): Iterator<Job> {
    return new QueueIterator(this.items, this.head); // a plain iterator: about 2x a generator's speed
  }

  /** The entry at the head of the queue, or undefined when it is empty (O(1)). */
  first(): E | undefined {
    return this.live === 0 ? undefined : this.items[this.head];
  }

  /** Appends an entry and sets its slot. */
  push(entry: E): void {
    const i = this.items.length;
    this.items.push(entry);
    entry.slot = this.base + i;
    this.live++;
    if (this.tree !== undefined) {
      if (i + 1 < this.tree.length) this.add(i, 1);
      else this.tree = undefined; // full: built again, larger, when next needed
    }
  }

  /** Removes an entry (the engine checked its job is waiting); throws if its slot holds another. */
  remove(entry: E): void {
    const items = this.items;
    const i = entry.slot - this.base;
    if (items[i] !== entry) throw new Error(`internal: WaitingQueue slot ${entry.slot} does not hold job "${entry.job.id}"`);
    entry.slot = -1;
    this.live--;
    this.lastIndex = -1; // positions behind i moved: start over
    this.lastItem = -1;
    if (i !== this.head && items.length - i <= SHIFT_MAX && items.length - this.head === this.live + 1) {
      // no empty slot: shift the short tail down and renumber it
      for (let k = i; k < items.length - 1; k++) {
        const moved = items[k + 1]!;
        items[k] = moved;
        moved.slot = this.base + k;
      }
      items.pop();
      this.tree = undefined;
      return;
    }
    items[i] = undefined; // drop the reference
    if (this.tree !== undefined) this.add(i, -1);
    if (i === this.head) {
      let h = i + 1;
      while (h < items.length && items[h] === undefined) h++;
      this.head = h;
    }
    if (this.live === 0) {
      this.base += items.length;
      this.items = [];
      this.head = 0;
      this.tree = undefined;
    } else if (items.length - this.live >= COMPACT_AFTER && 2 * (items.length - this.live) >= items.length) {
      this.compact();
    }
  }

  /** Adds `delta` at items index `i` in the Fenwick tree. */
  private add(i: number, delta: number): void {
    const tree = this.tree!;
    for (let k = i + 1; k < tree.length; k += k & -k) tree[k] = (tree[k] as number) + delta;
  }

  /** Items index of the occupied slot with `k` occupied slots before it (binary lifting on the tree). */
  private kth(k: number): number {
    const tree = (this.tree ??= this.buildTree());
    let pos = 0;
    let rest = k + 1;
    for (let step = 1 << (31 - Math.clz32(tree.length - 1)); step > 0; step >>= 1) {
      const next = pos + step;
      if (next < tree.length && (tree[next] as number) < rest) {
        pos = next;
        rest -= tree[next] as number;
      }
    }
    return pos; // 1-based pos + 1, back to 0-based items index
  }

  /** The Fenwick tree of the occupied slots, in O(n), with room for twice the items. */
  private buildTree(): Int32Array {
    const items = this.items;
    const tree = new Int32Array(Math.max(64, 2 * items.length + 1));
    for (let i = 0; i < items.length; i++) if (items[i] !== undefined) tree[i + 1] = 1;
    for (let k = 1; k < tree.length; k++) {
      const parent = k + (k & -k);
      if (parent < tree.length) tree[parent] = (tree[parent] as number) + (tree[k] as number);
    }
    return tree;
  }

  /** Drops the empty slots and renumbers the entries' slots. */
  private compact(): void {
    const kept: E[] = [];
    for (let i = this.head; i < this.items.length; i++) {
      const entry = this.items[i];
      if (entry === undefined) continue;
      entry.slot = this.base + this.items.length + kept.length; // numbers never used before
      kept.push(entry);
    }
    this.base += this.items.length;
    this.items = kept;
    this.head = 0;
    this.tree = undefined;
  }
}

/** Iterates the occupied slots of a WaitingQueue's array from `i` on. */
class QueueIterator implements Iterator<Job> {
  // #private: a policy iterating `ClusterView.waiting` holds this object, and must not reach the entries
  readonly #items: readonly (QueueEntry | undefined)[];
  #i: number;

  constructor(items: readonly (QueueEntry | undefined)[], i: number) {
    this.#items = items;
    this.#i = i;
  }

  next(): IteratorResult<Job> {
    const items = this.#items;
    while (this.#i < items.length) {
      const entry = items[this.#i++];
      if (entry !== undefined) return { value: entry.job, done: false };
    }
    return { value: undefined, done: true };
  }
}

// Reachable by a policy iterating `ClusterView.waiting`: frozen (see RunningJobView.ts).
Object.freeze(QueueIterator.prototype);
