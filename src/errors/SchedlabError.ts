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
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}
