import { InvalidInputError } from '../errors/InvalidInputError';
import { showValue } from '../errors/internals/showValue';

/**
 * Downey's speedup of a job with average parallelism `A` (>= 1) and variance in parallelism
 * `sigma` (>= 0) on `n` (>= 1) processors (Downey 1997, "A model for speedup of parallel
 * programs", UCB/CSD-97-933; the Parallel Workloads Archive's m_downey97):
 *
 * - low variance (sigma <= 1): `A n / (A + sigma (n - 1) / 2)` for n <= A,
 *   `A n / (sigma (A - 1/2) + n (1 - sigma / 2))` for A <= n <= 2A - 1, `A` beyond;
 * - high variance (sigma >= 1): `n A (sigma + 1) / (sigma (n + A - 1) + A)` for
 *   n <= A + A sigma - sigma, `A` beyond.
 *
 * sigma = 0 gives min(n, A), the upper bound of Eager, Zahorjan and Lazowska; the branches meet
 * at sigma = 1. The run time of a job of sequential work W on n processors is W / S(n).
 *
 * @throws InvalidInputError when n < 1, A < 1 or sigma < 0 (or one is not finite)
 * @example
 * ```ts
 * import { downeySpeedup } from 'schedlab/workload';
 * downeySpeedup(4, 8, 0);   // 4: linear up to the average parallelism
 * downeySpeedup(20, 8, 0);  // 8: flat beyond it
 * ```
 */
export function downeySpeedup(n: number, A: number, sigma: number): number {
  if (!(Number.isFinite(n) && n >= 1)) throw new InvalidInputError(`downeySpeedup: n: expected a number >= 1, got ${showValue(n)}`);
  if (!(Number.isFinite(A) && A >= 1)) throw new InvalidInputError(`downeySpeedup: A: expected a number >= 1, got ${showValue(A)}`);
  if (!(Number.isFinite(sigma) && sigma >= 0)) throw new InvalidInputError(`downeySpeedup: sigma: expected a finite number >= 0, got ${showValue(sigma)}`);
  if (sigma <= 1) {
    if (n <= A) return (A * n) / (A + (sigma * (n - 1)) / 2);
    if (n <= 2 * A - 1) return (A * n) / (sigma * (A - 0.5) + n * (1 - sigma / 2));
    return A;
  }
  if (n <= A + A * sigma - sigma) return (n * A * (sigma + 1)) / (sigma * (n + A - 1) + A);
  return A;
}
