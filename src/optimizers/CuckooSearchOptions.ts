import type { BoundaryHandling } from './BoundaryHandling';

/**
 * Options of {@link cuckooSearch}.
 *
 * @example
 * ```ts
 * import { cuckooSearch, type CuckooSearchOptions } from 'schedlab/optimizers';
 * const options: CuckooSearchOptions = { nests: 15, pa: 0.25, alpha0: 0.01, replace: 'random' };
 * const optimizer = cuckooSearch(options);
 * ```
 */
export interface CuckooSearchOptions {
  /** Number of nests n (one evaluation each per iteration). @defaultValue 25 (Yang & Deb 2009) */
  readonly nests?: number;
  /** Discovery probability p_a of a nest component. @defaultValue 0.25 (Yang & Deb 2009; Chhabra 2019 Table II) */
  readonly pa?: number;
  /** Step scale α0 of eq. 9. @defaultValue 1 (Chhabra 2019 Table II) */
  readonly alpha0?: number;
  /** Lévy index β of Mantegna's algorithm, in [0.3, 1.99]. @defaultValue 1.5 */
  readonly beta?: number;
  /**
   * Boundary handling (Yang & Deb's reference code clips; we reflect like the other optimizers).
   * @defaultValue `'reflect'`
   */
  readonly boundary?: BoundaryHandling;
  /**
   * Greedy replacement target of a new solution: its own nest (Yang & Deb's reference code) or
   * a randomly chosen nest (the pseudo-code of Yang & Deb 2009 and Chhabra 2019, Algorithm 1).
   * @defaultValue `'own'`
   */
  readonly replace?: 'own' | 'random';
}
