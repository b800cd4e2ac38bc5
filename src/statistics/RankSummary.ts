/**
 * What the post-hoc procedures need from a Friedman analysis: the average rank of each setup and
 * the number of experiments. A {@link FriedmanResult} or {@link RankResult} satisfies it.
 *
 * @example
 * ```ts
 * import type { RankSummary } from 'schedlab/statistics';
 * // Demšar 2006 Table 6 (average ranks of 4 C4.5 variants over 14 data sets)
 * const ranks: RankSummary = { averageRanks: [3.143, 2.0, 2.893, 1.964], n: 14 };
 * ```
 */
export interface RankSummary {
  /** Average rank of each setup (1 = best). */
  readonly averageRanks: readonly number[];
  /** Number of experiments N. */
  readonly n: number;
}
