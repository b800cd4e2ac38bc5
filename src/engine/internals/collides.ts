import type { Job } from '../Job';
import type { Reservation } from '../Reservation';

/** The job's walltime: a rigid job's estimate; a malleable job has none (it could run forever). */
function walltime(job: Job): number {
  return job.kind === 'rigid' ? job.estimate : Infinity;
}

/** Whether a start of `job` at `now` would run into reservation `r` (it is not the job's queue's, and the windows overlap). */
export function collides(r: Reservation, job: Job, now: number): boolean {
  if (r.queue !== undefined && job.kind === 'rigid' && job.queue === r.queue) return false;
  return now < r.end && now + walltime(job) > r.start;
}

