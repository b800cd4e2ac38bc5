import { InvalidInputError } from '../../errors/InvalidInputError';
import type { ChhabraRunResult, ChhabraRunTask } from './chhabraRun';
import { evaluateRemote } from '../internals/evaluateRemote';
import type { BatchEvaluator } from '../../optimizers/BatchEvaluator';

/**
 * A `runTask` for `reproduceChhabra2019` that sends whole runs to a worker evaluator (worker
 * threads with `workerEvaluator`, or `schedlab worker` processes through Redis with
 * `queueEvaluator`) running `chhabraRunObjective`: the runs asked for at once go in groups of
 * `groupSize`, each run as the four points [i, 0..3] (the three metrics and the evaluations spent;
 * one chunk of 4, so one worker computes it once), groups one after another; after a failed group
 * the later ones fail at once.
 *
 * @param evaluatorFor - makes the evaluator of a group from its tasks (the factory data); closed after the group
 * @param groupSize - runs per group (progress is reported per group); an integer >= 1
 * @throws InvalidInputError when `evaluatorFor` is not a function or `groupSize` is not an integer >= 1
 * @example
 * ```ts
 * import { chhabra2019Config, chhabraRunsOn, reproduceChhabra2019 } from 'schedlab/experiments';
 * import { workerEvaluator } from 'schedlab/optimizers';
 * import { readSwf } from 'schedlab/workload';
 * const module = new URL('./node_modules/schedlab/dist/experiments/index.js', import.meta.url).href;
 * const runTask = chhabraRunsOn((tasks) => workerEvaluator({ module, exportName: 'chhabraRunObjective', factoryData: { tasks }, workers: 4, chunkSize: 4 }));
 * const llnl = await readSwf('data/traces/LLNL-Thunder-2007-1.1-cln.first20k.swf.br', { status: 'completed' });
 * const r = await reproduceChhabra2019(chhabra2019Config('quick', 1), { traces: [{ name: 'LLNL-Thunder', jobs: llnl.jobs }], runTask });
 * ```
 */
export function chhabraRunsOn(evaluatorFor: (tasks: ChhabraRunTask[]) => BatchEvaluator, groupSize = 36): (task: ChhabraRunTask) => Promise<ChhabraRunResult> {
  if (typeof evaluatorFor !== 'function') throw new InvalidInputError('chhabraRunsOn: evaluatorFor must be a function (tasks) => BatchEvaluator');
  if (!Number.isInteger(groupSize) || groupSize < 1) throw new InvalidInputError(`chhabraRunsOn: groupSize must be an integer >= 1, got ${String(groupSize)}`);
  let pending: Array<{ task: ChhabraRunTask; resolve: (m: ChhabraRunResult) => void; reject: (e: unknown) => void }> = [];
  let chain: Promise<void> = Promise.resolve();
  let scheduled = false;
  let failed: unknown;
  let groups = 0;
  const flush = (): void => {
    scheduled = false;
    while (pending.length > 0) {
      const group = pending.slice(0, groupSize);
      pending = pending.slice(groupSize);
      const batch = groups++;
      chain = chain.then(async () => {
        if (failed !== undefined) {
          for (const g of group) g.reject(failed); // the evaluator is unreachable or broken: do not wait again
          return;
        }
        const evaluator = evaluatorFor(group.map((g) => g.task));
        try {
          const points = group.flatMap((_, i) => [Float64Array.of(i, 0), Float64Array.of(i, 1), Float64Array.of(i, 2), Float64Array.of(i, 3)]);
          const values = await evaluateRemote(evaluator, points, batch);
          group.forEach((g, i) => g.resolve({ makespan: values[4 * i]!, energy: values[4 * i + 1]!, meanFlowtime: values[4 * i + 2]!, evaluations: values[4 * i + 3]! }));
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
    new Promise<ChhabraRunResult>((resolve, reject) => {
      pending.push({ task, resolve, reject });
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}
