/**
 * One pairwise comparison of two named setups: raw and adjusted p-values and the decision at the
 * significance level `alpha` of the procedure that produced it (adjusted < alpha).
 *
 * @example
 * ```ts
 * import { pairwiseFriedmanPosthoc } from 'schedlab/statistics';
 * import type { SetupPair } from 'schedlab/statistics';
 * const costs = [[1, 2, 9], [1, 2, 8], [2, 1, 9], [1, 2, 9], [2, 1, 7], [1, 2, 9]];
 * const pairs: readonly SetupPair[] = pairwiseFriedmanPosthoc(costs, { names: ['A', 'B', 'C'] }).pairs;
 * pairs.filter((q) => !q.significant).map((q) => `${q.a} ~ ${q.b}`); // ['A ~ B']
 * ```
 */
export interface SetupPair {
  /** First setup (the lower column index). */
  readonly a: string;
  /** Second setup. */
  readonly b: string;
  /** Raw p-value of the pair. */
  readonly p: number;
  /** p-value after the procedure's multiple-testing adjustment (equal to `p` when there is none). */
  readonly adjusted: number;
  /** adjusted < alpha. */
  readonly significant: boolean;
}
