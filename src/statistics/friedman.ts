import { imanDavenport } from './imanDavenport';
import type { ImanDavenportResult } from './imanDavenport';
import { logUpperGamma } from './internals/incompleteGamma';
import { rank } from './rank';
import type { RankOptions } from './rank';
import type { Matrix } from './Matrix';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';

const FRIEDMAN_OPTIONS_KEYS = optionKeys<FriedmanOptions>({ lowerIsBetter: true });

/**
 * Options of {@link friedman}.
 *
 * @example
 * ```ts
 * import { friedman } from 'schedlab/statistics';
 * import type { FriedmanOptions } from 'schedlab/statistics';
 * const opts: FriedmanOptions = { lowerIsBetter: true };
 * friedman([[1, 2], [1, 3]], opts).averageRanks; // [1, 2]
 * ```
 */
export type FriedmanOptions = RankOptions;

/**
 * Result of {@link friedman}.
 *
 * @example
 * ```ts
 * import { friedman } from 'schedlab/statistics';
 * import type { FriedmanResult } from 'schedlab/statistics';
 * const r: FriedmanResult = friedman([[1, 2, 3], [1, 3, 2], [2, 1, 3]]);
 * console.log(r.statistic, r.df, r.log10PValue, r.imanDavenport.pValue);
 * ```
 */
export interface FriedmanResult {
  /**
   * Tie-corrected Friedman chi-square (scipy.stats.friedmanchisquare, R friedman.test):
   * `statisticUncorrected / tieCorrection`. 0 when every row is fully tied.
   */
  readonly statistic: number;
  /** Friedman chi-square without tie correction, 12N/(k(k+1)) [sum R_j^2 - k(k+1)^2/4] (Demšar 2006). */
  readonly statisticUncorrected: number;
  /** C = 1 - sum over rows and tie groups of (t^3 - t) / (N k (k^2 - 1)); 1 without ties. */
  readonly tieCorrection: number;
  /** Degrees of freedom, k - 1. */
  readonly df: number;
  /** Upper chi-square tail at `statistic` (0 only if below 5e-324; see log10PValue). */
  readonly pValue: number;
  /** Base-10 log of `pValue`, finite even when pValue underflows. */
  readonly log10PValue: number;
  /** p-value of `statisticUncorrected`. */
  readonly pValueUncorrected: number;
  /** Base-10 log of `pValueUncorrected`. */
  readonly log10PValueUncorrected: number;
  /** Average rank of each setup (1 = best). */
  readonly averageRanks: number[];
  /** Rank sum of each setup. */
  readonly rankSums: number[];
  /** Number of experiments N (rows). */
  readonly n: number;
  /** Number of setups k (columns). */
  readonly k: number;
  /** Iman-Davenport F from the uncorrected statistic (Demšar 2006's definition). */
  readonly imanDavenport: ImanDavenportResult;
  /** Iman-Davenport F from the tie-corrected statistic. */
  readonly imanDavenportTieCorrected: ImanDavenportResult;
}

/**
 * Friedman test of "all setups perform alike" over N experiments (Dupont et al. 2020 section 6.1;
 * Demšar 2006 section 3.2.2), with the p-value computed directly in the upper tail so that the
 * values of large studies stay exact (chi-square 831.72 with 9 df gives p = 3.15e-173).
 *
 * `statistic` is the tie-corrected chi-square (= scipy / R); the uncorrected one of Demšar's
 * formula is `statisticUncorrected` (they are equal when no row has ties).
 *
 * @param matrix - rows = experiments, columns = setups (>= 2 x 2, finite)
 * @param options - `lowerIsBetter` (default true) only affects `averageRanks`
 * @throws InvalidInputError for a ragged, empty or non-finite matrix
 * @example
 * ```ts
 * import { friedman } from 'schedlab/statistics';
 * const r = friedman([[1, 2, 3], [1, 3, 2], [1, 2, 3], [2, 1, 3]]);
 * console.log(r.statistic, r.pValue, r.log10PValue, r.averageRanks);
 * ```
 */
export function friedman(matrix: Matrix, options: FriedmanOptions = {}): FriedmanResult {
  checkOptions('friedman(options)', options, FRIEDMAN_OPTIONS_KEYS);
  const { averageRanks, rankSums, n, k, tieSum } = rank(matrix, options);
  // Centered rank sums are multiples of 1/2: the sum of squares is exact.
  const center = (n * (k + 1)) / 2;
  let ss = 0;
  for (const s of rankSums) ss += (s - center) * (s - center);
  const statisticUncorrected = (12 * ss) / (n * k * (k + 1));
  const tieCorrection = 1 - tieSum / (n * k * (k * k - 1));
  const statistic = tieCorrection > 0 ? statisticUncorrected / tieCorrection : 0;
  const df = k - 1;
  const logP = logUpperGamma(df / 2, statistic / 2);
  const logPU = logUpperGamma(df / 2, statisticUncorrected / 2);
  return {
    statistic,
    statisticUncorrected,
    tieCorrection,
    df,
    pValue: Math.exp(logP),
    log10PValue: logP / Math.LN10,
    pValueUncorrected: Math.exp(logPU),
    log10PValueUncorrected: logPU / Math.LN10,
    averageRanks,
    rankSums,
    n,
    k,
    imanDavenport: imanDavenport(statisticUncorrected, n, k),
    imanDavenportTieCorrected: imanDavenport(Math.min(statistic, n * (k - 1)), n, k),
  };
}
