import { InvalidInputError } from '../../errors/InvalidInputError';
import type { Candidate } from '../Candidate';
import type { EvaluationContext, Objective } from '../Objective';
import { awaitObjective, callObjective } from './callObjective';
import { yieldToEventLoop } from './yieldToEventLoop';

function badValue(r: unknown, i: number, ctx: EvaluationContext): never {
  throw new InvalidInputError(
    `objective.evaluate: candidate ${i} of iteration ${ctx.iteration} returned ${String(r)}, expected a number or a Promise of one`,
  );
}

function isThenable(r: unknown): r is PromiseLike<unknown> {
  return r !== null && typeof r === 'object' && typeof (r as { then?: unknown }).then === 'function';
}

async function settle(p: PromiseLike<unknown>, i: number, ctx: EvaluationContext): Promise<number> {
  const v = await awaitObjective(p, i, ctx);
  return typeof v === 'number' ? v : badValue(v, i, ctx);
}


/**
 * With a signal, synchronous evaluations hand the event loop a turn once this many milliseconds
 * have passed since the last turn, so that `AbortSignal.timeout` fires inside a long generation
 * (issue 32: a CMA-ES generation at 1,000 dimensions ignored it). Wall-clock time decides only when
 * to yield, never a value, so results stay the same for a seed. A documented choice: 50 ms keeps
 * the cost of a turn (about 10-50 us) under 0.1%.
 */
const YIELD_EVERY_MS = 50;

/**
 * Evaluates a batch in the calling thread. Synchronous results never create a promise; from the
 * first promise on, up to `concurrency` evaluations run at once. Values land by index. With a
 * `signal`, a long synchronous batch yields to the event loop every {@link YIELD_EVERY_MS} and stops
 * when the signal has fired: the promise then resolves to `false` (the batch is incomplete).
 */
export function evaluateLocal(
  objective: Objective,
  batch: readonly Candidate[],
  contexts: readonly EvaluationContext[],
  values: Float64Array,
  concurrency: number,
  signal?: AbortSignal,
): void | Promise<void | boolean> {
  return evaluateFrom(objective, batch, contexts, values, concurrency, signal, 0);
}

function evaluateFrom(
  objective: Objective,
  batch: readonly Candidate[],
  contexts: readonly EvaluationContext[],
  values: Float64Array,
  concurrency: number,
  signal: AbortSignal | undefined,
  from: number,
): void | Promise<void | boolean> {
  const n = batch.length;
  const since = signal === undefined ? 0 : performance.now();
  for (let i = from; i < n; i++) {
    const ctx = contexts[i]!;
    const r: unknown = callObjective(objective, batch[i]!.x, ctx, i);
    if (typeof r === 'number') {
      values[i] = r;
      if (signal !== undefined && i + 1 < n && performance.now() - since >= YIELD_EVERY_MS) {
        return resumeAfterTurn(objective, batch, contexts, values, concurrency, signal, i + 1);
      }
      continue;
    }
    if (!isThenable(r)) badValue(r, i, ctx);
    return evaluateAsync(objective, batch, contexts, values, concurrency, i, r);
  }
  return undefined;
}

async function resumeAfterTurn(
  objective: Objective,
  batch: readonly Candidate[],
  contexts: readonly EvaluationContext[],
  values: Float64Array,
  concurrency: number,
  signal: AbortSignal,
  from: number,
): Promise<void | boolean> {
  await yieldToEventLoop();
  if (signal.aborted) return false;
  return evaluateFrom(objective, batch, contexts, values, concurrency, signal, from);
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
      const r: unknown = callObjective(objective, batch[j]!.x, ctx, j);
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
      r = callObjective(objective, batch[j]!.x, ctx, j);
    } catch (e) {
      r = Promise.reject(e);
    }
    lanes.push(lane(j, isThenable(r) ? r : Promise.resolve(r)));
  }
  await Promise.all(lanes);
}
