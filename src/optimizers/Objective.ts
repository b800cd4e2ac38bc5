import type { SearchSpace } from './searchSpace';

/**
 * What an objective learns about the evaluation it is asked for.
 *
 * Seeds travel here (never in shared mutable state) so that results do not depend on the order
 * or the thread in which candidates are evaluated.
 *
 * @example
 * ```ts
 * import { minimize, pso, searchSpace, type EvaluationContext, type Objective } from 'schedlab/optimizers';
 * import { createRng, standardNormal } from 'schedlab/random';
 * // A noisy objective: all candidates of an iteration share the noise stream (common random numbers).
 * const noisy: Objective = {
 *   space: searchSpace({ lower: [-1], upper: [1] }),
 *   evaluate: (x, ctx: EvaluationContext) => x[0]! ** 2 + 0.01 * standardNormal(createRng(ctx.iterationSeed)),
 * };
 * const result = await minimize(noisy, pso(), { seed: 3, maxIterations: 50 });
 * ```
 */
export interface EvaluationContext {
  /** 0-based iteration (one ask/tell batch) of the optimizer. */
  readonly iteration: number;
  /**
   * The iteration's common unsigned 32-bit seed: every candidate of one iteration receives the
   * same value, so a stochastic objective seeded with it evaluates all candidates on the same
   * random job sets (common random numbers; the per-epoch set G_k of Dupont et al. 2020, sec. 5.3).
   */
  readonly iterationSeed: number;
  /** Per-candidate unsigned 32-bit seed, for objectives that want independent noise per candidate. */
  readonly candidateSeed: number;
  /** Index of the candidate in the iteration's batch. */
  readonly index: number;
}

/**
 * A function to minimize over a box-bounded {@link SearchSpace}.
 *
 * `evaluate` may return a number or a promise of one; `minimize` only awaits when a promise is
 * returned. It must treat `x` as read-only and must not keep it after returning: optimizers
 * reuse the buffers between iterations. Return `Infinity` for infeasible points; `NaN` is an error.
 *
 * @example
 * ```ts
 * import { searchSpace, type Objective } from 'schedlab/optimizers';
 * const sphere: Objective = {
 *   space: searchSpace({ lower: [-5, -5], upper: [5, 5] }),
 *   evaluate: (x) => x[0]! * x[0]! + x[1]! * x[1]!,
 * };
 * ```
 */
export interface Objective {
  /** Where candidates are drawn from. */
  readonly space: SearchSpace;
  /** Cost of candidate `x` (lower is better). */
  evaluate(x: Float64Array, ctx: EvaluationContext): number | Promise<number>;
}
