import { InvalidInputError } from '../errors/InvalidInputError';
import { idleTimeout } from './idleTimeout';
import type { ShutdownRule } from './ShutdownRule';
import type { IdleTimeoutOptions } from './idleTimeout';
import { showValue } from '../errors/internals/showValue';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';

const KEEP_IDLE_OPTIONS_KEYS = optionKeys<Pick<IdleTimeoutOptions, 'sleepState'>>({ sleepState: true });

/**
 * Keep-k-idle reserve: every idle server beyond a reserve of `k` is switched off once idle for
 * `suspendTime` seconds (0: at once); the `k` servers idle the shortest time stay on, ready for the
 * next short job (the reserve policy of the shutdown literature, e.g. the "k servers always on" of
 * Raïs, Orgerie & Quinson, ICA3PP 2016, and the reserve of 10 in issue 38's KTH experiment).
 *
 * @param k - servers kept idle, an integer >= 0
 * @param suspendTime - seconds of idleness before the others go off @defaultValue 0
 * @param options - the sleep state the others go to (`sleepState`, as `idleTimeout`'s) @defaultValue {}
 * @throws InvalidInputError when k is not an integer >= 0, suspendTime is out of range, or for an
 *   unknown option or a bad sleep state
 * @example
 * ```ts
 * import { easyBackfilling, keepIdle, withShutdown } from 'schedlab/policies';
 * const policy = withShutdown(easyBackfilling(), keepIdle(10));
 * ```
 */
export function keepIdle(k: number, suspendTime = 0, options: Pick<IdleTimeoutOptions, 'sleepState'> = {}): ShutdownRule {
  if (!(Number.isInteger(k) && k >= 0)) throw new InvalidInputError(`keepIdle: k must be an integer >= 0, got ${showValue(k)}`);
  checkOptions('keepIdle(k, suspendTime, options)', options, KEEP_IDLE_OPTIONS_KEYS);
  const sleepState = options.sleepState;
  const rule = idleTimeout({ suspendTime, keep: k, ...(sleepState === undefined ? {} : { sleepState }) });
  return Object.freeze({ ...rule, name: `keepIdle(${k}${suspendTime > 0 ? `, ${suspendTime}s` : ''}${sleepState === undefined || sleepState === 0 ? '' : `, sleep ${sleepState}`})` });
}
