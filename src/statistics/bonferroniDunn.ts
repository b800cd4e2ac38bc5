import { InvalidInputError } from '../errors/InvalidInputError';
import { criticalDifference } from './criticalDifference';
import { adjustLogPValues } from './internals/adjustLog';
import { normalLogSf } from './internals/erfc';
import { rankStandardError, toRankSummary } from './internals/rankSummary';
import type { Matrix } from './Matrix';
import type { RankSummary } from './RankSummary';

/**
 * Options of {@link bonferroniDunn}.
 *
 * @example
 * ```ts
 * import { bonferroniDunn } from 'schedlab/statistics';
 * import type { ControlComparisonOptions } from 'schedlab/statistics';
 * const opts: ControlComparisonOptions = { control: 0, adjust: 'holm' };
 * bonferroniDunn({ averageRanks: [1.4, 2.1, 2.5], n: 40 }, opts);
 * ```
 */
export interface ControlComparisonOptions {
  /** Column index of the control setup (e.g. the proposed method). */
  readonly control: number;
  /**
   * Significance level of `criticalDifference`.
   * @defaultValue 0.05
   */
  readonly alpha?: number;
  /**
   * Adjustment over the k - 1 comparisons: `bonferroni` (Bonferroni-Dunn), `holm`, `hochberg`
   * or `none`.
   * @defaultValue 'bonferroni'
   */
  readonly adjust?: 'none' | 'bonferroni' | 'holm' | 'hochberg';
  /**
   * Direction of "better" when `data` is a matrix.
   * @defaultValue true
   */
  readonly lowerIsBetter?: boolean;
}

/**
 * One setup compared with the control.
 *
 * @example
 * ```ts
 * import { bonferroniDunn } from 'schedlab/statistics';
 * import type { ControlComparison } from 'schedlab/statistics';
 * const [c]: ControlComparison[] = bonferroniDunn({ averageRanks: [1.4, 2.1, 2.5], n: 40 }, { control: 0 }).comparisons;
 * console.log(c?.index, c?.z, c?.adjustedPValue);
 * ```
 */
export interface ControlComparison {
  /** Column index of the compared setup. */
  readonly index: number;
  /** z = (R_index - R_control) / SE: positive when the setup ranks worse than the control. */
  readonly z: number;
  /** Two-sided raw p-value. */
  readonly pValue: number;
  /** Base-10 log of the raw p-value. */
  readonly log10PValue: number;
  /** Adjusted p-value. */
  readonly adjustedPValue: number;
  /** Base-10 log of the adjusted p-value. */
  readonly log10AdjustedPValue: number;
}

/**
 * Result of {@link bonferroniDunn}.
 *
 * @example
 * ```ts
 * import { bonferroniDunn } from 'schedlab/statistics';
 * import type { ControlComparisonResult } from 'schedlab/statistics';
 * const r: ControlComparisonResult = bonferroniDunn({ averageRanks: [1.4, 2.1, 2.5], n: 40 }, { control: 0 });
 * console.log(r.criticalDifference);
 * ```
 */
export interface ControlComparisonResult {
  /** Control column. */
  readonly control: number;
  /** SE = sqrt(k(k+1)/(6N)). */
  readonly standardError: number;
  /** Bonferroni-Dunn critical difference at alpha (Demšar 2006 Table 5b). */
  readonly criticalDifference: number;
  /** The k - 1 comparisons, in column order (the control is skipped). */
  readonly comparisons: ControlComparison[];
}

/**
 * Compares every setup with a control after a Friedman test (Demšar 2006 section 3.2.2,
 * Bonferroni-Dunn; García & Herrera 2008 for Holm/Hochberg): z = (R_i - R_control)/SE,
 * two-sided normal p-values adjusted over k - 1 comparisons.
 *
 * @param data - results matrix or `{ averageRanks, n }`
 * @param options - control index (required), alpha, adjustment, direction
 * @throws InvalidInputError if `control` is not a column index
 * @example
 * ```ts
 * import { bonferroniDunn } from 'schedlab/statistics';
 * const r = bonferroniDunn({ averageRanks: [3.143, 2.0, 2.893, 1.964], n: 14 }, { control: 3 });
 * r.comparisons.map((c) => c.adjustedPValue);
 * ```
 */
export function bonferroniDunn(data: Matrix | RankSummary, options: ControlComparisonOptions): ControlComparisonResult {
  const { averageRanks, n, k } = toRankSummary(data, options.lowerIsBetter);
  const control = options.control;
  if (!Number.isInteger(control) || control < 0 || control >= k) {
    throw new InvalidInputError(`options.control: expected a column index in [0, ${k - 1}], got ${String(control)}`);
  }
  const adjust = options.adjust ?? 'bonferroni';
  if (!['none', 'bonferroni', 'holm', 'hochberg'].includes(adjust)) {
    throw new InvalidInputError(`options.adjust: expected none | bonferroni | holm | hochberg, got ${String(adjust)}`);
  }
  const se = rankStandardError(k, n);
  const others: number[] = [];
  const zs: number[] = [];
  const logP: number[] = [];
  for (let j = 0; j < k; j++) {
    if (j === control) continue;
    const z = (averageRanks[j]! - averageRanks[control]!) / se;
    others.push(j);
    zs.push(z);
    logP.push(Math.min(0, Math.LN2 + normalLogSf(Math.abs(z))));
  }
  const logAdj = adjustLogPValues(logP, adjust, undefined, false);
  const cd = criticalDifference(k, n, { alpha: options.alpha ?? 0.05, method: 'bonferroniDunn' });
  return {
    control,
    standardError: se,
    criticalDifference: cd.criticalDifference,
    comparisons: others.map((index, t) => ({
      index,
      z: zs[t]!,
      pValue: Math.exp(logP[t]!),
      log10PValue: logP[t]! / Math.LN10,
      adjustedPValue: Math.exp(logAdj[t]!),
      log10AdjustedPValue: logAdj[t]! / Math.LN10,
    })),
  };
}
