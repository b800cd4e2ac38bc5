import { randomUUID } from 'node:crypto';
import { isAbsolute } from 'node:path';
import { pathToFileURL } from 'node:url';
import { InvalidInputError } from '../errors/InvalidInputError';
import { SchedlabError } from '../errors/SchedlabError';
import type { BatchEvaluator } from '../optimizers/BatchEvaluator';
import type { Candidate } from '../optimizers/Candidate';
import type { EvaluationContext, Objective } from '../optimizers/Objective';
import { integerIn, queueName } from './internals/checks';
import { chunkJobs, type ObjectiveDescription } from './internals/chunkJobs';
import { clientOptions } from './internals/clientOptions';
import { factoryRef } from './internals/factoryKey';
import { QueueLink } from './internals/QueueLink';
import type { RedisConnection } from './RedisConnection';
import { optionKeys, requireOptions } from '../errors/internals/knownKeys';

const QUEUE_EVALUATOR_OPTIONS_KEYS = optionKeys<QueueEvaluatorOptions>({ connection: true, queue: true, module: true, exportName: true, factoryData: true, chunkSize: true, connectTimeoutMs: true, chunkTimeoutMs: true });

/**
 * Options of {@link queueEvaluator}: where the queue is and the objective description (the
 * same `module`, `exportName` and `factoryData` as `workerEvaluator`).
 *
 * @example
 * ```ts
 * import type { QueueEvaluatorOptions } from 'schedlab/distributed';
 * const options: QueueEvaluatorOptions = {
 *   connection: 'redis://127.0.0.1:6379', queue: 'tuning',
 *   module: new URL('./objective.mjs', import.meta.url), exportName: 'makeObjective', factoryData: { servers: 10 }, chunkSize: 4,
 * };
 * ```
 */
export interface QueueEvaluatorOptions {
  /** Redis server (URL or client options; AUTH and TLS pass through). */
  readonly connection: RedisConnection;
  /** Name of the BullMQ queue the workers listen to; one run at a time per queue. */
  readonly queue: string;
  /**
   * The ES module that exports the objective: a `file:` URL or an absolute path of a built
   * `.js`/`.mjs` file (a `.ts` source only where the workers can import it: see `defineObjective`). Workers import it from the same path on their machine, so it must exist
   * there and be on their allow-list.
   */
  readonly module: string | URL;
  /** Name of the export: an objective `{ evaluate(x, ctx) }`, or a factory when `factoryData` is given. @defaultValue `'objective'` */
  readonly exportName?: string;
  /** JSON data the factory export is called with in each worker. @defaultValue undefined (the export is the objective) */
  readonly factoryData?: unknown;
  /**
   * Candidates per job. One job costs about a millisecond of queue traffic on a local network
   * (see docs/benchmarks.md), so raise it for objectives cheaper than ~10 ms.
   * @defaultValue 1 (best balance over any number of workers)
   */
  readonly chunkSize?: number;
  /**
   * Milliseconds a batch waits for Redis (connecting, or coming back after a restart) before
   * failing with a SchedlabError; also bounds `close()`. @defaultValue 10000
   */
  readonly connectTimeoutMs?: number;
  /**
   * Milliseconds a chunk may run once a worker took it, and a batch may go without any worker
   * taking a chunk. A chunk still unfinished after that is put on the queue once more (a copy,
   * evaluated with the same seeds by another worker; the first answer is used), and if the copy
   * also outlives it the batch fails with a SchedlabError naming the chunk. When no chunk of the
   * batch is taken, completed or queued again for that long while some wait (no worker listens, or
   * every worker is stuck on a hung or crashed objective), the batch fails naming the first waiting
   * chunk: a hung or crashed objective ends the run within about twice the timeout (issue 41). Set
   * it well above the time of one chunk.
   * @defaultValue undefined (no limit: no bound fits every objective, from a millisecond to hours
   *   per chunk, and one below a chunk's time would fail sound runs; without it a run whose workers
   *   are all gone waits, and `minimize`'s `signal` or SIGINT stops it)
   */
  readonly chunkTimeoutMs?: number;
}

