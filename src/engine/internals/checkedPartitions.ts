import { InvalidInputError } from '../../errors/InvalidInputError';
import { checkKnownKeys, optionKeys } from '../../errors/internals/knownKeys';
import type { Partition, PartitionSpec, Queue, QueueSpec } from '../Partition';

const PARTITION_KEYS = optionKeys<PartitionSpec>({ name: true, servers: true });
const QUEUE_KEYS = optionKeys<QueueSpec>({ name: true, priority: true, partitions: true, maxProcessors: true, maxWalltime: true });

function fail(where: string, expected: string, got: unknown): never {
  throw new InvalidInputError(`platform: ${where}: expected ${expected}, got ${JSON.stringify(got) ?? String(got)}`);
}

/** Validates and freezes the partitions of a platform of `n` servers. */
export function checkedPartitions(specs: unknown, n: number): readonly Partition[] {
  if (!Array.isArray(specs) || specs.length === 0) fail('options.partitions', 'a non-empty array of { name, servers }', specs);
  const names = new Set<string>();
  return Object.freeze(
    specs.map((p: PartitionSpec, i): Partition => {
      const at = `options.partitions[${i}]`;
      if (p === null || typeof p !== 'object') fail(at, 'an object { name, servers }', p);
      checkKnownKeys(`platform: ${at}`, p, PARTITION_KEYS);
      if (typeof p.name !== 'string' || p.name === '' || names.has(p.name)) fail(`${at}.name`, 'a non-empty name, unique among the partitions', p.name);
      names.add(p.name);
      if (!Array.isArray(p.servers) || p.servers.length === 0) fail(`${at}.servers`, 'a non-empty array of server indices', p.servers);
      const servers = p.servers.slice().sort((a, b) => a - b);
      servers.forEach((s, k) => {
        if (!(Number.isInteger(s) && s >= 0 && s < n)) fail(`${at}.servers`, `server indices in 0..${n - 1}`, p.servers);
        if (k > 0 && servers[k - 1] === s) fail(`${at}.servers`, `distinct servers (${s} is listed twice)`, p.servers);
      });
      return Object.freeze({ name: p.name, servers: Object.freeze(servers) });
    }),
  );
}

/** Validates and freezes the queues, against `partitions` (their count; 0 when the platform has none). */
export function checkedQueues(specs: unknown, partitions: number): readonly Queue[] {
  if (!Array.isArray(specs) || specs.length === 0) fail('options.queues', 'a non-empty array of { name, priority?, partitions?, maxProcessors?, maxWalltime? }', specs);
  const names = new Set<string>();
  return Object.freeze(
    specs.map((q: QueueSpec, i): Queue => {
      const at = `options.queues[${i}]`;
      if (q === null || typeof q !== 'object') fail(at, 'an object { name, ... }', q);
      checkKnownKeys(`platform: ${at}`, q, QUEUE_KEYS);
      if (typeof q.name !== 'string' || q.name === '' || names.has(q.name)) fail(`${at}.name`, 'a non-empty name, unique among the queues', q.name);
      names.add(q.name);
      const priority = q.priority ?? 0;
      if (!(typeof priority === 'number' && Number.isFinite(priority) && priority >= 0)) fail(`${at}.priority`, 'a finite number >= 0', priority);
      const all = Array.from({ length: partitions }, (_, k) => k);
      const allowed = q.partitions ?? all;
      if (q.partitions !== undefined && partitions === 0) fail(`${at}.partitions`, 'no partitions list (the platform has no partitions)', q.partitions);
      if (!Array.isArray(allowed) || (q.partitions !== undefined && allowed.length === 0)) fail(`${at}.partitions`, 'a non-empty array of partition indices', allowed);
      for (const k of allowed) if (!(Number.isInteger(k) && k >= 0 && k < partitions)) fail(`${at}.partitions`, `partition indices in 0..${partitions - 1}`, allowed);
      const maxProcessors = q.maxProcessors ?? Infinity;
      if (!(maxProcessors === Infinity || (Number.isInteger(maxProcessors) && maxProcessors >= 1))) fail(`${at}.maxProcessors`, 'an integer >= 1', maxProcessors);
      const maxWalltime = q.maxWalltime ?? Infinity;
      if (!(typeof maxWalltime === 'number' && maxWalltime > 0)) fail(`${at}.maxWalltime`, 'a number > 0 (seconds)', maxWalltime);
      return Object.freeze({ name: q.name, priority, partitions: Object.freeze(allowed.slice()), maxProcessors, maxWalltime });
    }),
  );
}
