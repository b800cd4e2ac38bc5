import type { RigidJob } from '../../engine/Job';
import { batsimProfileSeconds } from '../../workload/internals/batsimProfileSeconds';
import type { BatsimEvent } from '../BatsimEvent';

/**
 * The rigid job a JOB_SUBMITTED event stands for: `res` processors, `walltime` as the estimate, the
 * event's timestamp as its submission; its run time from its profile when schedlab can compute it
 * (`delay`, `parallel_homogeneous` with `hostSpeed`; forwarded, or from SIMULATION_BEGINS'
 * `profiles` by workload name), else its walltime.
 *
 * @param protocol - throws the session's protocol error (a job with neither walltime nor a timed profile)
 */
export function batsimRigidJob(
  e: Extract<BatsimEvent, { type: 'JOB_SUBMITTED' }>,
  profiles: ReadonlyMap<string, Readonly<Record<string, unknown>>>,
  hostSpeed: number | undefined,
  protocol: (what: string) => never,
): RigidJob {
  const bang = e.jobId.indexOf('!');
  const profile = e.profile ?? (e.profileName === undefined || bang < 0 ? undefined : profiles.get(e.jobId.slice(0, bang))?.[e.profileName]);
  let seconds: number | undefined;
  if (profile !== undefined) {
    try {
      seconds = batsimProfileSeconds(profile, `job "${e.jobId}"`, hostSpeed);
    } catch {
      seconds = undefined; // Batsim simulates it; the run time is only known to be at most the walltime
    }
  }
  const estimate = e.walltime ?? seconds ?? protocol(`job "${e.jobId}" has no walltime and no delay or parallel_homogeneous profile schedlab can time; its policies plan with an estimate: give the job a walltime`);
  const runtime = seconds === undefined ? estimate : Math.min(seconds, estimate);
  return { kind: 'rigid', id: e.jobId, submit: e.timestamp, processors: e.res, runtime, estimate };
}
