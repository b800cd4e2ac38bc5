import { InvalidInputError } from '../errors/InvalidInputError';
import { distributions } from './distributions';
import { validateVector } from './internals/validate';

/**
 * Result of {@link shapiroWilk}.
 *
 * @example
 * ```ts
 * import { shapiroWilk, type ShapiroWilkResult } from 'schedlab/statistics';
 * const r: ShapiroWilkResult = shapiroWilk([2.1, 2.5, 1.9, 3.2, 2.8, 2.2, 2.6]);
 * console.log(r.statistic, r.pValue);
 * ```
 */
export interface ShapiroWilkResult {
  /** W in (0, 1]; near 1 for normal samples. */
  readonly statistic: number;
  /** p-value of "the sample comes from a normal distribution" (Royston's approximation). */
  readonly pValue: number;
  /** Sample size. */
  readonly n: number;
}

// Coefficients of Royston (1995), Algorithm AS R94, Appl. Statist. 44(4), as in its Fortran
// (and scipy's swilk.c): c1, c2 correct the two largest weights; g, c3, c4 give the mean and
// standard deviation of log(1 - W) (transformed) for n <= 11; c5, c6 those of log(1 - W) for n > 11.
const C1 = [0, 0.221157, -0.147981, -2.07119, 4.434685, -2.706056];
const C2 = [0, 0.042981, -0.293762, -1.752461, 5.682633, -3.582633];
const G = [-2.273, 0.459];
const C3 = [0.544, -0.39978, 0.025054, -6.714e-4];
const C4 = [1.3822, -0.77857, 0.062767, -0.0020322];
const C5 = [-1.5861, -0.31082, -0.083751, 0.0038915];
const C6 = [-0.4803, -0.082676, 0.0030302];

/** c[0] + c[1] x + c[2] x^2 + ... */
function poly(c: readonly number[], x: number): number {
  let r = 0;
  for (let i = c.length - 1; i >= 0; i--) r = r * x + c[i]!;
  return r;
}

/**
 * Shapiro-Wilk test of normality (Shapiro & Wilk 1965) with Royston's (1995, Algorithm AS R94)
 * approximations of the weights and of the p-value, as scipy.stats.shapiro and R's shapiro.test:
 * W = (sum a_i (x_(n+1-i) - x_(i)))^2 / sum (x_i - mean)^2 with a_i from the normal scores
 * m_i = Phi^-1((i - 3/8)/(n + 1/4)); the p-value from a normal approximation of
 * log(1 - W) (n > 11) or of -log(gamma - log(1 - W)) (4 <= n <= 11), exact for n = 3.
 *
 * @param values - the sample, 3 <= n <= 5000 finite numbers, not all equal
 * @throws InvalidInputError for fewer than 3 or more than 5000 values, a non-finite value, or a
 *   sample whose values are all equal
 * @example
 * ```ts
 * import { shapiroWilk } from 'schedlab/statistics';
 * shapiroWilk([148, 154, 158, 160, 161, 162, 166, 170, 182, 195, 236]).pValue; // 0.0067 (skewed)
 * ```
 */
export function shapiroWilk(values: readonly number[]): ShapiroWilkResult {
  const n = validateVector(values, 'values', 3);
  if (n > 5000) throw new InvalidInputError(`shapiroWilk: values: Royston's approximation holds for n <= 5000, got ${n}`);
  const x = [...values].sort((a, b) => a - b);
  const range = x[n - 1]! - x[0]!;
  if (!(range > 0)) throw new InvalidInputError(`shapiroWilk: values: all ${n} values are equal (${x[0]}); W is undefined`);
  const half = Math.floor(n / 2);
  const a = new Array<number>(half);
  if (n === 3) {
    a[0] = Math.SQRT1_2;
  } else {
    const m = new Array<number>(half);
    let summ2 = 0;
    for (let i = 0; i < half; i++) {
      m[i] = -distributions.normal.isf((i + 1 - 0.375) / (n + 0.25)); // lower normal scores (< 0)
      summ2 += m[i]! * m[i]!;
    }
    summ2 *= 2;
    const ssumm2 = Math.sqrt(summ2);
    const rsn = 1 / Math.sqrt(n);
    const a1 = poly(C1, rsn) - m[0]! / ssumm2;
    let first: number;
    let fac: number;
    if (n > 5) {
      const a2 = -m[1]! / ssumm2 + poly(C2, rsn);
      fac = Math.sqrt((summ2 - 2 * m[0]! ** 2 - 2 * m[1]! ** 2) / (1 - 2 * a1 ** 2 - 2 * a2 ** 2));
      a[1] = a2;
      first = 2;
    } else {
      fac = Math.sqrt((summ2 - 2 * m[0]! ** 2) / (1 - 2 * a1 ** 2));
      first = 1;
    }
    a[0] = a1;
    for (let i = first; i < half; i++) a[i] = -m[i]! / fac;
  }
  // W on values scaled by the range (as AS R94) for accuracy
  let mean = 0;
  for (const v of x) mean += v / range;
  mean /= n;
  let ssq = 0;
  for (const v of x) ssq += (v / range - mean) ** 2;
  let num = 0;
  for (let i = 0; i < half; i++) num += a[i]! * (x[n - 1 - i]! - x[i]!) / range;
  const w = Math.min(1, (num * num) / ssq);
  return { statistic: w, pValue: pValueOf(w, n), n };
}

/** Royston's p-value of W (AS R94). */
function pValueOf(w: number, n: number): number {
  if (n === 3) return Math.max(0, Math.min(1, (6 / Math.PI) * (Math.asin(Math.sqrt(w)) - Math.PI / 3)));
  let y = Math.log(1 - w);
  let m: number;
  let s: number;
  if (n <= 11) {
    const gamma = poly(G, n);
    if (y >= gamma) return 1e-99; // AS R94's value for "W is far in the lower tail"
    y = -Math.log(gamma - y);
    m = poly(C3, n);
    s = Math.exp(poly(C4, n));
  } else {
    const ln = Math.log(n);
    m = poly(C5, ln);
    s = Math.exp(poly(C6, ln));
  }
  return distributions.normal.sf((y - m) / s);
}
