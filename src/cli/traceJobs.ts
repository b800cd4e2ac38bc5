import type { SwfTrace } from '../workload/SwfTrace';
import { UsageError } from './UsageError';

/**
 * The jobs of a trace, refusing one with fewer than `min` kept jobs with a message that names the
 * file and why its lines were rejected (an empty or fully filtered trace otherwise fails later,
 * far from its cause).
 */
export function traceJobs(command: string, file: string, trace: SwfTrace, min: number): SwfTrace['jobs'] {
  if (trace.jobs.length >= min) return trace.jobs;
  const first = trace.rejected[0];
  const why = first === undefined ? 'the file holds no job line' : `${trace.rejected.length} line(s) rejected, the first (line ${first.line}): ${first.reason}`;
  throw new UsageError(`${command}: ${file}: ${trace.jobs.length} job(s) kept, at least ${min} needed (${why})`);
}
