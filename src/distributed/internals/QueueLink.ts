import { Queue, QueueEvents } from 'bullmq';
import { SchedlabError } from '../../errors/SchedlabError';
import { describeConnection, type ClientOptions } from './clientOptions';
import type { ChunkJob } from './chunkJobs';
import { factoryKey } from './factoryKey';
import { decodeDoubles } from './payload';
import { withTimeout } from './withTimeout';

/** The ioredis commands used here; BullMQ's client proxy forwards them to ioredis. */
interface RawCommands {
  time(): Promise<[string, string]>;
  ping(): Promise<string>;
  exists(key: string): Promise<number>;
  set(key: string, value: string): Promise<unknown>;
  del(...keys: string[]): Promise<number>;
}

interface Batch {
  readonly pending: Map<string, ChunkJob>;
  readonly values: Float64Array;
  readonly iteration: number;
  failure: SchedlabError | undefined;
  resolve(): void;
  reject(e: SchedlabError): void;
}

/**
 * The coordinator's side of a queue: a BullMQ `Queue` to add jobs and a `QueueEvents` stream
 * to hear their results, one batch in flight at a time.
 */
export class QueueLink {
  private readonly queue: Queue;
  private readonly events: QueueEvents;
  private batch: Batch | undefined;
  private readonly where: string;
  /** Keys of factory data this link stored (removed by close). */
  private readonly factoryKeys = new Set<string>();

  private constructor(queue: Queue, events: QueueEvents, where: string) {
    this.queue = queue;
    this.events = events;
    this.where = where;
    events.on('completed', ({ jobId, returnvalue }) => this.completed(jobId, returnvalue));
    events.on('failed', ({ jobId, failedReason }) => this.failed(jobId, failedReason));
    events.on('error', () => {}); // reconnection is retried; a lost batch is caught on the queue's connection
  }

  /** Connects; the event stream starts at Redis' current time, before any job of this link. */
  static async open(name: string, connection: ClientOptions, connectTimeoutMs: number): Promise<QueueLink> {
    const where = `queue "${name}" on ${describeConnection(connection)}`;
    const queue = new Queue(name, { connection });
    queue.on('error', () => {});
    const client = await withTimeout(queue.client, connectTimeoutMs, `queueEvaluator: cannot reach Redis for ${where} within ${connectTimeoutMs} ms`).catch(
      async (e: unknown) => {
        await queue.close().catch(() => {});
        throw e;
      },
    );
    const [seconds, micros] = await (client as unknown as RawCommands).time();
    const events = new QueueEvents(name, { connection, autorun: false, lastEventId: `${Number(seconds) * 1000 + Math.floor(Number(micros) / 1000) - 1}-0` });
    const link = new QueueLink(queue, events, where);
    void events.run().catch(() => {});
    await events.waitUntilReady();
    client.on('close', () => link.lost());
    return link;
  }

  /** Adds the jobs and resolves when every value is in `values`; rejects on the first failure. */
  async run(
    jobs: readonly ChunkJob[],
    values: Float64Array,
    iteration: number,
    connectTimeoutMs: number,
    factory: { readonly ref: string; readonly json: string } | undefined,
  ): Promise<void> {
    const client = (await this.queue.client) as unknown as RawCommands;
    await withTimeout(client.ping(), connectTimeoutMs, `queueEvaluator: cannot reach Redis for ${this.where} within ${connectTimeoutMs} ms (iteration ${iteration})`);
    if (factory !== undefined) {
      // stored once; again after a Redis restart that lost it
      const key = factoryKey(this.queue, factory.ref);
      this.factoryKeys.add(key);
      if ((await client.exists(key)) === 0) await client.set(key, factory.json);
    }
    const done = new Promise<void>((resolve, reject) => {
      this.batch = { pending: new Map(jobs.map((j) => [j.id, j])), values, iteration, failure: undefined, resolve, reject };
    });
    try {
      await this.queue.addBulk(jobs.map((j) => ({ name: 'chunk', data: j.data, opts: { jobId: j.id, removeOnComplete: true, removeOnFail: true, attempts: 1 } })));
      await done;
    } finally {
      this.batch = undefined;
    }
  }

  private completed(jobId: string, returnvalue: unknown): void {
    const b = this.batch;
    const job = b?.pending.get(jobId);
    if (b === undefined || job === undefined) return;
    b.pending.delete(jobId);
    if (b.failure === undefined) {
      try {
        const r = returnvalue as { values?: unknown } | null;
        b.values.set(decodeDoubles(r?.values, job.to - job.from, `queueEvaluator: result of job ${jobId}`), job.from);
      } catch (e) {
        b.failure = new SchedlabError(`queueEvaluator: iteration ${b.iteration}: ${(e as Error).message}`);
      }
    }
    this.settle(b);
  }

  private failed(jobId: string, reason: string): void {
    const b = this.batch;
    const job = b?.pending.get(jobId);
    if (b === undefined || job === undefined) return;
    b.pending.delete(jobId);
    if (b.failure === undefined) {
      b.failure = new SchedlabError(`queueEvaluator: iteration ${b.iteration}, candidates ${job.from}..${job.to - 1} (job ${jobId}): ${reason}`);
      void this.withdraw(b);
    }
    this.settle(b);
  }

  /** After a failure: removes the batch's jobs still waiting, so that the queue is left clean. */
  private async withdraw(b: Batch): Promise<void> {
    for (const id of [...b.pending.keys()]) {
      const removed = await this.queue.remove(id).catch(() => 0);
      if (removed === 1) b.pending.delete(id);
    }
    this.settle(b);
  }

  private settle(b: Batch): void {
    if (b.pending.size > 0) return;
    if (b.failure === undefined) b.resolve();
    else b.reject(b.failure);
  }

  private lost(): void {
    const b = this.batch;
    if (b === undefined) return;
    b.pending.clear();
    b.failure ??= new SchedlabError(
      `queueEvaluator: lost the connection to Redis (${this.where}) during iteration ${b.iteration}; chunks in flight may be lost. ` +
        'Resume the run from its last state (minimize resumeFrom) once Redis is back.',
    );
    this.settle(b);
  }

  /**
   * Removes every key of the queue (jobs, events, ids) and disconnects; when Redis does not
   * answer within `timeoutMs`, drops the connections and rejects with a SchedlabError.
   */
  async close(timeoutMs: number): Promise<void> {
    const removed = withTimeout(
      this.queue.obliterate({ force: true }).then(async () => {
        if (this.factoryKeys.size > 0) await ((await this.queue.client) as unknown as RawCommands).del(...this.factoryKeys);
      }),
      timeoutMs,
      `queueEvaluator.close: could not remove the keys of ${this.where} within ${timeoutMs} ms; remove them with "redis-cli --scan --pattern 'bull:<queue>:*'" and DEL`,
    );
    const outcome = await removed.then(() => undefined, (e: unknown) => e);
    await withTimeout(Promise.all([this.events.close(), this.queue.close()]), timeoutMs, 'close').catch(() => {
      // Redis is gone: drop the connections without waiting for an answer
      for (const side of [this.events, this.queue]) void side.disconnect().catch(() => {});
    });
    if (outcome !== undefined) throw outcome;
  }
}
