import { readFileSync } from 'node:fs';
import { UsageError } from './UsageError';

/**
 * `--power FILE`: the JSON object of a power model's options, read for `command` (the options are
 * checked by `powerModel` where they are used, naming the field); a UsageError naming the command and
 * the file when it cannot be read or is not a JSON object.
 */
export function powerFile(command: string, path: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new UsageError(`${command}: --power ${path}: cannot read a JSON power model (${((e as NodeJS.ErrnoException).code ?? (e as Error).message).split('\n')[0]!})`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new UsageError(`${command}: --power ${path}: expected a JSON object of power model options`);
  return value as Record<string, unknown>;
}
