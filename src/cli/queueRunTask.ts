import type { ChhabraRunTask } from '../experiments/chhabra2019/chhabraRun';
import type { BatchEvaluator } from '../optimizers/BatchEvaluator';
import type { Candidate } from '../optimizers/Candidate';
import type { EvaluationContext, Objective } from '../optimizers/Objective';
import { searchSpace } from '../optimizers/searchSpace';
import type { BatchMetrics } from '../policies/multicluster/BatchSchedule';

const SPACE = searchSpace({ lower: [0, 0], upper: [1e9, 2] });
/** The coordinator never evaluates: the candidates go to the queue's workers. */
const REMOTE: Objective = {
  space: SPACE,
  evaluate: () => {
    throw new Error('chhabra runs are evaluated by the queue workers');
  },
};

/**
 * A `runTask` for `reproduceChhabra2019` that sends whole runs to a distributed evaluator
 * (`schedlab worker` processes through Redis), running `chhabraRunObjective` there: the runs asked
 * for at once are sent in groups of `groupSize`, each run as the three candidates [i, 0..2]
 * (one chunk, so one worker computes it once), groups one after another (one run per queue).
 *
 * @param evaluatorFor - makes the evaluator of a group from its tasks (the factory data)
 * @param groupSize - runs per group (progress is reported per group)
 * @example
 * ```ts
 * import { queueRunTask } from './queueRunTask';
 * declare const evaluatorFor: Parameters<typeof queueRunTask>[0];
 * const runTask = queueRunTask(evaluatorFor, 36); // reproduceChhabra2019(config, { traces, runTask })
 * ```
 */
export function queueRunTask(evaluatorFor: (tasks: ChhabraRunTask[]) => BatchEvaluator, groupSize = 36): (task: ChhabraRunTask) => Promise<BatchMetrics> {
  let pending: Array<{ task: ChhabraRunTask; resolve: (m: BatchMetrics) => void; reject: (e: unknown) => void }> = [];
  let chain: Promise<void> = Promise.resolve();
  let scheduled = false;
  let failed: unknown;
  const flush = (): void => {
    scheduled = false;
    while (pending.length > 0) {
      const group = pending.slice(0, groupSize);
      pending = pending.slice(groupSize);
      chain = chain.then(async () => {
        if (failed !== undefined) {
          for (const g of group) g.reject(failed); // the queue is unreachable or broken: do not wait again
          return;
        }
        const tasks = group.map((g) => g.task);
        const evaluator = evaluatorFor(tasks);
        try {
          const batch: Candidate[] = [];
          const contexts: EvaluationContext[] = [];
          tasks.forEach((_, i) => {
            for (let m = 0; m < 3; m++) {
              batch.push({ x: Float64Array.of(i, m), kind: 'explore' });
              contexts.push({ iteration: 0, iterationSeed: 0, candidateSeed: 0, index: 3 * i + m });
            }
          });
          const values = new Float64Array(batch.length);
          await evaluator.evaluate(REMOTE, batch, contexts, values);
          group.forEach((g, i) => g.resolve({ makespan: values[3 * i]!, energy: values[3 * i + 1]!, meanFlowtime: values[3 * i + 2]! }));
        } catch (e) {
          failed = e;
          for (const g of group) g.reject(e);
        } finally {
          await evaluator.close();
        }
      });
    }
  };
  return (task) =>
    new Promise<BatchMetrics>((resolve, reject) => {
      pending.push({ task, resolve, reject });
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}
