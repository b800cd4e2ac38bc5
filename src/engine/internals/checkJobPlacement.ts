import { InvalidInputError } from '../../errors/InvalidInputError';
import type { RigidJob } from '../Job';
import type { Platform } from '../platform';
import { allowedServers } from '../allowedServers';

/**
 * Refuses, at submission, a rigid job that can never run on `platform` (issue 39, as Slurm refuses
 * it): a queue or partition the platform does not have, a partition its queue does not allow, more
 * processors than its partition (or its queue's partitions) hold or than its queue allows, a
 * walltime (`estimate`) above its queue's limit.
 *
 * @param at - names the job (`jobs[3]`, `RunHandle.submit: job`)
 */
export function checkJobPlacement(job: RigidJob, platform: Platform | undefined, at: string): void {
  const fail = (field: string, why: string): never => {
    throw new InvalidInputError(`${at}.${field}: ${why} (job "${job.id}")`);
  };
  for (const f of ['queue', 'partition'] as const) {
    const v = job[f];
    if (v !== undefined && !(Number.isInteger(v) && v >= 0)) fail(f, `expected an integer >= 0 (an index in platform.${f === 'queue' ? 'queues' : 'partitions'}), got ${JSON.stringify(v)}`);
  }
  if (platform === undefined) return;
  const queues = platform.queues;
  const partitions = platform.partitions;
  if (job.queue !== undefined && queues?.[job.queue] === undefined) {
    fail('queue', queues === undefined ? `queue ${job.queue} named, but the platform has no queues (platform(clusters, { queues }))` : `no queue ${job.queue}: the platform has ${queues.length} (0..${queues.length - 1})`);
  }
  if (job.partition !== undefined && partitions?.[job.partition] === undefined) {
    fail('partition', partitions === undefined ? `partition ${job.partition} named, but the platform has no partitions (platform(clusters, { partitions }))` : `no partition ${job.partition}: the platform has ${partitions.length} (0..${partitions.length - 1})`);
  }
  const queue = job.queue === undefined ? undefined : queues?.[job.queue];
  if (queue !== undefined) {
    if (job.partition !== undefined && !queue.partitions.includes(job.partition)) fail('partition', `queue "${queue.name}" may not use partition "${partitions?.[job.partition]?.name}" (it may use ${queue.partitions.join(', ')})`);
    if (job.processors > queue.maxProcessors) fail('processors', `${job.processors} is more than queue "${queue.name}" allows (${queue.maxProcessors})`);
    if (job.estimate > queue.maxWalltime) fail('estimate', `walltime ${job.estimate} s is above queue "${queue.name}"'s limit (${queue.maxWalltime} s)`);
  }
  const servers = allowedServers(platform, job);
  if (servers !== undefined && job.processors > servers.length) {
    const where = job.partition !== undefined ? `partition "${partitions?.[job.partition]?.name}"` : `the partitions of queue "${queue?.name}"`;
    fail('processors', `${job.processors} is more than the ${servers.length} servers of ${where}: the job could never run`);
  }
}
