import type { ParametricPolicy } from '../policies/ParametricPolicy';
import { createRng } from '../random/createRng';
import { uniformIn } from '../random/uniform';
import { requireObject } from '../errors/internals/knownKeys';

/**
 * Draws a parameter vector uniformly in a family's space from a seed.
 *
 * @example
 * ```ts
 * import { greedyFamily, condition1 } from 'schedlab/policies';
 * import { randomParameters } from 'schedlab/experiments';
 * const family = greedyFamily(condition1);
 * const x = randomParameters(family, 2020); // 8 values, each within family.space bounds
 * const policy = family.create(x);
 * ```
 */
export function randomParameters(family: ParametricPolicy, seed: number): number[] {
  requireObject('randomParameters(family)', family, 'a parametric policy family');
  const rng = createRng(seed);
  return family.space.lower.map((lo, i) => uniformIn(rng, lo, family.space.upper[i] as number));
}
