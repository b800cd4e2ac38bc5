import { readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { InvalidInputError } from '../errors/InvalidInputError';
import type { Job } from '../engine/Job';
import { parseJobs, stringifyJobs } from './parseJobs';

/**
 * Reads a job set from a JSON file in the format of {@link parseJobs}.
 *
 * @throws InvalidInputError prefixed with the path when the file is missing or invalid
 * @example
 * ```ts
 * import { readJobs } from 'schedlab/workload';
 * const jobs = readJobs('jobs.json');
 * ```
 */
export function readJobs(path: string): Job[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
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
  const text = stringifyJobs(jobs);
  const tmp = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, text, 'utf8');
    renameSync(tmp, path);
  } catch (e) {
    try {
      unlinkSync(tmp);
    } catch {
      // nothing to clean up
    }
    throw new InvalidInputError(`${path}: cannot write (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
}
