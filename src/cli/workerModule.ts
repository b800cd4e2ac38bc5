import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * URL of the built `schedlab/experiments` module (which exports the worker objective factories),
 * seen from the built CLI at `dist/cli/main.js`; undefined when running from the TypeScript
 * sources, where worker threads cannot load the objective.
 */
export function workerModule(): string | undefined {
  try {
    const url = new URL('../experiments/index.js', import.meta.url);
    return existsSync(fileURLToPath(url)) ? url.href : undefined;
  } catch {
    return undefined;
  }
}
