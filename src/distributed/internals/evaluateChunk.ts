import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { InvalidInputError } from '../../errors/InvalidInputError';
import { SchedlabError } from '../../errors/SchedlabError';
import { VERSION } from '../../version';
import { admittedModule, type AllowList } from './allowList';
import { loadObjective, type LoadedObjective } from './loadObjective';
import { encodeDoubles, parsePayload, type ChunkResult } from './payload';

/** Reads the factory data (JSON) stored under a reference; null when it is not there. */
export type FactoryReader = (ref: string) => Promise<string | null>;

/** Objectives already built in this worker, by module, export and factory data. */
export type ObjectiveCache = Map<string, Promise<LoadedObjective>>;

async function factoryData(ref: string | null, read: FactoryReader): Promise<unknown> {
  if (ref === null) return undefined;
  const text = await read(ref);
  if (text === null) throw new RefusedJobError(`factory data ${ref} is not in Redis (the run was closed, or Redis lost it)`);
  return JSON.parse(text) as unknown;
}

/** Thrown for jobs the worker refuses (not retried; the worker carries on). */
export class RefusedJobError extends InvalidInputError {
  override readonly name: string = 'RefusedJobError';
}

/**
 * Evaluates one job: checks the payload, the version and the allow-list, builds (or reuses)
 * the objective and evaluates the chunk's candidates in order. Between candidates it yields
 * to the event loop once `yieldAfterMs` have passed since the last yield, so that BullMQ can
 * renew the job's lock (every half lock duration) while long chunks run, without paying a
 * yield per cheap candidate.
 */
export async function evaluateChunk(
  data: unknown,
  allow: AllowList,
  cache: ObjectiveCache,
  yieldAfterMs: number,
  readFactory: FactoryReader,
): Promise<ChunkResult> {
  let p;
  try {
    p = parsePayload(data);
  } catch (e) {
    throw new RefusedJobError((e as Error).message);
  }
  if (p.version !== VERSION) {
    throw new RefusedJobError(`version mismatch: the job comes from schedlab ${p.version}, this worker runs schedlab ${VERSION}; run the same version on both sides`);
  }
  let real: string;
  try {
    real = admittedModule(p.module, allow);
  } catch (e) {
    throw new RefusedJobError((e as Error).message);
  }
  const key = JSON.stringify([real, p.exportName, p.factoryRef]);
  let loading = cache.get(key);
  if (loading === undefined) {
    loading = factoryData(p.factoryRef, readFactory).then((d) => loadObjective(p.module, p.exportName, p.hasFactory, d));
    cache.set(key, loading);
    loading.catch(() => cache.delete(key));
  }
  const objective = await loading;
  const n = p.indices.length;
  const values = new Float64Array(n);
  let lastYield = performance.now();
  for (let k = 0; k < n; k++) {
    const index = p.indices[k]!;
    const ctx = { iteration: p.iteration, iterationSeed: p.iterationSeed, candidateSeed: p.candidateSeeds[k]!, index };
    let r: unknown;
    try {
      r = objective.evaluate(p.xs.subarray(k * p.d, (k + 1) * p.d), ctx);
      if (r !== null && typeof r === 'object' && typeof (r as { then?: unknown }).then === 'function') r = await r;
    } catch (e) {
      throw new SchedlabError(`candidate ${index} of iteration ${p.iteration}: the objective threw: ${e instanceof Error ? e.message : String(e)}`);
    }
    if (typeof r !== 'number' || Number.isNaN(r)) {
      throw new SchedlabError(`candidate ${index} of iteration ${p.iteration}: the objective returned ${String(r)}, expected a number`);
    }
    values[k] = r;
    if (k + 1 < n && performance.now() - lastYield >= yieldAfterMs) {
      await yieldToLoop();
      lastYield = performance.now();
    }
  }
  return { values: encodeDoubles(values) };
}
