import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { admittedModule, resolveAllowList } from '../../src/distributed/internals/allowList';
import { chunkJobs } from '../../src/distributed/internals/chunkJobs';
import { clientOptions } from '../../src/distributed/internals/clientOptions';
import { decodeDoubles, encodeDoubles, parsePayload } from '../../src/distributed/internals/payload';
import { InvalidInputError } from '../../src/errors/index';

describe('job payload (no Redis needed)', () => {
  it('doubles travel bit-exactly, Infinity, -0 and NaN included', () => {
    fc.assert(
      fc.property(fc.array(fc.double(), { maxLength: 40 }), (xs) => {
        const a = Float64Array.from(xs);
        const back = decodeDoubles(encodeDoubles(a), a.length, 'test');
        expect(new Uint8Array(back.buffer)).toEqual(new Uint8Array(a.buffer));
      }),
    );
  });

  it('chunkJobs cuts a batch into consecutive chunks whose payloads parse back to the same candidates and seeds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 23 }), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 9 }), (n, d, size) => {
        const batch = Array.from({ length: n }, (_, i) => ({ x: Float64Array.from({ length: d }, (_, j) => i + j / 10), kind: 'explore' as const }));
        const contexts = batch.map((_, index) => ({ iteration: 3, iterationSeed: 77, candidateSeed: 1000 + index, index }));
        const description = { module: 'file:///m.mjs', exportName: 'o', hasFactory: false, factoryRef: null };
        const jobs = chunkJobs(description, batch, contexts, size, 'run.0');
        expect(jobs.map((j) => [j.from, j.to])).toEqual(Array.from({ length: Math.ceil(n / size) }, (_, k) => [k * size, Math.min(n, (k + 1) * size)]));
        expect(jobs.map((j) => j.id)).toEqual(jobs.map((_, k) => `run.0.${k}`));
        for (const j of jobs) {
          const p = parsePayload(JSON.parse(JSON.stringify(j.data)));
          expect(p.indices).toEqual(contexts.slice(j.from, j.to).map((c) => c.index));
          expect(p.candidateSeeds).toEqual(contexts.slice(j.from, j.to).map((c) => c.candidateSeed));
          expect(Array.from(p.xs)).toEqual(batch.slice(j.from, j.to).flatMap((c) => Array.from(c.x)));
        }
      }),
    );
  });

  it('a payload with a bad field is refused, naming the field', () => {
    const good = chunkJobs({ module: 'file:///m.mjs', exportName: 'o', hasFactory: false, factoryRef: null }, [{ x: new Float64Array([1, 2]), kind: 'explore' }], [{ iteration: 0, iterationSeed: 1, candidateSeed: 2, index: 0 }], 1, 'r')[0]!.data;
    expect(() => parsePayload({ ...good, iterationSeed: -1 })).toThrow(/field "iterationSeed" must be an unsigned 32-bit integer, got -1/);
    expect(() => parsePayload({ ...good, module: 'https://evil.example/x.mjs' })).toThrow(/field "module" must be a file: URL/);
    expect(() => parsePayload({ ...good, d: 0 })).toThrow(/field "d" must be an integer >= 1/);
    expect(() => parsePayload({ ...good, hasFactory: true })).toThrow(/field "factoryRef" must be a SHA-256 in hex \(64 characters\), got null/);
    expect(() => parsePayload({ ...good, factoryRef: 'ab' })).toThrow(/field "factoryRef" must be null when hasFactory is false/);
    expect(() => parsePayload(null)).toThrow(InvalidInputError);
  });
});

describe('Redis connection options (no Redis needed)', () => {
  it('URLs and option objects become client options; AUTH and TLS pass through', () => {
    expect(clientOptions('redis://u%40x:p%3Ass@h.example:6380/3', 'c', 500)).toMatchObject({ host: 'h.example', port: 6380, username: 'u@x', password: 'p:ss', db: 3, connectTimeout: 500 });
    expect(clientOptions('rediss://h', 'c', 500)).toMatchObject({ host: 'h', port: 6379, tls: {} });
    expect(clientOptions('redis://h', 'c', 500)).not.toHaveProperty('tls');
    expect(clientOptions({ port: 7000, password: 's', tls: { servername: 'h' } }, 'c', 500)).toMatchObject({ host: '127.0.0.1', port: 7000, password: 's', tls: { servername: 'h' } });
  });
});

describe('module allow-list (no Redis needed)', () => {
  it('admits listed files and files under listed directories, and refuses links that lead outside', () => {
    const base = mkdtempSync(join(tmpdir(), 'schedlab-allow-'));
    try {
      mkdirSync(join(base, 'allowed', 'sub'), { recursive: true });
      mkdirSync(join(base, 'other'));
      for (const f of ['allowed/sub/a.mjs', 'other/b.mjs', 'other/c.mjs']) writeFileSync(join(base, f), 'export const objective = {};\n');
      symlinkSync(join(base, 'other', 'b.mjs'), join(base, 'allowed', 'link.mjs'));
      const allow = resolveAllowList(['allowed', join(base, 'other', 'c.mjs')], base);
      const url = (f: string): string => pathToFileURL(join(base, f)).href;
      expect(admittedModule(url('allowed/sub/a.mjs'), allow)).toBe(join(base, 'allowed', 'sub', 'a.mjs'));
      expect(admittedModule(url('other/c.mjs'), allow)).toBe(join(base, 'other', 'c.mjs'));
      expect(() => admittedModule(url('other/b.mjs'), allow)).toThrow(/not on this worker's allow-list/);
      expect(() => admittedModule(url('allowed/link.mjs'), allow)).toThrow(/not on this worker's allow-list/);
      expect(() => admittedModule(url('allowed/../allowed-not/x.mjs'), allow)).toThrow(/does not exist on this worker/);
      expect(() => resolveAllowList([], base)).toThrow(/give at least one module file or directory/);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });
});
