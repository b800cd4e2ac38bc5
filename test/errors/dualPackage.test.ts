import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';

type ErrorsModule = typeof import('../../src/errors/index');

// Two independent copies of the error classes, as in the published package: an ESM build and a
// CommonJS build of src/errors (the dual-package hazard).
const dir = mkdtempSync(join(tmpdir(), 'schedlab-dual-'));
const entry = join(import.meta.dirname, '../../src/errors/index.ts');
for (const format of ['esm', 'cjs'] as const) {
  buildSync({ entryPoints: [entry], bundle: true, platform: 'node', format, outfile: join(dir, `errors.${format === 'esm' ? 'mjs' : 'cjs'}`), logLevel: 'silent' });
}
const esm = (await import(pathToFileURL(join(dir, 'errors.mjs')).href)) as ErrorsModule;
const cjs = createRequire(import.meta.url)(join(dir, 'errors.cjs')) as ErrorsModule;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('error classes across the ESM and CommonJS builds', () => {
  it('the two builds hold distinct class objects', () => {
    expect(esm.SimulationError).not.toBe(cjs.SimulationError);
  });

  for (const [from, to, name] of [[esm, cjs, 'ESM -> CJS'], [cjs, esm, 'CJS -> ESM']] as const) {
    it(`${name}: instanceof holds for the class and its ancestors, not for siblings`, () => {
      const e = new from.SimulationError('t=0: boom', { time: 0 });
      expect(e instanceof to.SimulationError).toBe(true);
      expect(e instanceof to.SchedlabError).toBe(true);
      expect(e instanceof to.InvalidInputError).toBe(false);
      expect(to.isSchedlabError(e)).toBe(true);
      const i = new from.InvalidInputError('x: bad');
      expect(i instanceof to.InvalidInputError).toBe(true);
      expect(i instanceof to.SimulationError).toBe(false);
      expect(i instanceof Error).toBe(true);
    });
  }

  it('foreign errors and look-alikes are refused', () => {
    for (const m of [esm, cjs]) {
      expect(m.isSchedlabError(new Error('x'))).toBe(false);
      expect(m.isSchedlabError({ name: 'SchedlabError', message: 'x' })).toBe(false);
      expect(m.isSchedlabError(null)).toBe(false);
      expect(m.isSchedlabError('SchedlabError')).toBe(false);
      expect(new TypeError('x') instanceof m.SchedlabError).toBe(false);
    }
  });

  it('a user subclass keeps its own name and passes its own and the base instanceof', () => {
    class MyError extends esm.InvalidInputError {}
    const e = new MyError('m');
    expect(e.name).toBe('MyError');
    expect(e instanceof MyError).toBe(true);
    expect(e instanceof cjs.InvalidInputError).toBe(true);
    expect(new cjs.InvalidInputError('n') instanceof MyError).toBe(false);
  });
});
