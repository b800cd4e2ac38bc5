import { InvalidInputError } from '../../errors/InvalidInputError';
import { isUnloadableTypeScript, typeScriptModuleHint } from '../../optimizers/internals/typeScriptModuleHint';
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
  let m: Record<string, unknown>;
  try {
    m = (await import(url)) as Record<string, unknown>;
  } catch (e) {
    if (isUnloadableTypeScript(url, e)) throw new InvalidInputError(typeScriptModuleHint('worker', url), { cause: e });
    throw e;
  }
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
