import type { Rng } from '../random/Rng';
import type { ClusterView } from './ClusterView';
import type { Decision } from './Decision';

/** What the engine gives a policy besides the view. */
export interface PolicyContext {
  /** The run's policy stream (seedStreams order: stream 1); draw only from it. */
  readonly rng: Rng;
}

/**
 * A scheduling policy: at each scheduling point it reads the cluster and returns decisions,
 * which the engine validates and applies in order. This narrow protocol (after Batsim) is all a
 * policy needs to know of the engine, so policies can be embedded in other simulators.
 *
 * Policies should keep no state between `decide` calls that they cannot rebuild from the view
 * (then one policy object can serve many runs).
 *
 * @example
 * ```ts
 * import type { Policy } from 'schedlab/engine';
 * import { startJob } from 'schedlab/engine';
 * // Starts the queue head on its minimum number of servers when they are free.
 * const minimal: Policy = {
 *   name: 'minimal',
 *   decide(view) {
 *     const head = view.queue[0];
 *     if (head === undefined || head.kind !== 'malleable') return [];
 *     if (view.availableServers.length < head.minServers) return [];
 *     return [startJob(head.id, view.availableServers.slice(0, head.minServers))];
 *   },
 * };
 * ```
 */
export interface Policy {
  readonly name: string;
  decide(view: ClusterView, ctx: PolicyContext): readonly Decision[];
}
