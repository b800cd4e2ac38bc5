import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';

/** The shared reference vectors (scipy 1.17.1 + 40-digit mpmath), loaded once. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

const file = path.resolve(import.meta.dirname, '../../data/reference/statistics-vectors.json');
export const ref: Json = JSON.parse(fs.readFileSync(file, 'utf8'));

/** Smallest positive normal double. */
export const MIN_NORMAL = 2.2250738585072014e-308;

/** |actual / expected - 1| <= tol (or both exactly equal). */
export function expectRel(actual: number, expected: number, tol: number, label = ''): void {
  if (actual === expected) return;
  const err = Math.abs(actual - expected) / Math.abs(expected);
  if (!(err <= tol)) {
    throw new Error(`${label}: expected ${expected}, got ${actual} (relative error ${err.toExponential(2)} > ${tol})`);
  }
  expect(err).toBeLessThanOrEqual(tol);
}

/** Element-wise relative comparison. */
export function expectAllRel(actual: readonly number[], expected: readonly number[], tol: number, label = ''): void {
  expect(actual.length).toBe(expected.length);
  actual.forEach((a, i) => expectRel(a, expected[i]!, tol, `${label}[${i}]`));
}
