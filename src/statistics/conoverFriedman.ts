import { adjustLogPValues } from './internals/adjustLog';
import { pValueMatrix, setupNames } from './internals/labelled';
import { validateMatrix, validateOpenUnit } from './internals/validate';
import { distributions } from './distributions';
import { rank } from './rank';
import type { AdjustmentMethod } from './AdjustmentMethod';
import type { Matrix } from './Matrix';
import type { PValueMatrix } from './PValueMatrix';
import type { SetupPair } from './SetupPair';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';

const CONOVER_FRIEDMAN_OPTIONS_KEYS = optionKeys<ConoverFriedmanOptions>({ adjust: true, alpha: true, lowerIsBetter: true, names: true });

/**
 * Options of {@link conoverFriedman}.
 *
 * @example
 * ```ts
 * import { conoverFriedman, type ConoverFriedmanOptions } from 'schedlab/statistics';
 * const opts: ConoverFriedmanOptions = { adjust: 'none', names: ['A', 'B', 'C'] }; // scikit-posthocs' default
 * conoverFriedman([[31, 27, 24], [31, 28, 31], [45, 29, 46], [21, 18, 48]], opts);
 * ```
 */
export interface ConoverFriedmanOptions {
  /**
   * Multiple-testing adjustment of the pairwise p-values (scikit-posthocs `p_adjust`; its default
   * is none, schedlab's is Holm as for {@link pairwiseFriedmanPosthoc}).
   * @defaultValue 'holm'
   */
  readonly adjust?: AdjustmentMethod;
  /**
   * Significance level of `pairs[].significant`.
   * @defaultValue 0.05
   */
  readonly alpha?: number;
  /**
   * Direction of "better" (only the sign of `t` depends on it).
   * @defaultValue true
   */
  readonly lowerIsBetter?: boolean;
  /**
   * Setup names, one per column.
   * @defaultValue `['0', '1', ...]`
   */
  readonly names?: readonly string[];
}

/**
 * Result of {@link conoverFriedman}.
 *
 * @example
 * ```ts
 * import { conoverFriedman, type ConoverFriedmanResult } from 'schedlab/statistics';
 * const r: ConoverFriedmanResult = conoverFriedman([[1, 2, 3], [1, 3, 2], [1, 2, 3], [2, 1, 3]], { names: ['A', 'B', 'C'] });
 * r.matrix.get('A', 'C'); // adjusted p-value of A against C
 * ```
 */
export interface ConoverFriedmanResult {
  /** Adjustment used. */
  readonly adjust: AdjustmentMethod;
  /** Significance level of `pairs[].significant`. */
  readonly alpha: number;
  /** Degrees of freedom of the t statistics, (N - 1)(k - 1). */
  readonly df: number;
  /** Standard error of a difference of rank sums, sqrt(2 (N A1 - sum R_j^2) / ((N - 1)(k - 1))). */
  readonly standardError: number;
  /** Rank sum R_j of each setup. */
  readonly rankSums: number[];
  /** t[i][j] = (R_i - R_j) / standardError (antisymmetric; positive when i ranks worse). */
  readonly t: number[][];
  /** Raw two-sided p-values, 2 P(T_df > |t|), with a lookup by name. */
  readonly raw: PValueMatrix;
  /** Adjusted p-values with a lookup by name. */
  readonly matrix: PValueMatrix;
  /** Every pair i < j by name. */
  readonly pairs: readonly SetupPair[];
  /** Setup names. */
  readonly names: readonly string[];
}

/**
 * Conover's all-pairs test after a Friedman test (Conover 1999, "Practical nonparametric
 * statistics", 3rd ed., section 5.8, eq. 5.8.6; scikit-posthocs `posthoc_conover_friedman`,
 * R PMCMRplus `frdAllPairsConoverTest`): with within-row mid-ranks r_ij, rank sums R_j and
 * A1 = sum r_ij^2, setups i and j differ when
 * |R_i - R_j| / sqrt(2 (N A1 - sum_j R_j^2) / ((N - 1)(k - 1))) exceeds the Student t quantile with
 * (N - 1)(k - 1) degrees of freedom. It uses the residual variance of the ranks and is therefore
 * more powerful than the z-test of {@link pairwiseFriedmanPosthoc}. p-values are 2 P(T > |t|),
 * computed as the F(1, df) tail of t^2 (in log space), then adjusted.
 *
 * When every row ranks the setups identically the residual variance is 0: pairs with different
 * rank sums get p = 0 and equal ones p = 1.
 *
 * @param matrix - rows = experiments (N >= 2), columns = setups (k >= 2)
 * @param options - adjustment (Holm), alpha, direction, names
 * @throws InvalidInputError on a bad matrix or options
 * @example
 * ```ts
 * import { conoverFriedman } from 'schedlab/statistics';
 * const x = [[31, 27, 24], [31, 28, 31], [45, 29, 46], [21, 18, 48], [42, 36, 46], [32, 17, 40]];
 * conoverFriedman(x, { adjust: 'none' }).raw.p[0]?.[1]; // 0.0233 (the example of scikit-posthocs)
 * ```
 */
export function conoverFriedman(matrix: Matrix, options: ConoverFriedmanOptions = {}): ConoverFriedmanResult {
  checkOptions('conoverFriedman(options)', options, CONOVER_FRIEDMAN_OPTIONS_KEYS);
  const { n, k } = validateMatrix(matrix);
  const adjust = options.adjust ?? 'holm';
  const alpha = options.alpha ?? 0.05;
  validateOpenUnit(alpha, 'options.alpha');
  const names = setupNames(options.names, k);
  const r = rank(matrix, options.lowerIsBetter === undefined ? {} : { lowerIsBetter: options.lowerIsBetter });
  let a1 = 0;
  for (const row of r.ranks) for (const v of row) a1 += v * v;
  let sumR2 = 0;
  for (const s of r.rankSums) sumR2 += s * s;
  const df = (n - 1) * (k - 1);
  // N A1 - sum R^2 >= 0 (Cauchy-Schwarz per column); exact arithmetic on multiples of 1/4 in practice.
  const standardError = Math.sqrt((2 * Math.max(0, n * a1 - sumR2)) / df);
  const t = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const logP: number[] = [];
  const idx: Array<[number, number]> = [];
  for (let i = 0; i < k; i++) {
    for (let j = i + 1; j < k; j++) {
      const diff = r.rankSums[i]! - r.rankSums[j]!;
      const tij = standardError > 0 ? diff / standardError : diff === 0 ? 0 : Math.sign(diff) * Infinity;
      t[i]![j] = tij;
      t[j]![i] = -tij;
      logP.push(distributions.f.logSf(tij * tij, 1, df));
      idx.push([i, j]);
    }
  }
  const logAdj = adjustLogPValues(logP, adjust, k, false);
  const raw = Array.from({ length: k }, () => new Array<number>(k).fill(1));
  const adjusted = Array.from({ length: k }, () => new Array<number>(k).fill(1));
  const pairs = idx.map(([i, j], q): SetupPair => {
    const p = Math.exp(logP[q]!);
    const a = Math.exp(logAdj[q]!);
    raw[i]![j] = raw[j]![i] = p;
    adjusted[i]![j] = adjusted[j]![i] = a;
    return { a: names[i]!, b: names[j]!, p, adjusted: a, significant: a < alpha };
  });
  return {
    adjust,
    alpha,
    df,
    standardError,
    rankSums: r.rankSums,
    t,
    raw: pValueMatrix(names, raw),
    matrix: pValueMatrix(names, adjusted),
    pairs,
    names,
  };
}
