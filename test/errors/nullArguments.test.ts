import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as errors from '../../src/errors/index';
import * as engine from '../../src/engine/index';
import * as workload from '../../src/workload/index';
import * as policies from '../../src/policies/index';
import * as statistics from '../../src/statistics/index';
import * as experiments from '../../src/experiments/index';
import { ACCEPTS_NULL, MODULES, outcome, parameterNames, PUBLIC_FUNCTIONS } from './helpers/publicFunctions';

/**
 * Issue 32, class 9: every exported function of every subpath, called with `null` or `undefined`
 * as its first argument, either returns (when the argument is optional) or throws a typed
 * `SchedlabError` whose message names the function or the parameter; never a raw TypeError from
 * deep inside. The cases come from the module namespaces (./helpers/publicFunctions.ts), so a new
 * export is covered without editing this file; a new subpath must be added to MODULES (the first
 * test fails until it is). The later parameters are test/errors/laterArguments.test.ts.
 */

/** The name of the first parameter in the function's source (`options`, `problem`, ...). */
function firstParameter(f: (...a: unknown[]) => unknown): string | undefined {
  return parameterNames(f)[0];
}

const cases = PUBLIC_FUNCTIONS;

describe('null and undefined arguments to every public function (issue 32, class 9)', () => {
  it('MODULES lists every subpath of src/ (each folder with an index.ts)', () => {
    const src = join(import.meta.dirname, '..', '..', 'src');
    const subpaths = readdirSync(src)
      .filter((d) => statSync(join(src, d)).isDirectory() && d !== 'cli')
      .filter((d) => readdirSync(join(src, d)).includes('index.ts'))
      .sort();
    expect(Object.keys(MODULES).sort()).toEqual(subpaths);
    expect(cases.length).toBeGreaterThan(150);
  });

  it('the allow-list names only existing exports', () => {
    const ids = new Set(cases.map((c) => c.id));
    for (const id of Object.keys(ACCEPTS_NULL)) expect(ids.has(id), id).toBe(true);
  });

  it('every exported function: a SchedlabError naming the function or the parameter, or a return where the argument is optional', async () => {
    const failures: string[] = [];
    for (const { id, name, f } of cases) {
      if (ACCEPTS_NULL[id] !== undefined) continue;
      const parameter = firstParameter(f);
      for (const value of [null, undefined]) {
        const r = await outcome(() => f(value));
        if (r.returned) {
          // undefined may stand for "all defaults" (fcfs(), pso()); null never does
          if (value === null) failures.push(`${id}(null) returned instead of throwing`);
          continue;
        }
        const { error } = r;
        if (!errors.isSchedlabError(error)) {
          failures.push(`${id}(${String(value)}): ${(error as Error)?.constructor?.name}: ${(error as Error)?.message}`);
          continue;
        }
        const message = (error as Error).message;
        if (!message.includes(name) && (parameter === undefined || !message.includes(parameter))) {
          failures.push(`${id}(${String(value)}): the message names neither ${name} nor ${parameter ?? 'its parameter'}: ${message}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('unknown option keys in every public options object (issue 32, class 9)', () => {
  it('every exported function whose first parameter is options, spec, config or task refuses an unknown key, naming the valid ones', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const { id, name, f } of cases) {
      const parameter = firstParameter(f);
      if (parameter === undefined || !['options', 'spec', 'config', 'task'].includes(parameter)) continue;
      checked++;
      const r = await outcome(() => f({ notAnOption: 1 }));
      const message = r.returned ? 'returned' : String((r.error as Error)?.message);
      if (r.returned || !(r.error instanceof errors.InvalidInputError) || !message.startsWith(`${name}(${parameter}): unknown option "notAnOption"; valid: `)) {
        failures.push(`${id}: ${message}`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(55); // 58 when written; a drop means the parameter names changed
  });

  it('options in a later position too (hand-picked cases across the modules)', async () => {
    const m = [[1, 2, 3], [2, 3, 1], [3, 1, 2]];
    const cases: Array<[() => unknown, string]> = [
      [() => statistics.friedman(m, { tie: 'average' } as never), 'friedman(options): unknown option "tie"; valid: '],
      [() => statistics.wilcoxonSignedRank([1, 2, 3], [2, 3, 4], { exactly: true } as never), 'wilcoxonSignedRank(options): unknown option "exactly"'],
      [() => experiments.analyzeSetups({ a: [1, 2], b: [2, 3] } as never, { alpha: 0.05, control: 'a' } as never), 'analyzeSetups(options): unknown option'],
      [() => engine.platform([{ servers: 2 }], { links: {} } as never), 'platform(options): unknown option "links"; valid: link'],
      [() => workload.parseSwf('', { maxJob: 3 } as never), 'parseSwf(options): unknown option "maxJob"'],
      [() => policies.greedyFamily(policies.condition1, { shutdown: true } as never), 'greedyFamily(options): unknown option "shutdown"'],
    ];
    for (const [call, start] of cases) {
      const r = await outcome(call);
      expect(r.returned, start).toBe(false);
      if (!r.returned) {
        expect(r.error, start).toBeInstanceOf(errors.InvalidInputError);
        expect((r.error as Error).message.startsWith(start), `${(r.error as Error).message} should start with ${start}`).toBe(true);
      }
    }
  });
});
