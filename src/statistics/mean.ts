import { compensatedSum } from './internals/compensatedSum';
import { validateVector } from './internals/validate';

/**
 * Arithmetic mean, summed with Neumaier's compensated summation.
 *
 * @param values - at least one finite number
 * @throws InvalidInputError on an empty vector or a non-finite value
 * @example
 * ```ts
 * import { mean } from 'schedlab/statistics';
 * mean([1, 2, 3, 4]); // 2.5
 * ```
 */
export function mean(values: readonly number[]): number {
  const n = validateVector(values, 'values');
  return compensatedSum(values) / n;
}
