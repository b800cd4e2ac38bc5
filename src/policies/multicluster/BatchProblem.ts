import { InvalidInputError } from '../../errors/InvalidInputError';
import type { Job, RigidJob } from '../../engine/Job';
import type { Platform } from '../../engine/platform';
import { validateJobs } from '../../engine/validateJobs';

/**
 * An offline batch scheduling problem on a (heterogeneous, multi-cluster) platform (Chhabra et al.
 * 2019, section III.A): rigid jobs, usually all submitted at 0, each with the multi-cluster model's
 * `sigma` and `taskBandwidth`. Built once by {@link batchProblem}, then shared by the decoder, the
 * schedule builders, the baselines and the objectives.
 *
 * @example
 * ```ts
 * import { platform } from 'schedlab/engine';
 * import { batchProblem, type BatchProblem } from 'schedlab/policies';
 * const problem: BatchProblem = batchProblem(platform([{ servers: 4 }, { servers: 4, speed: 2 }]), [
 *   { kind: 'rigid', id: 'a', submit: 0, processors: 2, runtime: 100, estimate: 100, sigma: 0.9, taskBandwidth: 1 },
 * ]);
 * problem.jobCount; // 1
 * ```
 */
export interface BatchProblem {
  readonly platform: Platform;
  /** The jobs, in their given order (job index = position here). */
  readonly jobs: readonly RigidJob[];
  readonly jobCount: number;
  readonly clusterCount: number;
  /** Cluster indices from the slowest to the fastest (ties: lower index first): Algorithm 3's order. */
  readonly clustersBySpeed: readonly number[];
}

/**
 * Checks and freezes a batch scheduling problem.
 *
 * @param platform - the clusters and their link
 * @param jobs - rigid jobs (a job without `sigma` runs at its slowest server's speed)
 * @throws InvalidInputError naming the job and field: a malleable job, a size larger than the
 *   platform, sigma outside [0, 1], a negative or NaN run time, ...
 * @example
 * ```ts
 * import { platform } from 'schedlab/engine';
 * import { batchProblem } from 'schedlab/policies';
 * const p = platform([{ servers: 2 }, { servers: 2 }], { link: { bandwidth: 10 } });
 * batchProblem(p, [{ kind: 'rigid', id: 'a', submit: 0, processors: 3, runtime: 60, estimate: 60, sigma: 0.5, taskBandwidth: 2 }]);
 * ```
 */
export function batchProblem(platform: Platform, jobs: readonly Job[]): BatchProblem {
  if (typeof platform !== 'object' || platform === null || !Array.isArray(platform.clusters)) {
    throw new InvalidInputError('batchProblem: platform: expected a Platform (from platform() or homogeneousPlatform())');
  }
  validateJobs(jobs, platform);
  if (jobs.length === 0) throw new InvalidInputError('batchProblem: jobs: expected at least one job');
  jobs.forEach((job, i) => {
    if (job.kind !== 'rigid') throw new InvalidInputError(`batchProblem: jobs[${i}] ("${job.id}").kind: expected "rigid", got "${job.kind}"`);
  });
  const clustersBySpeed = platform.clusters
    .map((c) => c.index)
    .sort((a, b) => (platform.clusters[a]!.speed - platform.clusters[b]!.speed) || a - b);
  return Object.freeze({
    platform,
    jobs: Object.freeze(jobs.slice() as RigidJob[]),
    jobCount: jobs.length,
    clusterCount: platform.clusters.length,
    clustersBySpeed: Object.freeze(clustersBySpeed),
  });
}
