import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import type { Rng } from './Rng';
import { requireRng } from '../errors/internals/knownKeys';

const TWO_PI = 2 * Math.PI;

/**
 * Draws a standard normal deviate N(0, 1) by the Box-Muller transform
 * (`sqrt(-2 ln U1) cos(2 pi U2)`, with U1 in (0, 1]); one deviate per call, four generator
 * steps, so the number of draws never depends on earlier values.
 *
 * @example
 * ```ts
 * import { createRng, standardNormal } from 'schedlab/random';
 * const z = standardNormal(createRng(9));
 * ```
 */
export function standardNormal(rng: Rng): number {
  requireRng('standardNormal(rng)', rng);
  const u1 = 1 - uniformFloat64(rng); // (0, 1]: log is finite
  const u2 = uniformFloat64(rng);
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(TWO_PI * u2);
}
