import { InvalidInputError } from '../errors/InvalidInputError';
import type { Job, RigidJob } from '../engine/Job';
import type { Workload } from '../engine/Workload';
import type { Rng } from '../random/Rng';
import { uniformInt } from '../random/uniformInt';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';
import { headPopularity, headShares, headTimes } from './internals/tsafrirHead';
import { binCount, binJobCounts, shuffleInPlace, tailShares, tailTimes } from './internals/tsafrirTail';
import { showValue } from '../errors/internals/showValue';

const KEYS = optionKeys<TsafrirEstimatesOptions>({ maxEstimate: true, bins: true, headShare: true, headModel: true, tailModel: true, timeModel: true });

/**
 * Options of {@link tsafrirEstimates}; defaults are the parameters of Tsafrir, Etsion and
 * Feitelson 2005 as set in their reference code (`m_tsafrir05`, est_model.hh).
 *
 * @example
 * ```ts
 * import { tsafrirEstimates, lublinFeitelsonWorkload, type TsafrirEstimatesOptions } from 'schedlab/workload';
 * const options: TsafrirEstimatesOptions = { maxEstimate: 36 * 3600 }; // a 36-hour queue limit
 * const workload = tsafrirEstimates(lublinFeitelsonWorkload(), options);
 * ```
 */
export interface TsafrirEstimatesOptions {
  /** The largest estimate users may give (s, >= 3600; the queue limit). @defaultValue the set's longest run time rounded up to a whole hour */
  readonly maxEstimate?: number;
  /** Number of distinct estimates (the head's 20, or fewer under a small maxEstimate, are always there: a smaller value only drops the tail). @defaultValue the paper's linear model of the job count (90 for 10,000 jobs, 340 for 70,000) */
  readonly bins?: number;
  /** Percent of jobs using one of the 20 most popular estimates. @defaultValue 89 */
  readonly headShare?: number;
  /** [a, b, c] of the share (%) of popularity rank x = 2 ... 20: a e^(b x) + c. @defaultValue [14.0491, -0.177531, 0.462513] */
  readonly headModel?: readonly [number, number, number];
  /** [a, b] of the share of popularity ranks x >= 21: a x^b, scaled to 100 - headShare. @defaultValue [795.6, -2.267] */
  readonly tailModel?: readonly [number, number];
  /** The a of the tail's times maxEstimate (a - 1) x / (a - x), x the time rank over the tail size (> 1). @defaultValue 1 + 12.1039 bins^-0.6026 */
  readonly timeModel?: number;
}

function fail(field: string, expected: string, got: unknown): never {
  throw new InvalidInputError(`tsafrirEstimates: ${field}: expected ${expected}, got ${showValue(got)}`);
}

/** The estimates of `n` jobs (s), one per job, sorted from the largest: the model's histogram flattened. */
function estimateHistogram(rng: Rng, n: number, maxEstimate: number, o: TsafrirEstimatesOptions): number[] {
  const k = o.bins ?? binCount(n);
  const headShare = o.headShare ?? 89;
  const a = o.timeModel ?? 1 + 12.1039 * Math.pow(k, -0.6026);
  const times = headTimes(maxEstimate);
  const shares = headShares(times.length, headShare, o.headModel ?? [14.0491, -0.177531, 0.462513]);
  const popularity = headPopularity(rng, times.length);
  const bins = times.map((t, r) => [t, shares[popularity[r]! - 1]!] as [number, number]);
  const tail = tailTimes(Math.max(0, k - times.length), maxEstimate, a, new Set(times));
  const tailShare = tailShares(tail.length, headShare, o.tailModel ?? [795.6, -2.267]);
  shuffleInPlace(rng, tailShare); // the tail's times and shares are matched at random
  tail.forEach((t, i) => bins.push([t, tailShare[i]!]));
  bins.sort((x, y) => x[0] - y[0]);
  const counts = binJobCounts(bins.map((b) => b[1]), n);
  const out: number[] = [];
  for (let i = bins.length - 1; i >= 0; i--) for (let c = 0; c < counts[i]!; c++) out.push(bins[i]![0]);
  return out;
}

/**
 * Gives the jobs `estimates` (sorted from the largest) so that every estimate is at least its run
 * time (est_model.cc, est_assign): jobs by decreasing run time, job j takes an estimate drawn
 * uniformly among the free ones that are >= its run time, the rest shifted (a random matching
 * under the constraint).
 */
