import { InvalidInputError } from '../../errors/InvalidInputError';
import { checkWorkerModule } from '../../optimizers/internals/checkWorkerModule';
import type { EvaluationContext } from '../../optimizers/Objective';

/** What a worker calls: the `evaluate` of an objective built from a module. */
export interface LoadedObjective {
  evaluate(x: Float64Array, ctx: EvaluationContext): unknown;
}

/**
 * Imports `url` (already admitted by the allow-list) and returns its export `exportName`, or
 * what that factory returns for `factoryData`. Mirrors the worker-thread evaluator, so one
 * objective description serves both.
 */
export async function loadObjective(url: string, exportName: string, hasFactory: boolean, factoryData: unknown): Promise<LoadedObjective> {
  checkWorkerModule('worker', url); // a coordinator on a newer Node may send a .ts module
  const m = (await import(url)) as Record<string, unknown>;
  let o = m[exportName];
  if (hasFactory) {
    if (typeof o !== 'function') throw new InvalidInputError(`export "${exportName}" of ${url} must be a factory function when factoryData is given`);
    o = (o as (data: unknown) => unknown)(factoryData);
  }
  if (o === null || typeof o !== 'object' || typeof (o as { evaluate?: unknown }).evaluate !== 'function') {
    throw new InvalidInputError(`${url} has no export "${exportName}" with an evaluate(x, ctx) method`);
  }
  return o as LoadedObjective;
}
