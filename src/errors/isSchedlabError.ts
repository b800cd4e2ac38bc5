import { SchedlabError } from './SchedlabError';

/**
 * True if `x` is an error schedlab threw on purpose, whichever build (ESM or CommonJS) of the
 * package threw it.
 *
 * @example
 * ```ts
 * import { isSchedlabError } from 'schedlab';
 * try { doSomething(); } catch (e) { if (isSchedlabError(e)) console.error(e.name, e.message); }
 * declare function doSomething(): void;
 * ```
 */
export function isSchedlabError(x: unknown): x is SchedlabError {
  return x instanceof SchedlabError;
}
