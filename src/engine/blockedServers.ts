import { InvalidInputError } from '../errors/InvalidInputError';
import type { Job } from './Job';
import type { Platform } from './platform';
import { collides } from './internals/collides';

/** The empty answer, shared (no allocation per call of a policy's cursor). */
const NONE: readonly number[] = Object.freeze([]);

/**
 * The servers a job may not take if it started at `now` (issue 39): those of every reservation or
 * maintenance window its walltime (`estimate`; a malleable job: forever) would overlap, unless the
 * reservation belongs to the job's queue. Empty when the platform has no reservations. The bundled
 * rigid policies leave these out; the engine refuses a start on one of them.
 *
 * @example
 * ```ts
 * import { blockedServers, platform } from 'schedlab/engine';
 * const p = platform([{ servers: 4 }], { reservations: [{ name: 'maintenance', servers: [2, 3], start: 100, end: 200 }] });
 * const job = { kind: 'rigid', id: 'a', submit: 0, processors: 2, runtime: 50, estimate: 150 } as const;
 * blockedServers(p, job, 0); // [2, 3]: 0 + 150 s would run into [100, 200)
 * blockedServers(p, job, 200); // []
 * ```
 */
export function blockedServers(platform: Platform, job: Job, now: number): readonly number[] {
  if (platform === null || typeof platform !== 'object') throw new InvalidInputError(`blockedServers(platform): expected a platform, got ${String(platform)}`);
  if (job === null || typeof job !== 'object') throw new InvalidInputError(`blockedServers(job): expected a job, got ${String(job)}`);
  if (typeof now !== 'number' || Number.isNaN(now)) throw new InvalidInputError(`blockedServers(now): expected a time (s), got ${String(now)}`);
  const list = platform.reservations;
  if (list === undefined) return NONE;
  let out: Set<number> | undefined;
  for (const r of list) {
    if (!collides(r, job, now)) continue;
    out ??= new Set();
    for (const s of r.servers) out.add(s);
  }
  return out === undefined ? NONE : [...out].sort((a, b) => a - b);
}
