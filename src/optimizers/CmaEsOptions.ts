/**
 * Options of `cmaEs`. Defaults follow Hansen's tutorial (2016) and pycma where the tutorial
 * leaves a choice; coordinates are normalised to the box, so `sigma0` is a fraction of each range.
 *
 * @example
 * ```ts
 * import { cmaEs, type CmaEsOptions } from 'schedlab/optimizers';
 * const options: CmaEsOptions = { sigma0: 0.2, restarts: 4, mean0: [0.5, 0.5, 0.2] };
 * const optimizer = cmaEs(options);
 * ```
 */
export interface CmaEsOptions {
  /** Initial step size, as a fraction of each dimension's range. @defaultValue 0.3 */
  readonly sigma0?: number;
  /** Population lambda of the first run. @defaultValue 4 + floor(3 ln n) */
  readonly populationSize?: number;
  /** Initial mean of the first run, in the problem's units. @defaultValue a uniform point of the box */
  readonly mean0?: readonly number[];
  /**
   * IPOP restarts (population doubled each time) after a run terminates; 0 = a single run. The
   * restarts end early when a doubled population would hold more than 2^27 coordinates
   * (population x dimension; the session is then `done`). @defaultValue 9
   */
  readonly restarts?: number;
  /** tolFun: a run ends when its best values of the last 10 + 30n/lambda generations span less. @defaultValue 1e-12 */
  readonly tolFun?: number;
  /** tolX: a run ends when sigma x max(|p_c|, sqrt(diag C)) falls below it (normalised units). @defaultValue 1e-11 */
  readonly tolX?: number;
  /**
   * sep-CMA-ES (Ros & Hansen 2008, "A Simple Modification in CMA-ES Achieving Linear Time and
   * Space Complexity", PPSN X): a diagonal covariance matrix, learned (n + 1.5) / 3 times faster,
   * O(n) memory and O(lambda n) time per generation, no eigendecomposition. For high dimensions
   * (Hansen's cmaes.m uses it from n = 1,000 on) and separable problems; it cannot learn
   * correlations between coordinates.
   * @defaultValue false
   */
  readonly diagonal?: boolean;
}
