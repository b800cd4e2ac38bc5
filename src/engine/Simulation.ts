import type { Job } from './Job';
import type { ServerState } from './ClusterView';
import type { Availability } from './Availability';

/**
 * Per-job outcome of a run.
 *
 * @example
 * ```ts
 * import { createSimulation, homogeneousPlatform, type JobRecord } from 'schedlab/engine';
 * import { fcfs } from 'schedlab/policies';
 * const sim = createSimulation({
 *   platform: homogeneousPlatform({ servers: 2 }),
 *   jobs: [{ kind: 'rigid', id: 'a', submit: 0, processors: 2, runtime: 50, estimate: 60 }],
 * });
 * const [a]: readonly JobRecord[] = sim.run(fcfs()).jobs;
 * a?.end; // 50
 * ```
 */
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
   * `'killed'` when the engine ended the job at its walltime (`walltime: 'kill'`), `'failed'` when a
   * server failure ended it (`availability` without requeue); absent when it completed.
   */
  readonly state?: 'killed' | 'failed';
  /** Times a server failure killed the job before it was requeued (present when > 0); `start` is its last start. */
  readonly failures?: number;
  /** Times a `preempt` decision requeued the job (present when > 0; issue 39); `start` is its last start. */
  readonly preemptions?: number;
  /**
   * Work the job did (seconds of run time on speed-1 servers): present with `state: 'killed'`, where
   * it is less than `runtime`.
   */
  readonly work?: number;
  /**
   * `(end - submit) / mass` for malleable jobs (Dupont 2020, section 3.1);
   * `(end - submit) / runtime` (the slowdown) for rigid jobs.
   */
  readonly stretch: number;
  /**
   * Energy of the job's servers while it held them (J): their computing power over its time in
   * the schedule, reconfigurations included (issue 38).
   */
  readonly energy: number;
}

/**
 * Aggregate metrics of a run. The measured window is `[first submission, last completion]`;
 * energy and power are integrated over it exactly from every server's state timeline.
 *
 * @example
 * ```ts
 * import { createSimulation, homogeneousPlatform, type Metrics } from 'schedlab/engine';
 * import { googleLikeWorkload } from 'schedlab/workload';
 * import { dupontSetup } from 'schedlab/experiments';
 * const sim = createSimulation({ platform: homogeneousPlatform({ servers: 10 }), workload: googleLikeWorkload() });
 * const m: Metrics = sim.run(dupontSetup('FIFO-Poff'), { seed: 3 }).metrics;
 * console.log(m.cost, m.energy, m.powerOffs);
 * ```
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
  /** Server power-offs performed by `powerOff` decisions (a decision on k servers counts k); every switch-off, `switchOff`'s too, is in `switchOffs`. */
  readonly powerOffs: number;
  /** Mean of `start - submit` (s). */
  readonly meanWait: number;
  /** Computing (incl. reconfiguring) server-seconds divided by `servers * window`. */
  readonly utilization: number;
  /** `energy / makespan` (W). */
  readonly meanPower: number;
  /** Mean of the turnaround (response) time `end - submit` (s). */
  readonly meanTurnaround: number;
  /**
   * Mean bounded slowdown `max(1, (end - submit) / max(end - start, tau))` over the jobs, with
   * `end - start` the job's time in the schedule (reconfigurations included) and `tau` the
   * threshold of `createSimulation({ boundedSlowdownTau })`, 10 s by default (Feitelson, Rudolph,
   * Schwiegelshohn, Sevcik & Wong, "Theory and practice in parallel job scheduling", JSSPP 1997).
   */
  readonly meanBoundedSlowdown: number;
  /** Largest bounded slowdown of a job (same definition as `meanBoundedSlowdown`). */
  readonly maxBoundedSlowdown: number;
  /**
   * `energy` split by power state (J); the parts sum to `energy` up to rounding (they are summed in
   * event order, `energy` server by server).
   */
  readonly energyByState: Readonly<Record<ServerState, number>>;
  /** Energy of the servers while idle (J): `energyByState.idle`, what shutdown policies save on. */
  readonly idleEnergy: number;
  /** Switch-ons started in the window (a `powerOff` cycle's included; one woken early counts once). */
  readonly switchOns: number;
  /** Switch-offs started in the window (`powerOff` and `switchOff`, per server). */
  readonly switchOffs: number;
  /** Largest total power of the platform held over a positive interval of the window (W). */
  readonly peakPower: number;
  /** Seconds of the window during which the total power was above `createSimulation({ softPowerCap })` (0 without one). */
  readonly timeAboveSoftCap: number;
  /** Jobs killed at their walltime; present only in runs with `walltime: 'kill'`. */
  readonly killedJobs?: number;
  /**
   * Work lost by the killed jobs: the sum of `runtime - work` (seconds of run time on speed-1
   * servers; times `processors` it is processor-seconds); present only with `walltime: 'kill'`.
   */
  readonly lostWork?: number;
  /** The same lost work in processor-seconds (sum of `(runtime - work) * processors`); with `walltime: 'kill'`. */
  readonly lostProcessorSeconds?: number;
  /** Jobs a server failure ended (without requeue); present only in runs with `availability`. */
  readonly failedJobs?: number;
  /** Jobs requeued after a failure killed them (a job killed twice counts twice); with `availability`. */
  readonly requeues?: number;
  /** Work done by attempts a failure ended and that was done again (s of run time at speed 1, or mass); with `availability`. */
  readonly wastedWork?: number;
  /** Jobs requeued by `preempt` decisions (a job preempted twice counts twice); present only when > 0 (issue 39). */
  readonly preemptions?: number;
  /** Work the preempted attempts had done and that was done again (s of run time at speed 1, or mass); with `preemptions`. */
  readonly preemptedWork?: number;
}

