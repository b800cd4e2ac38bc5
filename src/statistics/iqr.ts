import { sortedQuantile } from './internals/sortedQuantile';
import { validateVector } from './internals/validate';

/**
 * Interquartile range Q3 - Q1 with type-7 quantiles (numpy / R default; see {@link quantile}).
 *
 * @param values - at least one finite number
 * @throws InvalidInputError on an empty vector or a non-finite value
 * @example
 * ```ts
 * import { iqr } from 'schedlab/statistics';
 * iqr([1, 2, 3, 4]); // 3.25 - 1.75 = 1.5
 * ```
 */
export function iqr(values: readonly number[]): number {
  validateVector(values, 'values');
  const s = [...values].sort((a, b) => a - b);
  return sortedQuantile(s, 0.75) - sortedQuantile(s, 0.25);
}
