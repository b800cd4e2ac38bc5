import { InvalidInputError } from '../errors/InvalidInputError';
import { distributions } from './distributions';
import { rankStandardError } from './internals/rankSummary';
import { validateInteger, validateOpenUnit, validatePositive, shown } from './internals/validate';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';

const CRITICAL_DIFFERENCE_OPTIONS_KEYS = optionKeys<CriticalDifferenceOptions>({ alpha: true, method: true, df: true });

/**
 * Options of {@link criticalDifference}.
 *
 * @example
 * ```ts
 * import { criticalDifference } from 'schedlab/statistics';
 * import type { CriticalDifferenceOptions } from 'schedlab/statistics';
 * const opts: CriticalDifferenceOptions = { alpha: 0.1, method: 'bonferroniDunn' };
 * criticalDifference(4, 14, opts).q; // 2.128
 * ```
 */
export interface CriticalDifferenceOptions {
  /**
   * Significance level.
   * @defaultValue 0.05
   */
  readonly alpha?: number;
  /**
   * `nemenyi` (all pairs; q = studentized range quantile / sqrt 2) or `bonferroniDunn`
   * (k - 1 comparisons with a control; q = normal quantile 1 - alpha / (2(k - 1))).
   * @defaultValue 'nemenyi'
   */
  readonly method?: 'nemenyi' | 'bonferroniDunn';
  /**
   * Degrees of freedom of the studentized range for `nemenyi`: Infinity gives Demšar's table
   * (Orange, scikit-posthocs); R's scmamp uses k (N - 1).
   * @defaultValue Infinity
   */
  readonly df?: number;
}

/**
 * Result of {@link criticalDifference}.
 *
 * @example
 * ```ts
 * import { criticalDifference } from 'schedlab/statistics';
 * import type { CriticalDifferenceResult } from 'schedlab/statistics';
 * const r: CriticalDifferenceResult = criticalDifference(10, 100);
 * console.log(r.q, r.criticalDifference); // 3.164, 1.355
 * ```
 */
export interface CriticalDifferenceResult {
  /** q_alpha (Demšar 2006 Table 5). */
  readonly q: number;
  /** CD = q_alpha sqrt(k(k+1)/(6N)). */
  readonly criticalDifference: number;
}

const memo = new Map<string, number>();

/**
 * Critical difference of average ranks (Demšar 2006, section 3.2.2, Table 5): two setups differ
 * significantly when their average ranks differ by more than CD = q_alpha sqrt(k(k+1)/(6N)).
 * Nemenyi's q_alpha is the studentized range upper quantile divided by sqrt 2.
 *
 * @param k - number of setups (>= 2)
 * @param n - number of experiments N (>= 1)
 * @param options - alpha, method, df
 * @example
 * ```ts
 * import { criticalDifference } from 'schedlab/statistics';
 * criticalDifference(4, 14).criticalDifference; // 1.2536 (Demšar 2006: CD = 1.25)
 * ```
 */
export function criticalDifference(k: number, n: number, options: CriticalDifferenceOptions = {}): CriticalDifferenceResult {
  checkOptions('criticalDifference(options)', options, CRITICAL_DIFFERENCE_OPTIONS_KEYS);
  validateInteger(k, 'k', 2);
  validateInteger(n, 'n', 1);
  const alpha = options.alpha ?? 0.05;
  validateOpenUnit(alpha, 'options.alpha');
  const method = options.method ?? 'nemenyi';
  const df = options.df ?? Infinity;
  validatePositive(df, 'options.df', true);
  let q: number;
  if (method === 'nemenyi') {
    const key = `${k}|${alpha}|${df}`;
    const hit = memo.get(key);
    q = hit ?? distributions.studentizedRange.isf(alpha, k, df) / Math.SQRT2;
    if (hit === undefined) memo.set(key, q);
  } else if (method === 'bonferroniDunn') {
    q = distributions.normal.isf(alpha / (2 * (k - 1)));
  } else {
    throw new InvalidInputError(`options.method: expected nemenyi | bonferroniDunn, got ${shown(method)}`);
  }
  return { q, criticalDifference: q * rankStandardError(k, n) };
}
