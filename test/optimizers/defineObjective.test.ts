import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineObjective, type EvaluationContext, type WorkerObjective } from '../../src/optimizers/index';
import { isUnloadableTypeScript, typeScriptModuleHint } from '../../src/optimizers/internals/typeScriptModuleHint';
import { WORKER_SOURCE } from '../../src/optimizers/internals/workerSource';

const root = join(import.meta.dirname, '..', '..');
const tsModule = join(root, 'examples', 'objectives', 'rastrigin.ts');

describe('defineObjective and TypeScript objective modules', () => {
  it('returns its argument unchanged, typed (an objective or a factory)', () => {
    const objective = { evaluate: (x: Float64Array) => x[0]! };
    expect(defineObjective(objective)).toBe(objective);
    const factory = defineObjective((data: { readonly scale: number }) => ({ evaluate: (x, ctx) => data.scale * x[0]! + ctx.index }));
    expectTypeOf(factory).parameter(0).toEqualTypeOf<{ readonly scale: number }>();
    expectTypeOf(factory).returns.toEqualTypeOf<WorkerObjective>();
    const ctx: EvaluationContext = { iteration: 0, iterationSeed: 1, candidateSeed: 2, index: 3 };
    expect(factory({ scale: 2 }).evaluate(new Float64Array([5]), ctx)).toBe(13);
  });

  it('a .ts module where Node cannot import it: the failure says to compile it (worker threads and Redis workers)', async () => {
    // what Node 20 does without a loader (the case the message is for); Node >= 22.18 imports it
    const probe = spawnSync(process.execPath, ['--input-type=module', '-e', `import(${JSON.stringify(pathToFileURL(tsModule).href)}).then(() => console.log('loaded'), (e) => console.log(e.code))`], { encoding: 'utf8' });
    const code = probe.stdout.trim();
    if (process.versions.node.startsWith('20.')) expect(code).toBe('ERR_UNKNOWN_FILE_EXTENSION');
    const error = Object.assign(new TypeError('Unknown file extension ".ts"'), { code: 'ERR_UNKNOWN_FILE_EXTENSION' });
    const url = pathToFileURL(tsModule).href;
    expect(isUnloadableTypeScript(url, error)).toBe(true);
    expect(isUnloadableTypeScript(url.replace(/\.ts$/, '.js'), error)).toBe(false);
    expect(isUnloadableTypeScript(url, new Error('other'))).toBe(false);
    expect(typeScriptModuleHint('worker', url)).toMatch(/^worker: file:.*rastrigin\.ts is TypeScript, which this Node \(v\d+\.\d+\.\d+\) cannot import \(no type stripping\); compile it with tsc and give the \.js it emits/);
    // the worker-thread source, run by a plain node (no loader): the chunk fails with the same advice
    const script = [
      `const { Worker } = require('node:worker_threads');`,
      `const w = new Worker(${JSON.stringify(WORKER_SOURCE)}, { eval: true, workerData: { module: ${JSON.stringify(url)}, exportName: 'makeRastrigin', hasFactory: true, factoryData: { a: 10 } } });`,
      `w.on('message', (m) => { console.log(m.error ? m.error.split('\\n')[0] : 'values'); process.exit(0); });`,
      `w.postMessage({ id: 1, x: new Float64Array([0]), d: 1, iteration: 0, iterationSeed: 1, candidateSeeds: [2], indices: [0] });`,
    ].join('\n');
    const r = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: 60_000 });
    if (code === 'ERR_UNKNOWN_FILE_EXTENSION') {
      expect(r.stdout.trim()).toMatch(/^Error: workerEvaluator\.module: file:.*rastrigin\.ts is TypeScript, which this Node \(v[\d.]+\) cannot import \(no type stripping\); compile it with tsc/);
    } else {
      expect(r.stdout.trim()).toBe('values');
    }
  }, 90_000);
});
