import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { cleanQueue, queueEvaluator } from '../../src/distributed/index';
import { AbortError, InvalidInputError, SchedlabError } from '../../src/errors/index';
import { local, queueKeys, remote, run, until } from './helpers';
import { hasRedis, inCi, redisForSuite } from './redisServer';
import { OBJECTIVES, startWorker } from './workers';
import { loadBound } from '../helpers/loadBound';

const root = join(import.meta.dirname, '..', '..');

/** Job ids of `queue` still in Redis (one hash `bull:<queue>:<id>` per job). */
async function jobKeys(port: number, queue: string): Promise<string[]> {
  return (await queueKeys(port, queue)).filter((k) => /^bull:[^:]+:[0-9a-f-]{36}\.\d+\.\d+(\.retry)?$/.test(k));
}

describe.skipIf(!hasRedis && !inCi)('queueEvaluator: stopping a run', () => {
  const suite = redisForSuite();
  const workers = suite.workers;

  it('abort while no worker listens: minimize rejects with an AbortError at once and the batch\'s chunks are removed', async () => {
    const evaluator = queueEvaluator({ connection: suite.redis.url, queue: 'abort', module: OBJECTIVES, exportName: 'noisySphere', chunkSize: 2 });
    const controller = new AbortController();
    try {
      const pending = run(remote, { maxIterations: 3, evaluator, signal: controller.signal }).catch((e: unknown) => e);
      // the first batch: 10 candidates in 5 chunks, waiting for a worker that never comes
      await until(async () => (await jobKeys(suite.redis.port, 'abort')).length === 5, 20_000, 'five chunks waiting');
      const t0 = performance.now();
      controller.abort();
      const e = await pending;
      // the implementation ends within ~0.5 s; the margin is for a loaded machine (without the abort it never ends)
      expect(performance.now() - t0).toBeLessThan(loadBound(500)); // 5 s at the default factor
      expect(e).toBeInstanceOf(AbortError);
      expect(e).toBeInstanceOf(SchedlabError);
      expect((e as Error).name).toBe('AbortError');
      expect((e as Error).message).toBe("queueEvaluator: aborted during iteration 0; the batch's waiting chunks were removed from the queue");
      expect(await jobKeys(suite.redis.port, 'abort')).toEqual([]);
      // a signal that fired before the batch: nothing is added
      const again = await run(remote, { maxIterations: 3, evaluator, signal: AbortSignal.abort() });
      expect(again.stoppedBy).toBe('abort'); // minimize checks it first, between iterations
    } finally {
      await evaluator.close();
    }
    expect(await queueKeys(suite.redis.port, 'abort')).toEqual([]);
  }, loadBound(40_000));

  it('a worker SIGKILLed mid-chunk, with chunkTimeoutMs: the chunk is queued again after the timeout and the result is unchanged', async () => {
    const expected = await run(local, { maxIterations: 2 });
    // locks of 60 s: BullMQ's own stalled check would hand the chunk on only after a minute
    const victim = startWorker(suite.redis.url, 'timeout', ['--lock-duration', '60000']);
    workers.push(victim);
    await victim.waitFor(/ready/);
    const evaluator = queueEvaluator({ connection: suite.redis.url, queue: 'timeout', module: OBJECTIVES, exportName: 'slowSphere', factoryData: { delayMs: 100 }, chunkSize: 5, chunkTimeoutMs: 4000 });
    // 4 s: the rescuer, started after the kill, must take a chunk within 2 x chunkTimeoutMs of the kill (issue 41's "no worker took it" clock)
    try {
      const pending = run(remote, { maxIterations: 2, evaluator });
      await victim.waitFor(/chunk \S+: iteration 0/);
      victim.proc.kill('SIGKILL');
      await victim.exited();
      const killed = /chunk (\S+): iteration 0/.exec(victim.log())![1]!;
      const rescuer = startWorker(suite.redis.url, 'timeout', ['--lock-duration', '60000']);
      workers.push(rescuer);
      expect(await pending).toEqual(expected);
      expect(rescuer.log(), 'the copy of the dead worker\'s chunk').toContain(`chunk ${killed}.retry: done`);
    } finally {
      await evaluator.close();
    }
    expect(await queueKeys(suite.redis.port, 'timeout')).toEqual([]);
  }, loadBound(60_000)); // spawned workers under a busy machine (a 60 s bound timed out beside a full suite and four valgrind runs)

  it('chunkTimeoutMs: a chunk whose copy also outlives it fails the batch with a SchedlabError naming it', async () => {
    const first = startWorker(suite.redis.url, 'twice', ['--lock-duration', '60000']);
    workers.push(first);
    await first.waitFor(/ready/);
    const evaluator = queueEvaluator({ connection: suite.redis.url, queue: 'twice', module: OBJECTIVES, exportName: 'slowSphere', factoryData: { delayMs: 100 }, chunkSize: 10, chunkTimeoutMs: 1500 });
    try {
      const pending = run(remote, { maxIterations: 2, evaluator }).catch((e: unknown) => e);
      await first.waitFor(/chunk \S+: iteration 0/);
      first.proc.kill('SIGKILL');
      const second = startWorker(suite.redis.url, 'twice', ['--lock-duration', '60000']);
      workers.push(second);
      await second.waitFor(/chunk \S+\.retry: iteration 0/);
      second.proc.kill('SIGKILL');
      const e = await pending;
      expect(e).toBeInstanceOf(SchedlabError);
      expect(String(e)).toMatch(/iteration 0, candidates 0\.\.9 \(job \S+\): not finished within chunkTimeoutMs \(1500 ms\), twice/);
    } finally {
      await evaluator.close();
    }
    expect(await queueKeys(suite.redis.port, 'twice')).toEqual([]);
  }, loadBound(60_000)); // spawned workers under a busy machine (a 60 s bound timed out beside a full suite and four valgrind runs)

  it('a killed run leaves keys behind; "schedlab worker --clean QUEUE" removes every one', async () => {
    const coordinator = spawn(process.execPath, ['--import', 'tsx', join(root, 'test', 'distributed', 'coordinator.ts'), suite.redis.url, 'killed'], { cwd: root, stdio: 'ignore' });
    const exited = new Promise((resolve) => coordinator.once('exit', resolve));
    try {
      await until(async () => (await jobKeys(suite.redis.port, 'killed')).length === 5, 30_000, 'the killed run\'s five chunks');
    } finally {
      coordinator.kill('SIGKILL');
      await exited;
    }
    const before = await queueKeys(suite.redis.port, 'killed');
    expect(before.length).toBeGreaterThan(5); // the chunks, the wait list, the factory data, ids, events, meta
    expect(before.some((k) => /:factory:[0-9a-f]{64}$/.test(k))).toBe(true);
    // a neighbour queue whose name the pattern must not match
    const other = new Redis(suite.redis.port, '127.0.0.1');
    await other.set('bull:killed2:keep', '1');
    const cli = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'src', 'cli', 'bin.ts'), 'worker', '--redis', suite.redis.url, '--clean', 'killed'], { cwd: root, encoding: 'utf8', timeout: loadBound(60_000) });
    expect(cli.stderr).toBe(`schedlab worker [killed] removed ${before.length} keys\n`);
    expect(cli.status).toBe(0);
    expect(await queueKeys(suite.redis.port, 'killed')).toEqual([]);
    expect(await other.get('bull:killed2:keep')).toBe('1');
    // glob characters in a name match only themselves
    await other.set('bull:k*:x', '1');
    expect(await cleanQueue({ connection: suite.redis.url, queue: 'k*' })).toBeGreaterThanOrEqual(1); // with BullMQ's meta key of the connection
    expect(await other.exists('bull:k*:x')).toBe(0);
    expect(await other.get('bull:killed2:keep')).toBe('1');
    await other.del('bull:killed2:keep');
    other.disconnect();
    await expect(cleanQueue({ connection: suite.redis.url, queue: 'a:b' })).rejects.toThrow(InvalidInputError);
  }, loadBound(60_000)); // spawned workers under a busy machine (a 60 s bound timed out beside a full suite and four valgrind runs)

  it('queueEvaluator.chunkTimeoutMs is checked', () => {
    expect(() => queueEvaluator({ connection: suite.redis.url, queue: 'q', module: OBJECTIVES, chunkTimeoutMs: 0 })).toThrow('queueEvaluator.chunkTimeoutMs: expected an integer in [1, 2147483647], got 0');
    expect(() => queueEvaluator({ connection: suite.redis.url, queue: 'q', module: OBJECTIVES, chunkTimeoutMs: 1.5 })).toThrow(InvalidInputError);
  });
});