function assign(rng: Rng, jobs: readonly RigidJob[], estimates: number[]): RigidJob[] {
  const order = jobs.map((_, i) => i).sort((i, j) => jobs[j]!.runtime - jobs[i]!.runtime || i - j);
  for (let k = 0; k < order.length; k++) {
    const job = jobs[order[k]!]!;
    if (job.runtime > estimates[k]!) {
      throw new InvalidInputError(`tsafrirEstimates: the ${k + 1} longest jobs (down to job ${job.id}, run time ${job.runtime} s) need estimates >= their run times, but the model gives only ${k} estimates >= ${job.runtime} s; raise maxEstimate`);
    }
  }
  const out = jobs.slice();
  let hi = 0;
  for (let j = 0; j < order.length; j++) {
    const job = jobs[order[j]!]!;
    hi = Math.max(hi, j);
    while (hi < order.length - 1 && job.runtime <= estimates[hi + 1]!) hi++;
    const k = uniformInt(rng, j, hi);
    out[order[j]!] = { ...job, estimate: estimates[k]! };
    estimates[k] = estimates[j]!;
  }
  return out;
}

/**
 * User run-time estimates after Tsafrir, Etsion and Feitelson 2005 ("Modeling user runtime
 * estimates", JSSPP): a few popular, round values (the maximum allowed, 5 min, 15 min, 1 h, ...)
 * take most jobs. For each job set the model draws a histogram of `bins` distinct estimates (the
 * 20 most popular share `headShare` percent, the maximum the largest share, the other 19 shares
 * a e^(b x) + c by popularity rank x; the tail's times follow (a - 1) x / (a - x) and its shares a
 * power law), then gives each job an estimate >= its run time at random. Works on a rigid workload
 * (each generated set gets estimates from the same generator, after the jobs) or on a fixed set of
 * jobs such as a trace (each `generate(rng)` draws new estimates for the same jobs).
 * docs/workloads.md says what was checked against the reference code.
 *
 * @throws InvalidInputError on a bad option, a malleable job, a run time above `maxEstimate`, or
 *   when the histogram has too few long estimates for the longest jobs
 * @example
 * ```ts
 * import { lublinFeitelsonWorkload, tsafrirEstimates } from 'schedlab/workload';
 * import { createRng } from 'schedlab/random';
 * const jobs = tsafrirEstimates(lublinFeitelsonWorkload({ jobs: 2000 })).generate(createRng(1));
 * ```
 */
export function tsafrirEstimates(source: Workload | readonly Job[], options: TsafrirEstimatesOptions = {}): Workload {
  checkOptions('tsafrirEstimates(options)', options, KEYS);
  const fixed = Array.isArray(source) ? (source as readonly Job[]) : undefined;
  const workload = fixed === undefined ? (source as Workload) : undefined;
  if (fixed === undefined && (workload === null || typeof workload !== 'object' || typeof workload.generate !== 'function')) fail('source', 'a Workload or an array of rigid jobs', source);
  const { maxEstimate, bins, headShare, timeModel } = options;
  if (maxEstimate !== undefined && !(Number.isFinite(maxEstimate) && maxEstimate >= 3600)) fail('maxEstimate', 'a number of seconds >= 3600', maxEstimate);
  if (bins !== undefined && !(Number.isInteger(bins) && bins >= 1)) fail('bins', 'an integer >= 1', bins);
  if (headShare !== undefined && !(headShare > 0 && headShare < 100)) fail('headShare', 'a percentage in (0, 100)', headShare);
  if (timeModel !== undefined && !(Number.isFinite(timeModel) && timeModel > 1)) fail('timeModel', 'a number > 1', timeModel);
  if (options.headModel !== undefined && !(options.headModel.length === 3 && options.headModel.every(Number.isFinite))) fail('headModel', '[a, b, c], three finite numbers', options.headModel);
  if (options.tailModel !== undefined && !(options.tailModel.length === 2 && options.tailModel.every(Number.isFinite))) fail('tailModel', '[a, b], two finite numbers', options.tailModel);

  function withEstimates(rng: Rng, jobs: readonly Job[]): RigidJob[] {
    if (jobs.length === 0) return [];
    let longest = 0;
    for (const j of jobs) {
      if (j.kind !== 'rigid') fail(`job ${j.id}`, 'a rigid job (estimates are for rigid jobs)', j.kind);
      longest = Math.max(longest, j.runtime);
    }
    const max = maxEstimate ?? Math.max(3600, Math.ceil(longest / 3600) * 3600);
    if (longest > max) fail('maxEstimate', `>= the longest run time ${longest} s`, max);
    const rigid = jobs as readonly RigidJob[];
    return assign(rng, rigid, estimateHistogram(rng, rigid.length, max, options));
  }

  const name = `tsafrir(${fixed === undefined ? workload!.name : 'jobs'})`;
  return Object.freeze({
    name,
    ...(workload?.maxData === undefined ? {} : { maxData: workload.maxData }),
    generate: (rng: Rng) => withEstimates(rng, fixed ?? workload!.generate(rng)),
  });
}
