import { InvalidInputError } from '../errors/InvalidInputError';
import { controlComparison } from './controlComparison';
import type { ControlComparisonResult } from './controlComparison';
import type { Matrix } from './Matrix';
import type { RankSummary } from './RankSummary';
import { optionKeys, requireObject, requireOptions } from '../errors/internals/knownKeys';

const BONFERRONI_DUNN_OPTIONS_KEYS = optionKeys<BonferroniDunnOptions>({ control: true, alpha: true, lowerIsBetter: true, names: true, adjust: true });

/**
 * Options of {@link bonferroniDunn}.
 *
 * @example
 * ```ts
 * import { bonferroniDunn } from 'schedlab/statistics';
 * import type { BonferroniDunnOptions } from 'schedlab/statistics';
 * const opts: BonferroniDunnOptions = { control: 0, alpha: 0.1, names: ['HCSPSO', 'PSO', 'FCFS'] };
 * bonferroniDunn({ averageRanks: [1.4, 2.1, 2.5], n: 40 }, opts);
 * ```
 */
export interface BonferroniDunnOptions {
  /** Column index of the control setup (e.g. the proposed method). */
  readonly control: number;
  /**
   * Significance level of `criticalDifference` and of `pairs[].significant`.
   * @defaultValue 0.05
   */
  readonly alpha?: number;
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
  /**
   * @deprecated Bonferroni-Dunn is the Bonferroni correction; only `'bonferroni'` is accepted.
   * For Holm or Hochberg use `controlComparison(data, { control, correction: 'holm' })`.
   * @defaultValue 'bonferroni'
   */
  readonly adjust?: 'bonferroni';
}

/**
 * The Bonferroni-Dunn test (Demšar 2006 section 3.2.2): every setup against a control, z =
 * (R_i - R_control)/SE with SE = sqrt(k(k+1)/(6N)), two-sided normal p-values multiplied by
 * k - 1, and the critical difference of Demšar's Table 5b. Always the Bonferroni correction; the
 * step-wise corrections are {@link controlComparison}.
 *
 * @param data - results matrix or `{ averageRanks, n }`
 * @param options - control index (required), alpha, direction, names
 * @throws InvalidInputError if `control` is not a column index, or `adjust` asks for another
 *   correction (the message points to `controlComparison`)
 * @example
 * ```ts
 * import { bonferroniDunn } from 'schedlab/statistics';
 * const r = bonferroniDunn({ averageRanks: [3.143, 2.0, 2.893, 1.964], n: 14 }, { control: 3 });
 * r.comparisons.map((c) => c.adjustedPValue);
 * ```
 */
export function bonferroniDunn(data: Matrix | RankSummary, options: BonferroniDunnOptions): ControlComparisonResult {
  requireObject('bonferroniDunn(data)', data, 'an object');
  requireOptions('bonferroniDunn(options)', options, BONFERRONI_DUNN_OPTIONS_KEYS);
  const adjust: unknown = options.adjust;
  if (adjust !== undefined && adjust !== 'bonferroni') {
    throw new InvalidInputError(
      `bonferroniDunn: options.adjust: Bonferroni-Dunn always applies the Bonferroni correction, got ${JSON.stringify(adjust)}; ` +
        `for Holm, Hochberg or none use controlComparison(data, { control, correction: ${JSON.stringify(adjust)} })`,
    );
  }
  const { adjust: _ignored, ...rest } = options;
  return controlComparison(data, { ...rest, correction: 'bonferroni' });
}
