import { SchedlabError } from './SchedlabError';

/**
 * Thrown when input data or options are invalid: the message names what is wrong and where
 * (file and line, job index and field, option name) and the allowed range.
 *
 * @example
 * ```ts
 * import { InvalidInputError } from 'schedlab';
 * throw new InvalidInputError('jobs[3].alpha: expected a number in [0, 1], got 1.5');
 * ```
 */
export class InvalidInputError extends SchedlabError {}
