import { InvalidInputError } from '../errors/InvalidInputError';
import type { ServerFailure } from '../engine/Availability';
import { parseIntervalSet } from './parseIntervalSet';

/** Repair time of a machine made unavailable and never available again: the engine's largest time. */
const NEVER = 1e12;

/**
 * Reads a Batsim external events file (`batsim --events FILE`: one JSON object per line, each with
 * a `timestamp`, a `type` and, for machine events, `resources` as an interval set) into the server
 * failures of `RunOptions.availability` (issue 39): each `machine_unavailable` of a machine starts a
 * failure that its next `machine_available` ends. A machine made unavailable and never available
 * again is down until 10^12 s. Blank lines are skipped; any other event type, a malformed line, a
 * machine outside `0..servers-1`, a machine made unavailable twice or available while available is
 * an `InvalidInputError` naming the line.
 *
 * @param text - the file's text
 * @param servers - the platform's server count (Batsim's machines are numbered from 0 like ours)
 * @example
 * ```ts
 * import { parseBatsimEvents } from 'schedlab/workload';
 * const failures = parseBatsimEvents(
 *   '{"timestamp": 100, "type": "machine_unavailable", "resources": "0-1"}\n' +
 *   '{"timestamp": 400, "type": "machine_available", "resources": "0-1"}\n',
 *   4,
 * );
 * // [{ server: 0, down: 100, up: 400 }, { server: 1, down: 100, up: 400 }]
 * ```
 */
export function parseBatsimEvents(text: string, servers: number): ServerFailure[] {
  if (typeof text !== 'string') throw new InvalidInputError(`parseBatsimEvents(text): expected the file's text, got ${typeof text}`);
  if (!(Number.isInteger(servers) && servers >= 1)) throw new InvalidInputError(`parseBatsimEvents(servers): expected an integer >= 1, got ${String(servers)}`);
  const open = new Map<number, number>();
  const out: ServerFailure[] = [];
  let lastTime = -Infinity;
  text.split(/\r?\n/).forEach((line, i) => {
    const where = `Batsim events line ${i + 1}`;
    if (line.trim() === '') return;
    let e: { timestamp?: unknown; type?: unknown; resources?: unknown };
    try {
      e = JSON.parse(line) as typeof e;
    } catch (err) {
      throw new InvalidInputError(`${where}: not a JSON object (${(err as Error).message})`);
    }
    if (e === null || typeof e !== 'object') throw new InvalidInputError(`${where}: expected a JSON object { timestamp, type, resources }`);
    const t = e.timestamp;
    if (!(typeof t === 'number' && Number.isFinite(t) && t >= 0 && t < NEVER)) throw new InvalidInputError(`${where}: timestamp must be a number in [0, 1e12), got ${JSON.stringify(t)}`);
    if (t < lastTime) throw new InvalidInputError(`${where}: timestamp ${t} is before the previous event's (${lastTime}); Batsim's events are in time order`);
    lastTime = t;
    if (e.type !== 'machine_unavailable' && e.type !== 'machine_available') {
      throw new InvalidInputError(`${where}: event type ${JSON.stringify(e.type)} is not a machine event (expected "machine_unavailable" or "machine_available")`);
    }
    if (typeof e.resources !== 'string') throw new InvalidInputError(`${where}: resources must be an interval set string such as "0-3 7", got ${JSON.stringify(e.resources)}`);
    for (const m of parseIntervalSet(e.resources)) {
      if (m >= servers) throw new InvalidInputError(`${where}: machine ${m} does not exist (the platform has ${servers}: 0..${servers - 1})`);
      const down = open.get(m);
      if (e.type === 'machine_unavailable') {
        if (down !== undefined) throw new InvalidInputError(`${where}: machine ${m} is made unavailable again (unavailable since ${down} s)`);
        open.set(m, t);
      } else {
        if (down === undefined) throw new InvalidInputError(`${where}: machine ${m} is made available but was not unavailable`);
        open.delete(m);
        if (t > down) out.push({ server: m, down, up: t });
      }
    }
  });
  for (const [m, down] of open) out.push({ server: m, down, up: NEVER });
  return out.sort((a, b) => a.down - b.down || a.server - b.server);
}
