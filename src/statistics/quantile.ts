import { sortedQuantile } from './internals/sortedQuantile';
import { validateUnit, validateVector } from './internals/validate';

/**
 * Quantile by linear interpolation between order statistics, Hyndman & Fan (1996) type 7 (the
 * default of numpy `quantile` and R `quantile`): with sorted values x_0..x_{n-1},
 * h = (n - 1) p, Q(p) = x_floor(h) + (h - floor(h)) (x_floor(h)+1 - x_floor(h)).
 *
 * @param values - at least one finite number (need not be sorted)
 * @param p - probability in [0, 1]
 * @throws InvalidInputError on an empty vector, a non-finite value or p outside [0, 1]
 * @example
 * ```ts
 * import { quantile } from 'schedlab/statistics';
 * quantile([1, 2, 3, 4], 0.25); // 1.75
 * ```
 */
export function quantile(values: readonly number[], p: number): number {
  validateVector(values, 'values');
  validateUnit(p, 'p');
  return sortedQuantile([...values].sort((a, b) => a - b), p);
}
