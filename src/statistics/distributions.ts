import { InvalidInputError } from '../errors/InvalidInputError';
import { normalLogSf, normalSf } from './internals/erfc';
import { logIncompleteBeta } from './internals/incompleteBeta';
import { logUpperGamma, lowerGamma, upperGamma } from './internals/incompleteGamma';
import { normalLowerQuantileFromLog } from './internals/normalQuantile';
import { studentizedRangeTails } from './internals/ptukey';
import { bracketUp, solveIncreasing } from './internals/solve';
import { validateNumber, validatePositive, validateUnit, shown } from './internals/validate';

/**
 * Chi-square distribution with `df` degrees of freedom (see {@link distributions}).
 *
 * @example
 * ```ts
 * import { distributions } from 'schedlab/statistics';
 * import type { ChiSquareDistribution } from 'schedlab/statistics';
 * const chi2: ChiSquareDistribution = distributions.chiSquare;
 * chi2.quantile(0.95, 9); // 16.92
 * ```
 */
export interface ChiSquareDistribution {
  /** P(X <= x). */
  cdf(x: number, df: number): number;
  /** Upper tail P(X > x), computed directly (never 1 - cdf); 0 only if below 5e-324. */
  sf(x: number, df: number): number;
  /** Natural log of the upper tail; finite far beyond the double range of `sf`. */
  logSf(x: number, df: number): number;
  /** Base-10 log of the upper tail. */
  log10Sf(x: number, df: number): number;
  /** x such that P(X <= x) = p. */
  quantile(p: number, df: number): number;
}

/**
 * Standard normal distribution (see {@link distributions}).
 *
 * @example
 * ```ts
 * import { distributions } from 'schedlab/statistics';
 * import type { NormalDistribution } from 'schedlab/statistics';
 * const normal: NormalDistribution = distributions.normal;
 * normal.isf(0.025); // 1.96
 * ```
 */
export interface NormalDistribution {
  /** P(Z <= z). */
  cdf(z: number): number;
  /** Upper tail P(Z > z), accurate to ~1e-15 relative down to the subnormal range. */
  sf(z: number): number;
  /** Natural log of P(Z > z); finite for every finite z. */
  logSf(z: number): number;
  /** Base-10 log of P(Z > z). */
  log10Sf(z: number): number;
  /** z such that P(Z <= z) = p. */
  quantile(p: number): number;
  /** Inverse survival function: z such that P(Z > z) = p (precise for tiny p). */
  isf(p: number): number;
}

/**
 * Fisher-Snedecor F distribution with (d1, d2) degrees of freedom (see {@link distributions}).
 *
 * @example
 * ```ts
 * import { distributions } from 'schedlab/statistics';
 * import type { FDistribution } from 'schedlab/statistics';
 * const f: FDistribution = distributions.f;
 * f.sf(3.69, 3, 39); // 0.0198
 * ```
 */
export interface FDistribution {
  /** P(X <= x). */
  cdf(x: number, d1: number, d2: number): number;
  /** Upper tail P(X > x) = I_{d2/(d2+d1 x)}(d2/2, d1/2), computed directly. */
  sf(x: number, d1: number, d2: number): number;
  /** Natural log of the upper tail. */
  logSf(x: number, d1: number, d2: number): number;
  /** Base-10 log of the upper tail. */
  log10Sf(x: number, d1: number, d2: number): number;
}

/**
 * Studentized range distribution of k means with df degrees of freedom (see {@link distributions}).
 *
 * @example
 * ```ts
 * import { distributions } from 'schedlab/statistics';
 * import type { StudentizedRangeDistribution } from 'schedlab/statistics';
 * const q: StudentizedRangeDistribution = distributions.studentizedRange;
 * q.sf(3.5, 3, Infinity);
 * ```
 */
