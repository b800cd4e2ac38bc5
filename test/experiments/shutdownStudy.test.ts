import { describe, expect, it } from 'vitest';
import { readBundledTrace } from '../../src/traces/index';
import { shutdownStudy } from '../../src/experiments/index';
import { InvalidInputError } from '../../src/errors/index';
import { createSimulation, homogeneousPlatform } from '../../src/engine/index';
import { easyBackfilling, idleTimeout, withShutdown } from '../../src/policies/index';
import { powerModel } from '../../src/power/index';
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

  it('with two sleep states in options.power, adds idle 1800 s into state 1 and into the deepest worthwhile one, each row a direct run', async () => {
    const trace = await readBundledTrace('KTH-SP2');
    // scripts/sleepStatesKth.power.json's model: state 0 is Dupont 2020 Table 1's, state 1 deeper (2 W, 20 s off, 300 s on)
    const power = { sleepStates: [{ off: 9.75, switchingOff: 101, switchOffDuration: 6.1, switchingOn: 125.17, switchOnDuration: 151.52 }, { off: 2, switchingOff: 101, switchOffDuration: 20, switchingOn: 125.17, switchOnDuration: 300 }] };
    const jobs = trace.jobs.slice(0, 600);
    const r = await shutdownStudy(jobs, 100, { windows: 1, windowJobs: 600, generations: 1, populationSize: 4, power });
    expect(r.rows.map((x) => x.setup)).toEqual(['EASY', 'EASY+idle(1800s)', 'EASY+keepIdle(10,1800s)', 'EASY+breakEven', 'energyBackfilling', 'EASY+idle(1800s)@1', 'EASY+idle(1800s)@deepest']);
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 100, power: powerModel(power) }), jobs });
    const direct = (sleepState: number | 'deepest') => sim.run(withShutdown(easyBackfilling(), idleTimeout({ suspendTime: 1800, sleepState }))).metrics;
    expect(r.rows[5]!.energy).toBe(direct(1).energy);
    expect(r.rows[6]!.energy).toBe(direct('deepest').energy);
    expect(r.rows[6]!.meanWait).toBe(direct('deepest').meanWait);
    // the sleep-state findings are counted against state 0's row
    const f = r.findings.find((x) => x.statement === 'EASY+idle(1800s)@1 uses less energy than EASY+idle(1800s) (sleep state 0)')!;
    expect(f.k).toBe(r.rows[5]!.energy < r.rows[1]!.energy ? 1 : 0);
    // one sleep state: the five setups of the default study
    expect((await shutdownStudy(jobs, 100, { windows: 1, windowJobs: 600, generations: 1, populationSize: 4, power: { idle: 95 } })).rows).toHaveLength(5);
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
