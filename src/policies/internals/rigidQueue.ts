import type { ClusterView, RunningJob } from '../../engine/ClusterView';
import type { RigidJob } from '../../engine/Job';
import { InvalidInputError } from '../../errors/InvalidInputError';
import type { QueueOrder } from '../QueueOrder';
import type { JobPriority } from '../JobPriority';

/** The jobs (submission order) sorted by decreasing priority, ties in submission order. */
function byPriority(view: ClusterView, jobs: RigidJob[], order: JobPriority): RigidJob[] {
  const p = order.priorities(view, jobs);
  if (p === null || typeof p !== 'object' || p.length !== jobs.length) {
    throw new InvalidInputError(`${order.name}.priorities: expected one number per waiting job (${jobs.length}), got ${p === null || typeof p !== 'object' ? String(p) : `${p.length}`}`);
  }
  for (let i = 0; i < jobs.length; i++) {
    if (Number.isNaN(p[i])) throw new InvalidInputError(`${order.name}.priorities: the priority of job "${jobs[i]?.id}" is NaN`);
  }
  const idx = Array.from(jobs.keys());
  idx.sort((a, b) => (p[b] as number) - (p[a] as number) || a - b);
  return idx.map((i) => jobs[i] as RigidJob);
}

const ORDERS: readonly QueueOrder[] = ['submission', 'fewestProcessors', 'shortestEstimate'];

/** Checks a `QueueOrder` option; throws naming the policy and the allowed values. */
export function checkOrder(policy: string, field: string, order: unknown): QueueOrder {
  if (order !== null && typeof order === 'object' && typeof (order as JobPriority).priorities === 'function') return order as JobPriority;
  if (!ORDERS.includes(order as QueueOrder)) {
    throw new InvalidInputError(
      `${policy}: options.${field} must be one of ${ORDERS.map((o) => `'${o}'`).join(', ')} or a JobPriority (multifactorPriority()), got ${JSON.stringify(order)}`,
    );
  }
  return order as QueueOrder;
}

function notRigid(policy: string, id: string): never {
  throw new InvalidInputError(`${policy}: job "${id}" is malleable; this policy schedules rigid jobs only`);
}

/**
 * Waiting rigid jobs by position: the live `view.queue` (submission order) or a sorted array
 * (other orders); both have `length` and `at(i)`.
 */
export interface RigidQueue {
  readonly length: number;
  at(index: number): RigidJob | undefined;
}

/**
 * The waiting queue as rigid jobs, in the requested order: the view's live queue for submission
 * order (nothing copied), a stable-sorted copy otherwise. Throws when a job is not rigid (with
 * `checked = false`, submission order only, the caller checks each job it reads with `rigidJob`).
 */
export function rigidQueue(view: ClusterView, policy: string, order: QueueOrder, checked = true): RigidQueue {
  const q = view.queue;
  // `checked = false` (submission order only): the caller checks each job it reads with
  // `rigidJob`, so a policy that reads a prefix of a long queue does not scan all of it
  if (checked || order !== 'submission') {
    for (let i = 0; i < q.length; i++) {
      const job = q.at(i)!;
      if (job.kind !== 'rigid') notRigid(policy, job.id);
    }
  }
  const jobs = q as RigidQueue;
  // a priority sees every call, even with 0 or 1 job waiting: its usage history follows the run
  if (typeof order === 'object') return byPriority(view, Array.from(q as Iterable<RigidJob>), order);
  if (order === 'submission' || jobs.length < 2) return jobs;
  const copy = Array.from(q as Iterable<RigidJob>);
  if (order === 'fewestProcessors') copy.sort((a, b) => a.processors - b.processors);
  else copy.sort((a, b) => a.estimate - b.estimate);
  return copy;
}

/** A queued job as a rigid job (throws when malleable): for callers of `rigidQueue(..., false)`. */
export function rigidJob(job: { readonly kind: string; readonly id: string }, policy: string): RigidJob {
  if (job.kind !== 'rigid') notRigid(policy, job.id);
  return job as RigidJob;
}

/** The running job as a rigid job (throws when malleable). */
export function rigidOf(r: RunningJob, policy: string): RigidJob {
  if (r.job.kind !== 'rigid') notRigid(policy, r.id);
  return r.job;
}

/**
 * Predicted end of a running rigid job: `start + estimate` (or `start + runtime` when planning
 * with actual run times), but never before `now`: a job running past its estimate is expected
 * to end at any moment.
 */
export function predictedEnd(r: RunningJob, job: RigidJob, now: number, actual: boolean): number {
  const end = r.start + (actual ? job.runtime : job.estimate);
  return end > now ? end : now;
}
