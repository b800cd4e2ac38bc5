import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import type { Rng } from './Rng';
import { requireObject, requireRng } from '../errors/internals/knownKeys';
import { InvalidInputError } from '../errors/InvalidInputError';

const TWO_PI = 2 * Math.PI;

/**
 * Draws two independent standard normal deviates by the Box-Muller transform
 * (`r cos(theta)` and `r sin(theta)` with `r = sqrt(-2 ln U1)`, `theta = 2 pi U2`) into
 * `out[offset]` and `out[offset + 1]`: half the cost of two {@link standardNormal} calls, and
 * nothing is cached between calls (so a generator's state fully describes the stream).
 *
 * @example
 * ```ts
 * import { createRng, standardNormalPair } from 'schedlab/random';
 * const z = new Float64Array(2);
 * standardNormalPair(createRng(9), z);
 * ```
 */
export function standardNormalPair(rng: Rng, out: Float64Array | number[], offset = 0): void {
  requireRng('standardNormalPair(rng)', rng);
  requireObject('standardNormalPair(out)', out, 'an array to write the pair into');
  if (!Number.isSafeInteger(offset) || offset < 0) throw new InvalidInputError(`standardNormalPair(offset): expected an integer >= 0, got ${String(offset)}`);
  const r = Math.sqrt(-2 * Math.log(1 - uniformFloat64(rng)));
  const theta = TWO_PI * uniformFloat64(rng);
  out[offset] = r * Math.cos(theta);
  out[offset + 1] = r * Math.sin(theta);
}
