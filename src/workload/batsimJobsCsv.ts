import type { AllocationSegment, SimulationResult } from '../engine/Simulation';
import type { Platform } from '../engine/platform';
import type { Job } from '../engine/Job';
import { InvalidInputError } from '../errors/InvalidInputError';
import { formatIntervalSet } from './formatIntervalSet';
import type { ScheduleExportOptions } from './ScheduleExportOptions';
import { allocationsByJob, csvCell, jobsOf, traceOf } from './internals/scheduleParts';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';

const BATSIM_JOBS_CSV_OPTIONS_KEYS = optionKeys<ScheduleExportOptions>({ jobs: true, platform: true, workloadName: true });

/**
 * The columns of Batsim's `jobs.csv`, in Batsim's order (Batsim 5.0.0-rc2, `src/export.cpp`,
 * `JobsTracer::initialize`; documented in Batsim's `docs/output-jobs.rst`). evalys reads this file
 * (`JobSet.from_csv`).
 *
 * @example
 * ```ts
 * import { BATSIM_JOBS_COLUMNS } from 'schedlab/workload';
 * BATSIM_JOBS_COLUMNS.join(','); // 'job_id,workload_name,profile,...,metadata'
 * ```
 */
export const BATSIM_JOBS_COLUMNS = Object.freeze([
  'job_id',
  'workload_name',
  'profile',
  'submission_time',
  'requested_number_of_resources',
  'requested_time',
  'success',
  'final_state',
  'starting_time',
  'execution_time',
  'finish_time',
  'waiting_time',
  'turnaround_time',
  'stretch',
  'allocated_resources',
  'consumed_energy',
  'metadata',
] as const);

/** Computing power (W) of each server of the platform. */
function computingPower(fn: string, platform: Platform): Float64Array {
  if (platform === null || typeof platform !== 'object' || !Array.isArray(platform.clusters) || !Array.isArray(platform.serverCluster)) {
    throw new InvalidInputError(`${fn}: options.platform must be the simulated Platform (from homogeneousPlatform or platform)`);
  }
  const power = new Float64Array(platform.serverCount);
  for (let s = 0; s < power.length; s++) power[s] = platform.clusters[platform.serverCluster[s]!]!.power.computing;
  return power;
}

/** Energy of a job's servers over its allocation intervals (all computing, reconfigurations included). */
function jobEnergy(fn: string, segments: readonly AllocationSegment[], power: Float64Array): number {
  let energy = 0;
  for (const a of segments) {
    let watts = 0;
    for (const s of a.servers) {
      const p = power[s];
      if (p === undefined) throw new InvalidInputError(`${fn}: job ${JSON.stringify(a.job)} ran on server ${s}, which options.platform does not have (${power.length} servers): not the simulated platform`);
      watts += p;
    }
    energy += watts * (a.end - a.start);
  }
  return energy;
}

/** Allocation history of a reconfigured job: `start:servers` per interval whose server set changed. */
function history(segments: readonly AllocationSegment[]): string {
  const parts: string[] = [];
  let last = '';
  for (const a of segments) {
    const set = formatIntervalSet(a.servers);
    if (set !== last) parts.push(`${a.start}:${set}`);
    last = set;
  }
  return `allocations=${parts.join(';')}`;
}

/** `queue=Q;partition=P` of a rigid job that names them (issue 39; Batsim's columns have no place for them). */
function queueMetadata(job: Job | undefined): string {
  if (job?.kind !== 'rigid') return '';
  const parts = [job.queue === undefined ? '' : `queue=${job.queue}`, job.partition === undefined ? '' : `partition=${job.partition}`];
  return parts.filter((p) => p !== '').join(';');
}

