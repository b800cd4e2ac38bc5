import type { RigidJob } from '../../engine/Job';
import type { JobRecord } from '../../engine/Simulation';
import { checkRecords } from './internals/checkRecords';
import { requireFunction } from '../../errors/internals/knownKeys';

/**
 * Average weighted response time (Franke, Lepping & Schwiegelshohn, sec. 3.1, eq. 2 and 3):
 * `AWRT = sum_j p_j m_j (C_j - r_j) / sum_j p_j m_j`, each job weighted by its resource
 * consumption `p_j * m_j`, over all jobs or over the jobs selected by `include` (eq. 3 with
 * `include = (job) => groups.groupOf(job) === i`). `p_j` is the processing time in the schedule
 * (`end - start`), `m_j` the processors, `C_j` the completion and `r_j` the submission time.
 *
 * @param jobs - the simulated rigid jobs
 * @param records - `result.jobs` of the simulation (same order)
 * @param include - which jobs count (default: all)
 * @returns the AWRT in seconds; `NaN` when no job is included
 * @throws InvalidInputError when the records do not match the jobs
 * @example
 * ```ts
 * import { createSimulation, homogeneousPlatform, type RigidJob } from 'schedlab/engine';
 * import { fcfs } from 'schedlab/policies';
 * import { awrt } from 'schedlab/experiments';
 * const jobs: RigidJob[] = [{ kind: 'rigid', id: 'a', submit: 0, processors: 2, runtime: 10, estimate: 10 }];
 * const result = createSimulation({ platform: homogeneousPlatform({ servers: 2 }), jobs }).run(fcfs());
 * awrt(jobs, result.jobs); // 10
 * ```
 */
export function awrt(jobs: readonly RigidJob[], records: readonly JobRecord[], include?: (job: RigidJob) => boolean): number {
  checkRecords('awrt', jobs, records);
  if (include !== undefined) requireFunction('awrt(include)', include, 'a function (job) => boolean');
  let num = 0;
  let den = 0;
  for (let i = 0; i < jobs.length; i++) {
    const j = jobs[i]!;
    if (include !== undefined && !include(j)) continue;
    const r = records[i]!;
    const w = (r.end - r.start) * r.servers;
    num += w * (r.end - r.submit);
    den += w;
  }
  return den > 0 ? num / den : NaN;
}
