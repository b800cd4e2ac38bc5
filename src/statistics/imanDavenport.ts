import { InvalidInputError } from '../errors/InvalidInputError';
import { logIncompleteBeta } from './internals/incompleteBeta';
import { validateInteger, shown } from './internals/validate';

/**
 * Result of {@link imanDavenport}.
 *
 * @example
 * ```ts
 * import { imanDavenport } from 'schedlab/statistics';
 * import type { ImanDavenportResult } from 'schedlab/statistics';
 * const r: ImanDavenportResult = imanDavenport(9.28, 14, 4);
 * console.log(r.statistic, r.df1, r.df2, r.pValue); // 3.687, 3, 39, 0.0198
 * ```
 */
export interface ImanDavenportResult {
  /** F_F = (N - 1) chi2 / (N (k - 1) - chi2); Infinity when every row ranks the setups identically. */
  readonly statistic: number;
  /** k - 1. */
  readonly df1: number;
  /** (k - 1)(N - 1). */
  readonly df2: number;
  /** Upper tail of F(df1, df2) at `statistic` (0 only if below 5e-324; see log10PValue). */
  readonly pValue: number;
  /** Base-10 log of the p-value, finite even when pValue underflows. */
  readonly log10PValue: number;
}

/**
 * Iman-Davenport correction of the Friedman statistic (Demšar 2006, section 3.2.2):
 * F_F = (N - 1) chi2_F / (N (k - 1) - chi2_F), distributed as F with k - 1 and (k - 1)(N - 1)
 * degrees of freedom. The p-value is I_x(df2/2, df1/2) with x = 1 - chi2_F / (N (k - 1)),
 * evaluated in log space without forming 1 - cdf.
 *
 * @param chiSquare - Friedman statistic, in [0, N (k - 1)]
 * @param n - number of experiments N (>= 2)
 * @param k - number of setups (>= 2)
 * @example
 * ```ts
 * import { imanDavenport } from 'schedlab/statistics';
 * imanDavenport(9.28, 14, 4).statistic; // 3.687 (Demšar 2006: F_F = 3.69)
 * ```
 */
export function imanDavenport(chiSquare: number, n: number, k: number): ImanDavenportResult {
  if (typeof chiSquare !== 'number' || Number.isNaN(chiSquare)) throw new InvalidInputError(`imanDavenport(chiSquare): expected a number, got ${shown(chiSquare)}`);
  validateInteger(n, 'n', 2);
  validateInteger(k, 'k', 2);
  const max = n * (k - 1);
  if (!(chiSquare >= 0 && chiSquare <= max * (1 + 1e-12))) {
    throw new InvalidInputError(`chiSquare: expected a Friedman statistic in [0, ${max}] (N (k - 1)), got ${shown(chiSquare)}`);
  }
  const df1 = k - 1;
  const df2 = (k - 1) * (n - 1);
  const rest = Math.max(0, max - chiSquare);
  const statistic = rest === 0 ? Infinity : ((n - 1) * chiSquare) / rest;
  // x = df2 / (df2 + df1 F) = rest / max; 1 - x = chiSquare / max.
  const logP = chiSquare === 0 ? 0 : logIncompleteBeta(rest / max, chiSquare / max, df2 / 2, df1 / 2);
  return { statistic, df1, df2, pValue: Math.exp(logP), log10PValue: logP / Math.LN10 };
}
