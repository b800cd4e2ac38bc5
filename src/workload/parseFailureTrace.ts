import { InvalidInputError } from '../errors/InvalidInputError';
import type { ServerFailure } from '../engine/Availability';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';
import type { FailureTraceOptions } from './FailureTraceOptions';

const FAILURE_TRACE_OPTIONS_KEYS = optionKeys<FailureTraceOptions>({ servers: true, nodes: true, origin: true });

/** The engine's largest time (as `parseBatsimEvents`). */
const NEVER = 1e12;

/** Columns of `event_trace` (FTA format, "event_trace"); `event_end_reason` may be absent. */
const COLUMNS = ['event_id', 'component_id', 'node_id', 'platform_id', 'node_name', 'event_type', 'event_start_time', 'event_end_time', 'event_end_reason'];

interface Unavailability {
  readonly node: number;
  readonly start: number;
  readonly end: number;
}

/** A finite number from a field, or an error naming the line and the column. */
function numberField(fields: readonly string[], column: number, where: string): number {
  const text = fields[column] as string;
  const v = text === '' ? NaN : Number(text);
  if (!Number.isFinite(v)) throw new InvalidInputError(`${where}: ${COLUMNS[column]} must be a number, got ${JSON.stringify(text)}`);
  return v;
}

/** What the file holds: its unavailability events (event_type 0), its node ids, its earliest event start. */
interface FileEvents {
  readonly events: Unavailability[];
  readonly nodes: Set<number>;
  first: number;
}

/** Reads every line; availability events (event_type 1) are checked, count for `nodes` and `first`. */
function readEvents(text: string): FileEvents {
  const out: Unavailability[] = [];
  const file: FileEvents = { events: out, nodes: new Set(), first: Infinity };
  text.split(/\r?\n/).forEach((line, i) => {
    const where = `Failure Trace Archive event_trace line ${i + 1}`;
    if (line.trim() === '' || line.startsWith('#')) return;
    const fields = line.split('\t').map((f) => f.trim());
    if (fields[0] === 'event_id') return; // a header line
    if (fields.length < 8 || fields.length > 9) {
      throw new InvalidInputError(`${where}: expected 8 or 9 tab-separated columns (${COLUMNS.join(', ')}), got ${fields.length}`);
    }
    const type = numberField(fields, 5, where);
    if (type !== 0 && type !== 1) throw new InvalidInputError(`${where}: event_type must be 0 (unavailability) or 1 (availability), got ${fields[5]}`);
    const node = numberField(fields, 2, where);
    if (!Number.isInteger(node)) throw new InvalidInputError(`${where}: node_id must be an integer, got ${fields[2]}`);
    const start = numberField(fields, 6, where);
    const end = numberField(fields, 7, where);
    if (end < start) throw new InvalidInputError(`${where}: event_end_time ${end} is before event_start_time ${start}`);
    file.nodes.add(node);
    if (start < file.first) file.first = start;
    if (type === 0 && end > start) out.push({ node, start, end });
  });
  return file;
}

/** The server of each node id: `options.nodes`, or the nodes read in increasing id. */
function serverOfNode(file: FileEvents, servers: number, nodes: readonly number[] | undefined): Map<number, number> {
  const map = new Map<number, number>();
  if (nodes !== undefined) {
    nodes.forEach((id, server) => {
      if (!Number.isInteger(id)) throw new InvalidInputError(`parseFailureTrace(options).nodes[${server}]: expected an integer node_id, got ${String(id)}`);
      if (map.has(id)) throw new InvalidInputError(`parseFailureTrace(options).nodes[${server}]: node_id ${id} is already server ${map.get(id)}`);
      map.set(id, server);
    });
    return map;
  }
  const ids = [...file.nodes].sort((a, b) => a - b);
  if (ids.length > servers) {
    throw new InvalidInputError(`parseFailureTrace: the file has ${ids.length} nodes but the platform has ${servers} servers; pick the nodes with options.nodes`);
  }
  ids.forEach((id, server) => map.set(id, server));
  return map;
}

