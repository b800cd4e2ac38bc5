import { InvalidInputError } from '../../errors/InvalidInputError';
import type { Candidate } from '../Candidate';
import type { EvaluationContext, Objective } from '../Objective';

function badValue(r: unknown, i: number, ctx: EvaluationContext): never {
  throw new InvalidInputError(
    `objective.evaluate: candidate ${i} of iteration ${ctx.iteration} returned ${String(r)}, expected a number or a Promise of one`,
  );
}

function isThenable(r: unknown): r is PromiseLike<unknown> {
  return r !== null && typeof r === 'object' && typeof (r as { then?: unknown }).then === 'function';
}

async function settle(p: PromiseLike<unknown>, i: number, ctx: EvaluationContext): Promise<number> {
  const v = await p;
  return typeof v === 'number' ? v : badValue(v, i, ctx);
}

/**
 * Evaluates a batch in the calling thread. Synchronous results never create a promise; from the
 * first promise on, up to `concurrency` evaluations run at once. Values land by index.
 */
export function evaluateLocal(
  objective: Objective,
  batch: readonly Candidate[],
  contexts: readonly EvaluationContext[],
  values: Float64Array,
  concurrency: number,
): void | Promise<void> {
  const n = batch.length;
  for (let i = 0; i < n; i++) {
    const ctx = contexts[i]!;
    const r: unknown = objective.evaluate(batch[i]!.x, ctx);
    if (typeof r === 'number') {
      values[i] = r;
      continue;
    }
    if (!isThenable(r)) badValue(r, i, ctx);
    return evaluateAsync(objective, batch, contexts, values, concurrency, i, r);
  }
  return undefined;
}

async function evaluateAsync(
  objective: Objective,
  batch: readonly Candidate[],
  contexts: readonly EvaluationContext[],
  values: Float64Array,
  concurrency: number,
  start: number,
  first: PromiseLike<unknown>,
): Promise<void> {
  const n = batch.length;
  let next = start + 1;
  const lane = async (i: number, pending: PromiseLike<unknown>): Promise<void> => {
    values[i] = await settle(pending, i, contexts[i]!);
    while (next < n) {
      const j = next++;
      const ctx = contexts[j]!;
      const r: unknown = objective.evaluate(batch[j]!.x, ctx);
      if (typeof r === 'number') values[j] = r;
      else if (isThenable(r)) values[j] = await settle(r, j, ctx);
      else badValue(r, j, ctx);
    }
  };
  const lanes: Promise<void>[] = [lane(start, first)];
  while (lanes.length < concurrency && next < n) {
    const j = next++;
    const ctx = contexts[j]!;
    let r: unknown;
    try {
      r = objective.evaluate(batch[j]!.x, ctx);
    } catch (e) {
      r = Promise.reject(e);
    }
    lanes.push(lane(j, isThenable(r) ? r : Promise.resolve(r)));
  }
  await Promise.all(lanes);
}
