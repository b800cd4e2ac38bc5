import { InvalidInputError } from '../errors/InvalidInputError';
import type { Job } from './Job';
import type { Platform } from './platform';

/** Per platform: each queue's servers (the union of its partitions' servers), built once. */
const queueServers = new WeakMap<Platform, (readonly number[] | undefined)[]>();

function serversOfQueue(platform: Platform, q: number): readonly number[] | undefined {
  let lists = queueServers.get(platform);
  if (lists === undefined) {
    const parts = platform.partitions ?? [];
    lists = (platform.queues ?? []).map((queue) => {
      if (parts.length === 0 || queue.partitions.length === parts.length) return undefined; // every partition: not restricted by the queue
      const set = new Set<number>();
      for (const k of queue.partitions) for (const s of parts[k]?.servers ?? []) set.add(s);
      return Object.freeze([...set].sort((a, b) => a - b));
    });
    queueServers.set(platform, lists);
  }
  return lists[q];
}

/**
 * The servers a job may run on (issue 39): its partition's, else the union of its queue's
 * partitions' (when the queue names fewer than all of them), else `undefined` (any server).
 * Malleable jobs and jobs naming neither are unrestricted. The bundled rigid policies pick servers
 * among these; a custom policy should too, since the engine refuses any other start.
 *
 * @example
 * ```ts
 * import { allowedServers, platform } from 'schedlab/engine';
 * const p = platform([{ servers: 4 }], { partitions: [{ name: 'a', servers: [0, 1] }, { name: 'b', servers: [2, 3] }] });
 * allowedServers(p, { kind: 'rigid', id: 'j', submit: 0, processors: 1, runtime: 5, estimate: 5, partition: 1 }); // [2, 3]
 * ```
 */
export function allowedServers(platform: Platform, job: Job): readonly number[] | undefined {
  if (platform === null || typeof platform !== 'object') throw new InvalidInputError(`allowedServers(platform): expected a platform, got ${String(platform)}`);
  if (job === null || typeof job !== 'object') throw new InvalidInputError(`allowedServers(job): expected a job, got ${String(job)}`);
  if (job.kind !== 'rigid') return undefined;
  if (job.partition !== undefined) return platform.partitions?.[job.partition]?.servers;
  if (job.queue !== undefined) return serversOfQueue(platform, job.queue);
  return undefined;
}
