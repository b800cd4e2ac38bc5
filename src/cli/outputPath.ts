import { accessSync, constants, mkdtempSync, readdirSync, rmdirSync, statSync, type Stats } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { UsageError } from './UsageError';

/** `statSync`, or undefined when nothing is there (ENOENT, or ENOTDIR: a file on the way). */
function stat(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw e;
  }
}

/** The nearest existing ancestor of a path (the path itself when it exists). */
function existingAncestor(path: string): string {
  let p = path;
  while (stat(p) === undefined) {
    const up = dirname(p);
    if (up === p) return p;
    p = up;
  }
  return p;
}

/**
 * Whether entries can be created in a directory: a probe directory is made and removed (permission
 * bits alone say yes for root on read-only or special file systems such as /proc).
 */
function writable(dir: string): boolean {
  try {
    accessSync(dir, constants.W_OK);
    rmdirSync(mkdtempSync(join(dir, '.schedlab-probe-')));
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks, before any computation, that `--out DIR` can be written: not an existing file, and
 * either a writable directory or creatable inside a writable one. Returns the resolved path.
 * @throws UsageError (exit code 2) naming the flag and the path
 */
export function checkOutputDir(command: string, raw: string): string {
  const dir = resolve(raw);
  const st = stat(dir);
  if (st !== undefined && !st.isDirectory()) throw new UsageError(`${command}: --out ${raw} is an existing file, not a directory`);
  if (st !== undefined) {
    const entries = readdirSync(dir);
    if (entries.length > 0 && !entries.includes('report.html')) {
      throw new UsageError(`${command}: --out ${raw} is a non-empty directory that holds no report.html; choose a new or empty directory (a report replaces its directory)`);
    }
  }
  const base = existingAncestor(dir);
  if (!statSync(base).isDirectory()) throw new UsageError(`${command}: --out ${raw}: ${base} is a file, so the directory cannot be created`);
  if (!writable(base)) throw new UsageError(`${command}: --out ${raw}: ${base} is not writable`);
  return dir;
}

/**
 * Checks, before any computation, that `--out FILE` can be written: not a directory, and its
 * directory exists and is writable. Returns the resolved path.
 * @throws UsageError (exit code 2) naming the flag and the path
 */
export function checkOutputFile(command: string, raw: string): string {
  const file = resolve(raw);
  const st = stat(file);
  if (st?.isDirectory() === true) throw new UsageError(`${command}: --out ${raw} is a directory, not a file`);
  const dir = dirname(file);
  const dst = stat(dir);
  if (dst === undefined || !dst.isDirectory()) throw new UsageError(`${command}: --out ${raw}: the directory ${dir} does not exist`);
  if (!writable(dir) || (st !== undefined && !fileWritable(file))) throw new UsageError(`${command}: --out ${raw} is not writable`);
  return file;
}

function fileWritable(file: string): boolean {
  try {
    accessSync(file, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}
