import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateModelJobSet, workloadModel } from '../../src/experiments/index';
import { lublinFeitelsonWorkload, parseJobs, parseSwf, tsafrirEstimates, type RigidJob } from '../../src/workload/index';
import { seedStreams } from '../../src/random/index';
import { cli } from './helpers';

const dir = mkdtempSync(join(tmpdir(), 'schedlab-generate-model-'));

describe('schedlab generate --model', () => {
  it('lublin to SWF (format from the extension): the seed\'s set with Tsafrir estimates, which simulate --swf replays', async () => {
    const file = join(dir, 'lublin.swf');
    const r = await cli('generate', '--model', 'lublin', '--servers', '128', '--jobs', '300', '--seed', '3', '--estimates', 'tsafrir', '--out', file);
    expect(r.code).toBe(0);
    expect(r.out).toBe(`wrote 300 lublin jobs (seed 3, 128 servers, SWF) to ${file}\n`);
    const trace = parseSwf(readFileSync(file, 'utf8'));
    expect(trace.header.maxProcs).toBe(128);
    const expected = tsafrirEstimates(lublinFeitelsonWorkload({ jobs: 300, machineSize: 128 })).generate(seedStreams(3).workload) as RigidJob[];
    expect(trace.jobs.map((j) => [j.submit, j.processors, j.runtime, j.estimate])).toEqual(expected.map((j) => [j.submit, j.processors, j.runtime, j.estimate]));
    const sim = await cli('simulate', '--swf', file, '--policy', 'easy', '--json');
    expect(sim.code).toBe(0);
    expect((JSON.parse(sim.out) as { jobs: unknown[] }).jobs).toHaveLength(300);
  });

  it('downey to JSON, malleable kind: simulate --jobs runs it; same set as generateModelJobSet', async () => {
    const file = join(dir, 'downey.json');
    const r = await cli('generate', '--model', 'downey', '--servers', '64', '--jobs', '40', '--kind', 'malleable', '--allocation', 'max-speedup', '--out', file);
    expect(r.code).toBe(0);
    const jobs = parseJobs(readFileSync(file, 'utf8'));
    expect(jobs).toEqual(generateModelJobSet({ model: 'downey', servers: 64, jobs: 40, downey: { jobKind: 'malleable', allocation: 'maxSpeedup' } }).jobs);
    expect(jobs.every((j) => j.kind === 'malleable' && j.minServers === j.maxServers)).toBe(true);
    const sim = await cli('simulate', '--jobs', file, '--servers', '64', '--policy', 'FIFO', '--json');
    expect(sim.code).toBe(0);
  });

  it('refuses flags of another model, SWF for malleable jobs, and bad values (exit 2, nothing written)', async () => {
    const file = join(dir, 'never.swf');
    const cases: Array<[string[], RegExp]> = [
      [['--model', 'lublin2'], /--model expects one of google-like, lublin, downey/],
      [['--model', 'downey', '--classes', 'whole'], /--classes is not an option of --model downey/],
      [['--dynamism', '300', '--model', 'lublin'], /--dynamism is not an option of --model lublin/],
      [['--estimates', 'tsafrir'], /--estimates is not an option of --model google-like/],
      [['--model', 'lublin', '--estimates', 'guess'], /--estimates expects one of exact, tsafrir/],
      [['--model', 'downey', '--kind', 'malleable', '--format', 'swf'], /SWF holds rigid jobs only/],
      [['--model', 'downey', '--work', '5'], /--work expects LO,HI/],
    ];
    for (const [argv, message] of cases) {
      const r = await cli('generate', '--servers', '16', '--jobs', '10', ...argv, '--out', file);
      expect(r.err, argv.join(' ')).toMatch(message);
      expect(r.code, argv.join(' ')).toBe(2);
    }
    expect(existsSync(file)).toBe(false);
  });

  it('compare --model lublin runs the setups on that model\'s sets and echoes it in JSON', async () => {
    const r = await cli('compare', '--model', 'lublin', '--servers', '64', '--sets', '2', '--jobs', '30', '--json');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out) as { model: string; jobs: number; setups: Array<{ setup: string }> };
    expect([out.model, out.jobs, out.setups.length]).toEqual(['lublin', 30, 10]);
    expect(() => workloadModel({ model: 'google-like', servers: 8, estimates: 'tsafrir' })).toThrow(/malleable/);
    const bad = await cli('compare', '--estimates', 'tsafrir');
    expect(bad.code).toBe(2);
  });
});

describe('workloadModel', () => {
  it('refuses a machine size or job count given twice (nothing silently overridden)', () => {
    expect(() => workloadModel({ model: 'lublin', servers: 128, lublin: { machineSize: 64 } })).toThrow(/lublin\.machineSize: the machine size is the option servers/);
    expect(() => workloadModel({ model: 'downey', servers: 128, downey: { servers: 64 } })).toThrow(/downey\.servers/);
    expect(() => workloadModel({ model: 'lublin', servers: 128, jobs: 5, lublin: { jobs: 6 } })).toThrow(/jobs is given twice/);
    expect(() => workloadModel({ model: 'downey', servers: 16, lublin: {} })).toThrow(/option lublin is for model lublin, not downey/);
    expect(workloadModel({ model: 'lublin', servers: 256, lublin: { jobs: 7 } }).generate(seedStreams(1).workload)).toHaveLength(7);
  });
});
