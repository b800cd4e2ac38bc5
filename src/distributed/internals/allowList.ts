import { realpathSync, statSync } from 'node:fs';
import { isAbsolute, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { InvalidInputError } from '../../errors/InvalidInputError';

/** A resolved allow-list: real paths of allowed module files and of directories whose modules are allowed. */
export interface AllowList {
  readonly files: ReadonlySet<string>;
  readonly dirs: readonly string[];
}

/** Resolves the allow-list entries (files or directories, relative to `cwd`); each must exist. */
export function resolveAllowList(entries: readonly string[], cwd: string): AllowList {
  if (!Array.isArray(entries) || entries.length === 0) {
    throw new InvalidInputError('queueWorker.allowModules: give at least one module file or directory that jobs may load');
  }
  const files = new Set<string>();
  const dirs: string[] = [];
  for (const e of entries) {
    if (typeof e !== 'string' || e === '') throw new InvalidInputError(`queueWorker.allowModules: expected paths, got ${String(e)}`);
    let p: string;
    try {
      p = e.startsWith('file:') ? fileURLToPath(e) : isAbsolute(e) ? e : resolve(cwd, e);
    } catch (err) {
      // a file: URL with a host (file://host/x), or one that does not parse
      throw new InvalidInputError(`queueWorker.allowModules: ${e} is not a local file URL (${(err as Error).message.split('\n')[0]})`);
    }
    let real: string;
    try {
      real = realpathSync(p);
    } catch {
      throw new InvalidInputError(`queueWorker.allowModules: ${p} does not exist`);
    }
    if (statSync(real).isDirectory()) dirs.push(real.endsWith(sep) ? real : real + sep);
    else files.add(real);
  }
  return { files, dirs };
}

/**
 * The real path of the module at `url` when the allow-list admits it; otherwise throws
 * InvalidInputError saying so (symbolic links are resolved first, so a link inside an allowed
 * directory cannot point outside it).
 */
export function admittedModule(url: string, allow: AllowList): string {
  let real: string;
  try {
    real = realpathSync(fileURLToPath(url));
  } catch {
    throw new InvalidInputError(`module ${url} refused: it does not exist on this worker`);
  }
  if (allow.files.has(real) || allow.dirs.some((d) => real.startsWith(d))) return real;
  throw new InvalidInputError(`module ${url} refused: not on this worker's allow-list (--allow-module)`);
}
