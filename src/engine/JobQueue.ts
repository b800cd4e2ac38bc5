import type { Job } from './Job';

/**
 * The waiting jobs in submission order, live and read-only: `length`, `at(i)` (0 = the head; a
 * negative index counts from the tail and a fraction is truncated, as `Array.prototype.at`),
 * index access `queue[i]` (as on an array: undefined out of range) and iteration.
 * `ClusterView.queue` is one: reading it in order (`queue[0]`, `at(1)`, ... or an iteration) is
 * O(1) per step whatever the queue's length; a read at random is O(1) until jobs are started from
 * inside the queue, then O(log n) once its index is built, which some starts discard (the next
 * random read rebuilds it, O(n)). Any `readonly Job[]` is one too (structurally), so a test view
 * or a wrapper policy can pass an array.
 *
 * It is not an array: it is live (it shows the queue as it is when read, so copy it,
 * `[...view.queue]`, to keep it past a `decide` call or to use array methods; calling one on it
 * throws an `InvalidInputError` that says so), and `i in queue` is false.
 *
 * @example
 * ```ts
 * import { startJob, type ClusterView, type Decision } from 'schedlab/engine';
 * // FCFS for rigid jobs: start from the head while the jobs fit, reading only what it starts.
 * function fcfsStep(view: ClusterView): Decision[] {
 *   const free = view.availableServers;
 *   const out: Decision[] = [];
 *   let used = 0;
 *   for (let i = 0; i < view.queue.length; i++) {
 *     const job = view.queue[i]!;
 *     if (job.kind !== 'rigid' || job.processors > free.length - used) break;
 *     out.push(startJob(job.id, free.slice(used, used + job.processors)));
 *     used += job.processors;
 *   }
 *   return out;
 * }
 * ```
 */
export interface JobQueue extends Iterable<Job> {
  /** Number of waiting jobs. */
  readonly length: number;
  /** The waiting job at `index` (0 = the head; negative: from the tail), or undefined out of range. */
  at(index: number): Job | undefined;
  /** The waiting job at `index` (0 = the head), or undefined out of range. */
  readonly [index: number]: Job;
}
