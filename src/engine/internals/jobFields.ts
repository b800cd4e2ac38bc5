import { InvalidInputError } from '../../errors/InvalidInputError';
import type { MalleableJob, RigidJob } from '../Job';
import { optionKeys } from '../../errors/internals/knownKeys';

/** The fields of a malleable job (the compiler checks the list against {@link MalleableJob}). */
export const MALLEABLE_JOB_FIELDS = optionKeys<MalleableJob>({ kind: true, id: true, submit: true, mass: true, alpha: true, data: true, minServers: true, maxServers: true });

/** The fields of a rigid job (the compiler checks the list against {@link RigidJob}). */
export const RIGID_JOB_FIELDS = optionKeys<RigidJob>({
  kind: true,
  id: true,
  submit: true,
  processors: true,
  runtime: true,
  estimate: true,
  user: true,
  group: true,
  sigma: true,
  taskBandwidth: true,
  queue: true,
  partition: true,
});

/**
 * Refuses a job field the engine does not know (issue 39, point 6): `{ partition: 'gpu' }` or a typo
 * `usr: 3` used to be accepted and ignored, so a user believed a job restricted when it was not.
 * `parseJobs` refused them already; now `createSimulation`, `RunHandle.submit`, `validateJobs` and
 * `clusterView` do too. A `for...in` over the job's own keys: no array is built for a valid job
 * (checked once per job set, or per drawn set of a workload).
 *
 * @param at - names the job in the message (`jobs[3]`, `RunHandle.submit: job`)
 * @throws InvalidInputError naming the field and the allowed ones
 */
export function checkJobFields(job: object, kind: 'malleable' | 'rigid', at: string): void {
  const allowed = kind === 'malleable' ? MALLEABLE_JOB_FIELDS : RIGID_JOB_FIELDS;
  for (const key in job) {
    if (!Object.prototype.hasOwnProperty.call(job, key)) continue;
    if (!allowed.includes(key)) {
      throw new InvalidInputError(`${at}: unknown field ${JSON.stringify(key)} for a ${kind} job (allowed: ${allowed.join(', ')})`);
    }
  }
}
