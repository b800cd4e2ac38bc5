import { readdirSync, renameSync, rmSync } from 'node:fs';
import * as fsp from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { InvalidInputError } from '../../errors/InvalidInputError';
import { SchedlabError } from '../../errors/SchedlabError';

/** The file-system calls {@link replaceDirectory} makes (tests inject failures through this). */
export interface DirectoryOps {
  mkdir(path: string): Promise<unknown>;
  mkdtemp(prefix: string): Promise<string>;
  chmod(path: string, mode: number): Promise<void>;
  writeFile(path: string, content: string | Uint8Array): Promise<void>;
  readdir(path: string): Promise<string[]>;
  cp(from: string, to: string): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  rm(path: string): Promise<void>;
  stat(path: string): Promise<{ isDirectory(): boolean } | undefined>;
  /** Reads a text file (the old marker, for the files its report wrote); absent: nothing is read. */
  readFile?(path: string): Promise<string>;
}

/** The real file system. */
export const realOps: DirectoryOps = {
  mkdir: (p) => fsp.mkdir(p),
  mkdtemp: (p) => fsp.mkdtemp(p),
  chmod: (p, m) => fsp.chmod(p, m),
  writeFile: (p, c) => (typeof c === 'string' ? fsp.writeFile(p, c, 'utf8') : fsp.writeFile(p, c)),
  readdir: (p) => fsp.readdir(p),
  cp: (a, b) => fsp.cp(a, b, { recursive: true, errorOnExist: true, force: false }),
  rename: (a, b) => fsp.rename(a, b),
  rm: (p) => fsp.rm(p, { recursive: true, force: true }),
  readFile: (p) => fsp.readFile(p, 'utf8'),
  stat: async (p) => {
    try {
      return await fsp.stat(p);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw e;
    }
  },
};

/** Whether process `pid` is alive (EPERM: alive, another user's). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Clears what an earlier swap into `target` left when its process was killed (SIGKILL, or a signal
 * in a step the handler could not undo): `.NAME.tmp-PID-*` is removed; `.NAME.old-PID-*` holds the
 * previous report and is put back as `target` when `target` is missing, removed otherwise. Only
 * leftovers of processes that are gone are touched, so two runs never clear each other's work.
 * Older names without a PID (`.NAME.tmp-XXXXXX`) are treated as left by a process that is gone.
 */
async function cleanLeftovers(parent: string, target: string, ops: DirectoryOps): Promise<void> {
  const name = basename(target);
  const entries = await ops.readdir(parent);
  const pattern = /^\.(.*)\.(tmp|old)-(?:(\d+)-)?[^/]*$/;
  for (const entry of entries.sort()) {
    const m = pattern.exec(entry);
    if (m === null || m[1] !== name) continue;
    if (m[3] !== undefined && alive(Number(m[3]))) continue;
    const path = join(parent, entry);
    if (m[2] === 'old' && (await ops.stat(target)) === undefined) await ops.rename(path, target);
    else await ops.rm(path);
  }
}

/** The comment a report's marker file ends with, listing the files that report wrote (JSON array). */
export const REPORT_FILES_COMMENT = 'schedlab-report-files';

/** `<!-- schedlab-report-files: [...] -->` as the last line of a marker file. */
export function reportFilesComment(names: Iterable<string>): string {
  return `<!-- ${REPORT_FILES_COMMENT}: ${JSON.stringify([...names]).replaceAll('--', '\\u002d\\u002d')} -->\n`;
}

/** The files a marker file lists (none for a report written before the list, or a text without it). */
function reportFilesOf(text: string): Set<string> {
  const m = new RegExp(`<!-- ${REPORT_FILES_COMMENT}: (\\[.*\\]) -->\\s*$`).exec(text);
  if (m === null) return new Set();
  try {
    const names: unknown = JSON.parse(m[1]!);
    return new Set(Array.isArray(names) ? names.filter((n): n is string => typeof n === 'string' && !n.includes('/') && n !== '..' && n !== '.') : []);
  } catch {
    return new Set(); // a hand-edited list: keep every file, as before the list existed
  }
}

/** Permissions of a new directory under the process umask (mkdtemp makes 0700). */
function usualMode(): number {
  return 0o777 & ~process.umask();
}

