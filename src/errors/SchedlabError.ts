import { classNames, errorBrand } from './internals/errorBrand';

/**
 * Base class of every error schedlab throws on purpose.
 *
 * Catch it to tell schedlab's own, described failures (bad input, an illegal decision)
 * apart from bugs. `instanceof` works across the ESM and CommonJS builds of the package (each
 * error carries a `Symbol.for('schedlab.error')` brand listing its class names, checked by
 * `Symbol.hasInstance`); {@link isSchedlabError} is the same check as a type guard.
 *
 * @example
 * ```ts
 * import { SchedlabError } from 'schedlab';
 * try { doSomething(); } catch (e) { if (e instanceof SchedlabError) console.error(e.message); }
 * declare function doSomething(): void;
 * ```
 */
export class SchedlabError extends Error {
  /** Class names from the thrown class up to `SchedlabError` (the cross-build brand). */
  declare readonly [errorBrand]: readonly string[];

  /** @param options - `cause`: the error this one wraps (e.g. an exception thrown inside a policy) */
  constructor(message: string, options?: { readonly cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    Object.defineProperty(this, errorBrand, { value: classNames(new.target), enumerable: false });
  }

  /**
   * `x instanceof C` for `C` this class or a subclass: true for instances of this build's class,
   * and for errors from the other build (ESM/CJS) whose brand lists `C`'s name.
   */
  static override [Symbol.hasInstance](x: unknown): boolean {
    if (Function.prototype[Symbol.hasInstance].call(this, x)) return true;
    if (typeof x !== 'object' || x === null) return false;
    const names = (x as { [errorBrand]?: unknown })[errorBrand];
    return Array.isArray(names) && names.includes(this.name);
  }
}
