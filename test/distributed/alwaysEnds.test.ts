import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanQueue, queueEvaluator } from '../../src/distributed/index';
import { SchedlabError } from '../../src/errors/index';
import { loadBound } from '../helpers/loadBound';
import { queueKeys, remote, run, until } from './helpers';
import { hasRedis, inCi, redisForSuite } from './redisServer';
import { OBJECTIVES, startWorker } from './workers';

const root = join(import.meta.dirname, '..', '..');

/**
 * Issue 41, point 2: a distributed run always ends. Each case used to wait forever (5 of 5 still
 * waiting after 45 s); the bounds below are loose (a loaded machine), the elapsed lower bounds
 * show the timeout is the one that ended the run.
 */
describe.skipIf(!hasRedis && !inCi)('queueEvaluator: runs that always end (issue 41)', () => {
  const suite = redisForSuite();
  const workers = suite.workers;
  const chunkTimeoutMs = 1500;

  it('no worker at all: a SchedlabError naming the first waiting chunk after chunkTimeoutMs', async () => {
    const evaluator = queueEvaluator({ connection: suite.redis.url, queue: 'nobody', module: OBJECTIVES, exportName: 'noisySphere', chunkSize: 2, chunkTimeoutMs });
    const t0 = performance.now();
    try {
      const e = await run(remote, { maxIterations: 3, evaluator }).catch((x: unknown) => x);
      const elapsed = performance.now() - t0;
      expect(e).toBeInstanceOf(SchedlabError);
      expect(String(e)).toMatch(/iteration 0, candidates 0\.\.1 \(job \S+\): no worker took it within chunkTimeoutMs \(1500 ms\): no worker listens on queue "nobody"/);
      expect(elapsed).toBeGreaterThanOrEqual(chunkTimeoutMs - 50);
      expect(elapsed).toBeLessThan(loadBound(2 * chunkTimeoutMs));
    } finally {
      await evaluator.close();
    }
    expect(await queueKeys(suite.redis.port, 'nobody')).toEqual([]);
  }, loadBound(60_000));

  it.each([
    ['hung (never returns)', 'slowSphere', { delayMs: 1e9 }],
    ['crashed (its process exits)', 'crashing', { index: 0 }],
  ])('an objective that is %s on the only worker: a SchedlabError naming the chunk within about twice chunkTimeoutMs', async (_what, exportName, factoryData) => {
    const queue = `stuck-${exportName}`;
    const w = startWorker(suite.redis.url, queue, ['--lock-duration', '60000']);
    workers.push(w);
    await w.waitFor(/ready/);
    const evaluator = queueEvaluator({ connection: suite.redis.url, queue, module: OBJECTIVES, exportName, factoryData, chunkSize: 10, chunkTimeoutMs });
    const t0 = performance.now();
    try {
      const e = await run(remote, { maxIterations: 2, evaluator }).catch((x: unknown) => x);
      const elapsed = performance.now() - t0;
      expect(e).toBeInstanceOf(SchedlabError);
      // the chunk's clock runs out (a copy is queued), then nobody takes the copy
      expect(String(e)).toMatch(/iteration 0, candidates 0\.\.9 \(job \S+\): no worker took the copy of it within chunkTimeoutMs \(1500 ms\)/);
      expect(elapsed).toBeGreaterThanOrEqual(2 * chunkTimeoutMs - 50);
      expect(elapsed).toBeLessThan(loadBound(3 * chunkTimeoutMs));
    } finally {
      await evaluator.close();
    }
  }, loadBound(90_000));

  it('the queue cleaned under a live run ("schedlab worker --clean Q"): a SchedlabError, not a wait forever (no chunkTimeoutMs needed)', async () => {
    const evaluator = queueEvaluator({ connection: suite.redis.url, queue: 'cleaned', module: OBJECTIVES, exportName: 'noisySphere', chunkSize: 2 });
    try {
      const pending = run(remote, { maxIterations: 3, evaluator }).catch((x: unknown) => x);
      await until(async () => (await queueKeys(suite.redis.port, 'cleaned')).some((k) => /\.0\.0$/.test(k)), 20_000, 'the first chunk waiting');
      expect(await cleanQueue({ connection: suite.redis.url, queue: 'cleaned' })).toBeGreaterThan(0);
      const t0 = performance.now();
      const e = await pending;
      expect(e).toBeInstanceOf(SchedlabError);
      expect(String(e)).toMatch(/queueEvaluator: the chunks of iteration 0 vanished from queue "cleaned" .*schedlab worker --clean cleaned/);
      expect(performance.now() - t0).toBeLessThan(loadBound(3000)); // two checks a second apart
    } finally {
      await evaluator.close();
    }
  }, loadBound(60_000));

  it('SIGINT of a run with no worker: the process ends by the signal and leaves no key of its queue', async () => {
    const coordinator = spawn(process.execPath, ['--import', 'tsx', join(root, 'test', 'distributed', 'coordinator.ts'), suite.redis.url, 'interrupted'], { cwd: root, stdio: 'ignore' });
    const exited = new Promise<[number | null, NodeJS.Signals | null]>((resolve) => coordinator.once('exit', (code, signal) => resolve([code, signal])));
    try {
      await until(async () => (await queueKeys(suite.redis.port, 'interrupted')).filter((k) => /\.\d+\.\d+$/.test(k)).length === 5, loadBound(20_000), 'five chunks waiting');
      expect((await queueKeys(suite.redis.port, 'interrupted')).length).toBeGreaterThan(5);
    } catch (e) {
      coordinator.kill('SIGKILL');
      throw e;
    }
    coordinator.kill('SIGINT');
    expect(await exited).toEqual([null, 'SIGINT']);
    expect(await queueKeys(suite.redis.port, 'interrupted')).toEqual([]);
  }, loadBound(90_000));
});
