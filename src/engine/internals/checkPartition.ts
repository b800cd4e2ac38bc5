import { allowedServers } from '../allowedServers';
import type { Job } from '../Job';
import type { Platform } from '../platform';

/** Whether sorted `list` holds `s` (binary search). */
function holds(list: readonly number[], s: number): boolean {
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = list[mid] as number;
    if (v === s) return true;
    if (v < s) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/**
 * Why a start of `job` on `servers` breaks its partition (issue 39), or undefined when every server
 * is one the job may use (`allowedServers`). Called by the engine only on a platform with
 * partitions or queues.
 */
export function partitionViolation(platform: Platform, job: Job, servers: readonly number[]): string | undefined {
  const allowed = allowedServers(platform, job);
  if (allowed === undefined) return undefined;
  for (const s of servers) {
    if (!holds(allowed, s)) {
      const name = job.kind === 'rigid' && job.partition !== undefined ? `partition "${platform.partitions?.[job.partition]?.name}"` : `the partitions of its queue "${job.kind === 'rigid' && job.queue !== undefined ? platform.queues?.[job.queue]?.name : ''}"`;
      return `server ${s} is outside the job's ${name}`;
    }
  }
  return undefined;
}
