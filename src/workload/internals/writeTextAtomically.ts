import { renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { InvalidInputError } from '../../errors/InvalidInputError';

/** Writes `text` to a temporary name then renames it onto `path`, so a failure never leaves a half-written file. */
export function writeTextAtomically(path: string, text: string): void {
  // the rename replaces whatever is at `path`: a device such as /dev/full or a pipe would be
  // replaced by a regular file (issue 41), so only a regular file, or nothing, is written over
  const existing = statSync(path, { throwIfNoEntry: false });
  if (existing !== undefined && !existing.isFile()) {
    throw new InvalidInputError(`${path}: not a regular file (a directory, device or pipe); the file is written under a new name and renamed over the old one, so only a regular file can be replaced`);
  }
  const tmp = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, text, 'utf8');
    renameSync(tmp, path);
  } catch (e) {
    try {
      unlinkSync(tmp);
    } catch {
      // nothing to clean up
    }
    throw new InvalidInputError(`${path}: cannot write (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
}
