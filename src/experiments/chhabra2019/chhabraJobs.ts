import { InvalidInputError } from '../../errors/InvalidInputError';
import type { RigidJob } from '../../engine/Job';
import type { Rng } from '../../random/Rng';
import { uniformIn } from '../../random/uniform';
import { checkOptions, optionKeys, requireObject, requireRng } from '../../errors/internals/knownKeys';

const CHHABRA_JOBS_OPTIONS_KEYS = optionKeys<ChhabraJobsOptions>({ count: true, offset: true, maxProcessors: true, sigma: true, taskBandwidth: true });

/**
 * Options of {@link chhabraJobs}.
 *
 * @example
 * ```ts
 * import type { ChhabraJobsOptions } from 'schedlab/experiments';
 * const o: ChhabraJobsOptions = { count: 400, sigma: [0.2, 1], taskBandwidth: [0, 20] };
 * ```
 */
export interface ChhabraJobsOptions {
  /** Number of jobs (the paper uses 200, 400, 600, 800 and 1,000). @defaultValue 200 */
  readonly count?: number;
  /** Trace jobs to skip first. @defaultValue 0 */
  readonly offset?: number;
  /**
   * Largest size kept. The default, 128, is the total of RC3 (4 x 32), the smallest platform of
   * Table I, so one job set runs on every configuration. @defaultValue 128
   */
  readonly maxProcessors?: number;
  /**
   * Range of the uniform draw of sigma (not in SWF). The paper gives none; our default makes the
   * jobs computation-dominated data-parallel BSP jobs, as III.A describes. @defaultValue [0.5, 1]
   */
  readonly sigma?: readonly [number, number];
  /**
   * Range of the uniform draw of the per-task bandwidth PTBW (Mbit/s; not in SWF, no value in the
   * paper; our choice). @defaultValue [0, 10]
   */
  readonly taskBandwidth?: readonly [number, number];
}

function range(name: string, r: readonly [number, number] | undefined, def: readonly [number, number], lo: number, hi: number): readonly [number, number] {
  const v = r ?? def;
  if (!Array.isArray(v) || v.length !== 2 || !(v[0] >= lo && v[0] <= v[1] && v[1] <= hi)) {
    throw new InvalidInputError(`chhabraJobs: ${name}: expected [min, max] with ${lo} <= min <= max <= ${hi}, got ${JSON.stringify(v)}`);
  }
  return v;
}

/**
 * An offline batch in the form of Chhabra et al. 2019 (III.A: the quintuple <Ta, size, Tb, sigma,
 * PTBW>) from trace jobs: the first `count` jobs (after `offset`) of at most `maxProcessors` PEs,
 * in trace order, all arriving at 0 (offline scheduling), with `runtime` = Tb = the trace's run
 * time, and sigma and PTBW drawn uniformly (one draw each per job, in job order).
 *
 * Cleaning (the paper removes "unwanted or invalid entries" without saying which): read the trace
 * with `readSwf(path, { status: 'completed' })`, which already drops jobs with no run time or no
 * processors; this function then drops jobs larger than `maxProcessors`.
 *
 * @param rng - draws sigma and PTBW
 * @param traceJobs - rigid jobs, e.g. `(await readSwf(path, { status: 'completed' })).jobs`
 * @param options - count, offset, size limit and draw ranges
 * @throws InvalidInputError when fewer than `count` jobs qualify, or an option is out of range
 * @example
 * ```ts
 * import { createRng } from 'schedlab/random';
 * import { chhabraJobs } from 'schedlab/experiments';
 * const trace = [
 *   { kind: 'rigid', id: '1', submit: 50, processors: 16, runtime: 600, estimate: 900 },
 *   { kind: 'rigid', id: '2', submit: 80, processors: 512, runtime: 60, estimate: 60 },
 *   { kind: 'rigid', id: '3', submit: 95, processors: 4, runtime: 30, estimate: 60 },
 * ] as const;
 * const jobs = chhabraJobs(createRng(1), trace, { count: 2 });
 * jobs.map((j) => [j.id, j.submit, j.runtime]); // [['1', 0, 600], ['3', 0, 30]]: job 2 is too large
 * ```
 */
export function chhabraJobs(rng: Rng, traceJobs: readonly RigidJob[], options: ChhabraJobsOptions = {}): RigidJob[] {
  requireRng('chhabraJobs(rng)', rng);
  requireObject('chhabraJobs(traceJobs)', traceJobs, 'an array of rigid jobs (a trace)');
  checkOptions('chhabraJobs(options)', options, CHHABRA_JOBS_OPTIONS_KEYS);
  const count = options.count ?? 200;
  const offset = options.offset ?? 0;
  const maxProcessors = options.maxProcessors ?? 128;
  if (!Number.isInteger(count) || count < 1) throw new InvalidInputError(`chhabraJobs: count: expected an integer >= 1, got ${String(count)}`);
  if (!Number.isInteger(offset) || offset < 0) throw new InvalidInputError(`chhabraJobs: offset: expected an integer >= 0, got ${String(offset)}`);
  if (!Number.isInteger(maxProcessors) || maxProcessors < 1) {
    throw new InvalidInputError(`chhabraJobs: maxProcessors: expected an integer >= 1, got ${String(maxProcessors)}`);
  }
  const sigma = range('sigma', options.sigma, [0.5, 1], 0, 1);
  const ptbw = range('taskBandwidth', options.taskBandwidth, [0, 10], 0, Number.MAX_VALUE);
  if (!Array.isArray(traceJobs)) throw new InvalidInputError('chhabraJobs(traceJobs): expected an array of rigid jobs (a trace)');
  const kept = traceJobs
    .filter((j: unknown, i) => {
      // every entry is read: a null or a number among them is named, not a TypeError (issue 41)
      if (j === null || typeof j !== 'object' || typeof (j as RigidJob).processors !== 'number') {
        throw new InvalidInputError(`chhabraJobs(traceJobs): traceJobs[${i}]: expected a rigid job with a number of processors, got ${j === null ? 'null' : typeof j === 'object' ? 'an object without processors' : String(j)}`);
      }
      return (j as RigidJob).processors <= maxProcessors;
    })
    .slice(offset, offset + count);
  if (kept.length < count) {
    throw new InvalidInputError(
      `chhabraJobs: only ${kept.length} of the ${traceJobs.length} trace jobs qualify after offset ${offset} (size <= ${maxProcessors}); asked for ${count}`,
    );
  }
  return kept.map((j) => ({
    kind: 'rigid' as const,
    id: j.id,
    submit: 0,
    processors: j.processors,
    runtime: j.runtime,
    estimate: j.runtime,
    sigma: uniformIn(rng, sigma[0], sigma[1]),
    taskBandwidth: uniformIn(rng, ptbw[0], ptbw[1]),
  }));
}
