import { logGamma } from './logGamma';

/**
 * Regularized incomplete gamma functions P(a, x) and Q(a, x) = 1 - P(a, x), with the upper tail
 * computed directly (never as 1 - P) and in log space so that it stays finite far below the
 * smallest double (Numerical Recipes 6.2: series for x < a + 1, Lentz continued fraction above).
 *
 * Why not jstat's `gammap`/`lowRegGamma`: it returns only the lower tail, so `1 - P` is 0 as soon
 * as Q < 1.1e-16 (e.g. the paper's chi-square 831.72 with 9 df, Q = 3.15e-173).
 */

const EPS = 1e-17;
const TINY = 1e-300;
const MAX_ITER = 100000;

function logPrefactor(a: number, x: number, xLo: number): number {
  // ln(x^a e^-x / Gamma(a)); xLo is a tiny correction to x (x_true = x + xLo).
  return a * Math.log(x) - x - xLo - logGamma(a);
}

function lowerSeries(a: number, x: number, xLo: number): number {
  let ap = a;
  let del = 1 / a;
  let sum = del;
  for (let n = 0; n < MAX_ITER; n++) {
    ap += 1;
    del *= x / ap;
    sum += del;
    if (Math.abs(del) < Math.abs(sum) * EPS) break;
  }
  return Math.exp(logPrefactor(a, x, xLo) + Math.log(sum));
}

function logUpperContinuedFraction(a: number, x: number, xLo: number): number {
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < MAX_ITER; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < EPS) break;
  }
  return logPrefactor(a, x, xLo) + Math.log(h);
}

/** Regularized lower incomplete gamma P(a, x), a > 0, x >= 0. */
export function lowerGamma(a: number, x: number): number {
  if (x <= 0) return 0;
  if (x === Infinity) return 1;
  if (x < a + 1) return lowerSeries(a, x, 0);
  return -Math.expm1(logUpperContinuedFraction(a, x, 0));
}

/**
 * Natural log of the regularized upper incomplete gamma Q(a, x), a > 0, x >= 0.
 * `xLo` is an optional low-order correction to x (x_true = x + xLo) used when x is the rounded
 * value of an exact expression such as z^2 / 2.
 */
export function logUpperGamma(a: number, x: number, xLo = 0): number {
  if (x <= 0) return 0;
  if (x === Infinity) return -Infinity;
  if (x < a + 1) return Math.log1p(-lowerSeries(a, x, xLo));
  return logUpperContinuedFraction(a, x, xLo);
}

/** Regularized upper incomplete gamma Q(a, x) (see {@link logUpperGamma}). */
export function upperGamma(a: number, x: number, xLo = 0): number {
  if (x <= 0) return 1;
  if (x === Infinity) return 0;
  if (x < a + 1) return 1 - lowerSeries(a, x, xLo);
  return Math.exp(logUpperContinuedFraction(a, x, xLo));
}
