import type { EvolutionStrategyOptions } from './EvolutionStrategyOptions';
import { createEs } from './internals/EsSession';
import type { Optimizer } from './Optimizer';

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
  return createEs(options);
}
