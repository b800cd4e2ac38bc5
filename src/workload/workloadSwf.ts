import { InvalidInputError } from '../errors/InvalidInputError';
import type { Job } from '../engine/Job';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';

const KEYS = optionKeys<WorkloadSwfOptions>({ maxProcs: true, note: true });

/**
 * Options of {@link workloadSwf}.
 *
 * @example
 * ```ts
 * import type { WorkloadSwfOptions } from 'schedlab/workload';
 * const options: WorkloadSwfOptions = { maxProcs: 256, note: 'lublinFeitelson, seed 3' };
 * ```
 */
export interface WorkloadSwfOptions {
  /** Processors of the machine, written as the `MaxProcs` and `MaxNodes` header lines (integer >= 1). @defaultValue not written */
  readonly maxProcs?: number;
  /** A `Note` header line (one line of text). @defaultValue none */
  readonly note?: string;
}

/**
 * A set of rigid jobs (e.g. drawn from a workload model) as a Standard Workload Format trace (SWF
 * 2.2, Parallel Workloads Archive), the input `readSwf` and other SWF tools read: per job field 1
 * job number (1, 2, ... in the given order), 2 submit, 4 run time, 5 and 8 processors, 9 requested
 * time (the estimate), 11 status 1, 12 user and 13 group when known, every other field -1 (wait
 * time unknown: this is a workload, not a schedule; `scheduleSwf` writes schedules). Numbers keep
 * their full precision. `parseSwf` reads it back to the same submit, run time, processors and
 * estimate (ids become the job numbers).
 *
 * @throws InvalidInputError on a malleable job (SWF holds rigid jobs; write JSON with `writeJobs`), a bad option or a multi-line note
 * @example
 * ```ts
 * import { lublinFeitelsonWorkload, workloadSwf } from 'schedlab/workload';
 * import { createRng } from 'schedlab/random';
 * const text = workloadSwf(lublinFeitelsonWorkload({ jobs: 100 }).generate(createRng(1)), { maxProcs: 128 });
 * ```
 */
export function workloadSwf(jobs: readonly Job[], options: WorkloadSwfOptions = {}): string {
  checkOptions('workloadSwf(options)', options, KEYS);
  if (!Array.isArray(jobs)) throw new InvalidInputError('workloadSwf(jobs): expected an array of rigid jobs');
  const { maxProcs, note } = options;
  if (maxProcs !== undefined && !(Number.isInteger(maxProcs) && maxProcs >= 1)) throw new InvalidInputError(`workloadSwf: maxProcs: expected an integer >= 1, got ${String(maxProcs)}`);
  if (note !== undefined && (typeof note !== 'string' || /[\r\n]/.test(note))) throw new InvalidInputError('workloadSwf: note: expected one line of text');
  const lines = ['; Version: 2.2', '; Computer: schedlab workload generator'];
  if (note !== undefined) lines.push(`; Note: ${note}`);
  lines.push(`; MaxJobs: ${jobs.length}`, `; MaxRecords: ${jobs.length}`);
  if (maxProcs !== undefined) lines.push(`; MaxNodes: ${maxProcs}`, `; MaxProcs: ${maxProcs}`);
  jobs.forEach((j, i) => {
    if (j?.kind !== 'rigid') throw new InvalidInputError(`workloadSwf: job ${String(j?.id)} (jobs[${i}]) is ${String(j?.kind)}: SWF holds rigid jobs only (write JSON with writeJobs)`);
    const f = [i + 1, j.submit, -1, j.runtime, j.processors, -1, -1, j.processors, j.estimate, -1, 1, j.user ?? -1, j.group ?? -1, -1, -1, -1, -1, -1];
    lines.push(f.join(' '));
  });
  return `${lines.join('\n')}\n`;
}
