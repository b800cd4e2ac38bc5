import type { ClusterView } from '../engine/ClusterView';
import type { Decision } from '../engine/Decision';
import type { RigidJob } from '../engine/Job';
import type { Policy } from '../engine/Policy';
import { InvalidInputError } from '../errors/InvalidInputError';
import type { QueueOrder } from './QueueOrder';
import { ServerCursor } from './internals/ServerCursor';
import { checkOrder, predictedEnd, rigidJob, rigidOf, rigidQueue } from './internals/rigidQueue';

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
 * Only the head has a reservation (count-based: processors, not particular servers). A running
 * job past its estimate is expected to end at any moment (predicted end = now). This reproduces
 * the pyss EASY scheduler on its reference traces.
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

  function decide(view: ClusterView): readonly Decision[] {
    const now = view.now;
    // Submission order: each job is checked when read (rigidJob), so a call costs what it reads,
    // not a scan of the whole queue; other orders sort, and check, the whole queue.
    const queue = rigidQueue(view, name, order, false);
    const cursor = new ServerCursor(view.availableServers);
    let h = 0;
    while (h < queue.length && rigidJob(queue.at(h)!, name).processors <= cursor.free) {
      cursor.start(queue.at(h)!.id, queue.at(h)!.processors);
      h++;
    }
    if (h >= queue.length - 1 || cursor.free === 0) return cursor.decisions;
    const head = rigidJob(queue.at(h)!, name);

    // Shadow time and extra processors of the head.
    relTime.length = 0;
    relCount.length = 0;
    for (const r of view.running) {
      const job = rigidOf(r, name);
      relTime.push(predictedEnd(r, job, now, actual));
      relCount.push(job.processors);
    }
    for (let k = 0; k < h; k++) {
      const started = queue.at(k)!;
      relTime.push(now + dur(started));
      relCount.push(started.processors);
    }
    idx.length = relTime.length;
    for (let k = 0; k < idx.length; k++) idx[k] = k;
    idx.sort(byTime);
    let acc = cursor.free;
    let shadow = Infinity;
    for (let k = 0; k < idx.length; k++) {
      const t = relTime[idx[k]!] as number;
      if (acc >= head.processors && t > shadow) break;
      acc += relCount[idx[k]!] as number;
      if (acc >= head.processors && shadow === Infinity) shadow = t;
    }
    let extra = acc - head.processors;

    // Backfill candidates in queue order (fcfs: read in place, no copy) or shortest first (sjf).
    // The hot loop of a saturated run: the free count is kept in a local, the job's fields read once.
    const sjf = backfillOrder === 'sjf' ? Array.from({ length: queue.length - h - 1 }, (_, k) => rigidJob(queue.at(h + 1 + k)!, name)).sort((a, b) => dur(a) - dur(b)) : undefined;
    const end = sjf === undefined ? queue.length : sjf.length;
    let free = cursor.free;
    for (let k = sjf === undefined ? h + 1 : 0; k < end; k++) {
      const job = sjf === undefined ? queue.at(k)! : sjf[k]!;
      if (job.kind !== 'rigid') rigidJob(job, name); // throws
      const p = job.processors;
      if (p > free) continue;
      const endsBeforeShadow = now + (actual ? job.runtime : job.estimate) <= shadow;
      if (!endsBeforeShadow && p > extra) continue;
      cursor.start(job.id, p);
      free -= p;
      if (!endsBeforeShadow) extra -= p;
      if (free === 0) break;
    }
    return cursor.decisions;
  }

  return Object.freeze({ name, decide });
}
