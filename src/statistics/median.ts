import { quantile } from './quantile';

/**
 * Median (the type-7 quantile at 1/2: middle value, or the mean of the two middle values).
 *
 * @param values - at least one finite number
 * @throws InvalidInputError on an empty vector or a non-finite value
 * @example
 * ```ts
 * import { median } from 'schedlab/statistics';
 * median([3, 1, 4, 1]); // 2
 * ```
 */
export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}
