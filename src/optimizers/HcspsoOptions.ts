import type { BoundaryHandling } from './BoundaryHandling';

/**
 * Options of {@link hcspso}. Defaults are Chhabra et al. 2019, Table II, unless noted.
 *
 * @example
 * ```ts
 * import { hcspso, type HcspsoOptions } from 'schedlab/optimizers';
 * const options: HcspsoOptions = { population: 30, r1: 'uniform', r2: 'uniform', inertia: { end: 0.2 } };
 * const optimizer = hcspso(options);
 * ```
 */
export interface HcspsoOptions {
  /** Population size n (one evaluation each per iteration). @defaultValue 60 */
  readonly population?: number;
  /** CS step scale α0 (eq. 9). @defaultValue 1 */
  readonly alpha0?: number;
  /** Fraction of worst individuals replaced by random ones after a CS phase. @defaultValue 0.25 */
  readonly pa?: number;
  /** Lévy index β (Mantegna). @defaultValue 1.5 */
  readonly beta?: number;
  /**
   * Inertia schedule of eq. 10, `w_k = start + (end − start) min(k, iterations) / iterations`
   * (Table II: w = 0.9 over 60 generations; the end value 0.4 is ours, eq. 11's factor is unspecified).
   * @defaultValue `{ start: 0.9, end: 0.4, iterations: 60 }`
   */
  readonly inertia?: { readonly start?: number; readonly end?: number; readonly iterations?: number };
  /** c1 of eq. 10. @defaultValue 2 */
  readonly c1?: number;
  /** c2 of eq. 10. @defaultValue 2 */
  readonly c2?: number;
  /** r1 of eq. 10: Table II's fixed 0.65, or `'uniform'` for a U(0, 1) draw per particle and step. @defaultValue 0.65 */
  readonly r1?: number | 'uniform';
  /** r2 of eq. 10: Table II's fixed 0.35, or `'uniform'`. @defaultValue 0.35 */
  readonly r2?: number | 'uniform';
  /** Velocity clamp as a fraction of the range (Algorithm 4, line 25; value ours). @defaultValue 0.2 */
  readonly vmax?: number;
  /** Boundary handling. @defaultValue `'reflect'` */
  readonly boundary?: BoundaryHandling;
}
