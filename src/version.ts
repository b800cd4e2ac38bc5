import pkg from '../package.json';

/**
 * The library version (from package.json), echoed in experiment results.
 *
 * @example
 * ```ts
 * // VERSION is internal (not re-exported by any subpath); from a file in src/ (src/cli/ uses '../version'):
 * import { VERSION } from './version';
 * console.log(`schedlab ${VERSION}`);
 * ```
 */
export const VERSION: string = pkg.version;
