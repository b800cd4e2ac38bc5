/**
 * Multiple-testing adjustment of a family of p-values (García & Herrera 2008, section 3):
 *
 * - `none`: raw p-values.
 * - `bonferroni`: min(1, m p) (with Friedman ranks this is the Bonferroni-Nemenyi test).
 * - `holm`: step-down, APV_(i) = min(1, max_{j<=i} (m - j + 1) p_(j)).
 * - `hochberg`: step-up, APV_(i) = min(1, min_{j>=i} (m - j + 1) p_(j)).
 * - `shaffer`: Shaffer's static procedure for all pairwise comparisons, Holm with m - j + 1
 *   replaced by t_j = max { s in S(k) : s <= m - j + 1 } (see {@link shafferCounts}).
 * - `bergmannHommel`: APV_i = min(1, max over exhaustive sets I containing H_i of
 *   |I| min_{j in I} p_j); k <= 10.
 *
 * `shaffer` and `bergmannHommel` only apply to the k(k-1)/2 pairwise hypotheses of k setups.
 *
 * @example
 * ```ts
 * import type { AdjustmentMethod } from 'schedlab/statistics';
 * const method: AdjustmentMethod = 'holm';
 * ```
 */
export type AdjustmentMethod = 'none' | 'bonferroni' | 'holm' | 'hochberg' | 'shaffer' | 'bergmannHommel';
