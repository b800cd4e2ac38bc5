import type { BoundaryHandling } from './BoundaryHandling';
import { createEs } from './internals/EsSession';
import type { Optimizer } from './Optimizer';

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

/**
 * Evolution strategy with non-isotropic self-adaptive mutation (one step size per dimension),
 * as used by Franke, Lepping and Schwiegelshohn, sec. 4.2 (after Bäck & Schwefel):
 * `σ'_i = σ_i exp(τ0 N(0,1) + τ1 N_i(0,1))`, `x'_i = x_i + σ'_i N_i(0,1)`, with
 * `τ0 = 1/sqrt(2u)`, `τ1 = 1/sqrt(2 sqrt(u))`; (3+21) without recombination by default.
 *
 * Iteration 0 evaluates the μ random parents; every later iteration evaluates λ offspring
 * (+ μ re-evaluated parents with `reevaluate: 'parents'`), so 40 generations cost
 * 3 + 40 · 21 = 843 evaluations as in the paper. The session is `done` when every step size
 * fell below 1e-15 of its range.
 *
 * @param options - see {@link EvolutionStrategyOptions}
 * @throws InvalidInputError on an invalid option (e.g. comma selection with λ < μ)
 * @example
 * ```ts
 * import { evolutionStrategy, minimize, searchSpace } from 'schedlab/optimizers';
 * const space = searchSpace({ lower: [-5, -5], upper: [5, 5] });
 * const result = await minimize(
 *   { space, evaluate: (x) => (x[0]! - 1) ** 2 + x[1]! ** 2 },
 *   evolutionStrategy({ mu: 3, lambda: 21, selection: 'plus' }),
 *   { seed: 7, maxEvaluations: 843 },
 * );
 * ```
 */
export function evolutionStrategy(options?: EvolutionStrategyOptions): Optimizer {
  return createEs(options, {});
}
