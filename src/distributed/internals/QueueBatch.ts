import { AbortError } from '../../errors/AbortError';
import type { SchedlabError } from '../../errors/SchedlabError';
import type { ChunkJob } from './chunkJobs';

// The batch in flight of a QueueLink, its bounds and its abort error.

/** One chunk of the batch in flight: its job, the ids it runs under (a copy after a timeout) and its timer. */
export interface Pending {
  readonly job: ChunkJob;
  readonly ids: string[];
  timer: NodeJS.Timeout | undefined;
}

export interface Batch {
  /** Chunks not yet answered, by every job id they run under. */
  readonly pending: Map<string, Pending>;
  readonly values: Float64Array;
  readonly iteration: number;
  failure: SchedlabError | undefined;
  /** With chunkTimeoutMs: fires when no chunk of the batch made progress for that long. */
  watchdog: NodeJS.Timeout | undefined;
  /** Consecutive checks that found none of the pending chunks' jobs in Redis. */
  missing: number;
  resolve(): void;
  reject(e: SchedlabError): void;
}

/**
 * Milliseconds between two checks that the batch's chunks are still in Redis. Two checks in a row
 * that find none of them (a `schedlab worker --clean` or FLUSHALL on a live run) fail the batch:
 * a completed chunk's job is removed only after its completion event, which the coordinator
 * hears within milliseconds, so a second look a second later is not fooled by it (issue 41).
 */
export const VANISH_CHECK_MS = 1000;

/** Milliseconds SIGINT/SIGTERM waits for the queue's keys to be removed before the signal goes on. */
export const SIGNAL_CLEANUP_MS = 2000;

/**
 * Milliseconds an abort waits for Redis to remove the batch's waiting jobs before the run ends
 * anyway (a documented choice: the run must end within a second of the abort; a Redis that does
 * not answer that fast leaves the jobs to `close()` or `schedlab worker --clean`).
 */
export const ABORT_CLEANUP_MS = 500;

/** Whether `signal` has fired (a function, so that TypeScript does not narrow it across awaits). */
export function isAborted(signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true;
}

/** The error of an aborted batch. */
export function aborted(iteration: number): AbortError {
  return new AbortError(`queueEvaluator: aborted during iteration ${iteration}; the batch's waiting chunks were removed from the queue`);
}
