import { InvalidInputError } from '../../errors/InvalidInputError';
import type { Job, RigidJob } from '../../engine/Job';
import type { Platform } from '../../engine/platform';
import { validateJobs } from '../../engine/validateJobs';
import { checkOptions, optionKeys } from '../../errors/internals/knownKeys';
import { checkedPlatform } from '../../engine/internals/checkedPlatform';

const BATCH_PROBLEM_OPTIONS_KEYS = optionKeys<BatchProblemOptions>({ startRule: true });

/**
 * When a job of a plan may start, besides its PEs being free (Chhabra et al. 2019 do not say; both
 * readings are offered):
 * - `'inOrder'`: never before the job placed before it. One FCFS queue for the whole federation:
 *   the candidate's job order is the order of the start times (list scheduling without overtaking).
 * - `'perCluster'`: never before the last job placed on any cluster it uses. Each cluster serves
 *   its own FCFS queue, as a grid resource with a space-shared FCFS policy does (GridSim's
 *   SpaceShared, the simulator of the paper): a job on a free cluster does not wait for an earlier
 *   job queued on another one.
 * In both, under `'concurrent'` link contention a co-allocated job also starts no earlier than the
 * co-allocated job placed before it, so that the link load at its start is known when it is placed.
 *
 * @example
 * ```ts
 * import { platform } from 'schedlab/engine';
 * import { batchProblem, firstFit, type BatchStartRule } from 'schedlab/policies';
 * const p = platform([{ servers: 2 }, { servers: 4 }]);
 * const jobs = [
 *   { kind: 'rigid', id: 'a', submit: 0, processors: 4, runtime: 10, estimate: 10, sigma: 1 },
 *   { kind: 'rigid', id: 'b', submit: 0, processors: 3, runtime: 10, estimate: 10, sigma: 1 },
 *   { kind: 'rigid', id: 'c', submit: 0, processors: 2, runtime: 10, estimate: 10, sigma: 1 },
 * ] as const;
 * const rule: BatchStartRule = 'perCluster';
 * firstFit(batchProblem(p, jobs, { startRule: rule })).jobs.map((j) => j.start); // [0, 10, 0]
 * firstFit(batchProblem(p, jobs)).jobs.map((j) => j.start); // [0, 10, 10]: c waits for b ('inOrder')
 * ```
 */
export type BatchStartRule = 'inOrder' | 'perCluster';

/**
 * Options of {@link batchProblem}.
 *
 * @example
 * ```ts
 * import type { BatchProblemOptions } from 'schedlab/policies';
 * const options: BatchProblemOptions = { startRule: 'perCluster' };
 * ```
 */
export interface BatchProblemOptions {
  /** When a job may start (see {@link BatchStartRule}). @defaultValue `'inOrder'` */
  readonly startRule?: BatchStartRule;
}

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
  /** When a job of a plan may start. */
  readonly startRule: BatchStartRule;
}

/**
 * Checks and freezes a batch scheduling problem.
 *
 * @param platform - the clusters and their link
 * @param jobs - rigid jobs (a job without `sigma` runs at its slowest server's speed)
 * @param options - the start rule
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
export function batchProblem(platform: Platform, jobs: readonly Job[], options: BatchProblemOptions = {}): BatchProblem {
  checkOptions('batchProblem(options)', options, BATCH_PROBLEM_OPTIONS_KEYS);
  if (typeof platform !== 'object' || platform === null || !Array.isArray(platform.clusters)) {
    throw new InvalidInputError('batchProblem: platform: expected a Platform (from platform() or homogeneousPlatform())');
  }
  checkedPlatform(platform, 'batchProblem: platform'); // a hand-built one too: speeds, powers and times in their bounds
  validateJobs(jobs, platform);
  if (jobs.length === 0) throw new InvalidInputError('batchProblem: jobs: expected at least one job');
  jobs.forEach((job, i) => {
    if (job.kind !== 'rigid') throw new InvalidInputError(`batchProblem: jobs[${i}] ("${job.id}").kind: expected "rigid", got "${job.kind}"`);
  });
  const startRule = options.startRule ?? 'inOrder';
  if (startRule !== 'inOrder' && startRule !== 'perCluster') {
    throw new InvalidInputError(`batchProblem: options.startRule: expected 'inOrder' or 'perCluster', got ${JSON.stringify(startRule)}`);
  }
  const clustersBySpeed = platform.clusters
    .map((c) => c.index)
    .sort((a, b) => (platform.clusters[a]!.speed - platform.clusters[b]!.speed) || a - b);
  return Object.freeze({
    platform,
    jobs: Object.freeze(jobs.slice() as RigidJob[]),
    jobCount: jobs.length,
    clusterCount: platform.clusters.length,
    clustersBySpeed: Object.freeze(clustersBySpeed),
    startRule,
  });
}
