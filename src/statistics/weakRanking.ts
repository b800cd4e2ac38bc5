import { nemenyi } from './nemenyi';
import { pairwiseFriedmanPosthoc } from './pairwiseFriedmanPosthoc';
import { toRankSummary } from './internals/rankSummary';
import { setupNames } from './internals/labelled';
import { validateOpenUnit } from './internals/validate';
import type { AdjustmentMethod } from './AdjustmentMethod';
import type { Matrix } from './Matrix';
import type { RankSummary } from './RankSummary';
import type { SetupPair } from './SetupPair';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';

const WEAK_RANKING_OPTIONS_KEYS = optionKeys<WeakRankingOptions>({ alpha: true, method: true, names: true, lowerIsBetter: true });

/**
 * Options of {@link weakRanking}.
 *
 * @example
 * ```ts
 * import { weakRanking } from 'schedlab/statistics';
 * import type { WeakRankingOptions } from 'schedlab/statistics';
 * const opts: WeakRankingOptions = { alpha: 0.05, method: 'shaffer', names: ['A', 'B', 'C'] };
 * weakRanking({ averageRanks: [1.2, 2.0, 2.8], n: 50 }, opts);
 * ```
 */
export interface WeakRankingOptions {
  /**
   * Significance level (0.05 = the paper's 95% confidence level).
   * @defaultValue 0.05
   */
  readonly alpha?: number;
  /**
   * How "differs significantly" is decided: an adjustment of the pairwise post-hoc p-values
   * (APV < alpha), or `nemenyi` (|R_i - R_j| > critical difference).
   * @defaultValue 'holm'
   */
  readonly method?: AdjustmentMethod | 'nemenyi';
  /**
   * Setup names used in `groups[].names` (default: "0", "1", ...).
   * @defaultValue undefined
   */
  readonly names?: readonly string[];
  /**
   * Direction of "better" when `data` is a matrix.
   * @defaultValue true
   */
  readonly lowerIsBetter?: boolean;
}

/**
 * One line of a weak ranking table.
 *
 * @example
 * ```ts
 * import { weakRanking } from 'schedlab/statistics';
 * import type { RankGroup } from 'schedlab/statistics';
 * const [best]: RankGroup[] = weakRanking({ averageRanks: [1.2, 2.0, 2.8], n: 50 }).groups;
 * console.log(best?.rank, best?.names.join(' and '));
 * ```
 */
export interface RankGroup {
  /** Group rank, 1 = best. */
  readonly rank: number;
  /** Column indices, by increasing average rank. */
  readonly members: number[];
  /** Names of the members. */
  readonly names: string[];
}

/**
 * Result of {@link weakRanking}.
 *
 * @example
 * ```ts
 * import { weakRanking } from 'schedlab/statistics';
 * import type { WeakRankingResult } from 'schedlab/statistics';
 * const r: WeakRankingResult = weakRanking({ averageRanks: [1.2, 2.0, 2.8], n: 50 });
 * r.groupOf; // group rank of each setup
 * ```
 */
export interface WeakRankingResult {
  /** Groups, best first (Dupont 2020 tables 6, 7, 9). */
  readonly groups: RankGroup[];
  /** groupOf[j]: rank of the group of setup j. */
  readonly groupOf: number[];
  /** Setups sorted by average rank (ties: lower index first). */
  readonly order: number[];
  /** Average ranks used. */
  readonly averageRanks: number[];
  /** Setup names (options.names, or "0", "1", ...). */
  readonly names: readonly string[];
  /** Every pair of setups by name, with the p-values and decisions the grouping used. */
  readonly pairs: readonly SetupPair[];
  /**
   * The pairs that do not differ significantly, better setup (lower average rank) first. Unlike
   * `groups`, which is a partition, these show overlaps: two setups in different groups can still
   * be indistinguishable (as the bars of a critical-difference diagram show).
   */
  readonly nonSignificantPairs: ReadonlyArray<{ readonly a: string; readonly b: string }>;
}

/**
 * Weak ranking of setups at a confidence level (Dupont et al. 2020, section 6 and tables 6, 7, 9,
 * 12, 15: lines such as "Swarm1 and Swarm2 and Swarm3" at rank 1).
 *
 * Grouping rule (leader rule): sort setups by average rank; the first setup leads group 1; walk
 * the sorted list, and start a new group, led by the current setup, whenever it differs
 * significantly from the leader of the current group (adjusted post-hoc p-value < alpha, or
 * rank difference > critical difference for `nemenyi`). Groups are therefore contiguous in rank
 * order, and every member is not significantly different from its group's leader. The groups
 * are a partition and hide overlaps: `nonSignificantPairs` lists every pair that does not differ,
 * including pairs that straddle two groups.
 *
 * @param data - results matrix or `{ averageRanks, n }`
 * @param options - alpha (0.05), method ('holm'), names, direction
 * @example
 * ```ts
 * import { weakRanking } from 'schedlab/statistics';
 * const costs = [[1, 2, 9], [1, 2, 8], [2, 1, 9], [1, 2, 9], [2, 1, 7], [1, 2, 9]];
 * const { groups } = weakRanking(costs, { names: ['A', 'B', 'C'] });
 * groups.map((g) => `${g.rank}: ${g.names.join(' and ')}`); // ['1: A and B', '2: C']
 * ```
 */
export function weakRanking(data: Matrix | RankSummary, options: WeakRankingOptions = {}): WeakRankingResult {
  checkOptions('weakRanking(options)', options, WEAK_RANKING_OPTIONS_KEYS);
  const summary = toRankSummary(data, options.lowerIsBetter);
  const { averageRanks, k } = summary;
  const alpha = options.alpha ?? 0.05;
  validateOpenUnit(alpha, 'options.alpha');
  const names = setupNames(options.names, k);
  const method = options.method ?? 'holm';
  let differs: (i: number, j: number) => boolean;
  let pairs: readonly SetupPair[];
  if (method === 'nemenyi') {
    const r = nemenyi(summary, { alpha, names });
    differs = (i, j) => r.significant[i]![j]!;
    pairs = r.pairs;
  } else {
    const r = pairwiseFriedmanPosthoc(summary, { adjust: method, alpha, names });
    differs = (i, j) => r.adjustedPValues[i]![j]! < alpha;
    pairs = r.pairs;
  }
  const order = Array.from({ length: k }, (_, j) => j).sort((a, b) => averageRanks[a]! - averageRanks[b]! || a - b);
  const groupOf = new Array<number>(k).fill(0);
  const groups: RankGroup[] = [];
  let leader = -1;
  for (const j of order) {
    if (leader === -1 || differs(leader, j)) {
      leader = j;
      groups.push({ rank: groups.length + 1, members: [], names: [] });
    }
    const g = groups[groups.length - 1]!;
    g.members.push(j);
    g.names.push(names[j]!);
    groupOf[j] = g.rank;
  }
  const position = new Map(order.map((j, r) => [names[j]!, r]));
  const nonSignificantPairs = pairs
    .filter((q) => !q.significant)
    .map((q) => (position.get(q.a)! <= position.get(q.b)! ? { a: q.a, b: q.b } : { a: q.b, b: q.a }));
  return { groups, groupOf, order, averageRanks, names, pairs, nonSignificantPairs };
}
