import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSimulation, homogeneousPlatform } from '../../src/engine/index';
import { dupontSetup } from '../../src/experiments/index';
import { googleLikeWorkload, parseJobs } from '../../src/workload/index';
import { cli } from './helpers';

const dir = mkdtempSync(join(tmpdir(), 'schedlab-generate-'));

describe('schedlab generate', () => {
  it('writes the job set a seeded simulation of the same workload draws, and simulate reads it back', async () => {
    const file = join(dir, 'set.json');
    const r = await cli('generate', '--servers', '10', '--jobs', '30', '--seed', '7', '--dynamism', '300', '--out', file);
    expect(r.code).toBe(0);
    expect(r.out).toBe(`wrote 30 jobs (seed 7, 10 servers) to ${file}\n`);
    const jobs = parseJobs(readFileSync(file, 'utf8'));
    expect(jobs).toHaveLength(30);
    // the same set as createSimulation({ workload }).run(policy, { seed: 7 }) draws (stream 0 of the seed)
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 10 }), workload: googleLikeWorkload({ jobs: 30, servers: 10, dynamism: 300 }) });
    const drawn = sim.run(dupontSetup('FIFO'), { seed: 7 });
    expect(jobs.map((j) => [j.id, j.submit])).toEqual(drawn.jobs.map((j) => [j.id, j.submit]));
    const fromFile = await cli('simulate', '--jobs', file, '--servers', '10', '--policy', 'FIFO', '--json');
    expect(fromFile.code).toBe(0);
    expect((JSON.parse(fromFile.out) as { metrics: { cost: number } }).metrics.cost).toBe(drawn.metrics.cost);
  });

  it('--out - prints the set; generator options reach the workload (Table 3 ranges)', async () => {
    const r = await cli('generate', '--servers', '4', '--jobs', '5', '--alpha', '0.9,1', '--data', '0,0', '--out', '-');
    expect(r.code).toBe(0);
    const jobs = parseJobs(r.out);
    expect(jobs).toHaveLength(5);
    for (const j of jobs) {
      if (j.kind !== 'malleable') throw new Error('expected malleable jobs');
      expect(j.alpha).toBeGreaterThanOrEqual(0.9);
      expect(j.data).toBe(0);
      expect(j.maxServers).toBeLessThanOrEqual(3);
    }
    expect(jobs[0]!.submit).toBe(0);
  });

  it('bad flags: one line, exit code 2, nothing written', async () => {
    const file = join(dir, 'never.json');
    const cases: Array<[string[], RegExp]> = [
      [['--jobs', '5', '--out', file], /--servers N is required/],
      [['--servers', '4', '--out', file], /--jobs N is required/],
      [['--servers', '4', '--jobs', '5'], /--out FILE is required/],
      [['--servers', '0', '--jobs', '5', '--out', file], /--servers expects an integer in \[1, 1000000\], got "0"/],
      [['--servers', '4', '--jobs', '5', '--alpha', '0.5', '--out', file], /--alpha expects LO,HI/],
      [['--servers', '4', '--jobs', '5', '--alpha', '0.5,2', '--out', file], /alpha/],
      [['--servers', '4', '--jobs', '5', '--disparity', 'x', '--out', file], /--disparity expects a number/],
      // issue 41: Number() reads hexadecimal, binary, Infinity and blanks; a flag is decimal
      [['--servers', '4', '--jobs', '5', '--dynamism', '0x10', '--out', file], /--dynamism expects a number \(decimal\), got "0x10"/],
      [['--servers', '4', '--jobs', '5', '--mass', '0b11', '--out', file], /--mass expects a number \(decimal\), got "0b11"/],
      [['--servers', '4', '--jobs', '5', '--dynamism', 'Infinity', '--out', file], /--dynamism expects a number/],
      [['--servers', '4', '--jobs', '5', '--alpha', '0x1,1', '--out', file], /--alpha expects LO,HI/],
    ];
    for (const [argv, message] of cases) {
      const r = await cli('generate', ...argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.err).toMatch(message);
      expect(r.err.trim().split('\n')).toHaveLength(1);
    }
    expect(existsSync(file)).toBe(false);
  });

  it('--help lists every option', async () => {
    const r = await cli('generate', '--help');
    expect(r.code).toBe(0);
    for (const flag of ['--servers', '--jobs', '--seed', '--dynamism', '--mass', '--disparity', '--alpha', '--data', '--arrival-shape', '--out']) expect(r.out).toContain(flag);
  });
});
