import { InvalidInputError } from '../../errors/InvalidInputError';
import type { Job } from '../Job';
import type { JobQueue } from '../JobQueue';
import type { WaitingQueue } from './WaitingQueue';

/**
 * What a policy sees of the waiting queue (`ClusterView.queue`): a frozen object with the
 * {@link JobQueue} members only, the engine's {@link WaitingQueue} held in a `#private` field, so
 * a policy reads the live queue without copying it but cannot change it or reach the engine's
 * entries through it.
 *
 * Index access (`queue[0]`) works as on an array: the prototype of `WaitingView.prototype` is a
 * Proxy (frozen target) whose `get` trap answers a canonical array index with `at(i)`. Only a
 * lookup that misses the object and its class (an index, an unknown name) reaches the trap, so
 * `length`, `at` and iteration cost what they cost without it. `i in queue` is false (a `has` trap
 * gets no receiver to read the queue from); array methods (`map`, `slice`, ...) are refused by name
 * with a hint (`[...view.queue]` is an array).
 */
export class WaitingView implements JobQueue {
  readonly [index: number]: Job;
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

  /** `view.queue[i]` for the index trap: the job at a canonical index of a WaitingView, else undefined. */
  static indexed(view: unknown, key: string): Job | undefined {
    if (!(typeof view === 'object' && view !== null && #queue in view)) return undefined;
    const queue = (view as WaitingView).#queue;
    const c = key.charCodeAt(0);
    if (key.length === 1) return c >= 48 && c <= 57 ? queue.at(c - 48) : undefined; // '0'..'9', the usual case
    if (c < 49 || c > 57) return undefined; // no leading zero, sign or letter
    const i = Number(key);
    return Number.isInteger(i) && i < 2 ** 32 - 1 && String(i) === key ? queue.at(i) : undefined;
  }
}

/** The array methods a policy written for the former array snapshot may still call. */
const ARRAY_METHODS: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Array.prototype).filter((k) => !(k in Object.prototype) && k !== 'length'));

const INDEX_TARGET: object = Object.freeze(Object.create(Object.prototype) as object);

/** Answers index reads (`queue[0]`) of a WaitingView; everything else comes from Object.prototype. */
const INDEXED: object = new Proxy(INDEX_TARGET, {
  get(target, key, receiver) {
    if (typeof key === 'string') {
      const c = key.charCodeAt(0);
      if (c >= 48 && c <= 57) return WaitingView.indexed(receiver, key);
      if (ARRAY_METHODS.has(key)) {
        return () => {
          throw new InvalidInputError(`ClusterView.queue.${key}: the queue is a live read-only JobQueue (length, at(i), [i], iteration), not an array; copy it first ([...view.queue].${key}(...))`);
        };
      }
    }
    return Reflect.get(target, key, receiver);
  },
});

Object.setPrototypeOf(WaitingView.prototype, INDEXED);
// A policy reaches this prototype (Object.getPrototypeOf); frozen, so one run's policy cannot
// change what the policies of later runs see.
Object.freeze(WaitingView.prototype);
