import type { Policy } from '../engine/Policy';

/**
 * Box bounds of a parameter vector. Structurally identical to the optimizers' `SearchSpace`
 * (policies do not import the optimizers module), so `family.space` can be handed to any optimizer.
 *
 * @example
 * ```ts
 * import { greedyFamily, condition1, type ParameterSpace } from 'schedlab/policies';
 * const space: ParameterSpace = greedyFamily(condition1).space;
 * space.names[space.dimension - 1]; // 'pT1off'
 * const middle = space.lower.map((lo, i) => (lo + space.upper[i]!) / 2);
 * ```
 */
export interface ParameterSpace {
  readonly dimension: number;
  readonly lower: readonly number[];
  readonly upper: readonly number[];
  readonly names: readonly string[];
}

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
  readonly space: ParameterSpace;
  create(x: ArrayLike<number>): Policy;
}
