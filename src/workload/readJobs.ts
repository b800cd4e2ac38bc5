import { InvalidInputError } from '../errors/InvalidInputError';
import type { Job } from '../engine/Job';
import { parseJobs, stringifyJobs } from './parseJobs';
import { readBounded } from './internals/readBounded';
import { writeTextAtomically } from './internals/writeTextAtomically';

/**
 * Largest job-set file read or written (bytes): 256 MiB, a little over a million jobs of the
 * Google-like workload (about 226 bytes each, 250 at most). `writeJobs` refuses a larger set, so
 * every file it writes can be read back; `schedlab generate --jobs` stops at 1,000,000 for the same
 * reason.
 */
const MAX_JOBS_FILE = 256 * 1024 * 1024;

/**
 * Reads a job set from a JSON file in the format of {@link parseJobs} (at most 256 MiB).
 *
 * @throws InvalidInputError prefixed with the path when the file is missing, too large or invalid
 * @example
 * ```ts
 * import { readJobs } from 'schedlab/workload';
 * const jobs = readJobs('jobs.json');
 * ```
 */
export function readJobs(path: string): Job[] {
  checkPath('readJobs(path)', path);
  let text: string;
  try {
    text = readBounded(path, MAX_JOBS_FILE);
  } catch (e) {
    if (e instanceof InvalidInputError) throw e;
    throw new InvalidInputError(`${path}: cannot read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  try {
    return parseJobs(text);
  } catch (e) {
    if (e instanceof InvalidInputError) throw new InvalidInputError(`${path}: ${e.message}`);
    throw e;
  }
}

/**
 * Writes a job set as JSON, atomically: the jobs are validated first and the file is written
 * to a temporary name then renamed, so a failure never leaves a half-written file.
 *
 * @example
 * ```ts
 * import { writeJobs, googleLikeWorkload } from 'schedlab/workload';
 * import { createRng } from 'schedlab/random';
 * writeJobs('jobs.json', googleLikeWorkload().generate(createRng(7)));
 * ```
 */
export function writeJobs(path: string, jobs: readonly Job[]): void {
  checkPath('writeJobs(path)', path);
  let text: string;
  try {
    text = stringifyJobs(jobs);
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    text = ''; // "Invalid string length": longer than V8's strings, far past the limit below
  }
  const bytes = text === '' ? Infinity : Buffer.byteLength(text, 'utf8');
  if (bytes > MAX_JOBS_FILE) {
    throw new InvalidInputError(`${path}: the job set is ${bytes === Infinity ? 'larger than a string can hold' : `${(bytes / (1024 * 1024)).toFixed(0)} MiB`} as JSON, more than the ${MAX_JOBS_FILE / (1024 * 1024)} MiB readJobs accepts; write fewer jobs (${jobs.length} given)`);
  }
  writeTextAtomically(path, text);
}

/** Refuses a path that is not a non-empty string, naming the function (issue 32, class 9). */
function checkPath(where: string, path: unknown): void {
  if (typeof path !== 'string' || path === '') throw new InvalidInputError(`${where}: expected a file path, got ${path === '' ? 'an empty string' : String(path)}`);
}
