import { UsageError } from './UsageError';

/** Declares the flags of one command, for parsing and for `--help`. */
export interface FlagSpec {
  readonly name: string;
  readonly type: 'string' | 'boolean';
  readonly value?: string;
  readonly help: string;
  /** May be given more than once (values collected in order); otherwise a repeat is an error. */
  readonly repeatable?: boolean;
}

/** A negative number given as a flag's value (`--seed -1`), which `parseArgs` would take for a flag. */
const NEGATIVE_NUMBER = /^-(?:\d|\.\d)/;

/**
 * Parses argv strictly, with our own one-line messages: an unknown flag lists the valid ones, a
 * repeated flag is an error unless it is repeatable, a missing value or a positional is named, and a
 * negative number is read as the flag's value (so the range check can say what is allowed).
 */
export function parseFlags(command: string, argv: readonly string[], specs: readonly FlagSpec[]): Record<string, string | boolean | string[] | undefined> {
  const byName = new Map(specs.map((s) => [s.name, s]));
  byName.set('help', { name: 'help', type: 'boolean', help: 'show this help' });
  const valid = () => [...byName.keys()].map((n) => `--${n}`).join(', ');
  const values: Record<string, string | boolean | string[] | undefined> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--') || arg === '--') throw new UsageError(`${command}: unexpected argument "${arg}" (flags start with --; valid: ${valid()})`);
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq === -1 ? undefined : eq);
    const spec = byName.get(name);
    if (spec === undefined) throw new UsageError(`${command}: unknown flag --${name}; valid: ${valid()}`);
    let value: string | boolean;
    if (spec.type === 'boolean') {
      if (eq !== -1) throw new UsageError(`${command}: --${name} takes no value`);
      value = true;
    } else if (eq !== -1) {
      value = arg.slice(eq + 1);
    } else {
      const next = argv[i + 1];
      if (next === undefined || (next.startsWith('--') && !NEGATIVE_NUMBER.test(next)) || (next.startsWith('-') && !NEGATIVE_NUMBER.test(next) && next !== '-')) {
        throw new UsageError(`${command}: --${name} needs a value (${spec.value ?? 'VALUE'})`);
      }
      value = next;
      i++;
    }
    const previous = values[name];
    if (previous !== undefined) {
      if (spec.repeatable !== true) throw new UsageError(`${command}: --${name} is given twice (it takes one value)`);
      values[name] = [...(Array.isArray(previous) ? previous : [String(previous)]), String(value)];
    } else {
      values[name] = spec.repeatable === true ? [String(value)] : value;
    }
  }
  return values;
}

/**
 * Reads an integer flag in [min, max]: decimal digits only, with a leading `-` for a negative value
 * (no `1e3`, `0x10`, `2.0`, `+5` or a value with spaces such as `' 7'`).
 */
export function intFlag(command: string, name: string, raw: string | boolean | string[] | undefined, min: number, max: number): number | undefined {
  if (raw === undefined) return undefined;
  const v = typeof raw === 'string' && /^-?\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(v) || v < min || v > max) {
    throw new UsageError(`${command}: --${name} expects an integer in [${min}, ${max}], got "${String(raw)}"`);
  }
  return v;
}

/**
 * Reads a positive number flag of seconds, at most `max` (the engine's time bound, 10^12 s, by
 * default: `--decision-interval 1e300` would start a job at 1e300 s).
 */
export function positiveFlag(command: string, name: string, raw: string | boolean | string[] | undefined, max = 1e12): number | undefined {
  if (raw === undefined) return undefined;
  const v = decimalNumber(raw);
  if (typeof raw !== 'string' || raw.trim() === '' || !Number.isFinite(v) || v <= 0 || v > max) {
    throw new UsageError(`${command}: --${name} expects a number in (0, ${max.toExponential().replace('e+', 'e')}] (seconds), got "${String(raw)}"`);
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

/** A number written in decimal (`12`, `-0.5`, `1e3`, `.25`). */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * The value of a number flag written in decimal, else NaN: `Number()` alone also reads `0x10`,
 * `0b11`, `0o7`, `Infinity` and surrounding blanks (issue 41: `generate --dynamism 0x10` was 16).
 */
export function decimalNumber(raw: unknown): number {
  return typeof raw === 'string' && DECIMAL.test(raw) ? Number(raw) : NaN;
}
