import { existsSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { InvalidInputError } from '../errors/InvalidInputError';
import { SchedlabError } from '../errors/SchedlabError';
import { optionKeys, requireOptions } from '../errors/internals/knownKeys';
import type { BatchEvaluator } from './BatchEvaluator';
import type { Candidate } from './Candidate';
import { intOption } from './internals/options';
import { WORKER_SOURCE } from './internals/workerSource';
import type { EvaluationContext, Objective } from './Objective';

const WORKER_EVALUATOR_OPTION_KEYS = optionKeys<WorkerEvaluatorOptions>({ module: true, exportName: true, workers: true, chunkSize: true, factoryData: true, timeoutMs: true });

/**
 * Options of {@link workerEvaluator}.
 *
 * @example
 * ```ts
 * import { workerEvaluator, type WorkerEvaluatorOptions } from 'schedlab/optimizers';
 * // objective.mjs exports a factory: export const makeObjective = (data) => ({ evaluate: (x, ctx) => ... });
 * const options: WorkerEvaluatorOptions = {
 *   module: new URL('./objective.mjs', import.meta.url), exportName: 'makeObjective',
 *   workers: 4, chunkSize: 4, factoryData: { servers: 10 },
 * };
 * const evaluator = workerEvaluator(options); // pass to minimize({ evaluator }), then evaluator.close()
 * ```
 */
export interface WorkerEvaluatorOptions {
  /**
   * The ES module that exports the objective: a `file:` URL or an absolute path of a built
   * `.js`/`.mjs` file. A `.ts` source only where the workers can import it (Node >= 22.18, or
   * a loader such as tsx): otherwise compile it with `tsc` first (see `defineObjective`); the
   * failed import says so.
   */
  readonly module: string | URL;
  /** Name of the export: an object `{ evaluate(x, ctx) }` (its `space` is not used by workers). @defaultValue `'objective'` */
  readonly exportName?: string;
  /** Number of worker threads. @defaultValue 2 */
  readonly workers?: number;
  /** Candidates sent to a worker at a time (smaller chunks balance uneven costs). @defaultValue `ceil(batch / (2 workers))` */
  readonly chunkSize?: number;
  /**
   * When given, the export is a factory `(data) => objective` called once in each worker with
   * this structured-clonable value (e.g. the JSON options of the objective), so objectives
   * built from closures can be rebuilt in workers. @defaultValue undefined (the export is the objective)
   */
  readonly factoryData?: unknown;
  /**
   * Longest wait for one chunk (ms): a worker that takes longer (an objective that never returns)
   * is terminated and the evaluation fails with a `SchedlabError` instead of hanging.
   * @defaultValue undefined (no limit)
   */
  readonly timeoutMs?: number;
}

interface Reply {
  readonly id: number;
  readonly values?: Float64Array;
  readonly error?: string;
}

/**
 * A {@link BatchEvaluator} that evaluates CPU-bound objectives in `node:worker_threads`.
 *
 * Each worker imports `module` and calls its export's `evaluate(x, ctx)`. Seeds travel in the
 * contexts and values are assigned by candidate index, so a run gives exactly the same result
 * as the in-thread run with the same seed, whatever the number of workers. Workers start on the
 * first batch and are unref'd between batches (an idle pool does not keep Node alive); call
 * `close()` to terminate them.
 *
 * @param options - see {@link WorkerEvaluatorOptions}
 * @throws InvalidInputError on invalid options
 * @example
 * ```ts
 * import { minimize, pso, searchSpace, workerEvaluator } from 'schedlab/optimizers';
 * // my-objective.mjs: export const objective = { evaluate(x, ctx) { return heavySimulation(x, ctx.iterationSeed); } };
 * const evaluator = workerEvaluator({ module: new URL('./my-objective.mjs', import.meta.url), workers: 4 });
 * const space = searchSpace({ lower: [0, 0], upper: [1, 1] });
 * const objective = { space, evaluate: () => { throw new Error('evaluated in workers'); } };
 * try {
 *   await minimize(objective, pso(), { seed: 1, maxIterations: 50, evaluator });
 * } finally {
 *   await evaluator.close();
 * }
 * ```
 */
export function workerEvaluator(options: WorkerEvaluatorOptions): BatchEvaluator {
  requireOptions('workerEvaluator(options)', options, WORKER_EVALUATOR_OPTION_KEYS);
  const m = options.module;
  let url: string;
  if (m instanceof URL) url = m.href;
  else if (typeof m === 'string' && m.startsWith('file:')) url = m;
  else if (typeof m === 'string' && isAbsolute(m)) url = pathToFileURL(m).href;
  else throw new InvalidInputError(`workerEvaluator.module: expected a file: URL or an absolute path, got ${String(m)}`);
  const exportName = options.exportName ?? 'objective';
  if (typeof exportName !== 'string' || exportName === '') throw new InvalidInputError('workerEvaluator.exportName: expected a non-empty string');
  const count = intOption('workerEvaluator.workers', options.workers, 2, 1, 256);
  const chunkOption = options.chunkSize === undefined ? undefined : intOption('workerEvaluator.chunkSize', options.chunkSize, 1, 1);
  const timeoutMs = options.timeoutMs === undefined ? undefined : intOption('workerEvaluator.timeoutMs', options.timeoutMs, 1, 1, 2_147_483_647);
  if (url.startsWith('file:') && !existsSync(fileURLToPath(url))) {
    throw new InvalidInputError(`workerEvaluator.module: no such file ${fileURLToPath(url)} (workers load a built .js/.mjs module)`);
  }
  if (options.factoryData !== undefined) {
    try {
      structuredClone(options.factoryData);
    } catch (e) {
      throw new InvalidInputError(`workerEvaluator.factoryData: cannot be sent to a worker thread (${(e as Error).message.split('\n')[0]}); use plain JSON-like data`);
    }
  }

  let pool: Worker[] | undefined;
  let closed = false;
  let nextId = 0;
  const waiting = new Map<number, { resolve: (r: Reply) => void; reject: (e: Error) => void }>();
  const fail = (e: Error): void => {
    for (const w of waiting.values()) w.reject(e);
    waiting.clear();
  };

  const workers = (): Worker[] => {
    if (pool !== undefined) return pool;
    pool = Array.from({ length: count }, () => {
      const w = new Worker(WORKER_SOURCE, {
        eval: true,
        workerData: { module: url, exportName, hasFactory: options.factoryData !== undefined, factoryData: options.factoryData },
      });
      w.on('message', (r: Reply) => {
        const h = waiting.get(r.id);
        waiting.delete(r.id);
        h?.resolve(r);
      });
      w.on('error', (e) => fail(e));
      w.on('exit', (code) => {
        if (!closed) fail(new SchedlabError(`workerEvaluator: a worker exited with code ${code}`));
      });
      w.unref();
      return w;
    });
    return pool;
  };

  const send = (w: Worker, msg: { id: number; [k: string]: unknown }, transfer: ArrayBuffer[]): Promise<Reply> =>
    new Promise<Reply>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const done = <T,>(f: (v: T) => void) => (v: T): void => {
        if (timer !== undefined) clearTimeout(timer);
        f(v);
      };
      waiting.set(msg.id, { resolve: done(resolve), reject: done(reject) });
      if (timeoutMs !== undefined) {
        timer = setTimeout(() => {
          const stuck = pool ?? [];
          pool = undefined; // the next batch starts fresh workers
          fail(new SchedlabError(`workerEvaluator: a worker gave no answer within timeoutMs = ${timeoutMs} ms (iteration ${String(msg['iteration'])}); it was terminated`));
          for (const x of stuck) void x.terminate();
        }, timeoutMs);
      }
      w.postMessage(msg, transfer);
    });

  return {
    async evaluate(_objective: Objective, batch: readonly Candidate[], contexts: readonly EvaluationContext[], values: Float64Array) {
      if (closed) throw new SchedlabError('workerEvaluator: evaluate() after close()');
      const n = batch.length;
      if (n === 0) return;
      const ws = workers();
      const d = batch[0]!.x.length;
      const chunk = chunkOption ?? Math.ceil(n / (2 * ws.length));
      let next = 0;
      ws.forEach((w) => w.ref());
      try {
        const lane = async (w: Worker): Promise<void> => {
          while (next < n) {
            const from = next;
            const to = Math.min(n, from + chunk);
            next = to;
            const x = new Float64Array((to - from) * d);
            const candidateSeeds: number[] = [];
            const indices: number[] = [];
            for (let i = from; i < to; i++) {
              x.set(batch[i]!.x, (i - from) * d);
              candidateSeeds.push(contexts[i]!.candidateSeed);
              indices.push(contexts[i]!.index);
            }
            const ctx0 = contexts[from]!;
            const reply = await send(
              w,
              { id: nextId++, x, d, iteration: ctx0.iteration, iterationSeed: ctx0.iterationSeed, candidateSeeds, indices },
              [x.buffer],
            );
            if (reply.error !== undefined || reply.values === undefined) {
              throw new SchedlabError(`workerEvaluator: evaluation failed in a worker (iteration ${ctx0.iteration}): ${(reply.error ?? 'no values').split('\n')[0]}`);
            }
            values.set(reply.values, from);
          }
        };
        await Promise.all(ws.map(lane));
      } finally {
        ws.forEach((w) => w.unref());
      }
    },
    async close() {
      closed = true;
      const ws = pool ?? [];
      pool = undefined;
      await Promise.all(ws.map((w) => w.terminate()));
    },
  };
}
