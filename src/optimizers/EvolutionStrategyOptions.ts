import type { BoundaryHandling } from './BoundaryHandling';

/**
 * Options of {@link evolutionStrategy}.
 *
 * @example
 * ```ts
 * import { evolutionStrategy, type EvolutionStrategyOptions } from 'schedlab/optimizers';
 * // (5,35)-ES with intermediate recombination.
 * const options: EvolutionStrategyOptions = { mu: 5, lambda: 35, selection: 'comma', recombination: 'intermediate' };
 * const optimizer = evolutionStrategy(options);
 * ```
 */
export interface EvolutionStrategyOptions {
  /** Number of parents μ. @defaultValue 3 (Franke et al., sec. 4.2) */
  readonly mu?: number;
  /** Number of offspring λ per generation (one evaluation each). @defaultValue 21 (Franke et al.; ratio 1/7 after Schwefel) */
  readonly lambda?: number;
  /** `'plus'`: (μ+λ), parents compete with offspring; `'comma'`: (μ,λ), parents die. @defaultValue `'plus'` */
  readonly selection?: 'plus' | 'comma';
  /**
   * Recombination of two uniformly chosen parents before mutation: `'discrete'` takes each
   * coordinate from one of them, `'intermediate'` averages; step sizes are averaged in both
   * cases. Franke et al. use none.
   * @defaultValue `'none'`
   */
  readonly recombination?: 'none' | 'discrete' | 'intermediate';
  /**
   * Initial step size of every dimension, as a fraction of its range (the first μ parents are
   * uniform in the box).
   * @defaultValue 0.3
   */
  readonly initialSigma?: number;
  /** Boundary handling of mutated points. @defaultValue `'reflect'` */
  readonly boundary?: BoundaryHandling;
  /**
   * `'parents'` re-evaluates the μ parents every generation on the current iteration's seed
   * (plus selection only), so that a parent with a lucky noisy value cannot survive forever.
   * Default `'none'` as in Franke et al. (deterministic simulations; no extra evaluations).
   * @defaultValue `'none'`
   */
  readonly reevaluate?: 'none' | 'parents';
  /** Global learning rate τ0. @defaultValue `1 / sqrt(2 u)`, u = dimension */
  readonly tau0?: number;
  /** Per-dimension learning rate τ1. @defaultValue `1 / sqrt(2 sqrt(u))` */
  readonly tau1?: number;
}
