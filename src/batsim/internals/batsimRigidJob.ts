import type { RigidJob } from '../../engine/Job';
import { MAX_SECONDS } from '../../engine/internals/limits';
import { batsimProfileSeconds } from '../../workload/internals/batsimProfileSeconds';
import type { BatsimEvent } from '../BatsimEvent';

/**
 * The rigid job a JOB_SUBMITTED event stands for: `res` processors, `walltime` as the estimate, the
 * event's timestamp as its submission; its run time from its profile when schedlab can compute it
 * (`delay`, `parallel_homogeneous` with `hostSpeed`; forwarded, or from SIMULATION_BEGINS'
 * `profiles` by workload name), else its walltime (Batsim stops a job at its walltime, so that is
 * an upper bound).
 *
 * Or, for a job schedlab cannot schedule, the reason (the session answers REJECT_JOB and logs it):
 * no walltime and a profile schedlab cannot time (every policy plans with an estimate), or a
 * submission time, walltime or run time above the engine's bound of 1e12 s (`MAX_SECONDS`; Batsim's
 * own test_long_workload.json submits at 1e17 s).
 */
export function batsimRigidJob(
  e: Extract<BatsimEvent, { type: 'JOB_SUBMITTED' }>,
  profiles: ReadonlyMap<string, Readonly<Record<string, unknown>>>,
  hostSpeed: number | undefined,
): RigidJob | string {
  const bang = e.jobId.indexOf('!');
  const profile = e.profile ?? (e.profileName === undefined || bang < 0 ? undefined : profiles.get(e.jobId.slice(0, bang))?.[e.profileName]);
  let seconds: number | undefined;
  let why = 'its profile is not known (neither forwarded nor in SIMULATION_BEGINS)';
  if (profile !== undefined) {
    try {
      seconds = batsimProfileSeconds(profile, 'its profile', hostSpeed);
    } catch (err) {
      why = (err as Error).message; // Batsim simulates it; the run time is only known to be at most the walltime
    }
  }
  const bound = (what: string, t: number): string =>
    `its ${what} ${t} s is above the engine's bound of ${MAX_SECONDS} s (31,700 years; doubles resolve such times only to 1e-4 s)`;
  if (e.timestamp > MAX_SECONDS) return bound('submission time', e.timestamp);
  if (e.walltime !== undefined && e.walltime > MAX_SECONDS) return bound('walltime', e.walltime);
  const estimate = e.walltime ?? seconds;
  if (estimate === undefined) return `it has no walltime and schedlab cannot time it (${why}); the policies plan with an estimate: give the job a walltime`;
  if (estimate > MAX_SECONDS) return bound('run time', estimate);
  const runtime = seconds === undefined ? estimate : Math.min(seconds, estimate);
  return { kind: 'rigid', id: e.jobId, submit: e.timestamp, processors: e.res, runtime, estimate };
}
