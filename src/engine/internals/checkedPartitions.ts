import { InvalidInputError } from '../../errors/InvalidInputError';
import { checkKnownKeys, optionKeys } from '../../errors/internals/knownKeys';
import type { Partition, PartitionSpec, Queue, QueueSpec } from '../Partition';
import type { Reservation } from '../Reservation';

const PARTITION_KEYS = optionKeys<PartitionSpec>({ name: true, servers: true });
const QUEUE_KEYS = optionKeys<QueueSpec>({ name: true, priority: true, partitions: true, maxProcessors: true, maxWalltime: true });

function fail(where: string, expected: string, got: unknown): never {
  throw new InvalidInputError(`platform: ${where}: expected ${expected}, got ${JSON.stringify(got) ?? String(got)}`);
}

/** A non-empty list of distinct server indices in 0..n-1, sorted and frozen. */
function checkedServers(at: string, list: unknown, n: number): readonly number[] {
  if (!Array.isArray(list) || list.length === 0) fail(at, 'a non-empty array of server indices', list);
  const servers = (list as number[]).slice().sort((a, b) => a - b);
  servers.forEach((s, k) => {
    if (!(Number.isInteger(s) && s >= 0 && s < n)) fail(at, `server indices in 0..${n - 1}`, list);
    if (k > 0 && servers[k - 1] === s) fail(at, `distinct servers (${s} is listed twice)`, list);
  });
  return Object.freeze(servers);
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
      return Object.freeze({ name: p.name, servers: checkedServers(`${at}.servers`, p.servers, n) });
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

const RESERVATION_KEYS = optionKeys<Reservation>({ name: true, servers: true, start: true, end: true, queue: true });

/** Validates and freezes the reservations of a platform of `n` servers with `queues` queues. */
export function checkedReservations(specs: unknown, n: number, queues: number): readonly Reservation[] {
  if (!Array.isArray(specs) || specs.length === 0) fail('options.reservations', 'a non-empty array of { name, servers, start, end, queue? }', specs);
  return Object.freeze(
    specs.map((r: Reservation, i): Reservation => {
      const at = `options.reservations[${i}]`;
      if (r === null || typeof r !== 'object') fail(at, 'an object { name, servers, start, end, queue? }', r);
      checkKnownKeys(`platform: ${at}`, r, RESERVATION_KEYS);
      if (typeof r.name !== 'string' || r.name === '') fail(`${at}.name`, 'a non-empty string', r.name);
      const servers = checkedServers(`${at}.servers`, r.servers, n);
      if (!(typeof r.start === 'number' && Number.isFinite(r.start) && r.start >= 0)) fail(`${at}.start`, 'a finite time >= 0 (seconds)', r.start);
      if (!(typeof r.end === 'number' && Number.isFinite(r.end) && r.end > r.start)) fail(`${at}.end`, `a finite time > start (${r.start} s)`, r.end);
      if (r.queue !== undefined && !(Number.isInteger(r.queue) && r.queue >= 0 && r.queue < queues)) fail(`${at}.queue`, queues === 0 ? 'no queue (the platform has no queues)' : `a queue index in 0..${queues - 1}`, r.queue);
      return Object.freeze({ name: r.name, servers, start: r.start, end: r.end, ...(r.queue === undefined ? {} : { queue: r.queue }) });
    }),
  );
}
