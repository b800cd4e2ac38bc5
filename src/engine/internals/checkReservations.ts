import { collides } from './collides';
import type { Job } from '../Job';
import type { Platform } from '../platform';
import { sortedHas } from './sortedHas';
import { secondsForMessage } from '../../errors/internals/formatForMessage';

/**
 * Why a start of `job` at `now` on `servers` would run into a reservation or maintenance window
 * (issue 39), or undefined. Called by the engine only on a platform with reservations.
 */
export function reservationViolation(platform: Platform, job: Job, servers: readonly number[], now: number): string | undefined {
  for (const r of platform.reservations ?? []) {
    if (!collides(r, job, now)) continue;
    for (const s of servers) {
      if (sortedHas(r.servers, s)) {
        const until = job.kind === 'rigid' ? `its walltime would run to ${secondsForMessage(now + job.estimate)} s` : 'a malleable job has no walltime';
        return `server ${s} is reserved by "${r.name}" from ${secondsForMessage(r.start)} s to ${secondsForMessage(r.end)} s (${until})`;
      }
    }
  }
  return undefined;
}
