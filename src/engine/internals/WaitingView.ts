import type { Job } from '../Job';
import type { JobQueue } from '../JobQueue';
import type { WaitingQueue } from './WaitingQueue';

/**
 * What a policy sees of the waiting queue (`ClusterView.waiting`): a frozen object with the
 * {@link JobQueue} members only, the engine's {@link WaitingQueue} held in a `#private` field, so
 * a policy can read the live queue without copying it but cannot change it or reach the engine's
 * entries through it.
 */
export class WaitingView implements JobQueue {
  readonly #queue: WaitingQueue;

  constructor(queue: WaitingQueue) {
    this.#queue = queue;
    Object.freeze(this);
  }

  get length(): number {
    return this.#queue.length;
  }

  at(index: number): Job | undefined {
    return this.#queue.at(index);
  }

  [Symbol.iterator](): Iterator<Job> {
    return this.#queue[Symbol.iterator]();
  }
}

// A policy reaches this prototype (Object.getPrototypeOf); frozen, so one run's policy cannot
// change what the policies of later runs see.
Object.freeze(WaitingView.prototype);
