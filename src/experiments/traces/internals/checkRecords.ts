import type { RigidJob } from '../../../engine/Job';
import type { JobRecord } from '../../../engine/Simulation';
import { InvalidInputError } from '../../../errors/InvalidInputError';

/**
 * Checks that `records` are the simulation records of `jobs` (same length, same ids in the same
 * order, rigid jobs) and that the trace is not empty; throws naming the function and index.
 */
export function checkRecords(where: string, jobs: readonly RigidJob[], records: readonly JobRecord[]): void {
  if (!Array.isArray(jobs) || !Array.isArray(records)) throw new InvalidInputError(`${where}: jobs and records must be arrays`);
  if (jobs.length === 0) throw new InvalidInputError(`${where}: jobs must not be empty`);
  if (records.length !== jobs.length) {
    throw new InvalidInputError(`${where}: expected one record per job (${jobs.length}), got ${records.length} records`);
  }
  for (let i = 0; i < jobs.length; i++) {
    const j = jobs[i]!;
    const r = records[i]!;
    if (j.kind !== 'rigid') throw new InvalidInputError(`${where}: jobs[${i}] ("${j.id}") is not a rigid job`);
    if (r.id !== j.id) throw new InvalidInputError(`${where}: records[${i}].id is "${r.id}", expected "${j.id}" (records must follow the job order)`);
  }
}
