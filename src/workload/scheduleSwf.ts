import type { SimulationResult } from '../engine/Simulation';
import { InvalidInputError } from '../errors/InvalidInputError';
import type { ScheduleExportOptions } from './ScheduleExportOptions';
import { checkResult, jobsOf } from './internals/scheduleParts';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';

const SCHEDULE_SWF_OPTIONS_KEYS = optionKeys<ScheduleExportOptions>({ jobs: true, platform: true, workloadName: true });

/** A job id usable as an SWF job number (field 1): a positive integer in canonical form. */
const JOB_NUMBER = /^[1-9]\d{0,14}$/;

/** One header comment line; a line break in a value would end the comment. */
function headerLine(key: string, value: string): string {
  return `; ${key}: ${value.replace(/[\r\n]+/g, ' ')}`;
}

/**
 * A simulated schedule as a Standard Workload Format trace (Feitelson et al., Parallel Workloads
 * Archive, SWF 2.2): the format `parseSwf` and `readSwf` read, so a schedule can be replayed,
 * compared with the original log, or given to any tool that reads SWF.
 *
 * Header comments name schedlab, the policy and the seed of the run (`Computer`, `Note`), the
 * job count (`MaxJobs`, `MaxRecords`) and, with `options.platform`, the machine size (`MaxNodes`,
 * `MaxProcs`). One line per job, sorted by submit time (ties in the order of `result.jobs`), with
 * the 18 fields: 1 job number, 2 submit time, 3 wait time `start - submit`, 4 run time `end -
 * start` (so start = submit + wait and end = start + run time), 5 allocated processors (servers at
 * first start), 8 requested processors (a rigid job's `processors`, else the servers at first
 * start), 9 requested time (a rigid job's estimate, else -1), 11 status 1 (completed) or 0 (failed: the
 * SWF's value for a job that did not complete, here one killed at its walltime), 12 user and
 * 13 group (a rigid job's, else -1), 15 queue and 16 partition (a rigid job's, else -1); the other
 * fields -1 (unknown). Times are written in full
 * precision (fractions where the schedule has them; `parseSwf` reads them).
 *
 * Job numbers: the job ids when every id is a distinct positive integer (as in jobs read from an
 * SWF log), otherwise 1, 2, ... in the order of `result.jobs`, which a header note then says.
 * A malleable job becomes a rigid line on its first server count, its run time spanning its
 * reconfigurations (SWF has no field for them; `batsimJobsCsv` keeps the history).
 *
 * `parseSwf(scheduleSwf(result, { jobs }))` gives back the rigid jobs of a run on speed-1 servers
 * (id, submit, processors, runtime, estimate, user, group), in submit order.
 *
 * @param result - a run (no trace needed)
 * @param options - the simulated jobs (requested time, user, group) and platform (machine size)
 * @throws InvalidInputError when `options.jobs` are not the simulated jobs
 * @example
 * ```ts
 * import { createSimulation, homogeneousPlatform, type RigidJob } from 'schedlab/engine';
 * import { fcfs } from 'schedlab/policies';
 * import { parseSwf, scheduleSwf } from 'schedlab/workload';
 * const jobs: RigidJob[] = [{ kind: 'rigid', id: '1', submit: 0, processors: 2, runtime: 50, estimate: 60 }];
 * const platform = homogeneousPlatform({ servers: 4 });
 * const text = scheduleSwf(createSimulation({ platform, jobs }).run(fcfs()), { jobs, platform });
 * parseSwf(text).jobs; // [{ kind: 'rigid', id: '1', submit: 0, processors: 2, runtime: 50, estimate: 60 }]
 * ```
 */
export function scheduleSwf(result: SimulationResult, options: ScheduleExportOptions = {}): string {
  checkOptions('scheduleSwf(options)', options, SCHEDULE_SWF_OPTIONS_KEYS);
  const fn = 'scheduleSwf';
  checkResult(fn, result);
  const jobs = jobsOf(fn, result, options);
  const records = result.jobs;
  const ids = new Set<string>();
  let numbered = true;
  for (const r of records) {
    if (!JOB_NUMBER.test(r.id) || ids.has(r.id)) numbered = false;
    ids.add(r.id);
  }
  const order = Array.from(records.keys()).sort((a, b) => records[a]!.submit - records[b]!.submit || a - b);
  const lines = [
    headerLine('Version', '2.2'),
    headerLine('Computer', 'schedlab simulation'),
    headerLine('Note', `schedule simulated by schedlab: policy ${result.policy}, seed ${result.seed}`),
    headerLine('MaxJobs', String(records.length)),
    headerLine('MaxRecords', String(records.length)),
  ];
  const platform = options.platform;
  if (platform !== undefined) {
    if (platform === null || typeof platform !== 'object' || !Number.isInteger(platform.serverCount)) {
      throw new InvalidInputError(`${fn}: options.platform must be the simulated Platform (from homogeneousPlatform or platform)`);
    }
    lines.push(headerLine('MaxNodes', String(platform.serverCount)), headerLine('MaxProcs', String(platform.serverCount)));
  }
  if (!numbered) lines.push(headerLine('Note', 'job numbers are 1, 2, ... in the order of the simulated jobs (their ids are not distinct positive integers)'));
  for (const i of order) {
    const r = records[i]!;
    const job = jobs?.[i];
    const rigid = job?.kind === 'rigid' ? job : undefined;
    const fields = [
      numbered ? r.id : String(i + 1),
      r.submit,
      r.start - r.submit,
      r.end - r.start,
      r.servers,
      -1,
      -1,
      rigid?.processors ?? r.servers,
      rigid?.estimate ?? -1,
      -1,
      r.state === 'killed' ? 0 : 1,
      rigid?.user ?? -1,
      rigid?.group ?? -1,
      -1,
      rigid?.queue ?? -1,
      rigid?.partition ?? -1,
      -1,
      -1,
    ];
    lines.push(fields.join(' '));
  }
  return `${lines.join('\n')}\n`;
}
