import { describe, expect, it } from 'vitest';
import { readBundledTrace } from '../../src/traces/index';
import { shutdownStudy } from '../../src/experiments/index';
import { InvalidInputError } from '../../src/errors/index';
import { cli } from '../cli/helpers';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

describe('shutdownStudy (issue 38, point 6)', () => {
  it('counts findings over windows, is deterministic, and its front is non-dominated', async () => {
    const trace = await readBundledTrace('KTH-SP2');
    const options = { windows: 2, windowJobs: 600, generations: 1, populationSize: 4 };
    const r = await shutdownStudy(trace.jobs, 100, options);
    expect(r.rows).toHaveLength(2 * 5);
    expect(r.rows.filter((x) => x.setup === 'EASY').every((x) => x.saved === 0)).toBe(true);
    for (const f of r.findings) expect([f.n, f.k <= f.n]).toEqual([2, true]);
    for (const a of r.front) {
      for (const b of r.front) {
        const dominates = b.energy <= a.energy && b.meanBoundedSlowdown <= a.meanBoundedSlowdown && (b.energy < a.energy || b.meanBoundedSlowdown < a.meanBoundedSlowdown);
        expect(dominates && a.seed === b.seed).toBe(false);
      }
    }
    expect(JSON.stringify(await shutdownStudy(trace.jobs, 100, options))).toBe(JSON.stringify(r));
    await expect(shutdownStudy(trace.jobs.slice(0, 10), 100, { windowJobs: 600 })).rejects.toThrow(InvalidInputError);
    // more windows than the trace holds are refused (they used to be cut to what it holds, silently)
    await expect(shutdownStudy(trace.jobs.slice(0, 1300), 100, { windows: 3, windowJobs: 600 })).rejects.toThrow(/^shutdownStudy\(options\.windows\): 3 windows of 600 jobs need 1800 jobs; the trace has 1300 \(2 windows\)$/);
  }, 120_000);

  it('schedlab study shutdown prints the table, findings and front and writes the report', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'study-')), 'report');
    const r = await cli('study', 'shutdown', '--trace', 'KTH-SP2', '--windows', '1', '--window-jobs', '400', '--generations', '1', '--out', out);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/EASY\+idle\(1800s\) uses less energy than EASY\s+\d\/1/);
    expect(readdirSync(out)).toEqual(expect.arrayContaining(['report.html', 'power.svg', 'front.svg', 'results.json']));
    expect(JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')).rows).toHaveLength(5);
    expect((await cli('study', 'nap')).err).toMatch(/unknown study "nap"/);
  }, 120_000);
});
