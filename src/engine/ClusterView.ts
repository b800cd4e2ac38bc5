import type { Job } from './Job';
import type { JobQueue } from './JobQueue';
import type { Platform } from './platform';
import type { Decision } from './Decision';

/**
 * Power state of a server; a reconfiguring server is `computing`.
 *
 * @example
 * ```ts
 * import type { ClusterView, ServerState } from 'schedlab/engine';
 * function countOff(view: ClusterView): number {
 *   let n = 0;
 *   for (let s = 0; s < view.platform.serverCount; s++) {
 *     const state: ServerState = view.serverState(s);
 *     if (state === 'off' || state === 'switchingOff') n++;
 *   }
 *   return n;
 * }
 * ```
 */
export type ServerState = 'off' | 'switchingOn' | 'idle' | 'computing' | 'switchingOff';

/**
 * A started, not yet completed job as a policy sees it.
 *
 * @example
 * ```ts
 * import type { ClusterView, RunningJob } from 'schedlab/engine';
 * // The running job with the least work left, if any.
 * function closestToEnd(view: ClusterView): RunningJob | undefined {
 *   return [...view.running].sort((a, b) => a.remainingMass - b.remainingMass)[0];
 * }
 * ```
 */
export interface RunningJob {
  readonly job: Job;
  /** Same as `job.id`. */
  readonly id: string;
  /** Time of its first start (s). */
  readonly start: number;
  /** Servers it holds now (the larger set while reconfiguring), ascending. */
  readonly servers: readonly number[];
  /** True while a reconfiguration is in progress (no progress, cannot be reconfigured again). */
  readonly reconfiguring: boolean;
  /** Reconfigurations decided so far. */
  readonly reconfigurations: number;
  /**
   * Malleable jobs: work left (seconds on one speed-1 server) at `view.now`.
   * Rigid jobs: actual seconds of work left at speed 1 (policies should rather use
   * `start + job.estimate`).
   */
  readonly remainingMass: number;
}

/**
 * Read-only state of the cluster handed to a policy at a scheduling point. Valid only during
 * the `decide` call that received it.
 *
 * @example
 * ```ts
 * import { startJob, type ClusterView, type Decision } from 'schedlab/engine';
 * // Start rigid jobs from the queue head while they fit on the available servers.
 * function fifoStep(view: ClusterView): Decision[] {
 *   const free = [...view.availableServers];
 *   const out: Decision[] = [];
 *   for (const job of view.queue) {
 *     if (job.kind !== 'rigid' || job.processors > free.length) break;
 *     out.push(startJob(job.id, free.splice(0, job.processors)));
 *   }
 *   return out;
 * }
 * ```
 */
export interface ClusterView {
  /** Current simulated time (s). */
  readonly now: number;
  readonly platform: Platform;
  /**
   * An object that is the same for every view of one run and differs between runs: what a policy
   * that remembers something between calls keys its memory by (a run's views may be distinct
   * objects: a host builds one per call). In the engine, the run's view itself; in a host's view,
   * `HostClusterState.run` (clusterView), or the view itself when the host gives none. Optional for views a
   * user builds by hand (tests): read it as `view.run ?? view`.
   */
  readonly run?: object;
  /**
   * Submitted jobs not yet started, in submission order, live and read-only: `length`, `at(i)`,
   * `queue[i]` and iteration, O(1) per job read in order whatever the queue's length (see
   * {@link JobQueue}; at random O(log n) once its index is built). Not an array: copy it
   * (`[...view.queue]`) to keep it or to sort it. In a run, a frozen object: nothing in it reaches
   * the engine's queue.
   */
  readonly queue: JobQueue;
  /**
   * The same object as {@link ClusterView.queue}.
   * @deprecated Use `queue` (live and O(1) since 0.2.0); `waiting` will be removed in the next minor version.
   */
  readonly waiting: JobQueue;
  /**
   * Started jobs not yet completed, in start order: one array for the whole run, brought up to date
   * on the first read after a change (copy it to keep it past this call). Its jobs are read-only
   * views of the engine's state. Do not change the array (copy it first: later reads until the next
   * change return it as you left it); changing it changes nothing in the run.
   */
  readonly running: readonly RunningJob[];
  /**
   * Servers that are powered on, idle and unallocated, ascending: an array made after each change of
   * the set, shared by the reads until the next change (copy it before changing it); changing it
   * changes nothing in the run.
   */
  readonly availableServers: readonly number[];
  /** The scheduler's known upper bound on any job's data (the paper's D_max). */
  readonly maxData: number;
  /** Number of jobs completed so far. */
  readonly completedJobs: number;
  /** Number of jobs in the simulation. */
  readonly totalJobs: number;
  /** State of one server. */
  serverState(server: number): ServerState;
  /** Id of the job holding the server, or undefined. */
  serverJob(server: number): string | undefined;
  /**
   * Time at which a server that is off or in a power transition will be idle again (known,
   * since power-off durations are fixed when decided); `Infinity` for a server switched off
   * (`switchOff`) and not yet switched on; `now` for an idle server; `NaN` for a computing server.
   */
  readyAt(server: number): number;
  /**
   * When the server entered the state {@link ClusterView.serverState} gives (s): for an idle
   * server, the start of its idle period (what an idle timeout reads).
   */
  stateSince(server: number): number;
  /**
   * When the server's current power transition ends (s): a `switchingOff` server is off then, a
   * `switchingOn` one idle; `NaN` for a server in no transition (off, idle, computing).
   */
  transitionEnd(server: number): number;
  /**
   * The servers that are off or in a power transition (neither idle nor computing), ascending, in a
   * run: a fresh array per read, O(servers / 32 + their number), kept by the engine at every state
   * change (what lets `withShutdown` read only the sleeping servers). Optional: a host view may not
   * give it (then read `serverState` of every server).
   */
  readonly poweredDownServers?: readonly number[] | undefined;
  /**
   * The server's computing p-state (index into its power model's `pstates`; 0, the nominal one,
   * until a `setPstate`): kept while the server sleeps. Optional: a host view gives it only when
   * the host says.
   */
  pstate?(server: number): number;
  /**
   * The sleep state (index into its power model's `sleepStates`; 0, the model's own) of a server
   * that is off or in a power transition (the one it goes to, sleeps in or wakes from; a failed
   * server reads 0); `undefined` for a server that is on (idle or computing). Optional as `pstate`.
   */
  sleepState?(server: number): number | undefined;
  /** The platform's total power draw now (W), in a run (optional: a host view may not know it). */
  readonly powerDraw?: number;
  /** The power cap in force now (W; Infinity without one), in a run. */
  readonly powerCap?: number;
  /** The power a decision would add to the draw now (W), as the engine's cap check counts it, in a run. */
  addedDraw?(decision: Decision): number;
}
