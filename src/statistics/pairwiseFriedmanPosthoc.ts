import { adjustLogPValues } from './internals/adjustLog';
import { normalLogSf } from './internals/erfc';
import { rankStandardError, toRankSummary } from './internals/rankSummary';
import { pValueMatrix, setupNames } from './internals/labelled';
import { validateOpenUnit } from './internals/validate';
import type { AdjustmentMethod } from './AdjustmentMethod';
import type { Matrix } from './Matrix';
import type { PValueMatrix } from './PValueMatrix';
import type { RankSummary } from './RankSummary';
import type { SetupPair } from './SetupPair';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';

const PAIRWISE_FRIEDMAN_POSTHOC_OPTIONS_KEYS = optionKeys<PosthocOptions>({ adjust: true, lowerIsBetter: true, enforceMonotonicity: true, alpha: true, names: true });

/**
 * Options of {@link pairwiseFriedmanPosthoc}.
 *
 * @example
 * ```ts
 * import { pairwiseFriedmanPosthoc } from 'schedlab/statistics';
 * import type { PosthocOptions } from 'schedlab/statistics';
 * const opts: PosthocOptions = { adjust: 'bergmannHommel', lowerIsBetter: true };
 * pairwiseFriedmanPosthoc([[1, 2, 3], [1, 3, 2], [1, 2, 3]], opts);
 * ```
 */
export interface PosthocOptions {
  /**
   * Multiple-testing adjustment of the pairwise p-values.
   * @defaultValue 'holm'
   */
  readonly adjust?: AdjustmentMethod;
  /**
   * Direction of "better" when `data` is a matrix (see {@link rank}).
   * @defaultValue true
   */
  readonly lowerIsBetter?: boolean;
  /**
   * Bergmann-Hommel only: running maximum over ascending raw p (scmamp style).
   * @defaultValue false
   */
  readonly enforceMonotonicity?: boolean;
  /**
   * Significance level of `pairs[].significant` (adjusted p < alpha).
   * @defaultValue 0.05
   */
  readonly alpha?: number;
  /**
   * Setup names, one per column, used by `matrix` and `pairs`.
   * @defaultValue `['0', '1', ...]`
   */
  readonly names?: readonly string[];
}

/**
 * One pairwise comparison of setups i < j.
 *
 * @example
 * ```ts
 * import { pairwiseFriedmanPosthoc } from 'schedlab/statistics';
 * import type { PairwiseComparison } from 'schedlab/statistics';
 * const [first]: PairwiseComparison[] = pairwiseFriedmanPosthoc({ averageRanks: [1.2, 2.9, 1.9], n: 20 }).comparisons;
 * console.log(first?.i, first?.j, first?.z, first?.adjustedPValue);
 * ```
 */
export interface PairwiseComparison {
  /** First setup (column index). */
  readonly i: number;
  /** Second setup (column index), j > i. */
  readonly j: number;
  /** z = (R_i - R_j) / SE: positive when i has the larger (worse) average rank. */
  readonly z: number;
  /** Raw two-sided p-value 2 P(Z > |z|). */
  readonly pValue: number;
  /** Base-10 log of the raw p-value. */
  readonly log10PValue: number;
  /** Adjusted p-value (APV). */
  readonly adjustedPValue: number;
  /** Base-10 log of the APV, finite when the APV underflows. */
  readonly log10AdjustedPValue: number;
}

/**
 * Result of {@link pairwiseFriedmanPosthoc}.
 *
 * @example
 * ```ts
 * import { pairwiseFriedmanPosthoc } from 'schedlab/statistics';
 * import type { PosthocResult } from 'schedlab/statistics';
 * const r: PosthocResult = pairwiseFriedmanPosthoc({ averageRanks: [1.2, 2.9, 1.9], n: 20 });
 * r.adjustedPValues[0]?.[1]; // Holm APV of setups 0 and 1
 * ```
 */
