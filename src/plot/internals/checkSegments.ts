import { InvalidInputError } from '../../errors/InvalidInputError';
import type { ServerSegment } from '../ServerSegment';
import { checkFinite } from './check';

/**
 * Validates server segments: integer server >= 0, finite times with start <= end, string state,
 * and no two segments of one server overlapping. Returns them grouped per server, sorted by start.
 */
export function checkSegments(fn: string, where: string, segments: readonly ServerSegment[]): Map<number, ServerSegment[]> {
  if (!Array.isArray(segments)) throw new InvalidInputError(`${fn}: ${where}: expected an array of segments`);
  const byServer = new Map<number, ServerSegment[]>();
  segments.forEach((s, i) => {
    const at = `${where}[${i}]`;
    if (s === null || typeof s !== 'object') throw new InvalidInputError(`${fn}: ${at}: expected a segment { server, start, end, state }, got ${s === null ? 'null' : typeof s}`);
    if (!Number.isInteger(s.server) || s.server < 0) {
      throw new InvalidInputError(`${fn}: ${at}.server: expected an integer >= 0, got ${String(s.server)}`);
    }
    if (typeof s.state !== 'string') throw new InvalidInputError(`${fn}: ${at}.state: expected a string`);
    const start = checkFinite(fn, `${at}.start`, s.start);
    const end = checkFinite(fn, `${at}.end`, s.end);
    if (end < start) throw new InvalidInputError(`${fn}: ${at}: expected start <= end, got [${start}, ${end}]`);
    const list = byServer.get(s.server) ?? [];
    list.push(s);
    byServer.set(s.server, list);
  });
  for (const [server, list] of byServer) {
    list.sort((a, b) => a.start - b.start || a.end - b.end);
    for (let k = 1; k < list.length; k++) {
      const prev = list[k - 1];
      const cur = list[k];
      if (prev !== undefined && cur !== undefined && cur.start < prev.end) {
        throw new InvalidInputError(
          `${fn}: ${where}: server ${server} has overlapping segments [${prev.start}, ${prev.end}) ${prev.state} and [${cur.start}, ${cur.end}) ${cur.state}`,
        );
      }
    }
  }
  return byServer;
}
