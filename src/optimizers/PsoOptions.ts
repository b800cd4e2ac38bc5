import type { BoundaryHandling } from './BoundaryHandling';

/**
 * Options of {@link pso}.
 *
 * @example
 * ```ts
 * import { pso, type PsoOptions } from 'schedlab/optimizers';
 * const options: PsoOptions = { preset: 'clerc-kennedy', swarmSize: 40, reevaluate: 'global-best' };
 * const optimizer = pso(options);
 * ```
 */
export interface PsoOptions {
  /**
   * Number of particles (one evaluation each per iteration).
   * @defaultValue 30 (Dupont et al. 2020, sec. 5.3); 60 with preset `'chhabra2019'` (Table II)
   */
  readonly swarmSize?: number;
  /**
   * Parameter set and velocity form:
   * - `'dupont2020'`: `v = χ (v + φ1 (p − x) + φ2 (g − x))`, χ = 0.1, φ1, φ2 ~ U(0, 2) drawn per
   *   particle per step (Dupont et al. 2020, sec. 4.3);
   * - `'clerc-kennedy'`: same form with χ = 0.7298437881283576 (φ = 4.1), φ1, φ2 ~ U(0, 2.05),
   *   drawn per dimension;
   * - `'chhabra2019'`: inertia form `v = w v + c1 r1 (p − x) + c2 r2 (g − x)`, r1, r2 ~ U(0, 1),
   *   c1 = c2 = 2, w from 0.9 decaying linearly (Chhabra et al. 2019, eqs. 10-12, Table II),
   *   velocity clamped to 0.2 of the range (their Algorithm 2, line 9).
   * @defaultValue `'dupont2020'`
   */
  readonly preset?: 'dupont2020' | 'clerc-kennedy' | 'chhabra2019';
  /**
   * Constriction factor χ (constriction presets only).
   * @defaultValue 0.1 (`'dupont2020'`), 0.7298437881283576 (`'clerc-kennedy'`)
   */
  readonly chi?: number;
  /** Upper end of the uniform draw of φ1 (cognitive). @defaultValue 2 (2.05 for `'clerc-kennedy'`) */
  readonly phi1?: number;
  /** Upper end of the uniform draw of φ2 (social). @defaultValue 2 (2.05 for `'clerc-kennedy'`) */
  readonly phi2?: number;
  /**
   * Inertia weight schedule of the `'chhabra2019'` form: `w_k = start + (end − start) min(k, iterations) / iterations`.
   * Chhabra's Table II gives w = 0.9; eq. 11 shrinks it geometrically by an unspecified factor, so
   * we use the common linear decay to 0.4 over their 60 generations.
   * @defaultValue `{ start: 0.9, end: 0.4, iterations: 60 }`
   */
  readonly inertia?: { readonly start?: number; readonly end?: number; readonly iterations?: number };
  /** Cognitive constant c1 of the inertia form. @defaultValue 2 (Chhabra Table II) */
  readonly c1?: number;
  /** Social constant c2 of the inertia form. @defaultValue 2 (Chhabra Table II) */
  readonly c2?: number;
  /**
   * Draw the random coefficients per dimension instead of once per particle and step.
   * @defaultValue false (true for `'clerc-kennedy'`)
   */
  readonly perDimension?: boolean;
  /**
   * Velocity clamp, as a fraction of each dimension's range (`|v_j| <= vmax (upper_j − lower_j)`).
   * @defaultValue `Infinity` (no clamp; 0.2 for `'chhabra2019'`)
   */
  readonly vmax?: number;
  /** Boundary handling. @defaultValue `'reflect'` (Dupont 2020, sec. 4.3) */
  readonly boundary?: BoundaryHandling;
  /**
   * Re-evaluation of bests on each iteration's seed (noisy objectives): `'global-best'` adds one
   * candidate (the swarm best), `'all-bests'` adds every personal best; their new values replace
   * the stored ones before the iteration's new positions are compared with them, so a lucky
   * early evaluation does not stay best forever.
   * The default is `'none'` because Dupont et al. evaluate every particle once per epoch on
   * G_k and keep personal bests without re-evaluation; it also costs no extra evaluations.
   * @defaultValue `'none'`
   */
  readonly reevaluate?: 'none' | 'global-best' | 'all-bests';
  /**
   * Initial velocities: zero, or uniform in ±half the range per dimension.
   * @defaultValue `'zero'`
   */
  readonly initialVelocity?: 'zero' | 'uniform';
}
