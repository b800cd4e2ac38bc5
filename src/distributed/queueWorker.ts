import type { Worker } from 'bullmq';
import { InvalidInputError } from '../errors/InvalidInputError';
import { resolveAllowList } from './internals/allowList';
import { integerIn, queueName } from './internals/checks';
import { clientOptions } from './internals/clientOptions';
import { evaluateChunk, RefusedJobError, type ObjectiveCache } from './internals/evaluateChunk';
import { factoryKey } from './internals/factoryKey';
import { loadBullmq } from './internals/loadBullmq';
import type { RedisConnection } from './RedisConnection';
import { optionKeys, requireOptions } from '../errors/internals/knownKeys';

const QUEUE_WORKER_OPTIONS_KEYS = optionKeys<QueueWorkerOptions>({ connection: true, queue: true, allowModules: true, concurrency: true, lockDurationMs: true, stalledIntervalMs: true, onEvent: true });

/**
 * What a {@link queueWorker} reports: a chunk started, finished, failed (the objective threw)
 * or was refused (bad payload, version, module), or a connection error.
 *
 * @example
 * ```ts
 * import type { QueueWorkerEvent } from 'schedlab/distributed';
 * const log = (e: QueueWorkerEvent): void => console.error(e.type, 'jobId' in e ? e.jobId : '', 'message' in e ? e.message : '');
 * ```
 */
export type QueueWorkerEvent =
  | { readonly type: 'ready' }
  | { readonly type: 'started'; readonly jobId: string; readonly iteration: number; readonly candidates: number }
  | { readonly type: 'completed'; readonly jobId: string }
  | { readonly type: 'failed' | 'refused'; readonly jobId: string; readonly message: string }
  | { readonly type: 'error'; readonly message: string };

/**
 * Options of {@link queueWorker}.
 *
 * @example
 * ```ts
 * import type { QueueWorkerOptions } from 'schedlab/distributed';
 * const options: QueueWorkerOptions = {
 *   connection: 'redis://127.0.0.1:6379', queue: 'tuning', allowModules: [new URL('./objectives/', import.meta.url).pathname], concurrency: 1,
 * };
 * ```
 */
export interface QueueWorkerOptions {
  /** Redis server (URL or client options; AUTH and TLS pass through). */
  readonly connection: RedisConnection;
  /** Name of the BullMQ queue (the coordinator's `queue`). */
  readonly queue: string;
  /**
   * Module files, or directories whose modules (at any depth) jobs may import; relative paths
   * resolve against the current directory. A job naming any other module is refused.
   */
  readonly allowModules: readonly string[];
  /** Chunks evaluated at once in this process (more than 1 helps only asynchronous objectives). @defaultValue 1 */
  readonly concurrency?: number;
  /**
   * Milliseconds a chunk's lock lasts without renewal (renewed every half of it while the chunk
   * runs); a worker silent for longer is presumed dead and its chunk is handed to another worker.
   * @defaultValue 30000 (BullMQ's default)
   */
  readonly lockDurationMs?: number;
  /** Milliseconds between checks for chunks of dead workers. @defaultValue `lockDurationMs` */
  readonly stalledIntervalMs?: number;
  /** Receives what the worker does (for a log or a status line). @defaultValue ignore */
  readonly onEvent?: (event: QueueWorkerEvent) => void;
}

/**
 * A running queue worker.
 *
 * @example
 * ```ts
 * import { queueWorker, type QueueWorker } from 'schedlab/distributed';
 * const worker: QueueWorker = queueWorker({ connection: 'redis://127.0.0.1:6379', queue: 'tuning', allowModules: ['./objectives'] });
 * await worker.close(); // finishes the current chunk first
 * ```
 */
export interface QueueWorker {
  /**
   * Resolves once the worker is connected and waiting for jobs; rejects with a
   * `MissingDependencyError` when the optional peer dependency `bullmq` is not installed.
   */
  readonly ready: Promise<void>;
  /**
   * Stops taking chunks, finishes the ones it holds and disconnects. With `force`, returns at
   * once: held chunks are then redelivered to other workers after the lock expires.
   */
  close(force?: boolean): Promise<void>;
}

