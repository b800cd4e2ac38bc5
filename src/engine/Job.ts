/**
 * A malleable job (Dupont et al. 2020, section 3): identical parallel tasks whose server count
 * may change at run time. On n servers of speed s it progresses at `n^alpha * s` units of mass
 * per second, so its run time on a constant allocation is `mass / (n^alpha * s)`.
 *
 * @example
 * ```ts
 * import type { MalleableJob } from 'schedlab/engine';
 * const job: MalleableJob = {
 *   kind: 'malleable', id: 'j0', submit: 0,
 *   mass: 3600, alpha: 0.8, data: 40, minServers: 1, maxServers: 5,
 * };
 * ```
 */
export interface MalleableJob {
  readonly kind: 'malleable';
  /** Unique id, e.g. `"j0"`. */
  readonly id: string;
  /** Submission time (s). */
  readonly submit: number;
  /** Work in seconds on one server of speed 1 (> 0). */
  readonly mass: number;
  /** Speed-up exponent in (0, 1]; the paper draws it from U(0.5, 1). */
  readonly alpha: number;
  /** Data moved by a reconfiguration (the paper's D, >= 0). */
  readonly data: number;
  /** Fewest servers the job may run on (>= 1). */
  readonly minServers: number;
  /** Most servers the job may run on (>= minServers). */
  readonly maxServers: number;
}

/**
 * A rigid job, e.g. from a Standard Workload Format trace: it runs on exactly `processors`
 * servers for `runtime` seconds (on speed-1 servers). Policies should plan with `estimate`
 * (the user's requested time), as real schedulers do; `runtime` is what actually happens.
 *
 * @example
 * ```ts
 * import type { RigidJob } from 'schedlab/engine';
 * const job: RigidJob = { kind: 'rigid', id: '17', submit: 120, processors: 32, runtime: 3000, estimate: 3600, user: 4 };
 * ```
 */
export interface RigidJob {
  readonly kind: 'rigid';
  readonly id: string;
  /** Submission time (s). */
  readonly submit: number;
  /** Number of servers (processors) required (integer >= 1). */
  readonly processors: number;
  /** Actual run time (s, > 0). */
  readonly runtime: number;
  /** User's run-time estimate (s, > 0); may be smaller than `runtime` in real traces. */
  readonly estimate: number;
  /** User id (SWF field 12), if known. */
  readonly user?: number;
  /** Group id (SWF field 13), if known. */
  readonly group?: number;
  /**
   * Relevance of computation against communication, in [0, 1] (Chhabra et al. 2019, III.A: the
   * job's sigma). When set, the job follows the multi-cluster execution-time model
   * `Te = runtime x SD`, `SD = sigma x SP + (1 - sigma) x SC` (eq. 1-2, see `jobSlowdown`),
   * with `runtime` the paper's Tb (run time on speed-1 servers, SP = SC = 1). When absent, the job
   * runs at the speed of its slowest server (`runtime / speed`), as in the Franke et al. traces.
   */
  readonly sigma?: number;
  /**
   * Per-task bandwidth on the inter-cluster link when the job is co-allocated (the paper's PTBW,
   * >= 0, in the unit of the platform's `link.bandwidth`). Only with `sigma`. @defaultValue 0
   */
  readonly taskBandwidth?: number;
  /**
   * Its queue: an index in `platform.queues` (SWF field 15 with `parseSwf(text, { queues: true })`).
   * The queue's limits are checked at submission and its partitions restrict the job's servers.
   */
  readonly queue?: number;
  /** Its partition: an index in `platform.partitions` (SWF field 16); it runs only on the partition's servers. */
  readonly partition?: number;
}

/**
 * Any job the engine can run.
 *
 * @example
 * ```ts
 * import { createSimulation, homogeneousPlatform, type Job } from 'schedlab/engine';
 * const jobs: Job[] = [
 *   { kind: 'rigid', id: 'a', submit: 0, processors: 2, runtime: 100, estimate: 120 },
 *   { kind: 'malleable', id: 'b', submit: 10, mass: 400, alpha: 0.9, data: 5, minServers: 1, maxServers: 4 },
 * ];
 * const sim = createSimulation({ platform: homogeneousPlatform({ servers: 4 }), jobs });
 * ```
 */
export type Job = MalleableJob | RigidJob;
