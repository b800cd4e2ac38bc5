import { InvalidInputError } from '../../errors/InvalidInputError';
import { normalLogSf } from './erfc';
import type { Alternative, TestMethod, TestResult } from '../TestResult';
import { shown } from './validate';

export function checkAlternative(a: Alternative): void {
  if (a !== 'two-sided' && a !== 'greater' && a !== 'less') {
    throw new InvalidInputError(`options.alternative: expected two-sided | greater | less, got ${shown(a)}`);
  }
}

export function checkMethod(m: TestMethod): void {
  if (m !== 'auto' && m !== 'exact' && m !== 'asymptotic') {
    throw new InvalidInputError(`options.method: expected auto | exact | asymptotic, got ${shown(m)}`);
  }
}

/** Builds a result from a natural-log p-value. */
export function result(statistic: number, logP: number, method: 'exact' | 'asymptotic', z: number | undefined): TestResult {
  const lp = Math.min(0, logP);
  return { statistic, pValue: Math.exp(lp), log10PValue: lp / Math.LN10, method, zStatistic: z };
}

/** Builds a result from a linear p-value (exact small-sample distributions). */
export function resultFromP(statistic: number, p: number, method: 'exact' | 'asymptotic', z: number | undefined): TestResult {
  const pp = Math.min(1, p);
  return { statistic, pValue: pp, log10PValue: Math.log10(pp), method, zStatistic: z };
}

/** ln p of a normal-approximation test: two-sided 2 P(Z > |z|), greater P(Z > z), less P(Z < z). */
export function normalLogP(z: number, alternative: Alternative): number {
  if (alternative === 'two-sided') return Math.LN2 + normalLogSf(Math.abs(z));
  if (alternative === 'greater') return normalLogSf(z);
  return normalLogSf(-z);
}

/** Sum over tie groups of (t^3 - t) for a list of values. */
export function tieSum(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  let sum = 0;
  let i = 0;
  while (i < s.length) {
    let j = i;
    while (j + 1 < s.length && s[j + 1] === s[i]) j++;
    const t = j - i + 1;
    sum += t * t * t - t;
    i = j + 1;
  }
  return sum;
}

/** ln of sum_i exp(values[i]). */
export function logSumExp(values: readonly number[]): number {
  let max = -Infinity;
  for (const v of values) if (v > max) max = v;
  if (max === -Infinity) return -Infinity;
  let s = 0;
  for (const v of values) s += Math.exp(v - max);
  return max + Math.log(s);
}
