import type { Queue, QueueEvents } from 'bullmq';
import { AbortError } from '../../errors/AbortError';
import { SchedlabError } from '../../errors/SchedlabError';
import { describeConnection, type ClientOptions } from './clientOptions';
import type { ChunkJob } from './chunkJobs';
import { factoryKey } from './factoryKey';
import { loadBullmq } from './loadBullmq';
import { decodeDoubles } from './payload';
import { ABORT_CLEANUP_MS, aborted, isAborted, SIGNAL_CLEANUP_MS, VANISH_CHECK_MS, type Batch, type Pending } from './QueueBatch';
import { withTimeout } from './withTimeout';

/** The ioredis commands used here; BullMQ's client proxy forwards them to ioredis. */
interface RawCommands {
  time(): Promise<[string, string]>;
  ping(): Promise<string>;
  exists(...keys: string[]): Promise<number>;
  set(key: string, value: string): Promise<unknown>;
  del(...keys: string[]): Promise<number>;
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
  /** Milliseconds a taken chunk may run before it is handed out again (undefined: no limit). */
  private readonly chunkTimeoutMs: number | undefined;
  /** The SIGINT/SIGTERM handler that removes the queue's keys (until close). */
  private readonly onSignal = (signal: NodeJS.Signals): void => void this.interrupted(signal);

  private constructor(queue: Queue, events: QueueEvents, where: string, chunkTimeoutMs: number | undefined) {
    this.queue = queue;
    this.chunkTimeoutMs = chunkTimeoutMs;
    this.events = events;
    this.where = where;
    events.on('active', ({ jobId }) => this.active(jobId));
    events.on('completed', ({ jobId, returnvalue }) => this.completed(jobId, returnvalue));
    events.on('failed', ({ jobId, failedReason }) => this.failed(jobId, failedReason));
    events.on('error', () => {}); // reconnection is retried; a lost batch is caught on the queue's connection
  }

  /** Connects; the event stream starts at Redis' current time, before any job of this link. */
  static async open(name: string, connection: ClientOptions, connectTimeoutMs: number, chunkTimeoutMs: number | undefined): Promise<QueueLink> {
    const { Queue: QueueClass, QueueEvents: QueueEventsClass } = await loadBullmq('queueEvaluator');
    const where = `queue "${name}" on ${describeConnection(connection)}`;
    const queue = new QueueClass(name, { connection });
    queue.on('error', () => {});
    const client = await withTimeout(queue.client, connectTimeoutMs, `queueEvaluator: cannot reach Redis for ${where} within ${connectTimeoutMs} ms`).catch(
      async (e: unknown) => {
        await queue.close().catch(() => {});
        throw e;
      },
    );
    const [seconds, micros] = await (client as unknown as RawCommands).time();
    const events = new QueueEventsClass(name, { connection, autorun: false, lastEventId: `${Number(seconds) * 1000 + Math.floor(Number(micros) / 1000) - 1}-0` });
    const link = new QueueLink(queue, events, where, chunkTimeoutMs);
    void events.run().catch(() => {});
    await events.waitUntilReady();
    client.on('close', () => link.lost());
    process.on('SIGINT', link.onSignal);
    process.on('SIGTERM', link.onSignal);
    return link;
  }

  /**
   * Adds the jobs and resolves when every value is in `values`; rejects on the first failure,
   * or with an {@link AbortError} as soon as `signal` fires (after removing the batch's waiting jobs).
   */
  async run(
    jobs: readonly ChunkJob[],
    values: Float64Array,
    iteration: number,
    connectTimeoutMs: number,
    factory: { readonly ref: string; readonly json: string } | undefined,
    signal: AbortSignal | undefined,
  ): Promise<void> {
    if (isAborted(signal)) throw aborted(iteration);
    const client = (await this.queue.client) as unknown as RawCommands;
    await withTimeout(client.ping(), connectTimeoutMs, `queueEvaluator: cannot reach Redis for ${this.where} within ${connectTimeoutMs} ms (iteration ${iteration})`);
    if (factory !== undefined) {
      // stored once; again after a Redis restart that lost it
      const key = factoryKey(this.queue, factory.ref);
      this.factoryKeys.add(key);
      if ((await client.exists(key)) === 0) await client.set(key, factory.json);
    }
    let batch: Batch | undefined;
    const done = new Promise<void>((resolve, reject) => {
      batch = { pending: new Map(jobs.map((j) => [j.id, { job: j, ids: [j.id], timer: undefined }])), values, iteration, failure: undefined, watchdog: undefined, missing: 0, resolve, reject };
      this.batch = batch;
    });
    const onAbort = (): void => void this.abort(batch!);
    signal?.addEventListener('abort', onAbort, { once: true });
    let checker: NodeJS.Timeout | undefined;
    try {
      await this.queue.addBulk(jobs.map((j) => ({ name: 'chunk', data: j.data, opts: { jobId: j.id, removeOnComplete: true, removeOnFail: true, attempts: 1 } })));
      if (isAborted(signal)) await this.abort(batch!); // fired while the jobs were being added
      this.arm(batch!);
      checker = setInterval(() => void this.checkPresent(batch!, client), VANISH_CHECK_MS);
      await done;
    } finally {
      signal?.removeEventListener('abort', onAbort);
      clearInterval(checker);
      clearTimeout(batch!.watchdog);
      for (const p of batch!.pending.values()) clearTimeout(p.timer);
      this.batch = undefined;
    }
  }

