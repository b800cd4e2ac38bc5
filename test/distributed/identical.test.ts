import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueEvaluator } from '../../src/distributed/index';
import { minimize, pso, searchSpace, type Objective } from '../../src/optimizers/index';
import { hasRedis, inCi, startRedis, type TestRedis } from './redisServer';
import { killAll, OBJECTIVES, startWorker, type WorkerProcess } from './workers';
// @ts-expect-error plain ES module without types (the objective the workers load)
import { noisySphere } from './fixtures/objectives.mjs';

if (!hasRedis && !inCi) console.warn('distributed tests: SKIPPED: redis-server not found (apt-get install -y redis-server). In CI (CI set) they fail instead.');

const space = searchSpace({ lower: [-3, -2, -1], upper: [3, 2, 1] });
const local: Objective = { space, evaluate: (x, ctx) => (noisySphere as Objective).evaluate(x, ctx) as number };
const remote: Objective = { space, evaluate: () => NaN };
const opts = { seed: 11, maxIterations: 6 } as const;

describe.skipIf(!hasRedis && !inCi)('queueEvaluator: same result as the in-thread run', () => {
  let redis: TestRedis;
  const workers: WorkerProcess[] = [];
  beforeAll(async () => {
    expect(hasRedis, 'redis-server is required in CI (.ci/run installs the Debian package)').toBe(true);
    redis = await startRedis();
  });
  afterAll(async () => {
    await killAll(workers);
    await redis?.dispose();
  });

  it('1, 2 and 4 worker processes give a result deep-equal to the local run (Infinity values included)', async () => {
    const expected = await minimize(local, pso({ swarmSize: 10 }), opts);
    expect(expected.history.some((h) => h.max === Infinity)).toBe(true);
    const started = [1, 2, 4].map((k) => Array.from({ length: k }, () => startWorker(redis.url, `same-${k}`)));
    workers.push(...started.flat());
    await Promise.all(started.flat().map((w) => w.waitFor(/ready/)));
    for (const [i, k] of [1, 2, 4].entries()) {
      const evaluator = queueEvaluator({ connection: redis.url, queue: `same-${k}`, module: OBJECTIVES, exportName: 'noisySphere', chunkSize: 3 });
      try {
        expect(await minimize(remote, pso({ swarmSize: 10 }), { ...opts, evaluator })).toEqual(expected);
      } finally {
        await evaluator.close();
      }
      // every worker of the pool took part (chunks spread over processes)
      for (const w of started[i]!) expect(w.log()).toMatch(/done/);
    }
  }, 60_000);
});
