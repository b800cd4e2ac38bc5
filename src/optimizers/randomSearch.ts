import type { RandomSearchOptions } from './RandomSearchOptions';
import { createRandomSearch } from './internals/RandomSearchSession';
import type { Optimizer } from './Optimizer';

/**
 * Uniform random sampling of the box: the baseline every metaheuristic must beat.
 *
 * @param options - see {@link RandomSearchOptions}
 * @throws InvalidInputError when `batchSize` is not a positive integer
 * @example
 * ```ts
 * import { minimize, randomSearch, searchSpace } from 'schedlab/optimizers';
 * const space = searchSpace({ lower: [0, 0], upper: [1, 1] });
 * const baseline = await minimize({ space, evaluate: (x) => x[0]! + x[1]! }, randomSearch({ batchSize: 50 }), {
 *   seed: 3,
 *   maxEvaluations: 1000,
 * });
 * ```
 */
export function randomSearch(options?: RandomSearchOptions): Optimizer {
  return createRandomSearch(options);
}
