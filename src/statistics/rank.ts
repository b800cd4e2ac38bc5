import { averageRanksInto } from './internals/averageRanks';
import { validateMatrix } from './internals/validate';
import type { Matrix } from './Matrix';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';

const RANK_OPTIONS_KEYS = optionKeys<RankOptions>({ lowerIsBetter: true });

/**
 * Options shared by the rank-based functions.
 *
 * @example
 * ```ts
 * import { rank } from 'schedlab/statistics';
 * import type { RankOptions } from 'schedlab/statistics';
 * const opts: RankOptions = { lowerIsBetter: false }; // accuracy-like scores
 * rank([[0.9, 0.8], [0.7, 0.75]], opts).averageRanks; // [1.5, 1.5]
 * ```
 */
export interface RankOptions {
  /**
   * True when smaller values are better (costs, stretch, power): the smallest value of a row
   * gets rank 1. False for scores such as accuracy.
   * @defaultValue true
   */
  readonly lowerIsBetter?: boolean;
}

/**
 * Result of {@link rank}.
 *
 * @example
 * ```ts
 * import { rank } from 'schedlab/statistics';
 * import type { RankResult } from 'schedlab/statistics';
 * const r: RankResult = rank([[3, 1, 2], [2, 1, 3]]);
 * r.ranks[0]; // [3, 1, 2]
 * ```
 */
export interface RankResult {
  /** ranks[i][j]: rank of setup j on experiment i (1 = best, ties get the average rank). */
  readonly ranks: number[][];
  /** Average rank of each setup over the experiments (Dupont 2020 section 6.1). */
  readonly averageRanks: number[];
  /** Sum of the ranks of each setup (exact: multiples of 1/2). */
  readonly rankSums: number[];
  /** Number of experiments (rows). */
  readonly n: number;
  /** Number of setups (columns). */
  readonly k: number;
  /** Sum over rows and tie groups of (t^3 - t) (0 without ties; used by the Friedman tie correction). */
  readonly tieSum: number;
}

/**
 * Ranks the setups within each experiment (row) and averages the ranks per setup: the first step
 * of the ranking methodology of Dupont et al. 2020, section 6.1 (rank 1 = best), and of the
 * Friedman test (Demšar 2006, section 3.2.2). Ties get the average of the tied ranks.
 *
 * @param matrix - rows = experiments, columns = setups (at least 2 x 2, finite)
 * @param options - direction of "better"
 * @throws InvalidInputError for a ragged, empty or non-finite matrix (names the row and column)
 * @example
 * ```ts
 * import { rank } from 'schedlab/statistics';
 * const { averageRanks } = rank([[3, 1, 2], [3, 2, 2]], { lowerIsBetter: true });
 * // averageRanks = [3, 1.25, 1.75]
 * ```
 */
export function rank(matrix: Matrix, options: RankOptions = {}): RankResult {
  checkOptions('rank(options)', options, RANK_OPTIONS_KEYS);
  const { n, k } = validateMatrix(matrix);
  const descending = options.lowerIsBetter === false;
  const ranks: number[][] = [];
  const rankSums = new Array<number>(k).fill(0);
  const order = new Int32Array(k);
  let tieSum = 0;
  for (let i = 0; i < n; i++) {
    const r = new Array<number>(k);
    tieSum += averageRanksInto(matrix[i]!, descending, order, r);
    for (let j = 0; j < k; j++) rankSums[j]! += r[j]!;
    ranks.push(r);
  }
  return { ranks, averageRanks: rankSums.map((s) => s / n), rankSums, n, k, tieSum };
}
