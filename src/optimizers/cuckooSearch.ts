import type { CuckooSearchOptions } from './CuckooSearchOptions';
import { createCuckoo } from './internals/CuckooSession';
import type { Optimizer } from './Optimizer';

/**
 * Cuckoo search via Lévy flights (Yang & Deb 2009) with the step of Chhabra et al. 2019, eq. 9:
 * `S' = S + α0 (S − gBest) ⊗ Lévy(β)`, Lévy steps `u / |v|^(1/β)` by Mantegna's algorithm
 * (`u ~ N(0, σ_u²)`, `v ~ N(0, 1)`, σ_u = 0.6965745025576967 for β = 1.5); a new solution
 * replaces its nest only if better (greedy).
 *
 * Each generation of Yang & Deb's algorithm takes two iterations (two batches of n):
 * odd iterations are the Lévy flights, even ones rebuild a fraction p_a of the nests'
 * components by the biased random walk `x + r (x_perm1 − x_perm2)`, `r ~ U(0, 1)`.
 * Note: Yang & Deb's reference code changes a component with probability 1 − p_a; we follow
 * their text (a fraction p_a is discovered).
 *
 * @param options - see {@link CuckooSearchOptions}
 * @throws InvalidInputError on an invalid option
 * @example
 * ```ts
 * import { cuckooSearch, minimize, searchSpace } from 'schedlab/optimizers';
 * const space = searchSpace({ lower: [-5, -5], upper: [5, 5] });
 * const r = await minimize({ space, evaluate: (x) => x[0]! ** 2 + x[1]! ** 2 }, cuckooSearch(), {
 *   seed: 5,
 *   maxEvaluations: 2000,
 * });
 * ```
 */
export function cuckooSearch(options?: CuckooSearchOptions): Optimizer {
  return createCuckoo(options);
}
