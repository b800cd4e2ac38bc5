import { compensatedSum } from './internals/compensatedSum';
import { validateVector } from './internals/validate';

/**
 * Sample standard deviation with Bessel's correction, sqrt(sum (x - mean)^2 / (n - 1))
 * (numpy `std(ddof=1)`, R `sd`), computed in two passes.
 *
 * @param values - at least two finite numbers
 * @throws InvalidInputError on fewer than 2 values or a non-finite value
 * @example
 * ```ts
 * import { standardDeviation } from 'schedlab/statistics';
 * standardDeviation([2, 4, 4, 4, 5, 5, 7, 9]); // 2.138 (sample; population sd would be 2)
 * ```
 */
export function standardDeviation(values: readonly number[]): number {
  const n = validateVector(values, 'values', 2);
  const m = compensatedSum(values) / n;
  return Math.sqrt(compensatedSum(values.map((v) => (v - m) * (v - m))) / (n - 1));
}
