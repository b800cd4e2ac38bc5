import { InvalidInputError } from '../../errors/InvalidInputError';
import type { SwfOptions } from '../../workload/SwfOptions';
import type { SwfTrace } from '../../workload/SwfTrace';
import { readSwf } from '../../workload/readSwf';
import { checkOptions, optionKeys } from '../../errors/internals/knownKeys';

const LOAD_TRACE_OPTIONS_KEYS = optionKeys<LoadTraceOptions>({ minJobs: true, status: true, processors: true, missingEstimate: true, maxProcessors: true, malformed: true, records: true, source: true, queues: true });

/**
 * Options of {@link loadTrace}: those of `readSwf` (module `workload`) and how many jobs the
 * experiment needs.
 *
 * @example
 * ```ts
 * import type { LoadTraceOptions } from 'schedlab/experiments';
 * const options: LoadTraceOptions = { status: 'completed', minJobs: 200 };
 * ```
 */
export interface LoadTraceOptions extends SwfOptions {
  /** Fewest jobs the trace must keep after conversion. @defaultValue 1 */
  readonly minJobs?: number;
}

/**
 * Reads an SWF trace (plain, .gz or .br) for an experiment, refusing one that keeps fewer than
 * `minJobs` jobs with an error that names the file and why its lines were rejected (an empty or
 * fully filtered trace otherwise fails later, far from its cause).
 *
 * @param path - the trace file
 * @param options - `readSwf` options and `minJobs`
 * @throws InvalidInputError naming the file when the trace cannot be read or keeps too few jobs
 * @example
 * ```ts
 * import { loadTrace } from 'schedlab/experiments';
 * const trace = await loadTrace('data/traces/KTH-SP2-1996-2.1-cln.swf.br', { minJobs: 2 });
 * trace.jobs.length; // 28,467 jobs kept (9 lines rejected)
 * ```
 */
export async function loadTrace(path: string, options: LoadTraceOptions = {}): Promise<SwfTrace> {
  checkOptions('loadTrace(options)', options, LOAD_TRACE_OPTIONS_KEYS);
  const { minJobs = 1, ...swf } = options;
  if (!Number.isInteger(minJobs) || minJobs < 0) throw new InvalidInputError(`loadTrace: options.minJobs must be a non-negative integer, got ${String(minJobs)}`);
  const trace = await readSwf(path, swf);
  if (trace.jobs.length >= minJobs) return trace;
  const first = trace.rejected[0];
  const why = first === undefined ? 'the file holds no job line' : `${trace.rejected.length} line(s) rejected, the first (line ${first.line}): ${first.reason}`;
  throw new InvalidInputError(`${path}: ${trace.jobs.length} job(s) kept, at least ${minJobs} needed (${why})`);
}
