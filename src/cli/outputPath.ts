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

/**
 * Runs a check of `--out`, turning a file-system error the checks did not foresee (a name longer
 * than the file system allows, ENAMETOOLONG; a loop of symbolic links, ELOOP; EACCES on the way)
 * into a one-line UsageError naming the path, instead of a stack trace.
 */
function guarded<T>(command: string, raw: string, check: () => T): T {
  try {
    return check();
  } catch (e) {
    if (e instanceof UsageError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'ENAMETOOLONG' ? 'a name in it is too long for the file system' : code === 'ELOOP' ? 'it runs into a loop of symbolic links' : code ?? (e as Error).message;
    throw new UsageError(`${command}: --out ${raw.length > 80 ? `${raw.slice(0, 77)}...` : raw}: cannot be written (${why})`);
  }
}

/** Refuses an empty `--out` (it would resolve to the current directory). */
function nonEmpty(command: string, raw: string, what: string): void {
  if (raw === '') throw new UsageError(`${command}: --out needs ${what}; an empty value would mean the current directory`);
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
 * Checks, before any computation, that `--out DIR` can be written: not empty, not an existing file,
 * and either a writable directory or creatable inside a writable one. Returns the resolved path.
 * @throws UsageError (exit code 2) naming the flag and the path
 */
export function checkOutputDir(command: string, raw: string): string {
  nonEmpty(command, raw, 'a directory');
  return guarded(command, raw, () => outputDir(command, raw));
}

function outputDir(command: string, raw: string): string {
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
  nonEmpty(command, raw, 'a file name');
  return guarded(command, raw, () => outputFile(command, raw));
}

function outputFile(command: string, raw: string): string {
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
