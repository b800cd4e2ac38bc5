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

/** Whether `key` is a malleable job's field (a switch: V8 compares interned strings, no lookup; the list above names them for messages). */
export function isMalleableField(key: string): boolean {
  switch (key) {
    case 'kind':
    case 'id':
    case 'submit':
    case 'mass':
    case 'alpha':
    case 'data':
    case 'minServers':
    case 'maxServers':
      return true;
    default:
      return false;
  }
}

/** Whether `key` is a rigid job's field (test/engine/strictInputs.test.ts checks both switches against the lists). */
export function isRigidField(key: string): boolean {
  switch (key) {
    case 'kind':
    case 'id':
    case 'submit':
    case 'processors':
    case 'runtime':
    case 'estimate':
    case 'user':
    case 'group':
    case 'sigma':
    case 'taskBandwidth':
    case 'queue':
    case 'partition':
      return true;
    default:
      return false;
  }
}

/**
 * Refuses a job field the engine does not know (issue 39, point 6): `{ partition: 'gpu' }` or a typo
 * `usr: 3` used to be accepted and ignored, so a user believed a job restricted when it was not.
 * `parseJobs` refused them already; now `createSimulation`, `RunHandle.submit`, `validateJobs` and
 * `clusterView` do too. A `for...in` over the job's keys with a switch per key: no array is built
 * (about 30 ns a job; a version with `Array.prototype.includes` cost 85,000 instructions per
 * `malleable-paper` simulation of 50 drawn jobs, 5% of it, counted under valgrind). Inherited
 * enumerable keys are checked too.
 *
 * @param where - names the job in the message (`RunHandle.submit: job`); '' names it `jobs[index]`
 *   (built only for the message: a string built for every job cost 10,000 instructions per
 *   `malleable-paper` simulation)
 * @throws InvalidInputError naming the field and the allowed ones
 */
export function checkJobFields(job: object, kind: 'malleable' | 'rigid', where: string, index: number): void {
  const known = kind === 'malleable' ? isMalleableField : isRigidField;
  for (const key in job) {
    if (!known(key)) {
      const allowed = kind === 'malleable' ? MALLEABLE_JOB_FIELDS : RIGID_JOB_FIELDS;
      const at = where === '' ? `jobs[${index}]` : where;
      throw new InvalidInputError(`${at}: unknown field ${JSON.stringify(key)} for a ${kind} job (allowed: ${allowed.join(', ')})`);
    }
  }
}
