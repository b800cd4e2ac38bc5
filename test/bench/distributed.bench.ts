/**
 * `distributed-overhead` (issue 17): cost of the queue path (BullMQ on a local redis-server,
 * 2 `schedlab worker` processes of the build) against in-thread and worker-thread evaluation.
 *
 * - trivial objective (noisy sphere, microseconds): per-chunk round trip of one lone chunk of
 *   one candidate (latency), and wall time per chunk when 400 chunks of 1 candidate flow through
 *   2 workers (throughput);
 * - the 50-job Dupont simulation (Swarm2 family, 10 servers, one job set per candidate): a batch
 *   of 2000 candidates in chunks of 50 (after a warm-up batch of 400), in this thread, in 2 worker threads and on 2 queue
 *   workers; simulations/s and the queue / worker-thread ratio.
 *
 * Needs `npm run build` (workers load dist/) and redis-server on PATH; prints one JSON line.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { queueEvaluator } from '../../src/distributed/index';
import { dupontTrainingObjective } from '../../src/experiments/index';
import { workerEvaluator, type BatchEvaluator, type Candidate, type EvaluationContext, type Objective } from '../../src/optimizers/index';
import { hasRedis, startRedis } from '../distributed/redisServer';
import type { BenchCase } from './harness';

const root = process.cwd(); // npm run bench runs from the repository root
const dist = resolve(root, 'dist');
const fixtures = resolve(root, 'test/distributed/fixtures');
const spec = { condition: 2 as const, servers: 10, workload: { jobs: 50 }, setsPerIteration: 1 };

/** `n` candidates spread over the box of `space` (a fixed lattice: no randomness needed). */
function batchOf(space: Objective['space'], n: number, iteration: number): { batch: Candidate[]; contexts: EvaluationContext[] } {
  const { lower, upper } = space;
  const batch = Array.from({ length: n }, (_, i) => ({
    x: Float64Array.from(lower, (lo, j) => lo + (((i * 7 + j * 3) % 11) / 10) * (upper[j]! - lo)),
    kind: 'explore' as const,
  }));
  const contexts = batch.map((_, index) => ({ iteration, iterationSeed: 1000 + iteration, candidateSeed: 17 * index + iteration, index }));
  return { batch, contexts };
}

async function timed(evaluator: BatchEvaluator, objective: Objective, n: number, iteration: number): Promise<number> {
  const { batch, contexts } = batchOf(objective.space, n, iteration);
  const values = new Float64Array(n);
  const t0 = performance.now();
  await evaluator.evaluate(objective, batch, contexts, values);
  return performance.now() - t0;
}

const inThread: BatchEvaluator = {
  evaluate: (o, b, c, v) => b.forEach((x, i) => void (v[i] = o.evaluate(x.x, c[i]!) as number)),
  close: async () => {},
};

async function overhead(): Promise<number> {
  if (!hasRedis) throw new Error('distributed-overhead needs redis-server on PATH (apt-get install -y redis-server)');
  if (!existsSync(resolve(dist, 'cli/main.js'))) throw new Error('distributed-overhead needs the build: npm run build');
  const redis = await startRedis();
  const workers = [0, 1].map(() =>
    spawn(process.execPath, [resolve(dist, 'cli/main.js'), 'worker', '--redis', redis.url, '--queue', 'bench', '--allow-module', dist, '--allow-module', fixtures], {
      stdio: ['ignore', 'ignore', 'pipe'],
    }),
  );
  await Promise.all(workers.map((w) => new Promise<void>((ok) => w.stderr.on('data', (t: Buffer) => void (String(t).includes('ready') && ok())))));
  const trivial = pathToFileURL(resolve(fixtures, 'objectives.mjs'));
  const dupont = dupontTrainingObjective(spec);
  const sphere = { space: dupont.space, evaluate: () => NaN };
  const out: Record<string, number | string> = { name: 'distributed-overhead' };
  try {
    // trivial objective, chunks of one candidate
    const lone = queueEvaluator({ connection: redis.url, queue: 'bench', module: trivial, exportName: 'noisySphere' });
    for (let i = 0; i < 20; i++) await timed(lone, sphere, 1, i); // warm-up: connections, module import
    const rounds = 200;
    let t = 0;
    for (let i = 0; i < rounds; i++) t += await timed(lone, sphere, 1, 100 + i);
    out['trivialRoundTripMsPerChunk'] = Number((t / rounds).toFixed(3));
    const flow = await timed(lone, sphere, 400, 1000);
    out['trivialWallMsPerChunk2Workers'] = Number((flow / 400).toFixed(3));
    await lone.close();

    // Dupont 50-job simulation, 400 candidates in chunks of 50
    const n = 2000;
    const local = await timed(inThread, dupont, n, 0);
    const threads = workerEvaluator({ module: pathToFileURL(resolve(dist, 'experiments/index.js')), exportName: 'dupontTrainingObjective', factoryData: spec, workers: 2, chunkSize: 50 });
    await timed(threads, dupont, 400, 1); // warm-up
    const thr = await timed(threads, dupont, n, 2);
    await threads.close();
    const queue = queueEvaluator({ connection: redis.url, queue: 'bench', module: resolve(dist, 'experiments/index.js'), exportName: 'dupontTrainingObjective', factoryData: spec, chunkSize: 50 });
    await timed(queue, dupont, 400, 1); // warm-up
    const q = await timed(queue, dupont, n, 2);
    await queue.close();
    out['dupontInThreadSimPerS'] = Number(((n / local) * 1000).toFixed(1));
    out['dupont2ThreadsSimPerS'] = Number(((n / thr) * 1000).toFixed(1));
    out['dupont2QueueWorkersSimPerS'] = Number(((n / q) * 1000).toFixed(1));
    out['dupontQueueOverThreads'] = Number((thr / q).toFixed(3));
    out['dupontMsPerChunkOf50InThread'] = Number(((local / n) * 50).toFixed(2));
    console.log(JSON.stringify(out));
    return n;
  } finally {
    for (const w of workers) w.kill('SIGTERM');
    await Promise.all(workers.map((w) => new Promise((ok) => (w.exitCode === null ? w.once('exit', ok) : ok(null)))));
    await redis.dispose();
  }
}

export const benchmarks: BenchCase[] = [{ name: 'distributed-overhead', unit: 'simulation', op: () => undefined, once: overhead }];
