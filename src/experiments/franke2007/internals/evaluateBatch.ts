import type { BatchEvaluator } from '../../../optimizers/BatchEvaluator';
import type { Candidate } from '../../../optimizers/Candidate';
import type { EvaluationContext, Objective } from '../../../optimizers/Objective';

/** Evaluates vectors with `objective`, in-thread or through a batch evaluator (worker threads). */
export async function evaluateBatch(objective: Objective, xs: readonly Float64Array[], evaluator: BatchEvaluator | undefined, iteration: number): Promise<Float64Array> {
  const values = new Float64Array(xs.length);
  const contexts: EvaluationContext[] = xs.map((_, index) => ({ iteration, iterationSeed: 0, candidateSeed: 0, index }));
  if (evaluator === undefined) {
    for (let i = 0; i < xs.length; i++) values[i] = (await objective.evaluate(xs[i]!, contexts[i]!)) as number;
    return values;
  }
  const batch: Candidate[] = xs.map((x) => ({ x, kind: 'explore' }));
  await evaluator.evaluate(objective, batch, contexts, values);
  return values;
}
