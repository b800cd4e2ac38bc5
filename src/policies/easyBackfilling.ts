import type { ClusterView } from '../engine/ClusterView';
import type { Decision } from '../engine/Decision';
import type { RigidJob } from '../engine/Job';
import type { JobQueue } from '../engine/JobQueue';
import type { Policy } from '../engine/Policy';
import { InvalidInputError } from '../errors/InvalidInputError';
import type { QueueOrder } from './QueueOrder';
import { BackfillIndex } from './internals/BackfillIndex';
import { ServerCursor, disjoint, partitionCount } from './internals/ServerCursor';
import { allowedServers } from '../engine/allowedServers';
import { checkOrder, predictedEnd, rigidJob, rigidOf, rigidQueue } from './internals/rigidQueue';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';
import { windowShadow } from './internals/windowShadow';

const EASY_BACKFILLING_OPTIONS_KEYS = optionKeys<EasyBackfillingOptions>({ order: true, backfillOrder: true, useActualRuntime: true });

/** Queue length from which EASY keeps its backfill index, and below which it drops it again. */
const INDEX_FROM = 256;
const INDEX_UNTIL = 64;

/**
 * Options of {@link easyBackfilling}.
 *
 * @example
 * ```ts
 * import { easyBackfilling, type EasyBackfillingOptions } from 'schedlab/policies';
 * const sjbf: EasyBackfillingOptions = { backfillOrder: 'sjf' }; // EASY-SJBF
 * const policy = easyBackfilling(sjbf);
 * ```
 */
export interface EasyBackfillingOptions {
  /** Order of the waiting queue, which decides the head job. @defaultValue `'submission'` */
  readonly order?: QueueOrder;
  /**
   * Order in which the jobs behind the head are tried for backfilling: `'fcfs'` = queue order,
   * `'sjf'` = shortest (estimated) job first, ties in queue order (EASY-SJBF).
   * @defaultValue `'fcfs'`
   */
  readonly backfillOrder?: 'fcfs' | 'sjf';
  /**
   * Plan with the actual run times instead of the users' estimates ("perfect" EASY, an oracle
   * used as a reference in the backfilling literature).
   * @defaultValue false
   */
  readonly useActualRuntime?: boolean;
}

/**
 * EASY backfilling for rigid jobs (Lifka 1995; Mu'alem & Feitelson 2001; Franke, Lepping &
 * Schwiegelshohn, section 2.1). At each scheduling point:
 *
 * 1. start queue heads while they fit on the idle processors;
 * 2. for the blocked head, compute the *shadow time* (earliest time enough processors are free,
 *    from the running jobs' predicted ends `start + estimate`) and the *extra* processors
 *    (free at the shadow time beyond the head's need);
 * 3. start any later job that fits now and either ends by the shadow time (`now + estimate <=
 *    shadow`) or uses at most the extra processors (which it then consumes).
 *
 * Only the head has a reservation (count-based: processors, not particular servers; within the
 * head's partition on a platform with partitions). On a platform with reservations or maintenance
 * windows the head's shadow time and extra processors are planned on servers, around the windows
 * the head may not use (issue 39, docs/resource-manager.md). A running job past its estimate is
 * expected to end at any moment (predicted end = now). This reproduces the pyss EASY scheduler on
 * its reference traces.
 *
 * Cost: with the default orders and a queue of 256 jobs or more, the policy keeps the jobs behind
 * the head in an index between calls (per processor count, a segment tree of durations), so a call
 * costs about what changed rather than a scan of the queue (40,000 jobs queued at t = 0: 0.3 s
 * instead of 2.5 s; same schedule). It relies on what the engine guarantees: within a run, the view
 * and its `waiting` queue are the same objects at every call, the queue grows at its tail and
 * loses only the jobs this policy started. A simulator embedding the policy that breaks this
 * (reorders or cancels jobs in place) is detected in most cases and the index rebuilt; to be
 * certain, hand over a new `waiting` object whenever the queue changes otherwise: the policy
 * then scans it, as it does for other orders.
 *
 * @param options - queue order, backfill order, perfect estimates
 * @throws InvalidInputError for an invalid option, or (at run time) when a job is malleable
 * @example
 * ```ts
 * import { createSimulation, homogeneousPlatform } from 'schedlab/engine';
 * import { easyBackfilling } from 'schedlab/policies';
 * const sim = createSimulation({
 *   platform: homogeneousPlatform({ servers: 100 }),
 *   jobs: [
 *     { kind: 'rigid', id: 'a', submit: 0, processors: 50, runtime: 100, estimate: 100 },
 *     { kind: 'rigid', id: 'b', submit: 1, processors: 100, runtime: 100, estimate: 100 },
 *     { kind: 'rigid', id: 'c', submit: 2, processors: 10, runtime: 10, estimate: 10 },
 *   ],
 * });
 * sim.run(easyBackfilling()).jobs.map((j) => j.start); // [0, 100, 2]: c is backfilled
 * ```
 */
