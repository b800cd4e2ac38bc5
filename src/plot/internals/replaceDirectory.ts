import { renameSync, rmSync } from 'node:fs';
import * as fsp from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { InvalidInputError } from '../../errors/InvalidInputError';
import { SchedlabError } from '../../errors/SchedlabError';

/** The file-system calls {@link replaceDirectory} makes (tests inject failures through this). */
export interface DirectoryOps {
  mkdir(path: string): Promise<unknown>;
  mkdtemp(prefix: string): Promise<string>;
  chmod(path: string, mode: number): Promise<void>;
  writeFile(path: string, content: string): Promise<void>;
  readdir(path: string): Promise<string[]>;
  cp(from: string, to: string): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  rm(path: string): Promise<void>;
  stat(path: string): Promise<{ isDirectory(): boolean } | undefined>;
}

/** The real file system. */
export const realOps: DirectoryOps = {
  mkdir: (p) => fsp.mkdir(p),
  mkdtemp: (p) => fsp.mkdtemp(p),
  chmod: (p, m) => fsp.chmod(p, m),
  writeFile: (p, c) => fsp.writeFile(p, c, 'utf8'),
  readdir: (p) => fsp.readdir(p),
  cp: (a, b) => fsp.cp(a, b, { recursive: true, errorOnExist: true, force: false }),
  rename: (a, b) => fsp.rename(a, b),
  rm: (p) => fsp.rm(p, { recursive: true, force: true }),
  stat: async (p) => {
    try {
      return await fsp.stat(p);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw e;
    }
  },
};

/** Permissions of a new directory under the process umask (mkdtemp makes 0700). */
function usualMode(): number {
  return 0o777 & ~process.umask();
}

/**
 * Replaces (or creates) directory `target` with exactly `files` plus the other entries the old
 * directory had, atomically: everything is written into a temporary sibling, the old directory is
 * renamed away, the new one renamed in, the old one removed. A failure at any step, or SIGINT/SIGTERM
 * while it runs, leaves `target` as it was and no temporary directory behind. An existing `target`
 * must be a report directory (it holds `marker`) or empty, so that a mistaken `--out .` cannot
 * sweep a home directory into a report.
 */
export async function replaceDirectory(target: string, files: ReadonlyMap<string, string>, marker: string, ops: DirectoryOps = realOps): Promise<void> {
  const parent = dirname(target);
  const missing: string[] = [];
  for (let p = parent; (await ops.stat(p)) === undefined; p = dirname(p)) {
    missing.push(p);
    if (dirname(p) === p) break;
  }
  for (const p of missing.reverse()) await ops.mkdir(p); // one level at a time: recursive mkdir can hang on /proc
  const existing = await ops.stat(target);
  let kept: string[] = [];
  if (existing !== undefined) {
    if (!existing.isDirectory()) throw new InvalidInputError(`writeReport: ${target} exists and is not a directory`);
    const entries = await ops.readdir(target);
    if (entries.length > 0 && !entries.includes(marker)) {
      throw new InvalidInputError(`writeReport: ${target} is not empty and holds no ${marker}: not replacing a directory that is not a report (choose a new or empty one)`);
    }
    kept = entries.filter((e) => !files.has(e));
  }

  const tmp = await ops.mkdtemp(join(parent, `.${basename(target)}.tmp-`));
  let old: string | undefined;
  let swapped = false;
  const restore = (): void => {
    // synchronous: also runs from a signal handler
    if (old !== undefined && !swapped) {
      try {
        renameSync(old, target);
      } catch {
        /* target was never moved away */
      }
    }
    rmSync(tmp, { recursive: true, force: true });
  };
  const onSignal = (signal: NodeJS.Signals): void => {
    restore();
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
    process.kill(process.pid, signal);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    await ops.chmod(tmp, usualMode());
    for (const [file, content] of files) await ops.writeFile(join(tmp, file), content);
    for (const entry of kept) await ops.cp(join(target, entry), join(tmp, entry));
    if (existing !== undefined) {
      old = `${tmp.replace('.tmp-', '.old-')}`;
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