export interface StudentizedRangeDistribution {
  /** P(Q <= q); df may be Infinity (range of k standard normals). */
  cdf(q: number, k: number, df: number): number;
  /** Upper tail P(Q > q), integrated directly (no 1 - cdf cancellation). */
  sf(q: number, k: number, df: number): number;
  /** Natural log of the upper tail. */
  logSf(q: number, k: number, df: number): number;
  /** q such that P(Q <= q) = p. */
  quantile(p: number, k: number, df: number): number;
  /** q such that P(Q > q) = p. */
  isf(p: number, k: number, df: number): number;
}

/**
 * The distributions used by the tests of this module.
 *
 * @example
 * ```ts
 * import { distributions } from 'schedlab/statistics';
 * import type { Distributions } from 'schedlab/statistics';
 * const d: Distributions = distributions;
 * d.chiSquare.logSf(831.72, 9) / Math.LN10; // -172.5
 * ```
 */
export interface Distributions {
  readonly chiSquare: ChiSquareDistribution;
  readonly normal: NormalDistribution;
  readonly f: FDistribution;
  readonly studentizedRange: StudentizedRangeDistribution;
}

function checkK(k: number): void {
  if (!Number.isInteger(k) || k < 2) throw new InvalidInputError(`k: expected an integer >= 2 (number of means), got ${shown(k)}`);
}

const chiSquare: ChiSquareDistribution = {
  cdf(x, df) {
    validateNumber(x, 'x');
    validatePositive(df, 'df');
    return lowerGamma(df / 2, x / 2);
  },
  sf(x, df) {
    validateNumber(x, 'x');
    validatePositive(df, 'df');
    return upperGamma(df / 2, x / 2);
  },
  logSf(x, df) {
    validateNumber(x, 'x');
    validatePositive(df, 'df');
    return logUpperGamma(df / 2, x / 2);
  },
  log10Sf(x, df) {
    return chiSquare.logSf(x, df) / Math.LN10;
  },
  quantile(p, df) {
    validateUnit(p, 'p');
    validatePositive(df, 'df');
    if (p === 0) return 0;
    if (p === 1) return Infinity;
    const logQ = Math.log1p(-p);
    const f =
      p < 0.5
        ? (x: number): number => lowerGamma(df / 2, x / 2) - p
        : (x: number): number => logQ - logUpperGamma(df / 2, x / 2);
    return solveIncreasing(f, 0, bracketUp(f, Math.max(1, df)));
  },
};

const normal: NormalDistribution = {
  cdf(z) {
    validateNumber(z, 'z');
    return normalSf(-z);
  },
  sf(z) {
    validateNumber(z, 'z');
    return normalSf(z);
  },
  logSf(z) {
    validateNumber(z, 'z');
    return normalLogSf(z);
  },
  log10Sf(z) {
    validateNumber(z, 'z');
    return normalLogSf(z) / Math.LN10;
  },
  quantile(p) {
    validateUnit(p, 'p');
    if (p === 0) return -Infinity;
    if (p === 1) return Infinity;
    if (p === 0.5) return 0;
    return p < 0.5 ? normalLowerQuantileFromLog(Math.log(p)) : -normalLowerQuantileFromLog(Math.log1p(-p));
  },
  isf(p) {
    validateUnit(p, 'p');
    return -normal.quantile(p);
  },
};

function fTail(x: number, d1: number, d2: number): number {
  validateNumber(x, 'x');
  validatePositive(d1, 'd1');
  validatePositive(d2, 'd2');
  if (x <= 0) return 0;
  if (x === Infinity) return -Infinity;
  const den = d2 + d1 * x;
  return logIncompleteBeta(d2 / den, (d1 * x) / den, d2 / 2, d1 / 2);
}

const f: FDistribution = {
  cdf(x, d1, d2) {
    validateNumber(x, 'x');
    if (x <= 0) return 0;
    const den = d2 + d1 * x;
    validatePositive(d1, 'd1');
    validatePositive(d2, 'd2');
    if (x === Infinity) return 1;
    return Math.exp(logIncompleteBeta((d1 * x) / den, d2 / den, d1 / 2, d2 / 2));
  },
  sf: (x, d1, d2) => Math.exp(fTail(x, d1, d2)),
  logSf: fTail,
  log10Sf: (x, d1, d2) => fTail(x, d1, d2) / Math.LN10,
};