/**
 * A simulated schedule as Batsim's `jobs.csv` (the file evalys and Batsim's analysis scripts read):
 * a header of {@link BATSIM_JOBS_COLUMNS} and one line per job, in the order of `result.jobs`.
 *
 * Values, per job: `job_id` its id; `workload_name` `options.workloadName`; `profile` its kind
 * (`rigid` or `malleable`; Batsim names the profile that simulates the job, we have none);
 * `requested_number_of_resources` its servers at first start; `requested_time` a rigid job's
 * estimate, -1 for a malleable job (no walltime) or without `options.jobs`; `success` 1 and
 * `final_state` `COMPLETED_SUCCESSFULLY`, except for a rigid job of `options.jobs` whose run time
 * equals its estimate: Batsim stops a job at its walltime and writes `success` 0 and
 * `COMPLETED_WALLTIME_REACHED`, also when the delay equals the walltime (seen with the real Batsim
 * 4.2.1 on its test_walltime.json; `readBatsimWorkload` cuts a longer delay to the walltime). The
 * engine counts such a job as completed (not in `killedJobs`): only this file reads it as Batsim
 * does. A job that ran past its estimate in a run with `walltime: 'ignore'` (SWF traces) completed
 * in that run and reads `COMPLETED_SUCCESSFULLY`. A job whose estimate is its run time because it had no
 * walltime (`readBatsimWorkload`'s jobs with walltime -1, `parseSwf`'s with no requested time)
 * reads the same: a `RigidJob` has no separate walltime. A job killed at its walltime in a run with
 * `walltime: 'kill'` (`JobRecord.state` `'killed'`) also reads `COMPLETED_WALLTIME_REACHED`; times as Batsim defines
 * them (`execution_time = finish_time - starting_time`, `waiting_time = starting_time -
 * submission_time`, `turnaround_time = finish_time - submission_time`, `stretch =
 * turnaround_time / execution_time`, which is not the `JobRecord.stretch` of Dupont 2020);
 * `allocated_resources` the servers at first start in interval-set notation ({@link formatIntervalSet});
 * `consumed_energy` the computing power of the job's servers over all its allocation intervals in J
 * (reconfigurations included; -1 without `options.platform`, as Batsim writes without an energy model).
 *
 * **Malleable jobs** (our choice; Batsim's jobs are rigid): a job's allocation may change. The
 * columns keep the first allocation, and `metadata` holds the whole history when the server set
 * ever changed: `allocations=t0:set0;t1:set1;...`, the time of each change and the servers held
 * from then on. A job started on server 0 and grown to four servers at 100 s reads
 * `allocations=0:0;100:0-3` (during a reconfiguration the job holds the larger set, as in the
 * engine; a shrink from `0-3` to `0-1` shows at its end). `metadata` is empty for a job that kept
 * its servers, except that a rigid job naming a queue or partition (issue 39) gets
 * `queue=Q;partition=P` there (with `options.jobs`).
 *
 * Numbers are written in full precision (JavaScript's shortest round-trip form, not Batsim's six
 * decimals); cells holding a comma or a quote are quoted (RFC 4180).
 *
 * @param result - a run made with `{ trace: true }` (the allocations come from `result.trace`)
 * @param options - the simulated jobs and platform, the workload name
 * @throws InvalidInputError when the result has no trace, or the jobs or platform are not the simulated ones
 * @example
 * ```ts
 * import { createSimulation, homogeneousPlatform, type RigidJob } from 'schedlab/engine';
 * import { fcfs } from 'schedlab/policies';
 * import { batsimJobsCsv } from 'schedlab/workload';
 * const jobs: RigidJob[] = [{ kind: 'rigid', id: '1', submit: 0, processors: 2, runtime: 50, estimate: 60 }];
 * const platform = homogeneousPlatform({ servers: 4 });
 * const result = createSimulation({ platform, jobs }).run(fcfs(), { trace: true });
 * batsimJobsCsv(result, { jobs, platform }).split('\n')[1];
 * // '1,schedlab,rigid,0,2,60,1,COMPLETED_SUCCESSFULLY,0,50,50,0,50,1,0-1,19074,'
 * ```
 */
export function batsimJobsCsv(result: SimulationResult, options: ScheduleExportOptions = {}): string {
  checkOptions('batsimJobsCsv(options)', options, BATSIM_JOBS_CSV_OPTIONS_KEYS);
  const fn = 'batsimJobsCsv';
  const trace = traceOf(fn, result, 'allocated_resources and consumed_energy');
  const jobs = jobsOf(fn, result, options);
  const workload = options.workloadName ?? 'schedlab';
  if (typeof workload !== 'string') throw new InvalidInputError(`${fn}: options.workloadName must be a string, got ${typeof workload}`);
  const power = options.platform === undefined ? undefined : computingPower(fn, options.platform);
  const byJob = allocationsByJob(trace);
  const lines: string[] = [BATSIM_JOBS_COLUMNS.join(',')];
  for (let i = 0; i < result.jobs.length; i++) {
    const r = result.jobs[i]!;
    const segments = byJob.get(r.id);
    if (segments === undefined || segments.length === 0) throw new InvalidInputError(`${fn}: job ${JSON.stringify(r.id)} has no allocation in result.trace: not the trace of this result`);
    const job = jobs?.[i];
    const execution = r.end - r.start;
    const turnaround = r.end - r.submit;
    // the run killed it at its walltime, or it ended exactly there (Batsim stops such a job); a job
    // that ran past its estimate under walltime 'ignore' completed in this run
    const walltime = r.state === 'killed' || (job?.kind === 'rigid' && job.runtime === job.estimate);
    const changed = segments.some((a) => a.servers.length !== segments[0]!.servers.length || a.servers.some((s, k) => s !== segments[0]!.servers[k]));
    const row: (string | number)[] = [
      r.id,
      workload,
      r.kind,
      r.submit,
      r.servers,
      job?.kind === 'rigid' ? job.estimate : -1,
      walltime ? 0 : 1,
      walltime ? 'COMPLETED_WALLTIME_REACHED' : 'COMPLETED_SUCCESSFULLY',
      r.start,
      execution,
      r.end,
      r.start - r.submit,
      turnaround,
      turnaround / execution,
      formatIntervalSet(segments[0]!.servers),
      power === undefined ? -1 : jobEnergy(fn, segments, power),
      [changed ? history(segments) : '', queueMetadata(job)].filter((m) => m !== '').join(';'),
    ];
    lines.push(row.map(csvCell).join(','));
  }
  return `${lines.join('\n')}\n`;
}
