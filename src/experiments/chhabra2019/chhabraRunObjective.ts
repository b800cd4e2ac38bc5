import { InvalidInputError } from '../../errors/InvalidInputError';
import { chhabraRun, type ChhabraRunResult, type ChhabraRunTask } from './chhabraRun';

const METRICS = ['makespan', 'energy', 'meanFlowtime', 'evaluations'] as const;

/**
 * Whole metaheuristic runs of the Chhabra reproduction as an objective, so that the distributed
 * evaluator (BullMQ on Redis, `schedlab worker`) can spread them over machines: candidate
 * `[i, m]` is metric m (0 makespan, 1 energy, 2 mean flowtime) of `chhabraRun(tasks[i])`. The run
 * is computed once per task in a worker and its metrics cached until all four (the three metrics and the evaluations spent) have been read,
 * so a chunk of the four candidates of a task costs one run.
 *
 * @param data - the runs, as JSON (`ChhabraRunTask` is plain data)
 * @throws InvalidInputError (at evaluation) for a candidate that names no task or metric
 * @example
 * ```ts
 * import { chhabraRunObjective, type ChhabraRunTask } from 'schedlab/experiments';
 * declare const tasks: ChhabraRunTask[];
 * const objective = chhabraRunObjective({ tasks });
 * const makespanOfRun0 = await objective.evaluate([0, 0]);
 * ```
 */
export function chhabraRunObjective(data: { readonly tasks: readonly ChhabraRunTask[] }): { evaluate(x: ArrayLike<number>): Promise<number> } {
  if (data === null || typeof data !== 'object' || !Array.isArray(data.tasks)) throw new InvalidInputError('chhabraRunObjective: expected { tasks: ChhabraRunTask[] }');
  const cache = new Map<number, { metrics: Promise<ChhabraRunResult>; reads: number }>();
  return {
    async evaluate(x: ArrayLike<number>): Promise<number> {
      const i = x[0] as number;
      const m = x[1] as number;
      if (!Number.isInteger(i) || i < 0 || i >= data.tasks.length || !Number.isInteger(m) || m < 0 || m > 3) {
        throw new InvalidInputError(`chhabraRunObjective: candidate [${String(x[0])}, ${String(x[1])}] names no run (0..${data.tasks.length - 1}) and metric (0..3)`);
      }
      let entry = cache.get(i);
      if (entry === undefined) {
        entry = { metrics: chhabraRun(data.tasks[i]!), reads: 0 };
        cache.set(i, entry);
      }
      const metrics = await entry.metrics;
      if (++entry.reads === METRICS.length) cache.delete(i);
      return metrics[METRICS[m]!];
    },
  };
}
