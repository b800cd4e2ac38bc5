import type { EvaluationContext } from './Objective';

/**
 * What a worker (a `workerEvaluator` thread or a `schedlab worker` process) calls: the
 * `evaluate` of an objective module's export. Unlike {@link Objective} it needs no `space`
 * (the coordinator's optimizer has it).
 *
 * @example
 * ```ts
 * import type { WorkerObjective } from 'schedlab/optimizers';
 * export const objective = { evaluate: (x, ctx) => x[0]! * x[0]! + ctx.index * 0 } satisfies WorkerObjective;
 * ```
 */
export interface WorkerObjective {
  /** The value of candidate `x` (lower is better), or a promise of it. */
  evaluate(x: Float64Array, ctx: EvaluationContext): number | Promise<number>;
}

/**
 * Types an objective module's export for workers, so that a TypeScript objective needs no
 * hand-written declaration file: an objective (`exportName` without `factoryData`) or a factory
 * called in each worker with the evaluator's `factoryData`. It returns its argument unchanged;
 * `x`, `ctx` and the factory's `data` get their types from it.
 *
 * Workers import a JavaScript module: compile the TypeScript file with your own `tsc` (or run
 * Node >= 22.18 / 23.6, which strips types itself) and give the evaluator the `.js` it emits;
 * see docs/optimizers.md "TypeScript objectives".
 *
 * @param objective - the objective, or a factory `(data) => objective`
 * @returns the same value, typed
 * @example
 * ```ts
 * // objective.ts, compiled with tsc to objective.js, which workerEvaluator / queueEvaluator load
 * import { defineObjective } from 'schedlab/optimizers';
 * export const makeObjective = defineObjective((data: { readonly scale: number }) => ({
 *   evaluate: (x, ctx) => data.scale * x.reduce((s, v) => s + v * v, 0) + ctx.index * 0,
 * }));
 * export const sphere = defineObjective({ evaluate: (x) => x[0]! * x[0]! });
 * ```
 */
export function defineObjective<D>(factory: (data: D) => WorkerObjective): (data: D) => WorkerObjective;
export function defineObjective(objective: WorkerObjective): WorkerObjective;
export function defineObjective<D>(o: WorkerObjective | ((data: D) => WorkerObjective)): WorkerObjective | ((data: D) => WorkerObjective) {
  return o;
}
