import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
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

/** The `dir` setting of the Redis server on `port` (one CONFIG GET in RESP over a plain socket). */
function serverDir(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const c = connect(port, '127.0.0.1');
    let reply = '';
    c.setEncoding('utf8');
    c.once('error', reject);
    c.on('data', (d: string) => {
      reply += d;
      // *2 $3 dir $<n> <value>
      const parts = reply.split('\r\n');
      if (parts.length >= 5) {
        c.end();
        resolve(parts[4]!);
      }
    });
    c.write('*3\r\n$6\r\nCONFIG\r\n$3\r\nGET\r\n$3\r\ndir\r\n');
  });
}

/**
 * Starts a redis-server on a free loopback port. The server that answers must be this one (its
 * `dir` is ours): with two whole suites on one machine (issue 32's proof), a port the kernel gave
 * as free can be taken by the other suite's server before ours binds it, and a test would then
 * talk to the other suite's Redis; a port found taken is given up for another, up to 20 times.
 */
export async function startRedis(): Promise<TestRedis> {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'schedlab-redis-')));
  let port = 0;
  let proc: ChildProcess | undefined;
  const launch = async (): Promise<boolean> => {
    const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
    proc = child;
    await waitForPort(port, loadBound(10_000));
    const ours = (await serverDir(port).catch(() => '')) === dir && child.exitCode === null;
    if (!ours && child.exitCode === null) child.kill('SIGKILL');
    return ours;
  };
  const start = async (): Promise<void> => {
    if (!(await launch())) throw new Error(`redis-server: port ${port} was taken by another server while this one restarted`);
  };
  for (let attempt = 0; ; attempt++) {
    port = await freePort();
    if (await launch()) break;
    if (attempt === 19) throw new Error('redis-server: 20 free ports were each taken by another server before this one could bind it');
  }
  const stop = async (): Promise<void> => {
    const p = proc;
    proc = undefined;
    if (p === undefined || p.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      p.once('exit', () => resolve());
      p.kill('SIGKILL');
    });
  };
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
