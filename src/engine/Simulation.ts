import type { Job } from './Job';
import type { Platform } from './platform';
import type { Policy } from './Policy';
import type { ServerState } from './ClusterView';

/** Per-job outcome of a run. */
export interface JobRecord {
  readonly id: string;
  readonly kind: Job['kind'];
  /** Submission time (s). */
  readonly submit: number;
  /** First start time (s). */
  readonly start: number;
  /** Completion time (s). */
  readonly end: number;
  /** Servers at first start. */
  readonly servers: number;
  /** Reconfigurations performed. */
  readonly reconfigurations: number;
  /** `start - submit` (s). */
  readonly wait: number;
  /**
   * `(end - submit) / mass` for malleable jobs (Dupont 2020, section 3.1);
   * `(end - submit) / runtime` (the slowdown) for rigid jobs.
   */
  readonly stretch: number;
}

/**
 * Aggregate metrics of a run. The measured window is `[first submission, last completion]`;
 * energy and power are integrated over it exactly from every server's state timeline.
 */
export interface Metrics {
  /** Mean of the jobs' stretch (Dupont 2020, section 3.1). */
  readonly meanStretch: number;
  /**
   * Mean power per server over the window divided by the idle power
   * (`energy / (window * sum of the servers' idle powers)`; Dupont 2020, section 3.1).
   */
  readonly normalizedMeanPower: number;
  /** `meanStretch * normalizedMeanPower`, the objective of Dupont 2020 section 3.2. */
  readonly cost: number;
  /** Energy over the window (J). */
  readonly energy: number;
  /** Length of the window: last completion minus first submission (s). */
  readonly makespan: number;
  /** Reconfigurations performed. */
  readonly reconfigurations: number;
  /** Server power-offs performed (a decision on k servers counts k). */
  readonly powerOffs: number;
  /** Mean of `start - submit` (s). */
  readonly meanWait: number;
  /** Computing (incl. reconfiguring) server-seconds divided by `servers * window`. */
  readonly utilization: number;
  /** `energy / makespan` (W). */
  readonly meanPower: number;
}

/** One interval of a server's power-state timeline (recorded with `trace: true`). */
export interface ServerSegment {
  readonly server: number;
  readonly state: ServerState;
  readonly start: number;
  readonly end: number;
}

/** One interval during which a job held a fixed server set (recorded with `trace: true`). */
export interface AllocationSegment {
  readonly job: string;
  readonly servers: readonly number[];
  readonly start: number;
  readonly end: number;
  /** True for a reconfiguration interval (no progress). */
  readonly reconfiguring: boolean;
  /** Work done during the interval (units of mass or of rigid runtime). */
  readonly work: number;
}

/** Full timelines of a run, for Gantt charts and checks. */
export interface Trace {
  readonly servers: readonly ServerSegment[];
  readonly allocations: readonly AllocationSegment[];
}

/** Outcome of `simulation.run`. */
export interface SimulationResult {
  /** Job records, in the order of the simulation's jobs. */
  readonly jobs: readonly JobRecord[];
  readonly metrics: Metrics;
  /** The seed of the run (echoed). */
  readonly seed: number;
  /** The policy's name. */
  readonly policy: string;
  /** Timelines, present when the run was asked for `trace: true`. */
  readonly trace?: Trace;
}

/** Options of `simulation.run`. */
export interface RunOptions {
  /**
   * Seed of the run (unsigned 32-bit). Split by `seedStreams`: stream 0 draws the job set when
   * the simulation has a workload, stream 1 is the policy's `ctx.rng`.
   * @defaultValue 0
   */
  readonly seed?: number;
  /** Record server and allocation timelines in `result.trace`. @defaultValue false */
  readonly trace?: boolean;
}

/** A platform bound to jobs (or a workload), ready to replay policies. */
export interface Simulation {
  readonly platform: Platform;
  /** The fixed job set, or undefined when jobs are drawn from a workload at each run. */
  readonly jobs: readonly Job[] | undefined;
  /**
   * Replays the simulation under `policy`. Runs are independent: the same policy and seed
   * give a deep-equal result.
   * @throws SimulationError when the policy takes an illegal decision or stalls
   */
  run(policy: Policy, options?: RunOptions): SimulationResult;
}