/**
 * One interval of a server's power-state timeline (recorded with `trace: true`).
 *
 * @example
 * ```ts
 * import { createSimulation, homogeneousPlatform, type ServerSegment } from 'schedlab/engine';
 * import { googleLikeWorkload } from 'schedlab/workload';
 * import { dupontSetup } from 'schedlab/experiments';
 * const sim = createSimulation({ platform: homogeneousPlatform({ servers: 10 }), workload: googleLikeWorkload() });
 * const segments: readonly ServerSegment[] = sim.run(dupontSetup('FIFO-Poff'), { trace: true }).trace?.servers ?? [];
 * const offSeconds = segments.filter((s) => s.state === 'off').reduce((t, s) => t + s.end - s.start, 0);
 * ```
 */
export interface ServerSegment {
  readonly server: number;
  readonly state: ServerState;
  readonly start: number;
  readonly end: number;
  /** The server's p-state during the interval, when the run changed one (absent: 0). */
  readonly pstate?: number;
  /** The sleep state of an `off` or transition interval, when the run used sleep states (absent: 0). */
  readonly sleepState?: number;
}

/**
 * One interval during which a job held a fixed server set (recorded with `trace: true`).
 *
 * @example
 * ```ts
 * import { createSimulation, homogeneousPlatform, type AllocationSegment } from 'schedlab/engine';
 * import { googleLikeWorkload } from 'schedlab/workload';
 * import { dupontSetup } from 'schedlab/experiments';
 * const sim = createSimulation({ platform: homogeneousPlatform({ servers: 10 }), workload: googleLikeWorkload() });
 * const allocations: readonly AllocationSegment[] = sim.run(dupontSetup('FIFO-Rcfg'), { trace: true }).trace?.allocations ?? [];
 * const reconfiguring = allocations.filter((a) => a.reconfiguring);
 * ```
 */
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

/**
 * Full timelines of a run, for Gantt charts and checks.
 *
 * @example
 * ```ts
 * import { createSimulation, homogeneousPlatform, type Trace } from 'schedlab/engine';
 * import { googleLikeWorkload } from 'schedlab/workload';
 * import { dupontSetup } from 'schedlab/experiments';
 * const sim = createSimulation({ platform: homogeneousPlatform({ servers: 10 }), workload: googleLikeWorkload() });
 * const trace: Trace | undefined = sim.run(dupontSetup('Swarm1'), { seed: 1, trace: true }).trace;
 * console.log(trace?.servers.length, trace?.allocations.length);
 * ```
 */
export interface Trace {
  /**
   * Every server's state intervals, in the order they were closed (a server's `off` and
   * `switchingOn` intervals close together when it is idle again, or at the end of the run).
   */
  readonly servers: readonly ServerSegment[];
  readonly allocations: readonly AllocationSegment[];
}

/**
 * Outcome of `simulation.run`.
 *
 * @example
 * ```ts
 * import { createSimulation, homogeneousPlatform, type SimulationResult } from 'schedlab/engine';
 * import { googleLikeWorkload } from 'schedlab/workload';
 * import { dupontSetup } from 'schedlab/experiments';
 * const sim = createSimulation({ platform: homogeneousPlatform({ servers: 10 }), workload: googleLikeWorkload() });
 * const result: SimulationResult = sim.run(dupontSetup('Swarm2'), { seed: 5 });
 * console.log(result.policy, result.seed, result.jobs.length, result.metrics.cost);
 * ```
 */
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

/**
 * Options of `simulation.run`.
 *
 * @example
 * ```ts
 * import { createSimulation, homogeneousPlatform, type RunOptions } from 'schedlab/engine';
 * import { googleLikeWorkload } from 'schedlab/workload';
 * import { dupontSetup } from 'schedlab/experiments';
 * const sim = createSimulation({ platform: homogeneousPlatform({ servers: 10 }), workload: googleLikeWorkload() });
 * const options: RunOptions = { seed: 12, trace: true };
 * const result = sim.run(dupontSetup('FIFO'), options);
 * ```
 */
export interface RunOptions {
  /**
   * Seed of the run (unsigned 32-bit). Split by `seedStreams`: stream 0 draws the job set when
   * the simulation has a workload, stream 1 is the policy's `ctx.rng`.
   * @defaultValue 0
   */
  readonly seed?: number;
  /** Record server and allocation timelines in `result.trace`. @defaultValue false */
  readonly trace?: boolean;
  /**
   * What happens to a rigid job still running at `start + estimate` (its walltime, the time the
   * user requested): `'kill'` ends it there, as Slurm and Batsim do (its record says `state:
   * 'killed'` and the work it did; the metrics count killed jobs and the work lost), `'ignore'` lets
   * it run its full `runtime`. The walltime is wall-clock seconds whatever the servers' speed.
   * Malleable jobs have no walltime.
   * @defaultValue `'ignore'`: a trace replays with its recorded run times, as the Franke et al.
   *   reproduction and the trace-driven studies before issue 39 did (their results stay
   *   byte-identical); pass `'kill'` to study a resource manager that enforces requested times.
   */
  readonly walltime?: 'kill' | 'ignore';
  /**
   * Server failures (issue 39): a list and/or a seeded MTBF/MTTR model (the run seed's engine
   * stream, `STREAMS.engine`), with an option to requeue the jobs they kill. @defaultValue none
   */
  readonly availability?: Availability;
}