export interface PosthocResult {
  /** Adjustment used. */
  readonly adjust: AdjustmentMethod;
  /** SE = sqrt(k(k+1)/(6N)). */
  readonly standardError: number;
  /** Average ranks used. */
  readonly averageRanks: number[];
  /** Number of experiments N. */
  readonly n: number;
  /** Number of setups k. */
  readonly k: number;
  /** The k(k-1)/2 comparisons in the order (0,1), (0,2), ..., (0,k-1), (1,2), ... */
  readonly comparisons: PairwiseComparison[];
  /** adjustedPValues[i][j]: APV of the pair (symmetric, 1 on the diagonal). */
  readonly adjustedPValues: number[][];
  /** Setup names (options.names, or "0", "1", ...). */
  readonly names: readonly string[];
  /** Significance level of `pairs[].significant`. */
  readonly alpha: number;
  /** The adjusted p-values with a lookup by name: `matrix.get('FIFO', 'Swarm1')`. */
  readonly matrix: PValueMatrix;
  /** The comparisons by name, in the order of `comparisons`. */
  readonly pairs: readonly SetupPair[];
}

/**
 * All pairwise post-hoc comparisons after a Friedman test (Dupont et al. 2020 section 6.1;
 * García & Herrera 2008): z = (R_i - R_j)/SE with SE = sqrt(k(k+1)/(6N)), two-sided normal
 * p-values, adjusted by Bonferroni (Nemenyi), Holm, Hochberg, Shaffer's static procedure or
 * Bergmann-Hommel. Tail probabilities are computed in log space.
 *
 * @param data - results matrix (rows = experiments) or `{ averageRanks, n }` (e.g. a FriedmanResult)
 * @param options - adjustment (default Holm) and direction
 * @throws InvalidInputError on bad data, or Bergmann-Hommel with k > 10
 * @example
 * ```ts
 * import { friedman, pairwiseFriedmanPosthoc } from 'schedlab/statistics';
 * const f = friedman([[1, 2, 3], [1, 3, 2], [1, 2, 3], [2, 1, 3], [1, 2, 3]]);
 * const post = pairwiseFriedmanPosthoc(f, { adjust: 'shaffer' });
 * for (const c of post.comparisons) console.log(c.i, c.j, c.adjustedPValue);
 * ```
 */
export function pairwiseFriedmanPosthoc(data: Matrix | RankSummary, options: PosthocOptions = {}): PosthocResult {
  checkOptions('pairwiseFriedmanPosthoc(options)', options, PAIRWISE_FRIEDMAN_POSTHOC_OPTIONS_KEYS);
  const { averageRanks, n, k } = toRankSummary(data, options.lowerIsBetter);
  const adjust = options.adjust ?? 'holm';
  const alpha = options.alpha ?? 0.05;
  validateOpenUnit(alpha, 'options.alpha');
  const names = setupNames(options.names, k);
  const se = rankStandardError(k, n);
  const zs: number[] = [];
  const logP: number[] = [];
  const idx: Array<[number, number]> = [];
  for (let i = 0; i < k; i++) {
    for (let j = i + 1; j < k; j++) {
      const z = (averageRanks[i]! - averageRanks[j]!) / se;
      zs.push(z);
      logP.push(Math.min(0, Math.LN2 + normalLogSf(Math.abs(z))));
      idx.push([i, j]);
    }
  }
  const logAdj = adjustLogPValues(logP, adjust, k, options.enforceMonotonicity === true);
  const adjustedPValues = Array.from({ length: k }, () => new Array<number>(k).fill(1));
  const comparisons = idx.map(([i, j], t): PairwiseComparison => {
    const a = Math.exp(logAdj[t]!);
    adjustedPValues[i]![j] = a;
    adjustedPValues[j]![i] = a;
    return {
      i,
      j,
      z: zs[t]!,
      pValue: Math.exp(logP[t]!),
      log10PValue: logP[t]! / Math.LN10,
      adjustedPValue: a,
      log10AdjustedPValue: logAdj[t]! / Math.LN10,
    };
  });
  const pairs = comparisons.map((c): SetupPair => ({
    a: names[c.i]!,
    b: names[c.j]!,
    p: c.pValue,
    adjusted: c.adjustedPValue,
    significant: c.adjustedPValue < alpha,
  }));
  return { adjust, standardError: se, averageRanks, n, k, comparisons, adjustedPValues, names, alpha, matrix: pValueMatrix(names, adjustedPValues), pairs };
}
