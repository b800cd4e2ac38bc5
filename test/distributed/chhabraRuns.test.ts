import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chhabraRunsOn } from '../../src/experiments/index';
import { queueEvaluator } from '../../src/distributed/index';
import { chhabraRun, type ChhabraRunTask } from '../../src/experiments/chhabra2019/chhabraRun';
import { chhabraRunObjective } from '../../src/experiments/chhabra2019/chhabraRunObjective';
import { batchWorkload } from '../../src/workload/batchWorkload';
import { createRng } from '../../src/random/createRng';
import { hasRedis, inCi, redisForSuite } from './redisServer';
import { startWorker } from './workers';
import { batchProblem } from '../../src/policies/multicluster/BatchProblem';
import { firstFit } from '../../src/policies/multicluster/firstFit';
import { chhabraPlatform } from '../../src/experiments/chhabra2019/chhabraPlatform';
import { loadBound } from '../helpers/loadBound';

const root = join(__dirname, '..', '..');
const jobs = batchWorkload({ jobs: 24, processors: [1, 100] }).generate(createRng(2));
const reference = firstFit(batchProblem(chhabraPlatform({ resources: 'RC3' }), jobs)).metrics;
const tasks: ChhabraRunTask[] = (['HCSPSO', 'MOGA', 'MOPSO-FGA'] as const).flatMap((method, k) =>
  [1, 2].map((rep) => ({
    jobs, resources: 'RC3' as const, speeds: 'SH2' as const, linkBandwidth: 1000, linkContention: 'concurrent' as const, startRule: 'inOrder' as const,
    method, population: 12, iterations: 6, seed: 100 * k + rep, weights: [1 / 3, 1 / 3, 1 / 3] as const, reference,
  })),
);

describe('chhabraRunObjective (whole runs as candidates [run, metric])', () => {
  it('gives the metrics of chhabraRun, computing each run once per worker', async () => {
    const o = chhabraRunObjective({ tasks });
    const expected = await chhabraRun(tasks[1]!);
    expect([await o.evaluate([1, 0]), await o.evaluate([1, 1]), await o.evaluate([1, 2]), await o.evaluate([1, 3])]).toEqual([expected.makespan, expected.energy, expected.meanFlowtime, expected.evaluations]);
    expect(expected.evaluations).toBe(12 * 6); // HCSPSO, 12 x 6: the evaluations it spent
    await expect(o.evaluate([6, 0])).rejects.toThrow(/names no run \(0\.\.5\) and metric \(0\.\.3\)/);
    await expect(o.evaluate([0, 4])).rejects.toThrow(/names no run/);
  });
});

describe.skipIf(!hasRedis && !inCi)('reproduce chhabra2019 --redis: runs on "schedlab worker" processes', () => {
  const suite = redisForSuite();
  it('two worker processes return exactly the in-thread metrics of every run', async () => {
    const allow = join(root, 'src', 'experiments');
    const ws = [startWorker(suite.redis.url, 'chhabra', ['--allow-module', allow]), startWorker(suite.redis.url, 'chhabra', ['--allow-module', allow])];
    suite.workers.push(...ws);
    await Promise.all(ws.map((w) => w.waitFor(/ready/)));
    const module = join(allow, 'chhabra2019', 'chhabraRunObjective.ts'); // the workers run the sources through tsx
    const runTask = chhabraRunsOn((group) => queueEvaluator({ connection: suite.redis.url, queue: 'chhabra', module, exportName: 'chhabraRunObjective', factoryData: { tasks: group }, chunkSize: 4 }), 4);
    const remote = await Promise.all(tasks.map((t) => runTask(t)));
    const local = await Promise.all(tasks.map((t) => chhabraRun(t)));
    expect(remote).toEqual(local);
    // 6 runs in groups of 4 and 2, one chunk of 4 candidates per run (the logs may lag the results)
    const done = (): number => ws.map((w) => w.log().match(/: done/g)?.length ?? 0).reduce((a, b) => a + b, 0);
    for (let k = 0; k < 50 && done() < 6; k++) await new Promise((r) => setTimeout(r, 100));
    expect(done()).toBe(6);
  }, loadBound(60_000));
});