  /**
   * With chunkTimeoutMs: (re)starts the batch's "no progress" clock. It is restarted whenever a
   * worker takes a chunk, a chunk completes or a copy is queued; when it runs out while no chunk
   * is running within its own clock and some wait, no worker is taking chunks (none listens, or all
   * are stuck on chunks whose clocks ran out): the batch fails naming a waiting chunk. A live worker
   * takes a new chunk at least once per chunk time, which the option's contract keeps below
   * chunkTimeoutMs, so a long queue of chunks does not trip it.
   */
  private arm(b: Batch): void {
    if (this.chunkTimeoutMs === undefined || this.batch !== b) return;
    clearTimeout(b.watchdog);
    b.watchdog = setTimeout(() => this.idle(b), this.chunkTimeoutMs);
  }

  private idle(b: Batch): void {
    if (this.batch !== b || b.failure !== undefined) return;
    const chunks = [...b.pending.values()];
    // a chunk still running within its own clock: its worker may just be busy; that clock decides
    if (chunks.some((p) => p.timer !== undefined)) return this.arm(b);
    const waiting = chunks[0];
    if (waiting === undefined) return;
    const copy = waiting.ids.length > 1 ? 'the copy of ' : '';
    void this.endNow(
      b,
      new SchedlabError(
        `queueEvaluator: iteration ${b.iteration}, candidates ${waiting.job.from}..${waiting.job.to - 1} (job ${waiting.job.id}): no worker took ${copy}it within chunkTimeoutMs (${this.chunkTimeoutMs!} ms): no worker listens on ${this.where}, or every worker is stuck; start workers ("schedlab worker --queue ${this.queue.name}") or raise chunkTimeoutMs above the time of one chunk`,
      ),
    );
  }

  /** Fails the batch when its chunks' jobs are gone from Redis on two checks in a row. */
  private async checkPresent(b: Batch, client: RawCommands): Promise<void> {
    const ids = [...b.pending.keys()];
    if (this.batch !== b || b.failure !== undefined || ids.length === 0) return;
    const found = await client.exists(...ids.map((id) => this.queue.toKey(id))).catch(() => -1);
    if (found !== 0 || this.batch !== b) {
      b.missing = 0;
      return;
    }
    if (++b.missing < 2) return;
    void this.endNow(
      b,
      new SchedlabError(
        `queueEvaluator: the chunks of iteration ${b.iteration} vanished from ${this.where} (its keys were removed while the run was live, e.g. by "schedlab worker --clean ${this.queue.name}"); resume the run from its last state`,
      ),
    );
  }

  /**
   * Ends the batch at once with `error`: removes its waiting chunks (bounded, as an abort), drops
   * the held ones (their workers may be stuck: a run must end, issue 41) and settles.
   */
  private async endNow(b: Batch, error: SchedlabError): Promise<void> {
    if (this.batch !== b) return;
    b.failure ??= error;
    clearTimeout(b.watchdog);
    for (const p of b.pending.values()) clearTimeout(p.timer);
    const ids = [...b.pending.keys()];
    await withTimeout(Promise.all(ids.map((id) => this.queue.remove(id).catch(() => 0))), ABORT_CLEANUP_MS, 'cleanup').catch(() => {});
    b.pending.clear();
    this.settle(b);
  }

  /**
   * SIGINT/SIGTERM while the link is open: removes the queue's keys (bounded by 2 s); then, when
   * nobody else listens to the signal, raises it again, so that the process ends as it would have
   * (by the signal: exit 130/143) without leaving keys (issue 41: a SIGINT of `reproduce
   * chhabra2019 --redis` with no worker left 42); else fails the batch in flight with an AbortError.
   */
  private async interrupted(signal: NodeJS.Signals): Promise<void> {
    const b = this.batch;
    await this.close(SIGNAL_CLEANUP_MS).catch(() => {});
    // nobody else handles the signal: the process ends by it, as it would have without this handler
    if (process.listenerCount(signal) === 0) return void process.kill(process.pid, signal);
    // the application handles it: the batch in flight ends, so that its run can end too
    if (b !== undefined) await this.endNow(b, new AbortError(`queueEvaluator: interrupted by ${signal} during iteration ${b.iteration}; the queue's keys were removed`));
  }

  /** A worker took job `jobId`: with a chunk timeout, start its clock. */
  private active(jobId: string): void {
    const b = this.batch;
    const p = b?.pending.get(jobId);
    if (b === undefined || p === undefined || this.chunkTimeoutMs === undefined || p.timer !== undefined) return;
    this.arm(b);
    p.timer = setTimeout(() => void this.timedOut(b, p), this.chunkTimeoutMs);
  }

