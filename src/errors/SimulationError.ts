import { SchedlabError } from './SchedlabError';

/**
 * Thrown by the engine when a policy takes an illegal decision (for example a start on a busy
 * or powered-off server) or when a run cannot make progress. The message names the simulated
 * time, the job and the servers concerned. The engine never repairs a decision silently.
 *
 * @example
 * ```ts
 * import { SimulationError } from 'schedlab';
 * const e = new SimulationError('t=120 s: start of job "j3" on server 4: server is off', { time: 120, job: 'j3', servers: [4] });
 * e.time; // 120
 * e.servers; // [4]
 * ```
 */
export class SimulationError extends SchedlabError {
  /** Simulated time (seconds) at which the error happened. */
  readonly time: number;
  /** Id of the job concerned, if any. */
  readonly job: string | undefined;
  /** Servers concerned. */
  readonly servers: readonly number[];

  constructor(message: string, details: { time: number; job?: string; servers?: readonly number[]; cause?: unknown }) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.time = details.time;
    this.job = details.job;
    this.servers = details.servers ?? [];
  }
}
