import { InvalidInputError } from '../errors/InvalidInputError';
import { SchedlabError } from '../errors/SchedlabError';
import { integerIn, queueName } from './internals/checks';
import { clientOptions, describeConnection } from './internals/clientOptions';
import { loadBullmq } from './internals/loadBullmq';
import { withTimeout } from './internals/withTimeout';
import type { RedisConnection } from './RedisConnection';
import { optionKeys, requireOptions } from '../errors/internals/knownKeys';

const CLEAN_QUEUE_OPTIONS_KEYS = optionKeys<CleanQueueOptions>({ connection: true, queue: true, connectTimeoutMs: true });

/**
 * Options of {@link cleanQueue}.
 *
 * @example
 * ```ts
 * import type { CleanQueueOptions } from 'schedlab/distributed';
 * const options: CleanQueueOptions = { connection: 'redis://127.0.0.1:6379', queue: 'tuning' };
 * ```
 */
export interface CleanQueueOptions {
  /** Redis server (URL or client options; AUTH and TLS pass through). */
  readonly connection: RedisConnection;
  /** Name of the queue to clear. */
  readonly queue: string;
  /** Milliseconds to wait for Redis before failing with a SchedlabError. @defaultValue 10000 */
  readonly connectTimeoutMs?: number;
}

/** Keys deleted per SCAN step (a documented choice: one round trip per thousand keys). */
const SCAN_COUNT = 1000;

/**
 * Removes every key of a queue (`bull:<queue>:*`: waiting and held chunks, events, ids, factory
 * data) and resolves with how many it removed. This is what `queueEvaluator`'s `close()` does at
 * the end of a run; call it (or `schedlab worker --redis URL --clean QUEUE`) after a run that was
 * killed before it could close. Only for a queue that no run uses any more: a live run loses its
 * chunks. Keys are matched with SCAN (never KEYS, which blocks Redis) and deleted in steps.
 *
 * @param options - see {@link CleanQueueOptions}
 * @returns the number of keys removed
 * @throws InvalidInputError on invalid options; SchedlabError when Redis does not answer in time;
 *   MissingDependencyError when the optional peer dependency `bullmq` is not installed
 * @example
 * ```ts
 * import { cleanQueue } from 'schedlab/distributed';
 * const removed = await cleanQueue({ connection: 'redis://127.0.0.1:6379', queue: 'tuning' });
 * console.log(`${removed} keys removed`);
 * ```
 */
export async function cleanQueue(options: CleanQueueOptions): Promise<number> {
  requireOptions('cleanQueue(options)', options, CLEAN_QUEUE_OPTIONS_KEYS);
  if (options === null || typeof options !== 'object') throw new InvalidInputError('cleanQueue(options): expected an object');
  const name = queueName('cleanQueue.queue', options.queue);
  const timeoutMs = integerIn('cleanQueue.connectTimeoutMs', options.connectTimeoutMs, 10_000, 1, 86_400_000);
  const connection = clientOptions(options.connection, 'cleanQueue.connection', timeoutMs);
  const { Queue } = await loadBullmq('cleanQueue');
  const queue = new Queue(name, { connection });
  queue.on('error', () => {});
  const where = `queue "${name}" on ${describeConnection(connection)}`;
  try {
    const client = (await withTimeout(queue.client, timeoutMs, `cleanQueue: cannot reach Redis for ${where} within ${timeoutMs} ms`)) as unknown as {
      scan(cursor: string, match: 'MATCH', pattern: string, count: 'COUNT', n: number): Promise<[string, string[]]>;
      del(...keys: string[]): Promise<number>;
    };
    // glob characters in the name match themselves only
    const pattern = `${queue.toKey('').replace(/[*?[\]\\]/g, '\\$&')}*`;
    let removed = 0;
    let cursor = '0';
    do {
      const [next, keys] = await withTimeout(client.scan(cursor, 'MATCH', pattern, 'COUNT', SCAN_COUNT), timeoutMs, `cleanQueue: Redis did not answer within ${timeoutMs} ms (${where})`);
      cursor = next;
      if (keys.length > 0) removed += await client.del(...keys);
    } while (cursor !== '0');
    return removed;
  } catch (e) {
    if (e instanceof SchedlabError) throw e;
    throw new SchedlabError(`cleanQueue: ${where}: ${(e as Error).message}`, { cause: e });
  } finally {
    await withTimeout(queue.close(), timeoutMs, 'close').catch(() => void queue.disconnect().catch(() => {}));
  }
}
