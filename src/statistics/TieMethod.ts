/**
 * How tied values are ranked by {@link rankData} (scipy.stats.rankdata's `method`).
 *
 * @example
 * ```ts
 * import { rankData } from 'schedlab/statistics';
 * import type { TieMethod } from 'schedlab/statistics';
 * const method: TieMethod = 'dense';
 * rankData([5, 7, 7, 9], { method }); // [1, 2, 2, 3]
 * ```
 */
export type TieMethod = 'average' | 'min' | 'max' | 'dense' | 'ordinal';
