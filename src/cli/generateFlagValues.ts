import { decimalNumber } from './flags';
import { UsageError } from './UsageError';

/** A finite number flag, or undefined when absent. */
export function numberFlag(name: string, raw: string | boolean | string[] | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const v = decimalNumber(raw);
  if (typeof raw !== 'string' || raw.trim() === '' || !Number.isFinite(v)) throw new UsageError(`generate: --${name} expects a number (decimal), got "${String(raw)}"`);
  return v;
}

/** A `LO,HI` range flag, or undefined when absent. */
export function rangeFlag(name: string, raw: string | boolean | string[] | undefined): readonly [number, number] | undefined {
  if (raw === undefined) return undefined;
  const parts = typeof raw === 'string' ? raw.split(',') : [];
  const [lo, hi] = parts.map((p) => decimalNumber(p.trim()));
  if (parts.length !== 2 || !Number.isFinite(lo) || !Number.isFinite(hi)) throw new UsageError(`generate: --${name} expects LO,HI (two numbers), got "${String(raw)}"`);
  return [lo!, hi!];
}

/** `{ [key]: value }` when value is defined, else `{}` (so absent flags keep the workload's defaults). */
export function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}
