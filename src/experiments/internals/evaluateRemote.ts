import type { BatchEvaluator } from '../../optimizers/BatchEvaluator';
import type { Candidate } from '../../optimizers/Candidate';
import type { EvaluationContext, Objective } from '../../optimizers/Objective';
import { searchSpace } from '../../optimizers/searchSpace';
import { SchedlabError } from '../../errors/SchedlabError';

/** The coordinator never evaluates: the points go to the evaluator's workers. */
const REMOTE: Objective = {
  space: searchSpace({ lower: [0], upper: [1] }),
  evaluate: () => {
    throw new SchedlabError('this batch is evaluated by worker threads or queue workers (workerEvaluator, queueEvaluator), not in this thread');
  },
};

/**
 * Sends plain points (work descriptions such as `[seed, setup, metric]` or `[run, metric]`, not
 * candidates of an optimisation) to a worker evaluator and returns one value per point, in order.
 * Each call is one batch (iteration `batch`); the evaluator's own chunking decides which points
 * travel together.
 */
export async function evaluateRemote(evaluator: BatchEvaluator, points: readonly Float64Array[], batch: number): Promise<Float64Array> {
  const candidates: Candidate[] = points.map((x) => ({ x, kind: 'explore' }));
  const contexts: EvaluationContext[] = points.map((_, index) => ({ iteration: batch, iterationSeed: 0, candidateSeed: 0, index }));
  const values = new Float64Array(points.length);
  await evaluator.evaluate(REMOTE, candidates, contexts, values);
  return values;
}
