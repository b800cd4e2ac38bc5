import { InvalidInputError } from '../../errors/InvalidInputError';

/** Returns `value ?? fallback` after checking it is an integer in [min, max]. */
export function intOption(where: string, value: number | undefined, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const v = value ?? fallback;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
    throw new InvalidInputError(`${where}: expected an integer in [${min}, ${max}], got ${String(v)}`);
  }
  return v;
}

/**
 * Returns `value ?? fallback` after checking it is a finite number in the interval
 * (`open` excludes the lower end).
 */
export function numOption(
  where: string,
  value: number | undefined,
  fallback: number,
  min: number,
  max: number,
  lowerOpen = false,
): number {
  const v = value ?? fallback;
  if (typeof v !== 'number' || Number.isNaN(v) || v < min || v > max || (lowerOpen && v === min)) {
    throw new InvalidInputError(`${where}: expected a number in ${lowerOpen ? '(' : '['}${min}, ${max}], got ${String(v)}`);
  }
  return v;
}

/** Returns `value ?? fallback` after checking it is one of `allowed`. */
export function enumOption<T extends string>(where: string, value: T | undefined, fallback: T, allowed: readonly T[]): T {
  const v = value ?? fallback;
  if (!allowed.includes(v)) {
    throw new InvalidInputError(`${where}: expected one of ${allowed.map((a) => `'${a}'`).join(', ')}, got ${JSON.stringify(v)}`);
  }
  return v;
}

/** Throws unless `options` is undefined or a plain object whose keys are all in `known`. */
export { checkOptions as checkOptionsObject } from '../../errors/internals/knownKeys';
