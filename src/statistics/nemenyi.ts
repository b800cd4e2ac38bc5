import { criticalDifference } from './criticalDifference';
import { studentizedRangeTails } from './internals/ptukey';
import { rankStandardError, toRankSummary } from './internals/rankSummary';
import { pValueMatrix, setupNames } from './internals/labelled';
import type { Matrix } from './Matrix';
import type { PValueMatrix } from './PValueMatrix';
import type { RankSummary } from './RankSummary';
import type { SetupPair } from './SetupPair';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';

const NEMENYI_OPTIONS_KEYS = optionKeys<NemenyiOptions>({ alpha: true, df: true, lowerIsBetter: true, names: true });

/**
 * Options of {@link nemenyi}.
 *
 * @example
 * ```ts
 * import { nemenyi } from 'schedlab/statistics';
 * import type { NemenyiOptions } from 'schedlab/statistics';
 * const opts: NemenyiOptions = { alpha: 0.05, df: Infinity };
 * nemenyi({ averageRanks: [1.5, 2.5, 2], n: 30 }, opts).criticalDifference;
 * ```
 */
export interface NemenyiOptions {
  /**
   * Significance level for `criticalDifference` and `significant`.
   * @defaultValue 0.05
   */
  readonly alpha?: number;
  /**
   * Degrees of freedom of the studentized range (Infinity = Demšar / scikit-posthocs;
   * k (N - 1) = R scmamp).
   * @defaultValue Infinity
   */
  readonly df?: number;
  /**
   * Direction of "better" when `data` is a matrix.
   * @defaultValue true
   */
  readonly lowerIsBetter?: boolean;
  /**
   * Setup names, one per column, used by `matrix` and `pairs`.
   * @defaultValue `['0', '1', ...]`
   */
  readonly names?: readonly string[];
}

/**
 * Result of {@link nemenyi}.
 *
 * @example
 * ```ts
 * import { nemenyi } from 'schedlab/statistics';
 * import type { NemenyiResult } from 'schedlab/statistics';
 * const r: NemenyiResult = nemenyi({ averageRanks: [1.5, 2.5, 2], n: 30 });
 * console.log(r.qAlpha, r.pValues[0]?.[1], r.significant[0]?.[1]);
 * ```
 */
export interface NemenyiResult {
  /** q_alpha = studentized range upper-alpha quantile / sqrt 2. */
  readonly qAlpha: number;
  /** CD = q_alpha SE. */
  readonly criticalDifference: number;
  /** SE = sqrt(k(k+1)/(6N)). */
  readonly standardError: number;
  /** Average ranks used. */
  readonly averageRanks: number[];
  /** Number of experiments N. */
  readonly n: number;
  /** Number of setups k. */
  readonly k: number;
  /**
   * pValues[i][j] = P(Q > sqrt 2 |R_i - R_j| / SE) for the studentized range with k means
   * (scikit-posthocs `posthoc_nemenyi_friedman`); 1 on the diagonal.
   */
  readonly pValues: number[][];
  /** significant[i][j]: |R_i - R_j| > CD. */
  readonly significant: boolean[][];
  /** Setup names (options.names, or "0", "1", ...). */
  readonly names: readonly string[];
  /** `pValues` with a lookup by name. */
  readonly matrix: PValueMatrix;
  /**
   * Every pair i < j by name; `p` and `adjusted` are both the studentized-range p-value (already
   * family-wise), `significant` is |R_i - R_j| > CD.
   */
  readonly pairs: readonly SetupPair[];
}

/**
 * Nemenyi test for all pairs of setups (Demšar 2006, section 3.2.2): the average ranks of two
 * setups differ significantly when their difference exceeds the critical difference
 * CD = q_alpha sqrt(k(k+1)/(6N)); the matching p-values come from the studentized range.
 *
 * @param data - results matrix (rows = experiments) or `{ averageRanks, n }`
 * @param options - alpha, df, direction
 * @example
 * ```ts
 * import { nemenyi } from 'schedlab/statistics';
 * const r = nemenyi({ averageRanks: [3.143, 2.0, 2.893, 1.964], n: 14 }, { alpha: 0.1 });
 * r.criticalDifference; // 1.118 (Demšar 2006: 1.12)
 * ```
 */
export function nemenyi(data: Matrix | RankSummary, options: NemenyiOptions = {}): NemenyiResult {
  checkOptions('nemenyi(options)', options, NEMENYI_OPTIONS_KEYS);
  const { averageRanks, n, k } = toRankSummary(data, options.lowerIsBetter);
  const df = options.df ?? Infinity;
  const names = setupNames(options.names, k);
  const pairs: SetupPair[] = [];
  const cd = criticalDifference(k, n, { alpha: options.alpha ?? 0.05, df });
  const se = rankStandardError(k, n);
  const pValues = Array.from({ length: k }, () => new Array<number>(k).fill(1));
  const significant = Array.from({ length: k }, () => new Array<boolean>(k).fill(false));
  for (let i = 0; i < k; i++) {
    for (let j = i + 1; j < k; j++) {
      const diff = Math.abs(averageRanks[i]! - averageRanks[j]!);
      const p = Math.exp(studentizedRangeTails((Math.SQRT2 * diff) / se, k, df).logSf);
      pValues[i]![j] = p;
      pValues[j]![i] = p;
      const sig = diff > cd.criticalDifference;
      significant[i]![j] = sig;
      significant[j]![i] = sig;
      pairs.push({ a: names[i]!, b: names[j]!, p, adjusted: p, significant: sig });
    }
  }
  return { qAlpha: cd.q, criticalDifference: cd.criticalDifference, standardError: se, averageRanks, n, k, pValues, significant, names, matrix: pValueMatrix(names, pValues), pairs };
}
