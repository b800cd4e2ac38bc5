import type { ClusterView } from '../engine/ClusterView';
import type { RigidJob } from '../engine/Job';
import { InvalidInputError } from '../errors/InvalidInputError';
import { checkKnownKeys, checkOptions, optionKeys } from '../errors/internals/knownKeys';
import type { JobPriority } from './JobPriority';
import { FairShareUsage } from './internals/FairShareUsage';

/**
 * The weights of {@link multifactorPriority}'s factors (Slurm's PriorityWeightAge,
 * PriorityWeightJobSize, PriorityWeightFairshare, PriorityWeightPartition).
 *
 * @example
 * ```ts
 * import type { MultifactorWeights } from 'schedlab/policies';
 * const weights: MultifactorWeights = { age: 1000, size: 100, fairShare: 10000, queue: 0 };
 * ```
 */
export interface MultifactorWeights {
  /** Weight of the age factor. @defaultValue 0 */
  readonly age?: number;
  /** Weight of the job size factor. @defaultValue 0 */
  readonly size?: number;
  /** Weight of the fair-share factor. @defaultValue 0 */
  readonly fairShare?: number;
  /** Weight of the queue (Slurm: partition) factor. @defaultValue 0 */
  readonly queue?: number;
}

/**
 * Options of {@link multifactorPriority}.
 *
 * @example
 * ```ts
 * import { multifactorPriority, type MultifactorPriorityOptions } from 'schedlab/policies';
 * const options: MultifactorPriorityOptions = { weights: { age: 1, fairShare: 4 }, halfLife: 7 * 86400, maxAge: 7 * 86400 };
 * const priority = multifactorPriority(options);
 * ```
 */
export interface MultifactorPriorityOptions {
  /** The factors' weights (each finite and >= 0). @defaultValue all 0 (every job equal: submission order) */
  readonly weights?: MultifactorWeights;
  /** Half-life of the fair-share usage (s, > 0; Slurm's PriorityDecayHalfLife). @defaultValue 604800 (7 days, Slurm's default) */
  readonly halfLife?: number;
  /** Wait at which the age factor reaches 1 (s, > 0; Slurm's PriorityMaxAge). @defaultValue 604800 (7 days, Slurm's default) */
  readonly maxAge?: number;
  /** Small jobs get the larger size factor (Slurm's PriorityFavorSmall). @defaultValue false */
  readonly favorSmall?: boolean;
  /**
   * Each queue's priority (index = the job's `queue` number, SWF field 15): the queue factor is it
   * divided by the largest (Slurm: the partition's PriorityJobFactor over the largest). A job
   * without a queue, or beyond the list, has factor 0. @defaultValue [] (every factor 0)
   */
  readonly queuePriorities?: readonly number[];
  /** Name shown in the policy's name. @defaultValue `'multifactor'` */
  readonly name?: string;
}

const OPTIONS_KEYS = optionKeys<MultifactorPriorityOptions>({ weights: true, halfLife: true, maxAge: true, favorSmall: true, queuePriorities: true, name: true });
const WEIGHT_KEYS = optionKeys<MultifactorWeights>({ age: true, size: true, fairShare: true, queue: true });
const WEEK = 7 * 86400;

function positive(where: string, v: unknown): number {
  if (!(typeof v === 'number' && Number.isFinite(v) && v > 0)) throw new InvalidInputError(`multifactorPriority: ${where} must be a finite number > 0 (seconds), got ${String(v)}`);
  return v;
}

function weight(weights: MultifactorWeights, k: keyof MultifactorWeights): number {
  const v = weights[k] ?? 0;
  if (!(typeof v === 'number' && Number.isFinite(v) && v >= 0)) throw new InvalidInputError(`multifactorPriority: options.weights.${k} must be a finite number >= 0, got ${String(v)}`);
  return v;
}