/**
 * A {@link BatchEvaluator} that spreads each batch over machines through a BullMQ queue on Redis.
 *
 * Every batch is cut into jobs of `chunkSize` consecutive candidates; each job carries the
 * objective description, the coordinates (exact IEEE-754 bytes), the seeds of the contexts, the
 * candidate indices and the schedlab version. The factory data is stored once in Redis (under
 * the queue's keys) and jobs carry its SHA-256. Workers started with {@link queueWorker} (or
 * `schedlab worker`) evaluate them and the values are placed by index, so the result equals
 * the in-thread run with the same seed whatever the number of workers or the order of
 * completion. A job whose worker dies is redelivered (BullMQ stalled-job handling); a job
 * that fails (the objective threw, the worker refused it) fails the batch with a SchedlabError
 * naming the candidates and the worker's message, after the batch's waiting jobs are removed.
 * Losing Redis during a batch fails it with a SchedlabError (resume from the last state).
 * `minimize`'s `signal` reaches the batch in flight: when it fires the batch's waiting jobs are
 * removed and the batch rejects with an `AbortError` at once (within half a second, even with no
 * worker listening); `chunkTimeoutMs` bounds how long a taken chunk may run and how long a batch
 * may wait for any worker. Chunks that vanish from Redis under a live run (`schedlab worker --clean`)
 * fail the batch within two seconds. While a batch can run, SIGINT and SIGTERM first remove the
 * queue's keys (at most 2 s), then end the process by the signal as before (or, when the
 * application listens to the signal itself, fail the batch with an `AbortError`). The `bullmq`
 * package (an optional peer dependency) is loaded at the first batch: without it that batch
 * rejects with a `MissingDependencyError` naming the install command.
 *
 * `close()` removes every key of the queue (BullMQ `obliterate`): use one queue name per
 * concurrent run.
 *
 * @param options - see {@link QueueEvaluatorOptions}
 * @throws InvalidInputError on invalid options; the batch rejects with an `AbortError` when the
 *   signal fires, a `MissingDependencyError` without bullmq, a SchedlabError otherwise
 * @example
 * ```ts
 * import { minimize, pso, searchSpace } from 'schedlab/optimizers';
 * import { queueEvaluator } from 'schedlab/distributed';
 * // on each machine, with the same file: schedlab worker --redis redis://head:6379 --queue tuning --allow-module ./objective.mjs
 * const evaluator = queueEvaluator({ connection: 'redis://head:6379', queue: 'tuning', module: new URL('./objective.mjs', import.meta.url) });
 * const space = searchSpace({ lower: [0, 0], upper: [1, 1] });
 * try {
 *   await minimize({ space, evaluate: () => NaN }, pso(), { seed: 1, maxIterations: 50, evaluator });
 * } finally {
 *   await evaluator.close();
 * }
 * ```
 */
export function queueEvaluator(options: QueueEvaluatorOptions): BatchEvaluator {
  requireOptions('queueEvaluator(options)', options, QUEUE_EVALUATOR_OPTIONS_KEYS);
  if (options === null || typeof options !== 'object') throw new InvalidInputError('queueEvaluator(options): expected an object');
  const name = queueName('queueEvaluator.queue', options.queue);
  const m = options.module;
  let module: string;
  if (m instanceof URL && m.protocol === 'file:') module = m.href;
  else if (typeof m === 'string' && m.startsWith('file:')) module = m;
  else if (typeof m === 'string' && isAbsolute(m)) module = pathToFileURL(m).href;
  else throw new InvalidInputError(`queueEvaluator.module: expected a file: URL or an absolute path, got ${String(m)}`);
  const exportName = options.exportName ?? 'objective';
  if (typeof exportName !== 'string' || exportName === '') throw new InvalidInputError('queueEvaluator.exportName: expected a non-empty string');
  const hasFactory = options.factoryData !== undefined;
  let factory: { readonly ref: string; readonly json: string } | undefined;
  if (hasFactory) {
    const json = JSON.stringify(options.factoryData);
    if (json === undefined) throw new InvalidInputError('queueEvaluator.factoryData: expected JSON data (it travels as JSON)');
    factory = { ref: factoryRef(json), json };
  }
  const chunkSize = integerIn('queueEvaluator.chunkSize', options.chunkSize, 1, 1, 1_000_000);
  const connectTimeoutMs = integerIn('queueEvaluator.connectTimeoutMs', options.connectTimeoutMs, 10_000, 1, 86_400_000);
  const chunkTimeoutMs = options.chunkTimeoutMs === undefined ? undefined : integerIn('queueEvaluator.chunkTimeoutMs', options.chunkTimeoutMs, 0, 1, 2_147_483_647);
  const connection = clientOptions(options.connection, 'queueEvaluator.connection', connectTimeoutMs);
  const description: ObjectiveDescription = { module, exportName, hasFactory, factoryRef: factory?.ref ?? null };
  const run = randomUUID();
  let link: Promise<QueueLink> | undefined;
  let batches = 0;
  let closed = false;

  return {
    async evaluate(_objective: Objective, batch: readonly Candidate[], contexts: readonly EvaluationContext[], values: Float64Array, evaluateOptions?: { readonly signal?: AbortSignal }) {
      if (closed) throw new SchedlabError('queueEvaluator: evaluate() after close()');
      if (batch.length === 0) return;
      link ??= QueueLink.open(name, connection, connectTimeoutMs, chunkTimeoutMs);
      const l = await link.catch((e: unknown) => {
        link = undefined;
        throw e;
      });
      const jobs = chunkJobs(description, batch, contexts, chunkSize, `${run}.${batches++}`);
      await l.run(jobs, values, contexts[0]!.iteration, connectTimeoutMs, factory, evaluateOptions?.signal);
    },
    async close() {
      closed = true;
      const l = link;
      link = undefined;
      if (l !== undefined) await (await l).close(connectTimeoutMs);
    },
  };
}
