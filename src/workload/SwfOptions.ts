/**
 * How SWF job lines become rigid jobs (used by `parseSwf` and `readSwf`). Every line that is
 * not turned into a job is reported in `rejected` with its line number and the reason.
 *
 * @example
 * ```ts
 * import { readSwf, type SwfOptions } from 'schedlab/workload';
 * const options: SwfOptions = { status: 'completed', processors: 'requested', missingEstimate: 'reject' };
 * const trace = await readSwf('KTH-SP2-1996-2.1-cln.swf.br', options);
 * ```
 */
export interface SwfOptions {
  /**
   * Which statuses (field 11) to keep: `'any'` keeps every status (then only run time and
   * processors decide), `'completed'` keeps status 1 only, an array keeps those statuses.
   * @defaultValue `'any'`
   */
  readonly status?: 'any' | 'completed' | readonly number[];
  /**
   * Processor count of a job: `'allocated'` (field 5) or `'requested'` (field 8); when the
   * chosen field is unknown (`-1` or <= 0), the other one is used; when both are, the line is
   * rejected.
   * @defaultValue `'allocated'`
   */
  readonly processors?: 'allocated' | 'requested';
  /**
   * Estimate when the requested time (field 9) is unknown (`-1` or <= 0): `'runtime'` uses the
   * actual run time (a perfect estimate), a number > 0 uses that many seconds, `'reject'`
   * rejects the line.
   * @defaultValue `'runtime'`
   */
  readonly missingEstimate?: 'runtime' | 'reject' | number;
  /**
   * Machine size used to reject jobs wider than the machine.
   * @defaultValue the header's `MaxProcs`, else `MaxNodes`, else no limit
   */
  readonly maxProcessors?: number;
  /**
   * What to do with a malformed line (not 18 fields, or a field that is not a finite number):
   * `'throw'` an `InvalidInputError` naming line and field, or `'reject'` it like other lines.
   * @defaultValue `'throw'`
   */
  readonly malformed?: 'throw' | 'reject';
  /** Also return the raw 18-field record of every well-formed job line. @defaultValue false */
  readonly records?: boolean;
  /**
   * Keep the queue (field 15) and partition (field 16) numbers of each job as its `queue` and
   * `partition` (when not -1), for a platform that declares as many queues and partitions (issue
   * 39: the engine refuses a job naming a queue or partition its platform lacks, so they are kept
   * only on request and a trace replays on a plain platform as before). @defaultValue false
   */
  readonly queues?: boolean;
  /** Name used in error messages (e.g. a file path). @defaultValue `'swf'` */
  readonly source?: string;
}