/**
 * Starts a worker that evaluates the chunks a {@link queueEvaluator} puts on `queue`.
 *
 * Each job names an objective module, export and factory data; the worker imports it only if
 * the allow-list admits the module, checks the payload and that the coordinator runs the same
 * schedlab version, evaluates the candidates in order with the seeds of the job, and returns
 * the values. Refused jobs and objective errors fail that job only (the coordinator sees the
 * message); the worker carries on.
 *
 * @param options - see {@link QueueWorkerOptions}
 * @throws InvalidInputError on invalid options (e.g. an allow-list entry that does not exist)
 * @example
 * ```ts
 * import { queueWorker } from 'schedlab/distributed';
 * const worker = queueWorker({
 *   connection: 'redis://127.0.0.1:6379', queue: 'tuning', allowModules: [new URL('./objective.mjs', import.meta.url).pathname],
 *   onEvent: (e) => console.error(e.type),
 * });
 * process.once('SIGTERM', () => void worker.close());
 * ```
 */
export function queueWorker(options: QueueWorkerOptions): QueueWorker {
  requireOptions('queueWorker(options)', options, QUEUE_WORKER_OPTIONS_KEYS);
  if (options === null || typeof options !== 'object') throw new InvalidInputError('queueWorker(options): expected an object');
  const name = queueName('queueWorker.queue', options.queue);
  const allow = resolveAllowList(options.allowModules, process.cwd());
  const concurrency = integerIn('queueWorker.concurrency', options.concurrency, 1, 1, 1024);
  const lockDuration = integerIn('queueWorker.lockDurationMs', options.lockDurationMs, 30_000, 100, 86_400_000);
  const stalledInterval = integerIn('queueWorker.stalledIntervalMs', options.stalledIntervalMs, lockDuration, 100, 86_400_000);
  const connection = clientOptions(options.connection, 'queueWorker.connection', 10_000);
  // the lock is renewed every lockDuration / 2: yielding every quarter leaves a margin for one evaluation
  const yieldAfterMs = lockDuration / 4;
  const emit = options.onEvent ?? ((): void => {});
  const cache: ObjectiveCache = new Map();
  const started = loadBullmq('queueWorker').then(({ Worker: WorkerClass, UnrecoverableError }) => {
    const worker: Worker = new WorkerClass(
      name,
      async (job) => {
        const data: unknown = job.data;
        const d = data as { iteration?: unknown; indices?: unknown };
        emit({ type: 'started', jobId: String(job.id), iteration: Number(d?.iteration), candidates: Array.isArray(d?.indices) ? d.indices.length : 0 });
        try {
          return await evaluateChunk(data, allow, cache, yieldAfterMs, readFactory);
        } catch (e) {
          const message = e instanceof Error ? e.message : String(e);
          emit({ type: e instanceof RefusedJobError ? 'refused' : 'failed', jobId: String(job.id), message });
          throw new UnrecoverableError(e instanceof RefusedJobError ? `refused by worker: ${message}` : message);
        }
      },
      { connection, concurrency, lockDuration, stalledInterval, maxStalledCount: 1, autorun: true },
    );
    const readFactory = async (ref: string): Promise<string | null> => {
      const client = (await worker.client) as unknown as { get(key: string): Promise<string | null> };
      return client.get(factoryKey(worker, ref));
    };
    worker.on('completed', (job) => emit({ type: 'completed', jobId: String(job.id) }));
    worker.on('error', (e) => emit({ type: 'error', message: e.message }));
    return worker;
  });
  const ready = started.then((w) => w.waitUntilReady()).then(() => emit({ type: 'ready' }));
  ready.catch(() => {});
  return {
    ready: ready.then(() => undefined),
    close: (force = false) => started.then((w) => w.close(force), () => undefined),
  };
}