/**
 * Reads the Failure Trace Archive's `event_trace.tab` (Kondo, Javadi, Iosup & Epema, "The Failure
 * Trace Archive: Enabling Comparative Analysis of Failures in Diverse Distributed Systems", CCGrid
 * 2010; columns as the archive's format page, fta.scem.uws.edu.au "FTAFormat": `event_id,
 * component_id, node_id, platform_id, node_name, event_type, event_start_time, event_end_time,
 * event_end_reason`, tab-separated, times in UNIX epoch seconds) into the server failures of
 * `RunOptions.availability` (issue 39).
 *
 * Each unavailability event (`event_type` 0) of a node read is a failure of its server from
 * `event_start_time - origin` to `event_end_time - origin`; availability events (`event_type` 1) are
 * the complement and are not needed. A node's unavailabilities that overlap or touch (several
 * components of one node, e.g. CPU and host availability) are merged into one failure: a node is
 * down while any of its components is (a documented choice; the engine needs a server's failures
 * disjoint). Zero-length unavailabilities are dropped. Blank lines, `#` comments and a header line
 * starting with `event_id` are skipped; another event type, a malformed field, an end before its
 * start or an unavailability before `origin` is an `InvalidInputError` naming the line.
 *
 * @param text - the file's text
 * @param options - server count, node-to-server map, time origin
 * @returns the failures, by start time then server
 * @example
 * ```ts
 * import { parseFailureTrace } from 'schedlab/workload';
 * const tab = '1\t1\t7\t1\tn7\t0\t1000100\t1000400\t6\n2\t1\t7\t1\tn7\t1\t1000400\t1000900\t0\n';
 * parseFailureTrace(tab, { servers: 2, origin: 1000000 }); // [{ server: 0, down: 100, up: 400 }]
 * ```
 */
export function parseFailureTrace(text: string, options: FailureTraceOptions): ServerFailure[] {
  if (typeof text !== 'string') throw new InvalidInputError(`parseFailureTrace(text): expected the file's text, got ${typeof text}`);
  if (options === undefined) throw new InvalidInputError('parseFailureTrace(options): expected { servers, nodes?, origin? }, got undefined');
  checkOptions('parseFailureTrace(options)', options, FAILURE_TRACE_OPTIONS_KEYS);
  const { servers, nodes, origin } = options;
  if (!(Number.isInteger(servers) && servers >= 1)) throw new InvalidInputError(`parseFailureTrace(options).servers: expected an integer >= 1, got ${String(servers)}`);
  if (nodes !== undefined && !(Array.isArray(nodes) && nodes.length <= servers)) {
    throw new InvalidInputError(`parseFailureTrace(options).nodes: expected an array of at most ${servers} node ids (one per server), got ${Array.isArray(nodes) ? `${nodes.length}` : String(nodes)}`);
  }
  if (origin !== undefined && !(typeof origin === 'number' && Number.isFinite(origin))) {
    throw new InvalidInputError(`parseFailureTrace(options).origin: expected a finite number (epoch seconds), got ${String(origin)}`);
  }
  const file = readEvents(text);
  const server = serverOfNode(file, servers, nodes);
  const kept = file.events.filter((e) => server.has(e.node));
  const t0 = origin ?? file.first;
  const out: ServerFailure[] = [];
  const byServer = new Map<number, Unavailability[]>();
  for (const e of kept) {
    if (e.start < t0) throw new InvalidInputError(`parseFailureTrace: node ${e.node}'s unavailability at ${e.start} starts before options.origin ${t0}`);
    if (e.end - t0 > NEVER) throw new InvalidInputError(`parseFailureTrace: node ${e.node}'s unavailability ends at ${e.end - t0} s after the origin, beyond the engine's 1e12 s`);
    const s = server.get(e.node) as number;
    const list = byServer.get(s);
    if (list === undefined) byServer.set(s, [e]);
    else list.push(e);
  }
  for (const [s, list] of byServer) {
    list.sort((a, b) => a.start - b.start);
    let down = (list[0] as Unavailability).start;
    let up = (list[0] as Unavailability).end;
    for (const e of list) {
      if (e.start > up) {
        out.push({ server: s, down: down - t0, up: up - t0 });
        down = e.start;
      }
      if (e.end > up) up = e.end;
    }
    out.push({ server: s, down: down - t0, up: up - t0 });
  }
  return out.sort((a, b) => a.down - b.down || a.server - b.server);
}
