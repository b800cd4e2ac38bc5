import type { Job } from '../../engine/Job';
import { seedStreams } from '../../random/seedStreams';
import { googleLikeWorkload, type GoogleLikeWorkloadOptions } from '../../workload/googleLikeWorkload';
import { stringifyJobs } from '../../workload/parseJobs';
import { writeJobs } from '../../workload/readJobs';
import { checkOptions, optionKeys } from '../../errors/internals/knownKeys';

const GENERATE_JOB_SET_OPTIONS_KEYS = optionKeys<GenerateJobSetOptions>({ seed: true, out: true, jobs: true, servers: true, dynamism: true, mass: true, disparity: true, alpha: true, data: true, arrivalShape: true, idPrefix: true });

/**
 * Options of {@link generateJobSet}: the Google-like workload's (Table 3 defaults), a seed and
 * where to write the set.
 *
 * @example
 * ```ts
 * import type { GenerateJobSetOptions } from 'schedlab/experiments';
 * const options: GenerateJobSetOptions = { servers: 10, jobs: 50, seed: 3, out: 'jobs.json' };
 * ```
 */
export interface GenerateJobSetOptions extends GoogleLikeWorkloadOptions {
  /** Seed of the set: the one `createSimulation({ workload }).run(policy, { seed })` draws. @defaultValue 0 */
  readonly seed?: number;
  /** JSON file to write the set to (atomically, as `writeJobs`). @defaultValue not written */
  readonly out?: string;
}

/**
 * What {@link generateJobSet} returns: the jobs and their JSON text (the job-set format of
 * `readJobs`).
 *
 * @example
 * ```ts
 * import { generateJobSet, type GeneratedJobSet } from 'schedlab/experiments';
 * const set: GeneratedJobSet = generateJobSet({ servers: 10, seed: 1 });
 * set.jobs.length; // 50
 * ```
 */
export interface GeneratedJobSet {
  readonly jobs: readonly Job[];
  readonly json: string;
}

/**
 * Draws a job set of malleable jobs from the Google-like workload of Dupont et al. 2020 (section
 * 5.1) with the workload stream of `seed` (`seedStreams(seed).workload`): the same set a
 * simulation over that workload replays with `run(policy, { seed })`. With `out`, also writes it:
 * what `schedlab generate` does.
 *
 * @param options - workload options, seed and output file
 * @throws InvalidInputError for workload options out of range or an unwritable `out`
 * @example
 * ```ts
 * import { generateJobSet } from 'schedlab/experiments';
 * import { createSimulation, homogeneousPlatform } from 'schedlab/engine';
 * import { googleLikeWorkload } from 'schedlab/workload';
 * import { dupontSetup } from 'schedlab/experiments';
 * const { jobs } = generateJobSet({ servers: 10, seed: 5, out: 'set5.json' });
 * const fromWorkload = createSimulation({ platform: homogeneousPlatform({ servers: 10 }), workload: googleLikeWorkload({ servers: 10 }) }).run(dupontSetup('FIFO'), { seed: 5 });
 * fromWorkload.jobs.length === jobs.length; // true: the same 50 jobs
 * ```
 */
export function generateJobSet(options: GenerateJobSetOptions = {}): GeneratedJobSet {
  checkOptions('generateJobSet(options)', options, GENERATE_JOB_SET_OPTIONS_KEYS);
  const { seed = 0, out, ...workload } = options;
  const jobs = googleLikeWorkload(workload).generate(seedStreams(seed).workload);
  if (out !== undefined) writeJobs(out, jobs);
  return { jobs, json: stringifyJobs(jobs) };
}
