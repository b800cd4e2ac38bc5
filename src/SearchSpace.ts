/**
 * A box-bounded continuous search space: `lower[i] <= x[i] <= upper[i]` for every dimension.
 *
 * The one type of a parameter box in schedlab: an optimizer searches it and a policy family
 * (`ParametricPolicy.space`, module `policies`) declares it, so a family's space goes to any
 * optimizer unchanged. It lives in a leaf file that imports nothing, so both modules can name it
 * without importing each other; its public entry point is `schedlab/optimizers` (and the root).
 *
 * @example
 * ```ts
 * import { searchSpace, type SearchSpace } from 'schedlab/optimizers';
 * import { greedyFamily, condition1 } from 'schedlab/policies';
 * const space: SearchSpace = searchSpace({ lower: [0, 0], upper: [1, 10], names: ['weight', 'delay'] });
 * const family: SearchSpace = greedyFamily(condition1).space; // a policy family's space is one too
 * const centre = space.lower.map((lo, i) => (lo + space.upper[i]!) / 2); // [0.5, 5]
 * ```
 */
export interface SearchSpace {
  /** Number of dimensions (length of every candidate vector). */
  readonly dimension: number;
  /** Lower bound of each dimension. */
  readonly lower: readonly number[];
  /** Upper bound of each dimension (strictly greater than `lower`). */
  readonly upper: readonly number[];
  /** Name of each dimension (for reports and plots). */
  readonly names: readonly string[];
}
