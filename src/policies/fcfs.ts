import type { ClusterView } from '../engine/ClusterView';
import type { Decision } from '../engine/Decision';
import type { Policy } from '../engine/Policy';
import type { QueueOrder } from './QueueOrder';
import { ServerCursor } from './internals/ServerCursor';
import { checkOrder, rigidJob, rigidQueue } from './internals/rigidQueue';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';

const FCFS_OPTIONS_KEYS = optionKeys<FcfsOptions>({ order: true });

/**
 * Options of {@link fcfs}.
 *
 * @example
 * ```ts
 * import { fcfs, type FcfsOptions } from 'schedlab/policies';
 * const options: FcfsOptions = { order: 'fewestProcessors' };
 * const policy = fcfs(options);
 * ```
 */
export interface FcfsOptions {
  /**
   * Order of the waiting queue (the sorting criterion of Franke et al., section 3).
   * @defaultValue `'submission'`
   */
  readonly order?: QueueOrder;
}

/**
 * First Come First Serve for rigid jobs (Franke, Lepping & Schwiegelshohn, section 2.1): at each
 * scheduling point, start the first job of the (sorted) queue while enough processors are idle;
 * stop at the first job that does not fit. Servers are taken lowest index first.
 *
 * @param options - queue order
 * @throws InvalidInputError for an unknown order, or (at run time) when it reaches a malleable job
 *   (jobs behind the first that does not fit are not read: the work per call is O(jobs started))
 * @example
 * ```ts
 * import { createSimulation, homogeneousPlatform } from 'schedlab/engine';
 * import { fcfs } from 'schedlab/policies';
 * const sim = createSimulation({
 *   platform: homogeneousPlatform({ servers: 4 }),
 *   jobs: [{ kind: 'rigid', id: 'a', submit: 0, processors: 4, runtime: 10, estimate: 20 }],
 * });
 * sim.run(fcfs()).jobs[0]?.end; // 10
 * ```
 */
export function fcfs(options: FcfsOptions = {}): Policy {
  checkOptions('fcfs(options)', options, FCFS_OPTIONS_KEYS);
  const order = checkOrder('fcfs', 'order', options.order ?? 'submission');
  const name = order === 'submission' ? 'fcfs' : `fcfs(${order})`;
  return Object.freeze({
    name,
    decide(view: ClusterView): readonly Decision[] {
      const queue = rigidQueue(view, name, order, false);
      if (queue.length === 0) return []; // nothing to start: the available list is not even built
      const cursor = new ServerCursor(view.availableServers, view.platform, view.now);
      for (let i = 0; i < queue.length; i++) {
        const queued = queue.at(i)!;
        const job = rigidJob(queued, name); // only the jobs read are checked: O(started), not O(queue)
        if (!cursor.fits(job)) break;
        cursor.startJob(job);
      }
      return cursor.decisions;
    },
  });
}
