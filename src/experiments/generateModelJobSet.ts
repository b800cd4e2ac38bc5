import type { Job } from '../engine/Job';
import { InvalidInputError } from '../errors/InvalidInputError';
import { optionKeys, requireOptions } from '../errors/internals/knownKeys';
import { assertSeed } from '../random/createRng';
import { seedStreams } from '../random/seedStreams';
import { stringifyJobs } from '../workload/parseJobs';
import { writeJobs } from '../workload/readJobs';
import { workloadSwf } from '../workload/workloadSwf';
import { writeTextAtomically } from '../workload/internals/writeTextAtomically';
import { workloadModel, type WorkloadModelOptions } from './workloadModel';

const KEYS = optionKeys<GenerateModelJobSetOptions>({ model: true, jobs: true, servers: true, estimates: true, maxEstimate: true, googleLike: true, lublin: true, downey: true, seed: true, format: true, out: true });

/**
 * Options of {@link generateModelJobSet}: the model (see `workloadModel`), the seed, the format.
 *
 * @example
 * ```ts
 * import type { GenerateModelJobSetOptions } from 'schedlab/experiments';
 * const options: GenerateModelJobSetOptions = { model: 'lublin', servers: 128, jobs: 2000, seed: 4, format: 'swf', out: 'lublin.swf' };
 * ```
 */
export interface GenerateModelJobSetOptions extends WorkloadModelOptions {
  /** Seed of the set: the one `createSimulation({ workload }).run(policy, { seed })` draws. @defaultValue 0 */
  readonly seed?: number;
  /** `'json'` (the job-set format `simulate --jobs` reads) or `'swf'` (rigid jobs only; `simulate --swf`). @defaultValue 'json' */
  readonly format?: 'json' | 'swf';
  /** File to write the set to, atomically. @defaultValue not written */
  readonly out?: string;
}

/**
 * Draws one job set of a named workload model (its workload stream of `seed`, as a simulation
 * run with that seed would) and returns it with its text in JSON or SWF, written to `out` when
 * given: what `schedlab generate --model` does.
 *
 * @throws InvalidInputError on bad options (see `workloadModel`), or SWF for malleable jobs
 * @example
 * ```ts
 * import { generateModelJobSet } from 'schedlab/experiments';
 * const set = generateModelJobSet({ model: 'downey', servers: 64, jobs: 100, seed: 2, format: 'swf' });
 * set.text.split('\n')[0]; // '; Version: 2.2'
 * ```
 */
export function generateModelJobSet(options: GenerateModelJobSetOptions): { readonly jobs: readonly Job[]; readonly text: string } {
  requireOptions('generateModelJobSet(options)', options, KEYS);
  const { seed = 0, format = 'json', out, ...model } = options;
  assertSeed(seed, 'generateModelJobSet: seed');
  if (format !== 'json' && format !== 'swf') throw new InvalidInputError(`generateModelJobSet: format: expected 'json' or 'swf', got ${JSON.stringify(format)}`);
  const jobs = workloadModel(model).generate(seedStreams(seed).workload);
  const text = format === 'json' ? stringifyJobs(jobs) : workloadSwf(jobs, { maxProcs: model.servers, note: `${model.model} workload model, seed ${seed}, drawn by schedlab` });
  if (out !== undefined) {
    if (format === 'json') writeJobs(out, jobs);
    else writeTextAtomically(out, text);
  }
  return { jobs, text };
}