/**
 * Replaces (or creates) directory `target` with exactly `files` plus the other entries the old
 * directory had (except the files the old marker's {@link reportFilesComment} lists: the previous
 * report's own), atomically: everything is written into a temporary sibling, the old directory is
 * renamed away, the new one renamed in, the old one removed. A failure at any step, or SIGINT/SIGTERM
 * while it runs, leaves `target` as it was (or, once swapped, the new report) and no temporary
 * directory behind; what a killed process leaves (`.NAME.tmp-PID-*`, `.NAME.old-PID-*`) is cleared
 * or put back by the next swap into the same directory. An existing `target`
 * must be a report directory (it holds `marker`) or empty, so that a mistaken `--out .` cannot
 * sweep a home directory into a report.
 */
export async function replaceDirectory(target: string, files: ReadonlyMap<string, string | Uint8Array>, marker: string, ops: DirectoryOps = realOps): Promise<void> {
  const parent = dirname(target);
  const missing: string[] = [];
  for (let p = parent; (await ops.stat(p)) === undefined; p = dirname(p)) {
    missing.push(p);
    if (dirname(p) === p) break;
  }
  for (const p of missing.reverse()) await ops.mkdir(p); // one level at a time: recursive mkdir can hang on /proc
  await cleanLeftovers(parent, target, ops);
  const existing = await ops.stat(target);
  let kept: string[] = [];
  if (existing !== undefined) {
    if (!existing.isDirectory()) throw new InvalidInputError(`writeReport: ${target} exists and is not a directory`);
    const entries = await ops.readdir(target);
    if (entries.length > 0 && !entries.includes(marker)) {
      throw new InvalidInputError(`writeReport: ${target} is not empty and holds no ${marker}: not replacing a directory that is not a report (choose a new or empty one)`);
    }
    // the files the previous report wrote (listed in its marker) go with it: two runs into one
    // directory do not leave the first one's tables and figures beside the second's
    const previous = entries.includes(marker) && ops.readFile !== undefined ? reportFilesOf(await ops.readFile(join(target, marker))) : new Set<string>();
    kept = entries.filter((e) => !files.has(e) && !previous.has(e));
  }

  const tmpPrefix = `.${basename(target)}.tmp-${process.pid}-`;
  let old: string | undefined;
  let swapped = false;
  const restore = (): void => {
    // synchronous: also runs from a signal handler
    if (old !== undefined && !swapped) {
      try {
        renameSync(old, target);
      } catch (e) {
        // ENOENT: the old report was never moved away. ENOTEMPTY/EEXIST: the new report was renamed
        // in while the signal came, so the old one goes (the next run clears anything else left)
        const code = (e as NodeJS.ErrnoException).code;
        if (code === 'ENOTEMPTY' || code === 'EEXIST') rmSync(old, { recursive: true, force: true });
      }
    }
    if (old !== undefined && swapped) rmSync(old, { recursive: true, force: true }); // the new report is in place
    // this process's temporary directories for `target`, found by name: a signal may come while
    // mkdtemp is under way, before its name is known here
    try {
      for (const entry of readdirSync(parent)) {
        if (entry.startsWith(tmpPrefix)) rmSync(join(parent, entry), { recursive: true, force: true });
      }
    } catch {
      /* the parent itself is gone or unreadable: nothing of ours to remove */
    }
  };
  const onSignal = (signal: NodeJS.Signals): void => {
    restore();
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
    process.kill(process.pid, signal);
  };
  // the handler covers the whole swap, from before the temporary directory exists
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const tmp = await ops.mkdtemp(join(parent, tmpPrefix));
    await ops.chmod(tmp, usualMode());
    for (const [file, content] of files) await ops.writeFile(join(tmp, file), content);
    for (const entry of kept) await ops.cp(join(target, entry), join(tmp, entry));
    if (existing !== undefined) {
      old = join(parent, `.${basename(target)}.old-${process.pid}-${tmp.slice(join(parent, tmpPrefix).length)}`);
      await ops.rename(target, old);
    }
    await ops.rename(tmp, target);
    swapped = true;
    if (old !== undefined) {
      try {
        await ops.rm(old);
      } catch (e) {
        throw new SchedlabError(`writeReport: the new report is in ${target}, but the previous one could not be removed from ${old}: ${(e as Error).message}`);
      }
    }
  } catch (error) {
    if (!swapped) restore();
    throw error;
  } finally {
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
  }
}
