import type { PsoOptions } from './PsoOptions';
import { createPso } from './internals/PsoSession';
import type { Optimizer } from './Optimizer';

/**
 * Particle swarm optimization as used by Dupont, Mejri and Da Costa (2020), sec. 4.3, Algorithm 2:
 * `v_i = χ (v_i + φ1 (p_i − x_i) + φ2 (p_g − x_i))`, `x_i += v_i`, reflection at the bounds;
 * with presets for Clerc-Kennedy constriction and the inertia form of Chhabra et al. (2019), eqs. 10-12.
 *
 * Iteration 0 evaluates the initial positions (uniform in the box, zero velocities); each
 * later iteration evaluates the moved swarm (plus re-evaluations if enabled).
 *
 * @param options - see {@link PsoOptions}
 * @throws InvalidInputError on an invalid option
 * @example
 * ```ts
 * import { minimize, pso, searchSpace } from 'schedlab/optimizers';
 * const space = searchSpace({ lower: [-5, -5], upper: [5, 5] });
 * const result = await minimize(
 *   { space, evaluate: (x) => x[0]! ** 2 + x[1]! ** 2 },
 *   pso({ swarmSize: 20 }),
 *   { seed: 1, maxIterations: 100 },
 * );
 * ```
 */
export function pso(options?: PsoOptions): Optimizer {
  return createPso(options);
}
