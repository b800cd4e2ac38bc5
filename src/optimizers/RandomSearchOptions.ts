/**
 * Options of {@link randomSearch}.
 *
 * @example
 * ```ts
 * import { randomSearch, type RandomSearchOptions } from 'schedlab/optimizers';
 * const options: RandomSearchOptions = { batchSize: 100 };
 * const baseline = randomSearch(options);
 * ```
 */
export interface RandomSearchOptions {
  /** Points sampled (and evaluated) per iteration. @defaultValue 30 */
  readonly batchSize?: number;
}
