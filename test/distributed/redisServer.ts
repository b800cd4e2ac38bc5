import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { killAll, type WorkerProcess } from './workers';
import { loadBound } from '../helpers/loadBound';

/** Whether Debian's redis-server is on PATH (.ci/run installs it). */
export const hasRedis = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
export const inCi = process.env.CI !== undefined && process.env.CI !== '' && process.env.CI !== 'false';
if (!hasRedis && !inCi) {
  console.warn('test/distributed: SKIPPED: redis-server not found (install it: apt-get install -y redis-server). In CI (CI set) these tests fail instead.');
}

/** A free TCP port on 127.0.0.1 (asked from the kernel). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a !== null ? a.port : 0));
    });
  });
}

function waitForPort(port: number, ms: number): Promise<void> {
  const until = performance.now() + ms;
  return new Promise((resolve, reject) => {
    const attempt = (): void => {
      const c = connect(port, '127.0.0.1');
      c.once('connect', () => {
        c.end();
        resolve();
      });
      c.once('error', () => {
        c.destroy();
        if (performance.now() > until) reject(new Error(`redis-server did not listen on ${port} within ${ms} ms`));
        else setTimeout(attempt, 25);
      });
    };
    attempt();
  });
}

/** A throw-away redis-server on 127.0.0.1: no persistence, its own temporary directory. */
export interface TestRedis {
  readonly port: number;
  readonly url: string;
  /** Stops the server (SIGKILL: its data is gone, as after a crash). */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
  /** Stops it and removes its directory. */
  dispose(): Promise<void>;
}

/** Starts a redis-server on a free loopback port. */
export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'schedlab-redis-'));
  let proc: ChildProcess | undefined;
  const start = async (): Promise<void> => {
    proc = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
    await waitForPort(port, loadBound(10_000));
  };
  const stop = async (): Promise<void> => {
    const p = proc;
    proc = undefined;
    if (p === undefined || p.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      p.once('exit', () => resolve());
      p.kill('SIGKILL');
    });
  };
  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    stop,
    start,
    async dispose() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The Redis server and worker processes of one describe block: started before its tests (a CI run
 * without redis-server fails here, as .ci/run installs it), stopped after them. Read `redis` inside
 * the tests (it is set in beforeAll); push started workers onto `workers` to have them killed.
 */
export function redisForSuite(): { readonly redis: TestRedis; readonly workers: WorkerProcess[] } {
  let redis: TestRedis | undefined;
  const workers: WorkerProcess[] = [];
  beforeAll(async () => {
    expect(hasRedis, 'redis-server is required in CI (.ci/run installs the Debian package)').toBe(true);
    redis = await startRedis();
  });
  afterAll(async () => {
    await killAll(workers);
    await redis?.dispose();
  });
  return {
    get redis(): TestRedis {
      return redis!;
    },
    workers,
  };
}
