import { InvalidInputError } from '../errors/InvalidInputError';
import { criticalDifference } from './criticalDifference';
import { adjustLogPValues } from './internals/adjustLog';
import { normalLogSf } from './internals/erfc';
import { rankStandardError, toRankSummary } from './internals/rankSummary';
import { setupNames } from './internals/labelled';
import { validateOpenUnit, shown } from './internals/validate';
import type { Matrix } from './Matrix';
import type { RankSummary } from './RankSummary';
import type { SetupPair } from './SetupPair';
import { optionKeys, requireObject, requireOptions } from '../errors/internals/knownKeys';

const CONTROL_COMPARISON_OPTIONS_KEYS = optionKeys<ControlComparisonOptions>({ control: true, alpha: true, correction: true, lowerIsBetter: true, names: true });

/**
 * Options of {@link controlComparison}.
 *
 * @example
 * ```ts
 * import { controlComparison } from 'schedlab/statistics';
 * import type { ControlComparisonOptions } from 'schedlab/statistics';
 * const opts: ControlComparisonOptions = { control: 0, correction: 'holm' };
 * controlComparison({ averageRanks: [1.4, 2.1, 2.5], n: 40 }, opts);
 * ```
 */
export interface ControlComparisonOptions {
  /** Column index of the control setup (e.g. the proposed method). */
  readonly control: number;
  /**
   * Significance level of `criticalDifference` and of `pairs[].significant`.
   * @defaultValue 0.05
   */
  readonly alpha?: number;
  /**
   * Multiple-testing correction over the k - 1 comparisons: `bonferroni` (Bonferroni-Dunn),
   * `holm`, `hochberg` (García & Herrera 2008) or `none`. Stated explicitly: there is no default.
   */
  readonly correction: 'none' | 'bonferroni' | 'holm' | 'hochberg';
  /**
   * Direction of "better" when `data` is a matrix.
   * @defaultValue true
   */
  readonly lowerIsBetter?: boolean;
  /**
   * Setup names, one per column, used by `pairs`.
   * @defaultValue `['0', '1', ...]`
   */
  readonly names?: readonly string[];
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
 * Result of {@link controlComparison} and `bonferroniDunn`.
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
  /** Correction applied to the p-values. */
  readonly correction: 'none' | 'bonferroni' | 'holm' | 'hochberg';
  /** Significance level of `pairs[].significant`. */
  readonly alpha: number;
  /** Setup names (options.names, or "0", "1", ...). */
  readonly names: readonly string[];
  /** The comparisons by name: `a` is the control, `b` the other setup, in the order of `comparisons`. */
  readonly pairs: readonly SetupPair[];
}

/**
 * Compares every setup with a control after a Friedman test (Demšar 2006 section 3.2.2;
 * García & Herrera 2008 for Holm/Hochberg): z = (R_i - R_control)/SE, two-sided normal p-values
 * corrected over the k - 1 comparisons by the `correction` named in the options.
 *
 * @param data - results matrix or `{ averageRanks, n }`
 * @param options - control index and correction (both required), alpha, direction, names
 * @throws InvalidInputError if `control` is not a column index or `correction` is unknown
 * @example
 * ```ts
 * import { controlComparison } from 'schedlab/statistics';
 * const r = controlComparison({ averageRanks: [3.143, 2.0, 2.893, 1.964], n: 14 }, { control: 3, correction: 'holm' });
 * r.comparisons.map((c) => c.adjustedPValue);
 * ```
 */
export function controlComparison(data: Matrix | RankSummary, options: ControlComparisonOptions): ControlComparisonResult {
  requireObject('controlComparison(data)', data, 'an object');
  requireOptions('controlComparison(options)', options, CONTROL_COMPARISON_OPTIONS_KEYS);
  const { averageRanks, n, k } = toRankSummary(data, options.lowerIsBetter);
  const control = options.control;
  if (!Number.isInteger(control) || control < 0 || control >= k) {
    throw new InvalidInputError(`options.control: expected a column index in [0, ${k - 1}], got ${shown(control)}`);
  }
  const correction = options.correction;
  if (!['none', 'bonferroni', 'holm', 'hochberg'].includes(correction)) {
    throw new InvalidInputError(`options.correction: expected none | bonferroni | holm | hochberg, got ${shown(correction)}`);
  }
  const alpha = options.alpha ?? 0.05;
  validateOpenUnit(alpha, 'options.alpha');
  const names = setupNames(options.names, k);
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
  const logAdj = adjustLogPValues(logP, correction, undefined, false);
  const cd = criticalDifference(k, n, { alpha, method: 'bonferroniDunn' });
  const comparisons = others.map((index, t) => ({
    index,
    z: zs[t]!,
    pValue: Math.exp(logP[t]!),
    log10PValue: logP[t]! / Math.LN10,
    adjustedPValue: Math.exp(logAdj[t]!),
    log10AdjustedPValue: logAdj[t]! / Math.LN10,
  }));
  const pairs = comparisons.map((c): SetupPair => ({
    a: names[control]!,
    b: names[c.index]!,
    p: c.pValue,
    adjusted: c.adjustedPValue,
    significant: c.adjustedPValue < alpha,
  }));
  return { control, standardError: se, criticalDifference: cd.criticalDifference, comparisons, correction, alpha, names, pairs };
}
