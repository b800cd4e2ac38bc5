import type { MalleableJob } from '../engine/Job';

/**
 * A yes/no decision rule over an input: the plug-in point of the greedy policy. The library's
 * conditions are {@link always}, {@link never}, condition1-3 (reconfiguration) and
 * the shutdown condition; write your own as a plain object.
 *
 * @example
 * ```ts
 * import type { Condition, ReconfigurationInput } from 'schedlab/policies';
 * // Grow only jobs that scale well and would at least double their servers.
 * const doubling: Condition<ReconfigurationInput> = {
 *   name: 'doubling',
 *   holds: (i) => i.alpha > 0.8 && i.newServers >= 2 * i.currentServers,
 * };
 * ```
 */
export interface Condition<I> {
  readonly name: string;
  /** Decides on `input`, which is valid only during the call (the greedy policy reuses it). */
  holds(input: I): boolean;
}

/**
 * What a reconfiguration condition sees about one candidate growth (Dupont 2020, 4.2.1).
 *
 * @example
 * ```ts
 * import { greedyPolicy, type Condition, type ReconfigurationInput } from 'schedlab/policies';
 * // Grow a job only if it would get at least half of the platform.
 * const halfPlatform: Condition<ReconfigurationInput> = {
 *   name: 'halfPlatform',
 *   holds: (i: ReconfigurationInput) => i.newServers >= i.totalServers / 2,
 * };
 * const policy = greedyPolicy({ reconfiguration: halfPlatform });
 * ```
 */
export interface ReconfigurationInput {
  readonly job: MalleableJob;
  /** Servers the job runs on now (n). */
  readonly currentServers: number;
  /** Servers after the growth (n_new): min(maxServers, current + available). */
  readonly newServers: number;
  /** The job's maximum (n_max). */
  readonly maxServers: number;
  /** Speed-up exponent alpha. */
  readonly alpha: number;
  /** The job's data D. */
  readonly data: number;
  /** Upper bound of any job's data, D_max. */
  readonly maxData: number;
  /** Work left (s on one server). */
  readonly remainingMass: number;
  /** Servers available before this growth. */
  readonly availableServers: number;
  /** Servers of the platform. */
  readonly totalServers: number;
  /** Jobs waiting in the queue. */
  readonly queueLength: number;
  /** Current time (s). */
  readonly now: number;
}

/**
 * What a shutdown condition sees (Dupont 2020, 4.2.2).
 *
 * @example
 * ```ts
 * import { greedyPolicy, powerOffRule, type Condition, type ShutdownInput } from 'schedlab/policies';
 * // Power off only when nothing runs and at least half of the servers are idle.
 * const quiet: Condition<ShutdownInput> = {
 *   name: 'quiet',
 *   holds: (i: ShutdownInput) => i.runningJobs === 0 && i.availableServers >= i.totalServers / 2,
 * };
 * const policy = greedyPolicy({ shutdown: powerOffRule({ condition: quiet, duration: 1200 }) });
 * ```
 */
export interface ShutdownInput {
  /** Idle, powered-on, unallocated servers (n_av). */
  readonly availableServers: number;
  /** Servers of the platform (n_tot). */
  readonly totalServers: number;
  /** Running jobs. */
  readonly runningJobs: number;
  /** Current time (s). */
  readonly now: number;
}

/**
 * The condition that always holds (FIFO-Rcfg, FIFO-Poff of Dupont 2020, section 5.4).
 * @example
 * ```ts
 * import { greedyPolicy, always } from 'schedlab/policies';
 * const fifoRcfg = greedyPolicy({ reconfiguration: always });
 * ```
 */
export const always: Condition<unknown> = Object.freeze({ name: 'always', holds: () => true });

/**
 * The condition that never holds.
 * @example
 * ```ts
 * import { greedyPolicy, never } from 'schedlab/policies';
 * const fifo = greedyPolicy({ reconfiguration: never });
 * ```
 */
export const never: Condition<unknown> = Object.freeze({ name: 'never', holds: () => false });
