import type { EvaluationContext } from './Objective';
import { requireObject } from '../errors/internals/knownKeys';

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
 * Types a factory export of an objective module for workers (called in each worker with the
 * evaluator's `factoryData`), so that a TypeScript objective needs no hand-written declaration
 * file. It returns its argument unchanged; `data`, `x` and `ctx` get their types from it.
 *
 * Workers import a JavaScript module: compile the TypeScript file with your own `tsc` (or run
 * Node >= 22.18 / 23.6, which strips types itself, or workers under a loader such as tsx) and give
 * the evaluator the `.js` it emits; see docs/optimizers.md "TypeScript objectives".
 *
 * @param objective - a factory `(data) => objective`
 * @returns the same factory, typed
 * @example
 * ```ts
 * // objective.ts, compiled with tsc to objective.js, which workerEvaluator / queueEvaluator load
 * import { defineObjective } from 'schedlab/optimizers';
 * export const makeObjective = defineObjective((data: { readonly scale: number }) => ({
 *   evaluate: (x, ctx) => data.scale * x.reduce((s, v) => s + v * v, 0) + ctx.index * 0,
 * }));
 * ```
 */
export function defineObjective<D>(objective: (data: D) => WorkerObjective): (data: D) => WorkerObjective;
/**
 * Types an objective export of an objective module for workers (used without `factoryData`); it
 * returns its argument unchanged. See the factory form above for compiling it.
 *
 * @param objective - the objective `{ evaluate(x, ctx) }`
 * @returns the same objective, typed
 * @example
 * ```ts
 * import { defineObjective } from 'schedlab/optimizers';
 * export const sphere = defineObjective({ evaluate: (x) => x[0]! * x[0]! });
 * ```
 */
export function defineObjective(objective: WorkerObjective): WorkerObjective;
/**
 * The implementation of both forms above: it returns its argument.
 *
 * @param objective - an objective or a factory
 * @returns the argument
 * @example
 * ```ts
 * import { defineObjective } from 'schedlab/optimizers';
 * const same = defineObjective({ evaluate: () => 0 });
 * ```
 */
export function defineObjective<D>(objective: WorkerObjective | ((data: D) => WorkerObjective)): WorkerObjective | ((data: D) => WorkerObjective) {
  requireObject('defineObjective(objective)', objective, 'an objective { evaluate } or a factory of one');
  return objective;
}