export function easyBackfilling(options: EasyBackfillingOptions = {}): Policy {
  checkOptions('easyBackfilling(options)', options, EASY_BACKFILLING_OPTIONS_KEYS);
  const order = checkOrder('easyBackfilling', 'order', options.order ?? 'submission');
  const backfillOrder = options.backfillOrder ?? 'fcfs';
  if (backfillOrder !== 'fcfs' && backfillOrder !== 'sjf') {
    throw new InvalidInputError(`easyBackfilling: options.backfillOrder must be 'fcfs' or 'sjf', got ${JSON.stringify(backfillOrder)}`);
  }
  const actual = options.useActualRuntime ?? false;
  if (typeof actual !== 'boolean') {
    throw new InvalidInputError(`easyBackfilling: options.useActualRuntime must be a boolean, got ${JSON.stringify(actual)}`);
  }
  const name =
    'easyBackfilling' +
    (order === 'submission' ? '' : `(${order})`) +
    (backfillOrder === 'sjf' ? '-sjbf' : '') +
    (actual ? '-perfect' : '');
  const dur = actual ? (j: RigidJob): number => j.runtime : (j: RigidJob): number => j.estimate;
  // Scratch arrays, reused across calls (decide is never re-entered).
  const relTime: number[] = [];
  const relCount: number[] = [];
  const idx: number[] = [];
  const byTime = (a: number, b: number): number => (relTime[a] as number) - (relTime[b] as number);

  // Queue order with FCFS backfilling (the default, and the papers' EASY): the jobs behind the head
  // are kept in a BackfillIndex between calls, so a call costs what changed, not a scan of the queue.
  // The index is used from the second call that sees the same view and queue object (a run of the
  // engine), while the queue is long; a view that hands over a new queue object at every call (a
  // re-sorted copy) is scanned.
  const index = order === 'submission' && backfillOrder === 'fcfs' ? new BackfillIndex() : undefined;
  /** View and queue object of the previous call. */
  let lastView: ClusterView | undefined;
  let lastQueue: JobQueue | undefined;
  /** Whether the index mirrors the queue as the previous call left it. */
  let indexed = false;
  /** Queue length after the previous call's starts: new submissions come behind it. */
  let expected = 0;

  /** Indexes the queue from position `from` on, checking each job is rigid. */
  function indexFrom(queue: JobQueue, from: number): void {
    for (let i = from; i < queue.length; i++) {
      const job = rigidJob(queue.at(i)!, name);
      index!.add(job, dur(job));
    }
  }

  /**
   * Brings the index up to date, for a queue that grew at the tail and lost only the jobs this
   * policy started since the previous call; anything else rebuilds it from the queue.
   */
  function sync(queue: JobQueue): void {
    const ix = index!;
    const fresh = queue.length - expected;
    const inStep =
      indexed &&
      fresh >= 0 &&
      ix.size === expected &&
      (expected === 0 || (queue.at(0) === ix.first() && ix.has(queue.at(expected - 1) as RigidJob))) &&
      (fresh === 0 || !ix.has(queue.at(expected) as RigidJob));
    if (inStep) indexFrom(queue, expected);
    else {
      ix.clear();
      indexFrom(queue, 0);
    }
  }

  function decide(view: ClusterView): readonly Decision[] {
    const now = view.now;
    // Submission order: each job is checked when read (rigidJob), so a call costs what it reads,
    // not a scan of the whole queue; other orders sort, and check, the whole queue.
    const queue = rigidQueue(view, name, order, false);
    const sameQueue = view === lastView && view.queue === lastQueue;
    lastView = view;
    lastQueue = view.queue;
    // a short queue is scanned (cheaper than keeping the index); the gap between the two bounds
    // keeps a queue near one of them from building the index again and again
    const long = queue.length >= (indexed ? INDEX_UNTIL : INDEX_FROM);
    const partitioned = view.platform.partitions !== undefined || view.platform.queues !== undefined || view.platform.reservations !== undefined;
    const ix = index !== undefined && sameQueue && long && !partitioned ? index : undefined;
    if (ix !== undefined) sync(view.queue);
    indexed = false; // until this call completes: a call that throws leaves the index to be rebuilt
    const cursor = new ServerCursor(view.availableServers, view.platform, view.now);
    let h = 0;
    while (h < queue.length && cursor.fits(rigidJob(queue.at(h)!, name))) {
      const job = queue.at(h)!;
      cursor.startJob(job);
      ix?.remove(job);
      h++;
    }
    if (h >= queue.length - 1 || cursor.free === 0) return done(view, ix, cursor.decisions);
    const head = rigidJob(queue.at(h)!, name);

    // Shadow time and extra processors of the head.
    relTime.length = 0;
    relCount.length = 0;
    // with partitions (issue 39), only the servers of the head's partition count (partitionCount)
    const headServers = partitioned ? allowedServers(view.platform, head) : undefined;
    for (const r of view.running) {
      const job = rigidOf(r, name);
      relTime.push(predictedEnd(r, job, now, actual));
      relCount.push(headServers === undefined ? job.processors : partitionCount(r.servers, headServers));
    }
    for (let k = 0; k < h; k++) {
      const started = queue.at(k)!;
      relTime.push(now + dur(started));
      relCount.push(headServers === undefined ? started.processors : partitionCount(cursor.serversOf(k), headServers));
    }
    idx.length = relTime.length;
    for (let k = 0; k < idx.length; k++) idx[k] = k;
    idx.sort(byTime);
    let acc = headServers === undefined ? cursor.free : cursor.freeIn(headServers);
    let shadow = Infinity;
    for (let k = 0; k < idx.length; k++) {
      const t = relTime[idx[k]!] as number;
      if (acc >= head.processors && t > shadow) break;
      acc += relCount[idx[k]!] as number;
      if (acc >= head.processors && shadow === Infinity) shadow = t;
    }
    let extra = acc - head.processors;
    if (view.platform.reservations !== undefined) {
      // windows (issue 39): the head's reservation is planned on particular servers, around them
      const started = Array.from({ length: h }, (_, k) => ({ servers: cursor.serversOf(k), end: now + dur(queue.at(k)!) }));
      ({ shadow, extra } = windowShadow(view, name, actual, head, dur(head), started));
    }
    let free = cursor.free;

    if (ix !== undefined) {
      // The next job in queue order that fits now and ends by the shadow time or fits the extra
      // processors. The index compares durations with shadow - now, widened by 4 ulps (what the
      // rounding of now + duration can hide); the exact test below drops a near miss.
      const limit = shadow === Infinity ? Number.MAX_VALUE : shadow - now + (Math.abs(shadow) + Math.abs(now)) * 4 * Number.EPSILON;
      let after = ix.seqOf(head);
      for (;;) {
        const job = ix.next(after, free, extra, limit);
        if (job === undefined) break;
        after = ix.seqOf(job);
        const p = job.processors;
        const endsBeforeShadow = now + dur(job) <= shadow;
        if (!endsBeforeShadow && p > extra) continue;
        cursor.start(job.id, p);
        ix.remove(job);
        free -= p;
        if (!endsBeforeShadow) extra -= p;
        if (free === 0) break;
      }
      return done(view, ix, cursor.decisions);
    }

    // Without the index (another queue order, sjf, a new queue object): a scan of the queue.
    // The free count is kept in a local, the job's fields read once.
    const sjf = backfillOrder === 'sjf' ? Array.from({ length: queue.length - h - 1 }, (_, k) => rigidJob(queue.at(h + 1 + k)!, name)).sort((a, b) => dur(a) - dur(b)) : undefined;
    const end = sjf === undefined ? queue.length : sjf.length;
    for (let k = sjf === undefined ? h + 1 : 0; k < end; k++) {
      const job = sjf === undefined ? queue.at(k)! : sjf[k]!;
      if (job.kind !== 'rigid') rigidJob(job, name); // throws
      const p = job.processors;
      if (partitioned ? !cursor.fits(job) : p > free) continue;
      const endsBeforeShadow = now + (actual ? job.runtime : job.estimate) <= shadow;
      // a job kept off the head's partition cannot delay it (issue 39)
      const outside = headServers !== undefined && disjoint(allowedServers(view.platform, job), headServers);
      if (!endsBeforeShadow && p > extra && !outside) continue;
      cursor.startJob(job);
      free -= p;
      if (!endsBeforeShadow && !outside) extra -= p;
      if (free === 0) break;
    }
    return cursor.decisions;
  }

  /** Ends a call that used the index: records what the next call should find. */
  function done(view: ClusterView, ix: BackfillIndex | undefined, decisions: readonly Decision[]): readonly Decision[] {
    if (ix !== undefined) {
      expected = view.queue.length - decisions.length;
      indexed = true;
    }
    return decisions;
  }

  return Object.freeze({ name, decide });
}
