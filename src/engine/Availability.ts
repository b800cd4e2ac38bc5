/**
 * One failure of a server (issue 39): it goes down at `down` and is back (idle) at `up` (s).
 *
 * @example
 * ```ts
 * import type { ServerFailure } from 'schedlab/engine';
 * const f: ServerFailure = { server: 3, down: 7200, up: 9000 };
 * ```
 */
export interface ServerFailure {
  readonly server: number;
  readonly down: number;
  readonly up: number;
}

/**
 * Server availability of a run (`sim.run(policy, { availability })`, issue 39): failures from a
 * list (a failure trace, e.g. `parseFailureTrace`) and/or drawn from a seeded MTBF/MTTR model.
 *
 * A server that fails is unavailable (`off` in the view, `readyAt` its repair time) until it is up
 * again; its energy counts as off; the job running on it is killed (all its servers are freed),
 * then requeued after `requeueDelay` with its whole work to do again, or, without `requeue`, ended
 * with `state: 'failed'`. A failure that finds its server powered off or in a power transition
 * (a policy's power-off) is skipped: the server runs nothing and its power cycle owns it.
 *
 * @example
 * ```ts
 * import { createSimulation, homogeneousPlatform, type Availability } from 'schedlab/engine';
 * import { easyBackfilling } from 'schedlab/policies';
 * const availability: Availability = { mtbf: 30 * 86400, mttr: 4 * 3600, requeue: true, requeueDelay: 60 };
 * const sim = createSimulation({
 *   platform: homogeneousPlatform({ servers: 8 }),
 *   jobs: [{ kind: 'rigid', id: 'a', submit: 0, processors: 8, runtime: 3600, estimate: 7200 }],
 * });
 * sim.run(easyBackfilling(), { seed: 4, availability }).metrics.requeues; // deterministic per seed
 * ```
 */
export interface Availability {
  /** Failures given as a list (any order; a server's failures must not overlap). @defaultValue none */
  readonly failures?: readonly ServerFailure[];
  /**
   * Mean time between failures of each server (s): times to failure are exponential, drawn from the
   * run seed's engine stream (same seed, same failures), each server in turn. @defaultValue no model
   */
  readonly mtbf?: number;
  /** Mean time to repair (s, exponential), with `mtbf`. @defaultValue 3600 */
  readonly mttr?: number;
  /** Resubmit a job killed by a failure (its whole work again). @defaultValue false */
  readonly requeue?: boolean;
  /** Delay before a killed job is queued again (s, >= 0), with `requeue`. @defaultValue 0 */
  readonly requeueDelay?: number;
}
