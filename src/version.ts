import pkg from '../package.json';

/** The library version (from package.json), echoed in experiment results. */
export const VERSION: string = pkg.version;
