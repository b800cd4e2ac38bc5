import type { Policy } from '../engine/Policy';
import type { SearchSpace } from '../SearchSpace';

/**
 * A family of policies indexed by a real vector: what an optimizer tunes.
 *
 * @example
 * ```ts
 * import { greedyFamily, condition2 } from 'schedlab/policies';
 * const family = greedyFamily(condition2);
 * family.space.names; // ['wn', 'walpha', 'sReconfig', 'wd', 'woff', 'soff', 't1off', 't2off', 'pT1off']
 * const policy = family.create([0.348, 0.833, 0.579, 0.73, 0.516, 0.814, 528, 2962, 0.959]);
 * ```
 */
export interface ParametricPolicy {
  readonly name: string;
  /** The box of the parameter vector (the optimizers' `SearchSpace`). */
  readonly space: SearchSpace;
  /**
   * The policy of parameter vector `x`. The built-in families throw an InvalidInputError naming
   * the parameter, its value and its range when a value lies outside `space` (never clamped).
   */
  create(x: ArrayLike<number>): Policy;
}
