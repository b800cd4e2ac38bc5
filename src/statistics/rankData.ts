import { InvalidInputError } from '../errors/InvalidInputError';
import { rankInto } from './internals/rankInto';
import { validateVector, shown } from './internals/validate';
import type { TieMethod } from './TieMethod';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';

const RANK_DATA_OPTIONS_KEYS = optionKeys<RankDataOptions>({ method: true, descending: true });

/**
 * Options of {@link rankData}.
 *
 * @example
 * ```ts
 * import { rankData } from 'schedlab/statistics';
 * import type { RankDataOptions } from 'schedlab/statistics';
 * const opts: RankDataOptions = { method: 'min', descending: true };
 * rankData([3, 1, 3], opts); // [1, 3, 1]
 * ```
 */
export interface RankDataOptions {
  /**
   * Tie handling: `average` (mean of the tied positions, used by Friedman), `min`, `max`,
   * `dense` (consecutive integers) or `ordinal` (order of appearance).
   * @defaultValue 'average'
   */
  readonly method?: TieMethod;
  /**
   * If true the largest value gets rank 1 (descending ranks).
   * @defaultValue false (ascending: smallest value gets rank 1, as scipy)
   */
  readonly descending?: boolean;
}

/**
 * Ranks a vector (1-based), scipy.stats.rankdata semantics.
 *
 * @param values - finite numbers
 * @param options - tie method and direction
 * @returns one rank per value, in input order
 * @throws InvalidInputError on an empty vector, a non-finite value or an unknown method
 * @example
 * ```ts
 * import { rankData } from 'schedlab/statistics';
 * rankData([10, 20, 20, 30]); // [1, 2.5, 2.5, 4]
 * rankData([10, 20, 20, 30], { method: 'min' }); // [1, 2, 2, 4]
 * ```
 */
export function rankData(values: readonly number[], options: RankDataOptions = {}): number[] {
  checkOptions('rankData(options)', options, RANK_DATA_OPTIONS_KEYS);
  validateVector(values, 'values');
  const method = options.method ?? 'average';
  if (!['average', 'min', 'max', 'dense', 'ordinal'].includes(method)) {
    throw new InvalidInputError(`options.method: expected average | min | max | dense | ordinal, got ${shown(method)}`);
  }
  return rankInto(values, method, options.descending === true, new Array<number>(values.length));
}
