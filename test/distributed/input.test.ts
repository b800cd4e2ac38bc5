import { Queue, QueueEvents } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { queueEvaluator } from '../../src/distributed/index';
import { InvalidInputError, SchedlabError } from '../../src/errors/index';
import { VERSION } from '../../src/version';
import { local, queueKeys, remote, run } from './helpers';
import { hasRedis, inCi, redisForSuite } from './redisServer';
import { FIXTURES, OBJECTIVES, startWorker } from './workers';
import { loadBound } from '../helpers/loadBound';

/** A well-formed job of one candidate (the layout queueEvaluator writes). */
const goodJob = {
  protocol: 1,
  version: VERSION,
  module: `file://${OBJECTIVES}`,
  exportName: 'noisySphere',
  hasFactory: false,
  factoryRef: null,
  iteration: 0,
  iterationSeed: 1,
  x: Buffer.from(new Float64Array([0.5, 0, 0]).buffer).toString('base64'),
  d: 3,
  candidateSeeds: [2],
  indices: [0],
};

describe.skipIf(!hasRedis && !inCi)('queue workers refuse bad jobs and survive', () => {
  const suite = redisForSuite();
  const workers = suite.workers;

  it('a module off the allow-list, a malformed payload, a version mismatch: each job fails with a clear message; the worker goes on', async () => {
    const w = startWorker(suite.redis.url, 'bad');
    workers.push(w);
    await w.waitFor(/ready/);
    const connection = { host: '127.0.0.1', port: suite.redis.port };
    const queue = new Queue('bad', { connection });
    const events = new QueueEvents('bad', { connection });
    await events.waitUntilReady();
    const outcome = async (data: unknown): Promise<string> => {
      const job = await queue.add('chunk', data);
      return job.waitUntilFinished(events, 10_000).then((v: unknown) => `completed ${JSON.stringify(v)}`, (e: Error) => e.message);
    };
    try {
      expect(await outcome(goodJob)).toMatch(/^completed \{"values":"/);
      expect(await outcome({ ...goodJob, module: new URL('./refused/notAllowed.mjs', import.meta.url).href })).toMatch(
        /refused by worker: module file:.*notAllowed\.mjs refused: not on this worker's allow-list/,
      );
      expect(await outcome({ ...goodJob, module: 'file:///etc/passwd' })).toMatch(/refused by worker: module file:\/\/\/etc\/passwd refused: not on this worker's allow-list/);
      expect(await outcome({ ...goodJob, version: '0.0.1-other' })).toMatch(
        new RegExp(`refused by worker: version mismatch: the job comes from schedlab 0\\.0\\.1-other, this worker runs schedlab ${VERSION.replace(/\./g, '\\.')}`),
      );
      expect(await outcome({ hello: 'world' })).toMatch(/refused by worker: malformed job payload: field "protocol" must be 1/);
      expect(await outcome('just a string')).toMatch(/malformed job payload: field "\(job data\)" must be an object/);
      expect(await outcome({ ...goodJob, x: 'AAAA' })).toMatch(/malformed job payload: field "x": expected 3 doubles \(24 bytes\), got 3 bytes/);
      expect(await outcome({ ...goodJob, candidateSeeds: [2, 3] })).toMatch(/field "indices" must be an array of 2 integers >= 0/);
      expect(await outcome({ ...goodJob, exportName: 'missing' })).toMatch(/has no export "missing" with an evaluate\(x, ctx\) method/);
      expect(await outcome({ ...goodJob, exportName: 'slowSphere', hasFactory: true, factoryRef: 'f'.repeat(64) })).toMatch(
        /refused by worker: factory data f{64} is not in Redis/,
      );
      expect(await outcome(goodJob)).toMatch(/^completed/);
    } finally {
      await events.close();
      await queue.obliterate({ force: true });
      await queue.close();
    }
    expect(w.proc.exitCode).toBeNull();
    expect(w.log().match(/: refused: /g)?.length).toBe(8);
    // and through queueEvaluator: the refusal reaches minimize; the same worker then serves a good run
    const refused = queueEvaluator({ connection: suite.redis.url, queue: 'bad', module: new URL('./refused/notAllowed.mjs', import.meta.url) });
    try {
      const e = await run(remote, { maxIterations: 1, evaluator: refused }).catch((x: unknown) => x);
      expect(e).toBeInstanceOf(SchedlabError);
      expect(String(e)).toMatch(/iteration 0, candidates 0\.\.0 .*refused by worker: module .*notAllowed\.mjs refused: not on this worker's allow-list/);
    } finally {
      await refused.close();
    }
    const good = queueEvaluator({ connection: suite.redis.url, queue: 'bad', module: OBJECTIVES, exportName: 'noisySphere', chunkSize: 10 });
    try {
      expect(await run(remote, { maxIterations: 2, evaluator: good })).toEqual(await run(local, { maxIterations: 2 }));
    } finally {
      await good.close();
    }
    expect(await queueKeys(suite.redis.port, 'bad')).toEqual([]);
  }, loadBound(30_000));

  it('bad options are InvalidInputErrors naming the option and the allowed values', () => {
    const base = { connection: suite.redis.url, queue: 'q', module: OBJECTIVES };
    expect(() => queueEvaluator({ ...base, queue: 'a:b' })).toThrow(/queueEvaluator\.queue: expected a queue name of 1 to 200 characters without ':', got "a:b"/);
    expect(() => queueEvaluator({ ...base, module: 'relative.mjs' })).toThrow(/queueEvaluator\.module: expected a file: URL or an absolute path, got relative\.mjs/);
    expect(() => queueEvaluator({ ...base, chunkSize: 0 })).toThrow(/queueEvaluator\.chunkSize: expected an integer in \[1, 1000000\], got 0/);
    expect(() => queueEvaluator({ ...base, connection: 'http://x' })).toThrow(/protocol "http:" is not supported; expected redis: or rediss:/);
    expect(() => queueEvaluator({ ...base, connection: 'redis://h/x' })).toThrow(/database "x" in redis:\/\/h\/x is not an integer >= 0/);
    expect(() => queueEvaluator({ ...base, factoryData: () => 1 })).toThrow(InvalidInputError);
    expect(() => queueEvaluator({ ...base, connection: { port: 70000 } })).toThrow(/queueEvaluator\.connection\.port: expected an integer in \[1, 65535\], got 70000/);
  });

  it('the CLI refuses to start without an allow-list, or with one that does not exist', async () => {
    const { main } = await import('../../src/cli/main');
    const err: string[] = [];
    const io = { out: () => {}, err: (t: string) => void err.push(t), tty: false };
    expect(await main(['worker', '--redis', suite.redis.url, '--queue', 'q'], io)).toBe(2);
    expect(err.join('')).toMatch(/--redis URL, --queue NAME and at least one --allow-module PATH are required/);
    expect(await main(['worker', '--redis', suite.redis.url, '--queue', 'q', '--allow-module', `${FIXTURES}/nope`], io)).toBe(2);
    expect(err.join('')).toMatch(/queueWorker\.allowModules: .*nope does not exist/);
    expect(await main(['worker', '--redis', 'localhost:6379', '--queue', 'q', '--allow-module', FIXTURES], io)).toBe(2);
    expect(err.join('')).toMatch(/--redis expects redis:\/\/host:port or rediss:\/\/host:port, got "localhost:6379"/);
  });
});

describe('reproduce --redis flags', () => {
  it('--queue without --redis, and a --redis that is not a redis URL, are usage errors', async () => {
    const { main } = await import('../../src/cli/main');
    const err: string[] = [];
    const io = { out: () => {}, err: (t: string) => void err.push(t), tty: false };
    expect(await main(['reproduce', 'dupont2020', '--quick', '--queue', 'q'], io)).toBe(2);
    expect(err.join('')).toMatch(/reproduce dupont2020: --queue needs --redis/);
    expect(await main(['reproduce', 'franke2007', '--quick', '--out', 'unused', '--redis', 'tcp://h:1'], io)).toBe(2);
    expect(err.join('')).toMatch(/reproduce franke2007: --redis expects redis:\/\/host:port or rediss:\/\/host:port, got "tcp:\/\/h:1"/);
  });
});
