import { renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { InvalidInputError } from '../../errors/InvalidInputError';

/** Writes `text` to a temporary name then renames it onto `path`, so a failure never leaves a half-written file. */
export function writeTextAtomically(path: string, text: string): void {
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
