import { SchedlabError } from './SchedlabError';

/**
 * Thrown when a feature needs an optional peer dependency that is not installed (`bullmq` for
 * `schedlab/distributed`, `vega` and `vega-lite` for rendering `schedlab/plot` figures). The
 * message is one line naming the feature, the packages and the command that installs them.
 *
 * @example
 * ```ts
 * import { MissingDependencyError } from 'schedlab/errors';
 * const e = new MissingDependencyError('renderSvg', ['vega', 'vega-lite']);
 * e.message; // 'renderSvg needs the optional packages vega and vega-lite, which are not installed: run "npm install vega vega-lite"'
 * e.install; // 'npm install vega vega-lite'
 * ```
 */
export class MissingDependencyError extends SchedlabError {
  /** The npm packages that are missing. */
  readonly packages: readonly string[];
  /** The command that installs them. */
  readonly install: string;

  /**
   * @param feature - what needs them (a function or CLI command name)
   * @param packages - the npm package names (at least one)
   * @param options - `cause`: the loader's own error (e.g. ERR_MODULE_NOT_FOUND)
   */
  constructor(feature: string, packages: readonly string[], options?: { readonly cause?: unknown }) {
    const install = `npm install ${packages.join(' ')}`;
    const names = packages.length === 1 ? `package ${packages[0]!}, which is` : `packages ${packages.slice(0, -1).join(', ')} and ${packages.at(-1)!}, which are`;
    super(`${feature} needs the optional ${names} not installed: run "${install}"`, options);
    this.packages = [...packages];
    this.install = install;
  }
}