  /**
   * A taken chunk did not finish within the chunk timeout: the first time, hand a copy of it to
   * the queue (another worker evaluates it with the same seeds; whichever answer comes first is
   * used, they are identical); the second time, fail the batch.
   */
  private async timedOut(b: Batch, p: Pending): Promise<void> {
    if (this.batch !== b || !b.pending.has(p.job.id)) return;
    if (b.failure !== undefined) return void this.endNow(b, b.failure); // a held chunk outlived the timeout after a failure: end now
    p.timer = undefined;
    const timeout = `${this.chunkTimeoutMs!} ms`;
    if (p.ids.length === 1) {
      const copy = `${p.job.id}.retry`;
      p.ids.push(copy);
      b.pending.set(copy, p);
      try {
        await this.queue.add('chunk', p.job.data, { jobId: copy, removeOnComplete: true, removeOnFail: true, attempts: 1 });
        this.arm(b); // the copy has chunkTimeoutMs to be taken
        return;
      } catch (e) {
        b.failure = new SchedlabError(`queueEvaluator: iteration ${b.iteration}, candidates ${p.job.from}..${p.job.to - 1} (job ${p.job.id}): not finished within chunkTimeoutMs (${timeout}) and could not be queued again: ${(e as Error).message}`);
      }
    } else {
      b.failure = new SchedlabError(
        `queueEvaluator: iteration ${b.iteration}, candidates ${p.job.from}..${p.job.to - 1} (job ${p.job.id}): not finished within chunkTimeoutMs (${timeout}), twice (its workers vanished or are too slow); raise chunkTimeoutMs above the time of one chunk`,
      );
    }
    this.forget(b, p);
    await this.endNow(b, b.failure);
  }

  /** Removes chunk `p` (under all its ids) from the batch's pending set. */
  private forget(b: Batch, p: Pending): void {
    clearTimeout(p.timer);
    for (const id of p.ids) b.pending.delete(id);
  }

  private completed(jobId: string, returnvalue: unknown): void {
    const b = this.batch;
    const p = b?.pending.get(jobId);
    if (b === undefined || p === undefined) return;
    this.forget(b, p);
    this.arm(b);
    if (b.failure === undefined) {
      try {
        const r = returnvalue as { values?: unknown } | null;
        b.values.set(decodeDoubles(r?.values, p.job.to - p.job.from, `queueEvaluator: result of job ${jobId}`), p.job.from);
      } catch (e) {
        b.failure = new SchedlabError(`queueEvaluator: iteration ${b.iteration}: ${(e as Error).message}`);
      }
    }
    this.settle(b);
  }

  private failed(jobId: string, reason: string): void {
    const b = this.batch;
    const p = b?.pending.get(jobId);
    if (b === undefined || p === undefined) return;
    this.forget(b, p);
    if (b.failure === undefined) {
      b.failure = new SchedlabError(`queueEvaluator: iteration ${b.iteration}, candidates ${p.job.from}..${p.job.to - 1} (job ${jobId}): ${reason}`);
      void this.withdraw(b);
    }
    this.settle(b);
  }

  /** The signal fired: remove the batch's waiting jobs (bounded), then end the batch at once. */
  private async abort(b: Batch): Promise<void> {
    if (this.batch !== b) return;
    b.failure = aborted(b.iteration);
    const ids = [...b.pending.keys()];
    for (const p of b.pending.values()) clearTimeout(p.timer);
    // chunks a worker holds cannot be removed (locked): they finish, and their results are dropped
    await withTimeout(Promise.all(ids.map((id) => this.queue.remove(id).catch(() => 0))), ABORT_CLEANUP_MS, 'abort cleanup').catch(() => {});
    b.pending.clear();
    this.settle(b);
  }

  /** After a failure: removes the batch's jobs still waiting, so that the queue is left clean. */
  private async withdraw(b: Batch): Promise<void> {
    for (const id of [...b.pending.keys()]) {
      const removed = await this.queue.remove(id).catch(() => 0);
      if (removed === 1) {
        const p = b.pending.get(id);
        if (p !== undefined) {
          p.ids.splice(p.ids.indexOf(id), 1);
          b.pending.delete(id);
          if (p.ids.length === 0) clearTimeout(p.timer);
        }
      }
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
    for (const p of b.pending.values()) clearTimeout(p.timer);
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
    process.off('SIGINT', this.onSignal);
    process.off('SIGTERM', this.onSignal);
    const removed = withTimeout(
      this.queue.obliterate({ force: true }).then(async () => {
        if (this.factoryKeys.size > 0) await ((await this.queue.client) as unknown as RawCommands).del(...this.factoryKeys);
      }),
      timeoutMs,
      `queueEvaluator.close: could not remove the keys of ${this.where} within ${timeoutMs} ms; remove them with "schedlab worker --redis URL --clean ${this.queue.name}"`,
    );
    const outcome = await removed.then(() => undefined, (e: unknown) => e);
    await withTimeout(Promise.all([this.events.close(), this.queue.close()]), timeoutMs, 'close').catch(() => {
      // Redis is gone: drop the connections without waiting for an answer
      for (const side of [this.events, this.queue]) void side.disconnect().catch(() => {});
    });
    if (outcome !== undefined) throw outcome;
  }
}
