import type { ClusterView } from '../engine/ClusterView';
import type { Decision } from '../engine/Decision';
import type { Policy } from '../engine/Policy';
import type { QueueOrder } from './QueueOrder';
import { ServerCursor } from './internals/ServerCursor';
import { checkOrder, rigidQueue } from './internals/rigidQueue';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';

const LIST_SCHEDULING_OPTIONS_KEYS = optionKeys<ListSchedulingOptions>({ order: true });

/**
 * Options of {@link listScheduling}.
 *
 * @example
 * ```ts
 * import { listScheduling, type ListSchedulingOptions } from 'schedlab/policies';
 * const options: ListSchedulingOptions = { order: 'shortestEstimate' };
 * const policy = listScheduling(options); // named 'listScheduling(shortestEstimate)'
 * ```
 */
export interface ListSchedulingOptions {
  /** Order of the waiting queue. @defaultValue `'submission'` */
  readonly order?: QueueOrder;
}

/**
 * Graham's list scheduling for rigid jobs (Franke, Lepping & Schwiegelshohn, section 2.1): at
 * each scheduling point, scan the (sorted) queue and start every job that fits on the idle
 * processors left by the jobs started before it. No reservation: a wide job can starve.
 *
 * @param options - queue order
 * @throws InvalidInputError for an unknown order, or (at run time) when a job is malleable
 * @example
 * ```ts
 * import { createSimulation, homogeneousPlatform } from 'schedlab/engine';
 * import { listScheduling } from 'schedlab/policies';
 * const sim = createSimulation({
 *   platform: homogeneousPlatform({ servers: 4 }),
 *   jobs: [
 *     { kind: 'rigid', id: 'a', submit: 0, processors: 3, runtime: 10, estimate: 10 },
 *     { kind: 'rigid', id: 'b', submit: 0, processors: 2, runtime: 10, estimate: 10 },
 *     { kind: 'rigid', id: 'c', submit: 0, processors: 1, runtime: 10, estimate: 10 },
 *   ],
 * });
 * sim.run(listScheduling()).jobs.map((j) => j.start); // [0, 10, 0]
 * ```
 */
export function listScheduling(options: ListSchedulingOptions = {}): Policy {
  checkOptions('listScheduling(options)', options, LIST_SCHEDULING_OPTIONS_KEYS);
  const order = checkOrder('listScheduling', 'order', options.order ?? 'submission');
  const name = order === 'submission' ? 'listScheduling' : `listScheduling(${order})`;
  return Object.freeze({
    name,
    decide(view: ClusterView): readonly Decision[] {
      const queue = rigidQueue(view, name, order);
      const cursor = new ServerCursor(view.availableServers, view.platform, view.now);
      for (let i = 0; i < queue.length && cursor.free > 0; i++) {
        const job = queue.at(i)!;
        if (cursor.fits(job)) cursor.startJob(job);
      }
      return cursor.decisions;
    },
  });
}
