/**
 * Counts of a session so far.
 *
 * @example
 * ```ts
 * import type { BatsimSummary } from 'schedlab/batsim';
 * const s: BatsimSummary = { messages: 12, submitted: 4, started: 4, rejected: 0, completed: 4, powerRequests: 0, now: 130 };
 * ```
 */
export interface BatsimSummary {
  /** Messages handled. */
  readonly messages: number;
  readonly submitted: number;
  /** EXECUTE_JOB sent. */
  readonly started: number;
  /** REJECT_JOB sent (jobs that can never fit). */
  readonly rejected: number;
  /** JOB_COMPLETED (and killed jobs) received. */
  readonly completed: number;
  /** SET_RESOURCE_STATE sent. */
  readonly powerRequests: number;
  /** The last message's `now` (s). */
  readonly now: number;
}
