import type { ClusterView } from '../engine/ClusterView';
import type { Policy, PolicyContext } from '../engine/Policy';
import { requireObject } from '../errors/internals/knownKeys';
import { withinCap } from './internals/withinCap';

/**
 * Any policy made to respect the power cap (`createSimulation({ powerCap })`, issue 38; docs/energy.md,
 * "Power cap"): the base decides as usual, then each of its decisions that would take the draw above
 * `view.powerCap` (a start, a grow, a switch-on, a p-state raise) is held, in the base's order: the
 * decisions before it count, the ones after it are still tried, so a start that fits under the cap
 * is never held. A held job stays in the queue and is tried again at the next scheduling point (a
 * job's end, a submission): the cap's own steps are no scheduling points, so a job that cannot
 * start under the cap with nothing running waits for the next event. Without a cap (or on a view
 * without `powerCap`/`addedDraw`) the base's decisions pass unchanged.
 *
 * Held starts change what a backfilling base planned: EASY's head job held by the cap does not stop
 * the backfilled jobs after it from starting (they fit the cap), so under a tight cap the head job
 * can be overtaken; that is the rule's documented choice (it never idles power it may use).
 *
 * @param base - the policy to cap (fcfs, easyBackfilling, conservativeBackfilling, withShutdown(...))
 * @throws InvalidInputError for a missing base
 * @example
 * ```ts
 * import { createSimulation, homogeneousPlatform } from 'schedlab/engine';
 * import { capAware, fcfs } from 'schedlab/policies';
 * const sim = createSimulation({
 *   platform: homogeneousPlatform({ servers: 4 }),
 *   jobs: [
 *     { kind: 'rigid', id: 'a', submit: 0, processors: 2, runtime: 100, estimate: 100 },
 *     { kind: 'rigid', id: 'b', submit: 0, processors: 2, runtime: 100, estimate: 100 },
 *   ],
 *   powerCap: 4 * 95 + 2 * (190.74 - 95), // idle platform plus one 2-server job (Dupont 2020 Table 1)
 * });
 * sim.run(capAware(fcfs())).jobs.map((j) => j.start); // [0, 100]: b waits for a's end
 * ```
 */
export function capAware(base: Policy): Policy {
  requireObject('capAware(base)', base, 'a Policy');
  return Object.freeze({ name: `${base.name}+capAware`, decide: (view: ClusterView, ctx: PolicyContext) => withinCap(view, base.decide(view, ctx)) });
}
