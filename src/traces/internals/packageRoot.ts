import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SchedlabError } from '../../errors/SchedlabError';

let root: string | undefined;

/**
 * The folder of the schedlab package this code runs from: the nearest folder above this file
 * whose package.json is named `schedlab`. Walking up (rather than a fixed `../..`) works from
 * the sources (`src/traces/internals/`), from a subpath build (`dist/traces/`) and from a shared
 * chunk (`dist/`), in the ESM and the CommonJS build (where tsup's shim provides `import.meta.url`).
 */
export function packageRoot(): string {
  if (root !== undefined) return root;
  const start = dirname(fileURLToPath(import.meta.url));
  for (let dir = start; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name === 'schedlab') {
      root = dir;
      return dir;
    }
    if (dirname(dir) === dir) throw new SchedlabError(`schedlab/traces: no package.json named "schedlab" above ${start}; the package is incomplete`);
  }
}
