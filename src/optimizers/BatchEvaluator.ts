import type { Candidate } from './Candidate';
import type { EvaluationContext, Objective } from './Objective';

/**
 * Evaluates a whole batch of candidates; plugged into `minimize` through `options.evaluator`
 * (e.g. {@link workerEvaluator} for CPU-bound objectives in worker threads).
 *
 * Implementations must write `values[i]` for `batch[i]` evaluated with `contexts[i]`, whatever
 * the order in which they actually run, so that results do not depend on scheduling.
 *
 * @example
 * ```ts
 * import type { BatchEvaluator } from 'schedlab/optimizers';
 * const sequential: BatchEvaluator = {
 *   evaluate(objective, batch, contexts, values) {
 *     batch.forEach((c, i) => { values[i] = objective.evaluate(c.x, contexts[i]!) as number; });
 *   },
 *   close: async () => {},
 * };
 * ```
 */
export interface BatchEvaluator {
  /**
   * Evaluates `batch[i]` with `contexts[i]` into `values[i]`; may return a promise. `options.signal`
   * is `minimize`'s signal: an evaluator that waits (e.g. `queueEvaluator` on Redis) may stop the
   * batch when it fires, by rejecting with an `AbortError`; others may ignore it.
   */
  evaluate(
    objective: Objective,
    batch: readonly Candidate[],
    contexts: readonly EvaluationContext[],
    values: Float64Array,
    options?: { readonly signal?: AbortSignal },
  ): void | Promise<void>;
  /** Releases resources (threads). `minimize` never calls it: the creator owns the evaluator. */
  close(): Promise<void>;
}
