import type { ClusterView } from '../../engine/ClusterView';
import type { RigidJob } from '../../engine/Job';
import { InvalidInputError } from '../../errors/InvalidInputError';
import { CompletionHeap } from './internals/CompletionHeap';
import { optionKeys, requireObject, requireOptions, optionalObject } from '../../errors/internals/knownKeys';

const FEATURE_TRACKER_OPTIONS_KEYS = optionKeys<FeatureTrackerOptions>({ groupOf: true, groupCount: true });

/**
 * Names of the scheduling features of Franke, Lepping & Schwiegelshohn, sec. 3.2, in the order of
 * every feature vector: average weighted slowdown SD (eq. 5), momentary utilization U_m (eq. 6,
 * a fraction in [0, 1]) and PRCWQ_1..PRCWQ_5 (eq. 7, fractions in [0, 1]).
 *
 * @example
 * ```ts
 * import { FEATURE_NAMES, normalizeFeatures } from 'schedlab/policies';
 * const x = normalizeFeatures(Float64Array.of(10, 0.5, 1, 0, 0, 0, 0));
 * const labelled = Object.fromEntries(FEATURE_NAMES.map((name, i) => [name, x[i]])); // { SD: 0.5, Um: 0.5, PRCWQ1: 1, ... }
 * ```
 */
export const FEATURE_NAMES: readonly string[] = Object.freeze(['SD', 'Um', 'PRCWQ1', 'PRCWQ2', 'PRCWQ3', 'PRCWQ4', 'PRCWQ5']);

/**
 * Options of {@link featureTracker}.
 *
 * @example
 * ```ts
 * import { featureTracker, type FeatureTrackerOptions } from 'schedlab/policies';
 * // Three user groups: user 1, the other users below 10 (or unknown), everyone else.
 * const options: FeatureTrackerOptions = { groupOf: (job) => (job.user === 1 ? 1 : (job.user ?? 0) < 10 ? 2 : 3), groupCount: 3 };
 * const tracker = featureTracker(options); // tracker.count === 5
 * ```
 */
export interface FeatureTrackerOptions {
  /** User group (1..groupCount) of a job, e.g. `userGroups(trace).groupOf`. */
  readonly groupOf: (job: RigidJob) => number;
  /** Number of user groups (one PRCWQ feature each). @defaultValue 5 */
  readonly groupCount?: number;
}

/**
 * Computes the feature vector of a scheduling point; keeps the history SD needs.
 *
 * @example
 * ```ts
 * import { featureTracker, fcfs, type FeatureTracker, type Policy } from 'schedlab/policies';
 * const tracker: FeatureTracker = featureTracker({ groupOf: () => 1 });
 * const inner = fcfs();
 * // FCFS that logs the momentary utilization U_m at each scheduling point.
 * const logged: Policy = { name: 'logged', decide(view, ctx) { console.log(tracker.update(view)[1]); return inner.decide(view, ctx); } };
 * ```
 */
export interface FeatureTracker {
  /** Feature vector length: `2 + groupCount`. */
  readonly count: number;
  /**
   * Features of the view at `view.now` (a buffer reused by the next call): `[SD, U_m, PRCWQ_1..]`.
   * Detects the start of a new run (time going back, or nothing running and nothing completed)
   * and then forgets the previous run.
   */
  update(view: ClusterView): Float64Array;
  /**
   * Records that `job` starts at `start` on servers of speed `speed`, so that it counts in SD
   * once `start + runtime / speed <= now` (its completion is then known to the scheduler).
   */
  started(job: RigidJob, start: number, speed: number): void;
  /** Forgets all history. */
  reset(): void;
}

/**
 * Feature tracker of Franke, Lepping & Schwiegelshohn, sec. 3.2, for rule-based policies:
 *
 * - `SD = sum_{j in xi(t)} p_j m_j (C_j - r_j) / sum_{j in xi(t)} p_j^2 m_j` over the jobs
 *   completed by `now` (eq. 5, no window); 1 (its minimum) before any completion;
 * - `U_m = sum_{j in pi(t)} m_j / m` over the running jobs (eq. 6);
 * - `PRCWQ_i = sum_{j in nu(t), group i} est_j m_j / sum_{j in nu(t)} est_j m_j` over the
 *   waiting queue, with the users' estimates (eq. 7); all 0 when the queue is empty.
 *
 * Completed jobs are known from the starts reported with `started` (the policy's own decisions).
 *
 * @param options - group lookup and number of groups
 * @throws InvalidInputError when `groupOf` is not a function or `groupCount` is not an integer >= 1
 * @example
 * ```ts
 * import { featureTracker } from 'schedlab/policies';
 * const tracker = featureTracker({ groupOf: (job) => (job.user === 1 ? 1 : 5) });
 * // inside a policy: const x = tracker.update(view); x[1] is U_m
 * ```
 */
