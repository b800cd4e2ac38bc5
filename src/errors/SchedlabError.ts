/**
 * Base class of every error schedlab throws on purpose.
 *
 * Catch it to tell schedlab's own, described failures (bad input, an illegal decision)
 * apart from bugs.
 *
 * @example
 * ```ts
 * import { SchedlabError } from 'schedlab';
 * try { doSomething(); } catch (e) { if (e instanceof SchedlabError) console.error(e.message); }
 * declare function doSomething(): void;
 * ```
 */
export class SchedlabError extends Error {
  /** @param options - `cause`: the error this one wraps (e.g. an exception thrown inside a policy) */
  constructor(message: string, options?: { readonly cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
  }
}
