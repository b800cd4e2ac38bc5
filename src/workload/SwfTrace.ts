import type { RigidJob } from '../engine/Job';
import type { SwfHeader } from './SwfHeader';
import type { SwfRecord } from './SwfRecord';

/**
 * A job line of an SWF trace that was not turned into a job, and why.
 * @example
 * ```ts
 * import type { SwfRejection } from 'schedlab/workload';
 * const r: SwfRejection = { line: 2476, jobNumber: 2466, reason: 'run time 0 (field 4) is not > 0' };
 * ```
 */
export interface SwfRejection {
  /** 1-based line number. */
  readonly line: number;
  /** SWF job number (field 1), when it could be read. */
  readonly jobNumber: number | undefined;
  /** Human-readable reason, e.g. `run time -1 (field 4) is unknown`. */
  readonly reason: string;
}

/**
 * A parsed SWF trace: header, the rigid jobs kept (in file order; id = `String(job number)`,
 * user = field 12, group = field 13) and every rejected job line. `jobs.length +
 * rejected.length` is the number of job lines.
 *
 * @example
 * ```ts
 * import { parseSwf, type SwfTrace } from 'schedlab/workload';
 * const t: SwfTrace = parseSwf('1 0 -1 0 4 -1 -1 4 60 -1 1 1 1 -1 -1 -1 -1 -1');
 * t.rejected; // [{ line: 1, jobNumber: 1, reason: 'run time 0 (field 4) is not > 0' }]
 * ```
 */
export interface SwfTrace {
  readonly header: SwfHeader;
  readonly jobs: RigidJob[];
  readonly rejected: SwfRejection[];
  /** Raw records of all well-formed job lines, when asked with `records: true`. */
  readonly records?: SwfRecord[];
}
