import type { Rng } from '../../random/Rng';
import { standardNormal } from '../../random/standardNormal';
import { uniform } from '../../random/uniform';

/**
 * Draws from the gamma distribution with shape `shape` (> 0) and scale `scale` (> 0), mean
 * `shape * scale`, by Marsaglia and Tsang's squeeze method ("A simple method for generating gamma
 * variables", ACM TOMS 26(3), 2000): d = shape - 1/3, c = 1 / sqrt(9 d), accept
 * d (1 + c Z)^3 when ln U < Z^2 / 2 + d - d V + d ln V. For shape < 1 the draw of shape + 1 is
 * multiplied by U^(1 / shape) (their section 6). The number of generator steps depends on the
 * rejections, but never on anything but the generator's state, so a seed gives one sequence.
 *
 * (Lublin's reference code m_lublin99.c draws gammas by Jain's sum of exponentials plus a beta
 * part: the same distribution, another stream.)
 */
export function gammaVariate(rng: Rng, shape: number, scale: number): number {
  if (shape < 1) return gammaVariate(rng, shape + 1, scale) * Math.pow(1 - uniform(rng), 1 / shape);
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    const z = standardNormal(rng);
    const t = 1 + c * z;
    if (t <= 0) continue;
    const v = t * t * t;
    const u = 1 - uniform(rng); // (0, 1]
    if (Math.log(u) < 0.5 * z * z + d - d * v + d * Math.log(v)) return d * v * scale;
  }
}
