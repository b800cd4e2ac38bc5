import { fileURLToPath } from 'node:url';

/**
 * Path of a trace shipped with schedlab in `data/traces/` (the repository's data folder, also in the
 * npm package for the KTH log). The CLI lives two folders below the package root both as source
 * (`src/cli/`) and as a build (`dist/cli/`), so one relative URL serves both.
 */
export function shippedTrace(file: string): string {
  return fileURLToPath(new URL(`../../data/traces/${file}`, import.meta.url));
}
