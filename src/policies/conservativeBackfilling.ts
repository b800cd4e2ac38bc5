import type { ClusterView } from '../engine/ClusterView';
import type { Decision } from '../engine/Decision';
import type { RigidJob } from '../engine/Job';
import type { Policy } from '../engine/Policy';
import { InvalidInputError } from '../errors/InvalidInputError';
import type { QueueOrder } from './QueueOrder';
import { RigidProfile } from './internals/rigidProfile';
import { ServerCursor } from './internals/ServerCursor';
import { SERVER_RESERVATIONS, ServerReservations } from './internals/ServerReservations';
import { checkOrder, predictedEnd, rigidOf, rigidQueue } from './internals/rigidQueue';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';

const CONSERVATIVE_BACKFILLING_OPTIONS_KEYS = optionKeys<ConservativeBackfillingOptions>({ order: true, useActualRuntime: true });

/**
 * Options of {@link conservativeBackfilling}.
 *
 * @example
 * ```ts
 * import { conservativeBackfilling, type ConservativeBackfillingOptions } from 'schedlab/policies';
 * const options: ConservativeBackfillingOptions = { order: 'submission', useActualRuntime: true };
 * const perfect = conservativeBackfilling(options); // named 'conservativeBackfilling-perfect'
 * ```
 */
export interface ConservativeBackfillingOptions {
  /** Order of the waiting queue, which is the priority order of reservations. @defaultValue `'submission'` */
  readonly order?: QueueOrder;
  /** Plan with the actual run times instead of the estimates ("perfect" variant). @defaultValue false */
  readonly useActualRuntime?: boolean;
}

/**
 * Conservative backfilling for rigid jobs (Mu'alem & Feitelson 2001; Franke, Lepping &
 * Schwiegelshohn, section 2.1): every waiting job holds a reservation, and a job may start only
 * if that delays no earlier job's reservation.
 *
 * At each scheduling point the availability profile (free processors over time) is rebuilt
 * from the running jobs' predicted ends (`start + estimate`, or now for a job past its estimate),
 * then each queued job, in queue order, is given the earliest slot where it fits for its whole
 * estimate; jobs whose slot is now are started. Rebuilding at each point *compresses* the
 * schedule when jobs end earlier than estimated: reservations only ever move earlier (when
 * run times never exceed estimates). A pass stops early once no remaining job is narrow enough
 * to start now. On a platform with partitions, queues or reservations (issue 39) the reservations
 * are on particular servers of each job's partition, around the windows it may not use, kept from
 * one point to the next and compressed in queue order (costlier: O(queue² x servers) a call).
 *
 * @param options - queue order, perfect estimates
 * @throws InvalidInputError for an invalid option, or (at run time) when a job is malleable
 * @example
 * ```ts
 * import { createSimulation, homogeneousPlatform } from 'schedlab/engine';
 * import { conservativeBackfilling } from 'schedlab/policies';
 * const sim = createSimulation({
 *   platform: homogeneousPlatform({ servers: 100 }),
 *   jobs: [
 *     { kind: 'rigid', id: 'a', submit: 0, processors: 70, runtime: 100, estimate: 100 },
 *     { kind: 'rigid', id: 'b', submit: 1, processors: 80, runtime: 100, estimate: 100 },
 *     { kind: 'rigid', id: 'c', submit: 2, processors: 90, runtime: 100, estimate: 100 },
 *     { kind: 'rigid', id: 'd', submit: 50, processors: 20, runtime: 250, estimate: 250 },
 *   ],
 * });
 * sim.run(conservativeBackfilling()).jobs.map((j) => j.start); // [0, 100, 200, 300]
 * ```
 */
export function conservativeBackfilling(options: ConservativeBackfillingOptions = {}): Policy {
  checkOptions('conservativeBackfilling(options)', options, CONSERVATIVE_BACKFILLING_OPTIONS_KEYS);
  const order = checkOrder('conservativeBackfilling', 'order', options.order ?? 'submission');
  const actual = options.useActualRuntime ?? false;
  if (typeof actual !== 'boolean') {
    throw new InvalidInputError(`conservativeBackfilling: options.useActualRuntime must be a boolean, got ${JSON.stringify(actual)}`);
  }
  const name = 'conservativeBackfilling' + (order === 'submission' ? '' : `(${order})`) + (actual ? '-perfect' : '');
  const dur = actual ? (j: RigidJob): number => j.runtime : (j: RigidJob): number => j.estimate;
  const profile = new RigidProfile();
  const minWidth: number[] = [];
  const onServers = new ServerReservations();

  function decide(view: ClusterView): readonly Decision[] {
    const now = view.now;
    const queue = rigidQueue(view, name, order);
    const cursor = new ServerCursor(view.availableServers, view.platform, view.now);
    const p = view.platform;
    if (p.partitions !== undefined || p.queues !== undefined || p.reservations !== undefined) {
      // partitions or windows (issue 39): reservations on particular servers
      onServers.decide(view, queue, cursor, name, actual, dur);
      return cursor.decisions;
    }
    const n = queue.length;
    if (n === 0 || cursor.free === 0) return cursor.decisions;
    // Narrowest job from position k on: once it exceeds the processors free now, stop.
    minWidth.length = n;
    let m = Infinity;
    for (let k = n - 1; k >= 0; k--) {
      m = Math.min(m, queue.at(k)!.processors);
      minWidth[k] = m;
    }
    if ((minWidth[0] as number) > cursor.free) return cursor.decisions;
    profile.reset(now, cursor.free);
    for (const r of view.running) {
      const job = rigidOf(r, name);
      profile.release(predictedEnd(r, job, now, actual), job.processors);
    }
    profile.build();
    for (let k = 0; k < n; k++) {
      if ((minWidth[k] as number) > (profile.free[0] as number)) break;
      const job = queue.at(k)!;
      const d = dur(job);
      const i = profile.earliest(job.processors, d);
      if (i === 0 && cursor.fits(job)) cursor.startJob(job);
      profile.reserve(i, job.processors, d);
    }
    return cursor.decisions;
  }

  const policy = Object.freeze({ name, decide });
  SERVER_RESERVATIONS.set(policy, onServers);
  return policy;
}