/**
 * Slurm's multifactor job priority (priority/multifactor, slurm.schedmd.com/priority_multifactor.html)
 * as a queue order for the rigid-job policies: `easyBackfilling({ order: multifactorPriority(...) })`.
 *
 * `priority = w_age * age + w_size * size + w_fairShare * fairShare + w_queue * queue`, each factor
 * in [0, 1]:
 * - **age** `min(1, (now - submit) / maxAge)` (the age factor grows with the time queued and maxes
 *   out at PriorityMaxAge);
 * - **size** `processors / servers` (larger jobs higher, Slurm's default), or with `favorSmall`
 *   `1 - (processors - 1) / servers` (a one-server job gets 1.0, as with PriorityFavorSmall);
 * - **fairShare** Slurm's classic fair-share factor `2^(-UE/S)` (slurm.schedmd.com/classic_fair_share.html)
 *   over a two-level tree, groups (the job's `group`) under the root and users (`user`) under their
 *   group, with equal shares among the groups and users seen so far (queued or run), usage in
 *   processor-seconds decayed with half-life `halfLife` (PriorityDecayHalfLife), integrated exactly
 *   in continuous time rather than every PriorityCalcPeriod (our choice: no period to tune);
 * - **queue** the job's queue priority over the largest (the partition factor).
 *
 * The QOS, TRES, association, site and nice factors are not modelled. Ties keep submission order.
 *
 * The usage history is kept per run (one state per `ClusterView` object: the engine hands one view
 * to a whole run, so runs never share usage and the same seed gives the same result). A host that
 * builds a new view at every call (`clusterView`) gets, at each call, the usage of the jobs running
 * at that moment only.
 *
 * @throws InvalidInputError for an unknown option or weight, a negative weight, a non-positive half-life or max age
 * @example
 * ```ts
 * import { createSimulation, homogeneousPlatform } from 'schedlab/engine';
 * import { easyBackfilling, multifactorPriority } from 'schedlab/policies';
 * const sim = createSimulation({
 *   platform: homogeneousPlatform({ servers: 1 }),
 *   jobs: [
 *     { kind: 'rigid', id: 'a', submit: 0, processors: 1, runtime: 100, estimate: 100, user: 1 },
 *     { kind: 'rigid', id: 'b', submit: 1, processors: 1, runtime: 10, estimate: 10, user: 1 },
 *     { kind: 'rigid', id: 'c', submit: 2, processors: 1, runtime: 10, estimate: 10, user: 2 },
 *   ],
 * });
 * const order = multifactorPriority({ weights: { fairShare: 1 }, halfLife: 3600 });
 * sim.run(easyBackfilling({ order })).jobs.map((j) => j.start); // [0, 110, 100]: user 2 has used nothing
 * ```
 */
export function multifactorPriority(options: MultifactorPriorityOptions = {}): JobPriority {
  checkOptions('multifactorPriority(options)', options, OPTIONS_KEYS);
  const weights = options.weights ?? {};
  if (weights === null || typeof weights !== 'object') throw new InvalidInputError('multifactorPriority: options.weights must be an object { age, size, fairShare, queue }');
  checkKnownKeys('multifactorPriority: options.weights', weights, WEIGHT_KEYS);
  const wAge = weight(weights, 'age');
  const wSize = weight(weights, 'size');
  const wFair = weight(weights, 'fairShare');
  const wQueue = weight(weights, 'queue');
  const halfLife = positive('options.halfLife', options.halfLife ?? WEEK);
  const maxAge = positive('options.maxAge', options.maxAge ?? WEEK);
  const favorSmall = options.favorSmall ?? false;
  if (typeof favorSmall !== 'boolean') throw new InvalidInputError(`multifactorPriority: options.favorSmall must be a boolean, got ${JSON.stringify(favorSmall)}`);
  const queues = options.queuePriorities ?? [];
  if (!Array.isArray(queues) || !queues.every((q) => typeof q === 'number' && Number.isFinite(q) && q >= 0)) {
    throw new InvalidInputError(`multifactorPriority: options.queuePriorities must be an array of finite numbers >= 0, got ${JSON.stringify(queues)}`);
  }
  const maxQueue = Math.max(0, ...queues);
  const name = options.name ?? 'multifactor';
  if (typeof name !== 'string') throw new InvalidInputError('multifactorPriority: options.name must be a string');
  const usage = new WeakMap<object, FairShareUsage>(); // by run (`view.run ?? view`: a host builds a view per call)

  function priorities(view: ClusterView, jobs: readonly RigidJob[]): Float64Array {
    const now = view.now;
    const servers = view.platform.serverCount;
    let fair: FairShareUsage | undefined;
    if (wFair > 0) {
      const run = view.run ?? view;
      fair = usage.get(run);
      if (fair === undefined) usage.set(run, (fair = new FairShareUsage(halfLife)));
      fair.update(view, jobs);
    }
    const out = new Float64Array(jobs.length);
    for (let i = 0; i < jobs.length; i++) {
      const j = jobs[i] as RigidJob;
      const age = Math.min(1, (now - j.submit) / maxAge);
      const size = favorSmall ? 1 - (j.processors - 1) / servers : j.processors / servers;
      const q = (j as { queue?: number }).queue;
      const queue = maxQueue > 0 && q !== undefined ? (queues[q] ?? 0) / maxQueue : 0;
      out[i] = wAge * age + wSize * size + (fair === undefined ? 0 : wFair * fair.factor(j)) + wQueue * queue;
    }
    return out;
  }

  return Object.freeze({ name, priorities, toString: () => name });
}
