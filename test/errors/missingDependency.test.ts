import { describe, expect, it } from 'vitest';
import { AbortError, MissingDependencyError, SchedlabError } from '../../src/errors/index';
import { isModuleNotFound } from '../../src/errors/internals/isModuleNotFound';

describe('MissingDependencyError and AbortError', () => {
  it('one line naming the feature, the packages and the install command (singular and plural)', () => {
    const one = new MissingDependencyError('queueWorker (schedlab/distributed)', ['bullmq']);
    expect(one.message).toBe('queueWorker (schedlab/distributed) needs the optional package bullmq, which is not installed: run "npm install bullmq"');
    expect(one.install).toBe('npm install bullmq');
    expect(one.packages).toEqual(['bullmq']);
    const three = new MissingDependencyError('x', ['a', 'b', 'c']);
    expect(three.message).toBe('x needs the optional packages a, b and c, which are not installed: run "npm install a b c"');
    expect(three.message).not.toContain('\n');
    expect(one).toBeInstanceOf(SchedlabError);
    expect(one.name).toBe('MissingDependencyError');
  });

  it('AbortError is a SchedlabError named like the DOM abort errors', () => {
    const e = new AbortError('stopped');
    expect(e).toBeInstanceOf(SchedlabError);
    expect(e.name).toBe('AbortError');
  });

  it('isModuleNotFound: true for the missing package itself, from import() and require(), false otherwise', async () => {
    const esm = await import('schedlab-no-such-package' as string).catch((e: unknown) => e);
    expect(isModuleNotFound(esm, 'schedlab-no-such-package')).toBe(true);
    expect(isModuleNotFound(esm, 'vega')).toBe(false);
    const { createRequire } = await import('node:module');
    let cjs: unknown;
    try {
      createRequire(import.meta.url)('schedlab-no-such-package');
    } catch (e) {
      cjs = e;
    }
    expect((cjs as { code?: string }).code).toBe('MODULE_NOT_FOUND');
    expect(isModuleNotFound(cjs, 'schedlab-no-such-package')).toBe(true);
    expect(isModuleNotFound(new Error("Cannot find package 'vega'"), 'vega')).toBe(false); // no code
    expect(isModuleNotFound('text', 'vega')).toBe(false);
  });
});
