import { describe, expect, it } from 'vitest';
import { queueEvaluator } from '../../src/distributed/index';
import { hasRedis, inCi, redisForSuite } from './redisServer';
import { OBJECTIVES, startWorker } from './workers';
import { local, queueKeys, remote, run } from './helpers';
import { loadBound } from '../helpers/loadBound';


const opts = { maxIterations: 6 } as const;

describe.skipIf(!hasRedis && !inCi)('queueEvaluator: same result as the in-thread run', () => {
  const suite = redisForSuite();
  const workers = suite.workers;

  it('1, 2 and 4 worker processes give a result deep-equal to the local run (Infinity values included)', async () => {
    const expected = await run(local, opts);
    expect(expected.history.some((h) => h.max === Infinity)).toBe(true);
    const started = [1, 2, 4].map((k) => Array.from({ length: k }, () => startWorker(suite.redis.url, `same-${k}`)));
    workers.push(...started.flat());
    await Promise.all(started.flat().map((w) => w.waitFor(/ready/)));
    for (const [i, k] of [1, 2, 4].entries()) {
      const evaluator = queueEvaluator({ connection: suite.redis.url, queue: `same-${k}`, module: OBJECTIVES, exportName: 'noisySphere', chunkSize: 3 });
      try {
        expect(await run(remote, { ...opts, evaluator })).toEqual(expected);
      } finally {
        await evaluator.close();
      }
      expect(await queueKeys(suite.redis.port, `same-${k}`), 'no key of the queue is left after close()').toEqual([]);
      // every worker of the pool took part (chunks spread over processes)
      for (const w of started[i]!) expect(w.log()).toMatch(/done/);
    }
  }, loadBound(60_000));

  it('two runs on one Redis with different queue names do not see each other\'s jobs', async () => {
    const expected = await run(local, { maxIterations: 4 });
    const a = startWorker(suite.redis.url, 'iso-a');
    const b = startWorker(suite.redis.url, 'iso-b');
    workers.push(a, b);
    await Promise.all([a.waitFor(/ready/), b.waitFor(/ready/)]);
    const ea = queueEvaluator({ connection: suite.redis.url, queue: 'iso-a', module: OBJECTIVES, exportName: 'noisySphere', chunkSize: 5 });
    const eb = queueEvaluator({ connection: suite.redis.url, queue: 'iso-b', module: OBJECTIVES, exportName: 'noisySphere', chunkSize: 2 });
    try {
      const [ra, rb] = await Promise.all([run(remote, { maxIterations: 4, evaluator: ea }), run(remote, { maxIterations: 4, evaluator: eb })]);
      expect(ra).toEqual(expected);
      expect(rb).toEqual(expected);
    } finally {
      await Promise.all([ea.close(), eb.close()]);
    }
    // 4 iterations of 10 candidates: 2 chunks of 5 per iteration on iso-a, 5 chunks of 2 on iso-b
    expect(a.log().match(/: done/g)?.length).toBe(8);
    expect(b.log().match(/: done/g)?.length).toBe(20);
    expect(await queueKeys(suite.redis.port, 'iso-a')).toEqual([]);
    expect(await queueKeys(suite.redis.port, 'iso-b')).toEqual([]);
  }, loadBound(30_000));
});
