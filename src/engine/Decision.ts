/** Start a queued job on the given idle, powered-on servers. */
export interface StartDecision {
  readonly type: 'start';
  /** Job id. */
  readonly job: string;
  /** Servers (global indices), all distinct. */
  readonly servers: readonly number[];
}

/**
 * Change the servers of a running malleable job. The new set must strictly contain the current
 * one (grow; added servers must be available) or be strictly contained in it (shrink). During
 * the reconfiguration the job holds the larger set and makes no progress.
 */
export interface ReconfigureDecision {
  readonly type: 'reconfigure';
  readonly job: string;
  /** The job's complete new server set. */
  readonly servers: readonly number[];
}

/**
 * Power off idle servers for `duration` seconds: they switch off, stay off, and switch back on
 * so that they are idle again exactly `duration` seconds later. `duration` must be at least the
 * switch-off plus switch-on time of every server named.
 */
export interface PowerOffDecision {
  readonly type: 'powerOff';
  readonly servers: readonly number[];
  /** Seconds from the decision until the servers are available again. */
  readonly duration: number;
}

/** What a policy can ask the engine to do at a scheduling point. */
export type Decision = StartDecision | ReconfigureDecision | PowerOffDecision;

/**
 * Makes a {@link StartDecision}.
 * @example
 * ```ts
 * import { startJob } from 'schedlab/engine';
 * const d = startJob('j0', [0, 1, 2]);
 * ```
 */
export function startJob(job: string, servers: readonly number[]): StartDecision {
  return { type: 'start', job, servers };
}

/**
 * Makes a {@link ReconfigureDecision}.
 * @example
 * ```ts
 * import { reconfigureJob } from 'schedlab/engine';
 * const d = reconfigureJob('j0', [0, 1, 2, 3]); // grow from [0, 1, 2]
 * ```
 */
export function reconfigureJob(job: string, servers: readonly number[]): ReconfigureDecision {
  return { type: 'reconfigure', job, servers };
}

/**
 * Makes a {@link PowerOffDecision}.
 * @example
 * ```ts
 * import { powerOff } from 'schedlab/engine';
 * const d = powerOff([7, 8, 9], 900); // back at now + 900 s
 * ```
 */
export function powerOff(servers: readonly number[], duration: number): PowerOffDecision {
  return { type: 'powerOff', servers, duration };
}
