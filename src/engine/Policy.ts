import type { Rng } from '../random/Rng';
import type { ClusterView } from './ClusterView';
import type { Decision } from './Decision';

/**
 * What the engine gives a policy besides the view.
 *
 * @example
 * ```ts
 * import { startJob, type ClusterView, type Policy, type PolicyContext } from 'schedlab/engine';
 * import { uniformInt } from 'schedlab/random';
 * // Places one-processor jobs on a random free server, drawing only from ctx.rng (reproducible).
 * const randomPlacement: Policy = {
 *   name: 'randomPlacement',
 *   decide(view: ClusterView, ctx: PolicyContext) {
 *     const head = view.queue[0], free = view.availableServers;
 *     if (head?.kind !== 'rigid' || head.processors !== 1 || free.length === 0) return [];
 *     return [startJob(head.id, [free[uniformInt(ctx.rng, 0, free.length - 1)]!])];
 *   },
 * };
 * ```
 */
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
