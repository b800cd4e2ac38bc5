import { existsSync } from 'node:fs';
import { InvalidInputError } from '../errors/InvalidInputError';
import { bundledTracePath, bundledTraces } from '../traces/index';

/**
 * The file of a `--trace` / `--swf` value: a name of a trace the package ships (`KTH-SP2`, see
 * `bundledTraces`) is its file in the installed package; anything else is a file path. A value
 * that is neither (a typo of a bundled name) is refused naming the bundled traces, rather than
 * left to a bare ENOENT.
 */
export function tracePath(value: string, flag: string = '--trace'): string {
  if (bundledTraces.some((t) => t.name === value)) return bundledTracePath(value).path;
  if (!existsSync(value)) {
    throw new InvalidInputError(`${flag} ${JSON.stringify(value)}: no such file, and no bundled trace of that name (bundled: ${bundledTraces.map((t) => t.name).join(', ')})`);
  }
  return value;
}
