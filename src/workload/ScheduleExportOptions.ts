import type { Job } from '../engine/Job';
import type { Platform } from '../engine/platform';

/**
 * What the schedule writers ({@link batsimJobsCsv}, {@link scheduleSwf}) need beside a
 * `SimulationResult`: the result carries the schedule (start, end, servers of each job) but not
 * the jobs' requests nor the servers' power, so these come from the simulation's own inputs.
 *
 * @example
 * ```ts
 * import { createSimulation, homogeneousPlatform, type RigidJob } from 'schedlab/engine';
 * import { fcfs } from 'schedlab/policies';
 * import { batsimJobsCsv, type ScheduleExportOptions } from 'schedlab/workload';
 * const jobs: RigidJob[] = [{ kind: 'rigid', id: '1', submit: 0, processors: 2, runtime: 50, estimate: 60 }];
 * const platform = homogeneousPlatform({ servers: 4 });
 * const result = createSimulation({ platform, jobs }).run(fcfs(), { trace: true });
 * const options: ScheduleExportOptions = { jobs, platform, workloadName: 'w0' };
 * const csv = batsimJobsCsv(result, options);
 * ```
 */
export interface ScheduleExportOptions {
  /**
   * The simulated jobs, in the order of `result.jobs` (the simulation's `jobs`): the requested
   * time (a rigid job's `estimate`) and the SWF user and group come from them.
   * @defaultValue none: the requested time is written as -1 (unknown), user and group as -1
   */
  readonly jobs?: readonly Job[];
  /**
   * The simulated platform: each job's consumed energy (its servers' computing power over its
   * allocation intervals) and the SWF header's `MaxProcs`.
   * @defaultValue none: `consumed_energy` is -1, as Batsim writes it without an energy model
   */
  readonly platform?: Platform;
  /** Batsim's `workload_name` column. @defaultValue `'schedlab'` */
  readonly workloadName?: string;
}
