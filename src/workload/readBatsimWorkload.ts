import { InvalidInputError } from '../errors/InvalidInputError';
import type { BatsimWorkload, BatsimWorkloadOptions } from './BatsimWorkload';
import { readBounded } from './internals/readBounded';
import { parseBatsimWorkload } from './parseBatsimWorkload';

/** Largest workload file read (bytes), as for `readJobs`: 256 MiB. */
const MAX_WORKLOAD_FILE = 256 * 1024 * 1024;

/**
 * Reads a Batsim JSON workload file (at most 256 MiB) with {@link parseBatsimWorkload}; error
 * messages start with the path.
 *
 * @param path - the workload file, e.g. Batsim's `workloads/test_delays.json`
 * @param options - host speed (for `parallel_homogeneous` profiles); `source` defaults to the path
 * @throws InvalidInputError naming the path when the file cannot be read, and the job and field when it is invalid
 * @example
 * ```ts
 * import { readBatsimWorkload } from 'schedlab/workload';
 * const { resources, jobs } = readBatsimWorkload('workload.json', { hostSpeed: 1e9 });
 * ```
 */
export function readBatsimWorkload(path: string, options: BatsimWorkloadOptions = {}): BatsimWorkload {
  if (typeof path !== 'string' || path === '') throw new InvalidInputError(`readBatsimWorkload: path must be a non-empty string, got ${JSON.stringify(path) ?? String(path)}`);
  if (options === null || typeof options !== 'object') throw new InvalidInputError(`readBatsimWorkload: options must be an object, got ${String(options)}`);
  let text: string;
  try {
    text = readBounded(path, MAX_WORKLOAD_FILE, 'a Batsim workload');
  } catch (e) {
    if (e instanceof InvalidInputError) throw e;
    throw new InvalidInputError(`${path}: cannot read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  return parseBatsimWorkload(text, { ...options, source: options.source ?? path });
}