export function featureTracker(options: FeatureTrackerOptions): FeatureTracker {
  requireOptions('featureTracker(options)', options, FEATURE_TRACKER_OPTIONS_KEYS);
  const { groupOf } = options;
  if (typeof groupOf !== 'function') throw new InvalidInputError('featureTracker: options.groupOf must be a function (job) => group');
  const groupCount = options.groupCount ?? 5;
  if (!Number.isInteger(groupCount) || groupCount < 1) {
    throw new InvalidInputError(`featureTracker: options.groupCount must be an integer >= 1, got ${String(groupCount)}`);
  }
  const count = 2 + groupCount;
  const out = new Float64Array(count);
  const heap = new CompletionHeap();
  let num = 0;
  let den = 0;
  let lastNow = -Infinity;
  const add = (n: number, d: number): void => {
    num += n;
    den += d;
  };
  const reset = (): void => {
    heap.clear();
    num = 0;
    den = 0;
    lastNow = -Infinity;
  };

  function update(view: ClusterView): Float64Array {
    const now = view.now;
    if (now < lastNow || (view.running.length === 0 && view.completedJobs === 0)) reset();
    lastNow = now;
    while (heap.peek() <= now) heap.pop(add);
    out[0] = den > 0 ? num / den : 1;
    let busy = 0;
    const running = view.running;
    for (let i = 0; i < running.length; i++) {
      const job = running[i]!.job;
      busy += job.kind === 'rigid' ? job.processors : running[i]!.servers.length;
    }
    out[1] = busy / view.platform.serverCount;
    for (let g = 2; g < count; g++) out[g] = 0;
    let total = 0;
    const queue = view.queue;
    for (let i = 0; i < queue.length; i++) {
      const job = queue.at(i)!;
      if (job.kind !== 'rigid') throw new InvalidInputError(`featureTracker: job "${job.id}" is malleable; rule-based policies schedule rigid jobs only`);
      const g = groupOf(job);
      if (!Number.isInteger(g) || g < 1 || g > groupCount) {
        throw new InvalidInputError(`featureTracker: groupOf(job "${job.id}") returned ${String(g)}, expected an integer in [1, ${groupCount}]`);
      }
      const c = job.estimate * job.processors;
      out[1 + g] = (out[1 + g] as number) + c;
      total += c;
    }
    if (total > 0) for (let g = 2; g < count; g++) out[g] = (out[g] as number) / total;
    return out;
  }

  function started(job: RigidJob, start: number, speed: number): void {
    const p = job.runtime / speed;
    const end = start + p;
    heap.push(end, p * job.processors * (end - job.submit), p * p * job.processors);
  }

  return { count, update, started, reset };
}

/**
 * Maps raw features to the inputs of fuzzy rule bases (all in [0, 1]): SD becomes
 * `log10(min(max(SD, 1), 100)) / 2` (Franke et al. limit SD to [1, 100]; the log spreads the
 * common values 1..10 over half of the range), U_m and PRCWQ_i are kept (already fractions).
 *
 * @param raw - `[SD, U_m, PRCWQ_1..]` from {@link featureTracker}
 * @param into - output buffer (same length) @defaultValue a new array
 * @example
 * ```ts
 * import { normalizeFeatures } from 'schedlab/policies';
 * normalizeFeatures(Float64Array.of(10, 0.5, 1, 0, 0, 0, 0))[0]; // 0.5
 * ```
 */
export function normalizeFeatures(raw: Float64Array, into?: Float64Array): Float64Array {
  requireObject('normalizeFeatures(raw)', raw, 'an array');
  optionalObject('normalizeFeatures(into)', into, 'a Float64Array to reuse');
  for (let i = 0; i < raw.length; i++) if (typeof raw[i] !== 'number') throw new InvalidInputError(`normalizeFeatures(raw)[${i}]: expected a number, got a ${typeof raw[i]}`);
  const out = into ?? new Float64Array(raw.length);
  const sd = raw[0] as number;
  out[0] = Math.log10(sd < 1 ? 1 : sd > 100 ? 100 : sd) / 2;
  for (let i = 1; i < raw.length; i++) out[i] = raw[i] as number;
  return out;
}
