import { InvalidInputError } from '../../errors/InvalidInputError';
import type { Matrix } from '../Matrix';

/** A value as `String` shows it in an error message, or its `[object ...]` tag where `String` throws (an object without prototype). */
export function shown(value: unknown): string {
  try {
    return String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/** Checks a results matrix (>= minRows rows, >= 2 columns, rectangular, finite) and returns its shape. */
export function validateMatrix(matrix: Matrix, where = 'matrix', minRows = 2): { n: number; k: number } {
  if (!Array.isArray(matrix)) throw new InvalidInputError(`${where}: expected an array of rows (number[][]), got ${typeof matrix}`);
  const n = matrix.length;
  if (n < minRows) throw new InvalidInputError(`${where}: expected at least ${minRows} rows (experiments), got ${n}`);
  const first: unknown = matrix[0];
  if (!Array.isArray(first)) throw new InvalidInputError(`${where}[0]: expected an array of numbers, got ${typeof first}`);
  const k = first.length;
  if (k < 2) throw new InvalidInputError(`${where}[0]: expected at least 2 columns (setups), got ${k}`);
  for (let i = 0; i < n; i++) {
    const row: unknown = matrix[i];
    if (!Array.isArray(row)) throw new InvalidInputError(`${where}[${i}]: expected an array of numbers, got ${typeof row}`);
    if (row.length !== k) {
      throw new InvalidInputError(`${where}[${i}]: ragged matrix, row has ${row.length} columns but row 0 has ${k}`);
    }
    for (let j = 0; j < k; j++) {
      const v: unknown = row[j];
      if (typeof v !== 'number' || !Number.isFinite(v)) {
        throw new InvalidInputError(`${where}[${i}][${j}]: expected a finite number, got ${shown(v)}`);
      }
    }
  }
  return { n, k };
}

/** Checks a vector of finite numbers with at least minLength entries. */
export function validateVector(values: readonly number[], where: string, minLength = 1): number {
  if (!Array.isArray(values)) throw new InvalidInputError(`${where}: expected an array of numbers, got ${typeof values}`);
  if (values.length < minLength) {
    throw new InvalidInputError(`${where}: expected at least ${minLength} value(s), got ${values.length}`);
  }
  for (let i = 0; i < values.length; i++) {
    const v: unknown = values[i];
    if (typeof v !== 'number' || !Number.isFinite(v)) {
      throw new InvalidInputError(`${where}[${i}]: expected a finite number, got ${shown(v)}`);
    }
  }
  return values.length;
}

/** Checks a number in the open interval (0, 1). */
export function validateOpenUnit(value: number, where: string): void {
  if (typeof value !== 'number' || !(value > 0 && value < 1)) {
    throw new InvalidInputError(`${where}: expected a number in (0, 1), got ${shown(value)}`);
  }
}

/** Checks a number in the closed interval [0, 1]. */
export function validateUnit(value: number, where: string): void {
  if (typeof value !== 'number' || !(value >= 0 && value <= 1)) {
    throw new InvalidInputError(`${where}: expected a number in [0, 1], got ${shown(value)}`);
  }
}

/** Checks that a value is not NaN (distribution arguments). */
export function validateNumber(value: number, where: string): void {
  if (typeof value !== 'number' || Number.isNaN(value)) {
    throw new InvalidInputError(`${where}: expected a number, got ${shown(value)}`);
  }
}

/** Checks a positive parameter (degrees of freedom); Infinity only when allowed. */
export function validatePositive(value: number, where: string, allowInfinity = false): void {
  const ok = typeof value === 'number' && value > 0 && (allowInfinity || Number.isFinite(value));
  if (!ok) {
    throw new InvalidInputError(`${where}: expected a positive ${allowInfinity ? 'number or Infinity' : 'finite number'}, got ${shown(value)}`);
  }
}

/** Checks an integer >= min. */
export function validateInteger(value: number, where: string, min: number, max = Infinity): void {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new InvalidInputError(`${where}: expected an integer in [${min}, ${max}], got ${shown(value)}`);
  }
}
