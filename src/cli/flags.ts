import { parseArgs } from 'node:util';
import { UsageError } from './UsageError';

/** Declares the flags of one command, for parsing and for `--help`. */
export interface FlagSpec {
  readonly name: string;
  readonly type: 'string' | 'boolean';
  readonly value?: string;
  readonly help: string;
}

/** Parses argv strictly: unknown flags, missing values and positionals are UsageErrors. */
export function parseFlags(command: string, argv: readonly string[], specs: readonly FlagSpec[]): Record<string, string | boolean | undefined> {
  const options: Record<string, { type: 'string' | 'boolean' }> = { help: { type: 'boolean' } };
  for (const s of specs) options[s.name] = { type: s.type };
  try {
    const { values, positionals } = parseArgs({ args: [...argv], options, strict: true, allowPositionals: true });
    if (positionals.length > 0) throw new UsageError(`${command}: unexpected argument "${positionals[0]}"`);
    return values as Record<string, string | boolean | undefined>;
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw new UsageError(`${command}: ${(e as Error).message.split('\n')[0]}`);
  }
}

/** Reads an integer flag in [min, max]. */
export function intFlag(command: string, name: string, raw: string | boolean | undefined, min: number, max: number): number | undefined {
  if (raw === undefined) return undefined;
  const v = Number(raw);
  if (typeof raw !== 'string' || raw.trim() === '' || !Number.isInteger(v) || v < min || v > max) {
    throw new UsageError(`${command}: --${name} expects an integer in [${min}, ${max}], got "${String(raw)}"`);
  }
  return v;
}

/** Reads a positive number flag. */
export function positiveFlag(command: string, name: string, raw: string | boolean | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const v = Number(raw);
  if (typeof raw !== 'string' || raw.trim() === '' || !Number.isFinite(v) || v <= 0) {
    throw new UsageError(`${command}: --${name} expects a number > 0, got "${String(raw)}"`);
  }
  return v;
}

/** Formats the help text of a command. */
export function helpText(usage: string, summary: string, specs: readonly FlagSpec[]): string {
  const rows = specs.map((s) => [`--${s.name}${s.value ? ` ${s.value}` : ''}`, s.help] as const);
  rows.push(['--help', 'show this help']);
  const w = Math.max(...rows.map((r) => r[0].length));
  return `${usage}\n\n${summary}\n\nOptions:\n${rows.map(([f, h]) => `  ${f.padEnd(w)}  ${h}`).join('\n')}\n`;
}
