import { InvalidInputError } from '../errors/InvalidInputError';
import { adjustLogPValues } from './internals/adjustLog';
import type { AdjustmentMethod } from './AdjustmentMethod';
import { checkOptions, optionKeys, requireObject } from '../errors/internals/knownKeys';
import { shown } from './internals/validate';

const ADJUST_LOG10_PVALUES_OPTIONS_KEYS = optionKeys<AdjustOptions>({ k: true, enforceMonotonicity: true });
const ADJUST_PVALUES_OPTIONS_KEYS = optionKeys<AdjustOptions>({ k: true, enforceMonotonicity: true });

/**
 * Options of {@link adjustPValues} and {@link adjustLog10PValues}.
 *
 * @example
 * ```ts
 * import { adjustPValues } from 'schedlab/statistics';
 * import type { AdjustOptions } from 'schedlab/statistics';
 * const opts: AdjustOptions = { k: 3 }; // 3 setups, 3 pairwise p-values
 * adjustPValues([0.01, 0.02, 0.5], 'shaffer', opts);
 * ```
 */
export interface AdjustOptions {
  /**
   * Number of setups k, required by `shaffer` and `bergmannHommel`, whose input must be the
   * k(k-1)/2 pairwise p-values in the order (0,1), (0,2), ..., (0,k-1), (1,2), ...
   * @defaultValue undefined
   */
  readonly k?: number;
  /**
   * Bergmann-Hommel only: replace each APV by the running maximum in ascending raw-p order
   * (as R's scmamp). The exhaustive-set APVs of García & Herrera (2008) are not always monotone.
   * @defaultValue false
   */
  readonly enforceMonotonicity?: boolean;
}

/**
 * Adjusts p-values for multiple testing (García & Herrera 2008, section 3; see
 * {@link AdjustmentMethod}). Computed in log space, so p-values far below 1e-300 keep their value.
 *
 * @param pValues - raw p-values in [0, 1]
 * @param method - adjustment method
 * @param options - `k` for the pairwise-only methods
 * @returns adjusted p-values, same order as the input, each in [p, 1]
 * @throws InvalidInputError for a value outside [0, 1] or a missing/inconsistent `k`
 * @example
 * ```ts
 * import { adjustPValues } from 'schedlab/statistics';
 * adjustPValues([0.01, 0.04, 0.03, 0.005], 'holm'); // [0.03, 0.06, 0.06, 0.02]
 * ```
 */
export function adjustPValues(pValues: readonly number[], method: AdjustmentMethod, options: AdjustOptions = {}): number[] {
  requireObject('adjustPValues(pValues)', pValues, 'an array');
  if (!Array.isArray(pValues)) throw new InvalidInputError(`adjustPValues(pValues): expected an array, got an object`);
  checkOptions('adjustPValues(options)', options, ADJUST_PVALUES_OPTIONS_KEYS);
  const logP = pValues.map((p, i) => {
    if (typeof p !== 'number' || !(p >= 0 && p <= 1)) {
      throw new InvalidInputError(`pValues[${i}]: expected a probability in [0, 1], got ${shown(p)}`);
    }
    return Math.log(p);
  });
  if (method === 'none') return [...pValues];
  return adjustLogPValues(logP, method, options.k, options.enforceMonotonicity === true).map(Math.exp);
}

/**
 * Same as {@link adjustPValues} on base-10 logs of p-values (for p-values that underflow).
 *
 * @param log10PValues - base-10 logs of raw p-values, each <= 0
 * @param method - adjustment method
 * @param options - `k` for the pairwise-only methods
 * @returns base-10 logs of the adjusted p-values
 * @example
 * ```ts
 * import { adjustLog10PValues } from 'schedlab/statistics';
 * adjustLog10PValues([-400, -2], 'bonferroni'); // [-400 + log10(2), -2 + log10(2)]
 * ```
 */
export function adjustLog10PValues(
  log10PValues: readonly number[],
  method: AdjustmentMethod,
  options: AdjustOptions = {},
): number[] {
  requireObject('adjustLog10PValues(log10PValues)', log10PValues, 'an array');
  if (!Array.isArray(log10PValues)) throw new InvalidInputError(`adjustLog10PValues(log10PValues): expected an array, got an object`);
  checkOptions('adjustLog10PValues(options)', options, ADJUST_LOG10_PVALUES_OPTIONS_KEYS);
  const logP = log10PValues.map((v, i) => {
    if (typeof v !== 'number' || Number.isNaN(v) || v > 0) {
      throw new InvalidInputError(`log10PValues[${i}]: expected a number <= 0, got ${shown(v)}`);
    }
    return v * Math.LN10;
  });
  return adjustLogPValues(logP, method, options.k, options.enforceMonotonicity === true).map((v) => v / Math.LN10);
}
