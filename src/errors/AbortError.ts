import { SchedlabError } from './SchedlabError';

/**
 * Thrown when a run is stopped by its `AbortSignal` in the middle of work that cannot simply end
 * between iterations (a batch waiting on a Redis queue). Its `name` is `'AbortError'`, as for the
 * DOM's abort errors, so `e.name === 'AbortError'` checks work; it is also a {@link SchedlabError}.
 *
 * @example
 * ```ts
 * import { AbortError } from 'schedlab/errors';
 * const e = new AbortError('queueEvaluator: aborted during iteration 3');
 * e.name; // 'AbortError'
 * e instanceof AbortError; // true
 * ```
 */
export class AbortError extends SchedlabError {}
