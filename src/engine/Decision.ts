/**
 * Start a queued job on the given idle, powered-on servers.
 *
 * @example
 * ```ts
 * import { startJob, type StartDecision } from 'schedlab/engine';
 * const d: StartDecision = startJob('j0', [0, 1, 2]);
 * d; // { type: 'start', job: 'j0', servers: [0, 1, 2] }
 * ```
 */
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
 *
 * @example
 * ```ts
 * import { reconfigureJob, type ReconfigureDecision } from 'schedlab/engine';
 * const grow: ReconfigureDecision = reconfigureJob('j0', [0, 1, 2, 3]); // j0 ran on [0, 1, 2]
 * ```
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
 *
 * @example
 * ```ts
 * import { powerOff, type PowerOffDecision } from 'schedlab/engine';
 * const d: PowerOffDecision = powerOff([8, 9], 900); // idle again 900 s later
 * ```
 */
export interface PowerOffDecision {
  readonly type: 'powerOff';
  readonly servers: readonly number[];
  /** Seconds from the decision until the servers are available again. */
  readonly duration: number;
}

/**
 * What a policy can ask the engine to do at a scheduling point.
 *
 * @example
 * ```ts
 * import { startJob, powerOff, type Decision } from 'schedlab/engine';
 * const decisions: Decision[] = [startJob('j3', [0, 1]), powerOff([5, 6, 7], 600)];
 * const started = decisions.filter((d) => d.type === 'start').length; // 1
 * ```
 */
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