function rangeArgs(q: number, k: number, df: number): void {
  validateNumber(q, 'q');
  checkK(k);
  validatePositive(df, 'df', true);
}

function rangeInverse(logTarget: number, upper: boolean, k: number, df: number): number {
  // Solve on the log of the relevant tail; both are monotone in q.
  const g = upper
    ? (q: number): number => logTarget - studentizedRangeTails(q, k, df).logSf
    : (q: number): number => studentizedRangeTails(q, k, df).logCdf - logTarget;
  return solveIncreasing(g, 0, bracketUp(g, 4));
}

const studentizedRange: StudentizedRangeDistribution = {
  cdf(q, k, df) {
    rangeArgs(q, k, df);
    return Math.exp(studentizedRangeTails(q, k, df).logCdf);
  },
  sf(q, k, df) {
    rangeArgs(q, k, df);
    return Math.exp(studentizedRangeTails(q, k, df).logSf);
  },
  logSf(q, k, df) {
    rangeArgs(q, k, df);
    return studentizedRangeTails(q, k, df).logSf;
  },
  quantile(p, k, df) {
    validateUnit(p, 'p');
    rangeArgs(0, k, df);
    if (p === 0) return 0;
    if (p === 1) return Infinity;
    return p <= 0.5 ? rangeInverse(Math.log(p), false, k, df) : rangeInverse(Math.log1p(-p), true, k, df);
  },
  isf(p, k, df) {
    validateUnit(p, 'p');
    rangeArgs(0, k, df);
    if (p === 1) return 0;
    if (p === 0) return Infinity;
    return p < 0.5 ? rangeInverse(Math.log(p), true, k, df) : rangeInverse(Math.log1p(-p), false, k, df);
  },
};

/**
 * Probability distributions with upper tails computed directly and in log space, so that the
 * p-values of large studies (the paper reports p = 3.15e-173 for chi-square 831.72 with 9 df,
 * Dupont et al. 2020 section 6.4) are exact to ~1e-13 relative instead of the 0 that `1 - cdf`
 * gives. `logSf` is the natural log; `log10Sf` the base-10 log.
 *
 * - `chiSquare`: regularized incomplete gamma Q(df/2, x/2), series / Lentz continued fraction
 *   (Numerical Recipes 6.2) with a Stirling-series log-gamma.
 * - `normal`: W. J. Cody's erfc in the form exp(-y^2) R(y), with y = z / sqrt 2 as a
 *   double-double so the far tail keeps full precision.
 * - `f`: regularized incomplete beta by continued fraction (NR 6.4) in log space, with R's
 *   `lbeta` formulation for large degrees of freedom.
 * - `studentizedRange`: Gauss-Legendre quadrature of the Copenhaver-Holland formulation
 *   (as R's `ptukey`) with the upper tail integrated directly; `df` may be Infinity.
 *
 * jstat is not used at run time: its chi-square and normal cdfs are accurate to ~1e-10 at best and
 * give 0 for the upper tails that matter here; it is a devDependency, an independent test oracle in
 * the central range (`test/statistics/jstatOracle.test.ts`).
 *
 * @example
 * ```ts
 * import { distributions } from 'schedlab/statistics';
 * distributions.chiSquare.sf(831.72, 9);         // 3.15e-173
 * distributions.normal.logSf(40) / Math.LN10;    // -349.437 (sf itself underflows)
 * distributions.studentizedRange.isf(0.05, 4, Infinity) / Math.SQRT2; // 2.569 (Nemenyi q_0.05)
 * ```
 */
export const distributions: Distributions = { chiSquare, normal, f, studentizedRange };
