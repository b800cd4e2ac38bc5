import type { RigidJob } from './Job';
import type { InterClusterLink } from './InterClusterLink';
import { jobSlowdown } from './jobSlowdown';
import { requireObject } from '../errors/internals/knownKeys';

/**
 * Progress rate (seconds of `runtime` per second) the engine gives a rigid job when it starts; it
 * then ends after `runtime / rate` seconds. Exported so that a schedule builder (such as the
 * multi-cluster one in `schedlab/policies`) computes bit for bit what the engine will.
 *
 * - Without `sigma`: the speed of the slowest server.
 * - With `sigma`: `1 / SD` (Chhabra et al. 2019, eq. 1-2, see {@link jobSlowdown}), where the link
 *   load of a co-allocated job is `concurrentLoad + taskBandwidth x processors`.
 *
 * @param job - the job
 * @param slowestSpeed - speed of the slowest server it gets
 * @param coallocated - whether its servers span more than one cluster
 * @param concurrentLoad - traffic already on the link from co-allocated jobs running at its start,
 *   summed in their start order (0 with `link.contention: 'own'`)
 * @param link - the platform's link
 * @example
 * ```ts
 * import { rigidJobRate, platform } from 'schedlab/engine';
 * const p = platform([{ servers: 2 }, { servers: 2, speed: 2 }], { link: { bandwidth: 100 } });
 * const job = { kind: 'rigid', id: 'a', submit: 0, processors: 3, runtime: 60, estimate: 60, sigma: 0.5, taskBandwidth: 50 } as const;
 * // spread over both clusters: SP = 1, SC = 150 / 100, SD = 0.5 + 0.75 = 1.25
 * 60 / rigidJobRate(job, 1, true, 0, p.link); // 75 seconds
 * ```
 */
export function rigidJobRate(
  job: RigidJob,
  slowestSpeed: number,
  coallocated: boolean,
  concurrentLoad: number,
  link: InterClusterLink,
): number {
  requireObject('rigidJobRate(job)', job, 'a rigid job');
  if (job.sigma === undefined) return slowestSpeed;
  let sc = 1;
  if (coallocated) {
    requireObject('rigidJobRate(link)', link, "a platform's link");
    const load = concurrentLoad + (job.taskBandwidth ?? 0) * job.processors;
    sc = Math.max(1, load / link.bandwidth);
  }
  return 1 / jobSlowdown(job.sigma, slowestSpeed, sc);
}
