import type { Job } from '../Job';
import type { JobQueue } from '../JobQueue';

/** Head removals after which the array is compacted, when they are also half of it. */
const COMPACT_AFTER = 1024;

/**
 * The engine's queue of waiting jobs: an array with a head offset, so that starting the head is
 * O(1) (amortised: the array is compacted once the removed prefix is at least half of it), where
 * `Array.prototype.shift` copies the whole array once it holds more than about 16,000 jobs (V8
 * cannot left-trim arrays in large-object space; measured in docs/benchmarks.md). Removing another
 * job is a splice behind the head. `snapshot()` is the array `ClusterView.queue` shows, copied only
 * after a change.
 */
export class WaitingQueue implements JobQueue {
  private items: Job[] = [];
  private head = 0;
  private copy: readonly Job[] | undefined;

  get length(): number {
    return this.items.length - this.head;
  }

  at(index: number): Job | undefined {
    if (index >= 0) {
      const i = this.head + index;
      return i < this.items.length ? this.items[i] : undefined;
    }
    const i = this.items.length + index; // from the tail
    return i >= this.head ? this.items[i] : undefined;
  }

  *[Symbol.iterator](): Iterator<Job> {
    for (let i = this.head; i < this.items.length; i++) yield this.items[i]!;
  }

  /** Appends a submitted job. */
  push(job: Job): void {
    this.items.push(job);
    this.copy = undefined;
  }

  /** Removes a waiting job (the caller knows it is queued). */
  remove(job: Job): void {
    const items = this.items;
    if (items[this.head] === job) {
      items[this.head] = undefined as unknown as Job; // drop the reference
      this.head++;
      if (this.head === items.length) {
        this.items = [];
        this.head = 0;
      } else if (this.head >= COMPACT_AFTER && 2 * this.head >= items.length) {
        this.items = items.slice(this.head);
        this.head = 0;
      }
    } else {
      items.splice(items.indexOf(job, this.head), 1);
    }
    this.copy = undefined;
  }

  /** The waiting jobs as an array, shared until the queue changes. */
  snapshot(): readonly Job[] {
    return (this.copy ??= this.head === 0 ? this.items.slice() : this.items.slice(this.head));
  }
}
