import { InvalidInputError } from '../../errors/InvalidInputError';
import { showValue } from '../../errors/internals/showValue';

const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Throws unless `name` is usable as a file name stem. */
export function checkName(fn: string, name: unknown): string {
  if (typeof name !== 'string' || !NAME.test(name) || name.length > 120) {
    throw new InvalidInputError(
      `${fn}: name: expected 1-120 characters among letters, digits, '.', '_' and '-', starting with a letter or digit, got ${JSON.stringify(name)}`,
    );
  }
  return name;
}

/** Throws unless `value` is a string (may be empty when `allowEmpty`). */
export function checkText(fn: string, where: string, value: unknown, allowEmpty = false): string {
  if (typeof value !== 'string' || (!allowEmpty && value.length === 0)) {
    throw new InvalidInputError(`${fn}: ${where}: expected a ${allowEmpty ? '' : 'non-empty '}string, got ${showValue(value)}`);
  }
  return value;
}

/** Throws unless `value` is a finite number. */
export function checkFinite(fn: string, where: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new InvalidInputError(`${fn}: ${where}: expected a finite number, got ${String(value)}`);
  }
  return value;
}

/** Throws unless `value` is a non-empty array. */
export function checkNonEmpty<T>(fn: string, where: string, value: readonly T[] | undefined): readonly T[] {
  if (!Array.isArray(value) || value.length === 0) {
    throw new InvalidInputError(`${fn}: ${where}: expected a non-empty array`);
  }
  return value;
}

/**
 * Checks a `Record<setup, number[]>`: at least one setup, each with at least one finite value,
 * and an optional `order` that is a permutation of its keys. Returns the setups in display order.
 */
export function checkGroups(
  fn: string,
  values: Readonly<Record<string, readonly number[]>>,
  order: readonly string[] | undefined,
): string[] {
  if (values === null || typeof values !== 'object') {
    throw new InvalidInputError(`${fn}: values: expected an object mapping setup names to number arrays`);
  }
  const keys = Object.keys(values);
  if (keys.length === 0) throw new InvalidInputError(`${fn}: values: expected at least one setup`);
  for (const key of keys) {
    const arr = checkNonEmpty(fn, `values[${JSON.stringify(key)}]`, values[key]);
    arr.forEach((v, i) => checkFinite(fn, `values[${JSON.stringify(key)}][${i}]`, v));
  }
  if (order === undefined) return keys;
  const seen = new Set<string>();
  for (const [i, k] of order.entries()) {
    if (!Object.hasOwn(values, k)) {
      throw new InvalidInputError(`${fn}: order[${i}]: ${JSON.stringify(k)} is not a key of values (keys: ${keys.join(', ')})`);
    }
    if (seen.has(k)) throw new InvalidInputError(`${fn}: order[${i}]: duplicate setup ${JSON.stringify(k)}`);
    seen.add(k);
  }
  if (seen.size !== keys.length) {
    const missing = keys.filter((k) => !seen.has(k));
    throw new InvalidInputError(`${fn}: order: must list every setup; missing ${missing.join(', ')}`);
  }
  return [...order];
}

/** A plot width in pixels: an integer in [200, 4000] (default `fallback`). */
export function checkWidth(fn: string, width: number | undefined, fallback: number): number {
  const w = width ?? fallback;
  if (!Number.isInteger(w) || w < 200 || w > 4000) throw new InvalidInputError(`${fn}: width: expected an integer in [200, 4000], got ${w}`);
  return w;
}
