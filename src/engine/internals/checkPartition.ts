import { allowedServers } from '../allowedServers';
import type { Job } from '../Job';
import type { Platform } from '../platform';
import { sortedHas } from './sortedHas';

/**
 * Why a start of `job` on `servers` breaks its partition (issue 39), or undefined when every server
 * is one the job may use (`allowedServers`). Called by the engine only on a platform with
 * partitions or queues.
 */
export function partitionViolation(platform: Platform, job: Job, servers: readonly number[]): string | undefined {
  const allowed = allowedServers(platform, job);
  if (allowed === undefined) return undefined;
  for (const s of servers) {
    if (!sortedHas(allowed, s)) {
      const name = job.kind === 'rigid' && job.partition !== undefined ? `partition "${platform.partitions?.[job.partition]?.name}"` : `the partitions of its queue "${job.kind === 'rigid' && job.queue !== undefined ? platform.queues?.[job.queue]?.name : ''}"`;
      return `server ${s} is outside the job's ${name}`;
    }
  }
  return undefined;
}
