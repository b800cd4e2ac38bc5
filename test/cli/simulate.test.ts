import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from './helpers';

const dir = mkdtempSync(join(tmpdir(), 'schedlab-cli-'));
const jobsFile = join(dir, 'jobs.json');
// Two jobs on 2 servers, FIFO: a on [0, 1] (alpha 1: 200 / 2 = 100 s), b waits until 100 then 50 s.
writeFileSync(
  jobsFile,
  JSON.stringify({
    jobs: [
      { id: 'a', submit: 0, mass: 200, alpha: 1, data: 0, minServers: 1, maxServers: 2 },
      { id: 'b', submit: 10, mass: 50, alpha: 1, data: 0, minServers: 1, maxServers: 1 },
    ],
  }),
);

describe('schedlab simulate', () => {
  it('--json prints the documented object, computed by hand', async () => {
    const r = await cli('simulate', '--jobs', jobsFile, '--servers', '2', '--policy', 'fifo', '--json');
    expect(r.code).toBe(0);
    const o = JSON.parse(r.out) as { jobs: unknown[]; metrics: Record<string, number> };
    expect(o.jobs).toEqual([
      { id: 'a', submit: 0, start: 0, end: 100, servers: 2, reconfigurations: 0 },
      { id: 'b', submit: 10, start: 100, end: 150, servers: 1, reconfigurations: 0 },
    ]);
    // stretch: a 100/200 = 0.5, b 140/50 = 2.8; energy: 100 s x 2 computing + 50 s computing + 50 s idle
    expect(o.metrics['meanStretch']).toBeCloseTo(1.65, 12);
    expect(o.metrics['energy']).toBeCloseTo(200 * 190.74 + 50 * 190.74 + 50 * 95, 6);
    expect(o.metrics['makespan']).toBe(150);
    for (const k of ['normalizedMeanPower', 'cost', 'reconfigurations', 'powerOffs']) expect(o.metrics).toHaveProperty(k);
  });

  it('prints a readable summary without --json', async () => {
    const r = await cli('simulate', '--jobs', jobsFile, '--servers', '2', '--policy', 'Swarm2');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/policy Swarm2 on 2 servers, 2 jobs/);
    expect(r.out).toMatch(/mean stretch\s+1\.6500/);
  });

  it('bad flags and files are one-line errors with exit code 2', async () => {
    const cases: Array<[string[], RegExp]> = [
      [['simulate', '--jobs', jobsFile, '--servers', '2', '--policy', 'nope'], /unknown policy "nope"/],
      [['simulate', '--jobs', jobsFile, '--servers', 'x', '--policy', 'fifo'], /--servers expects an integer/],
      [['simulate', '--jobs', join(dir, 'missing.json'), '--servers', '2', '--policy', 'fifo'], /missing\.json: cannot read \(ENOENT\)/],
      [['simulate', '--bogus'], /Unknown option '--bogus'/],
      [['simulate', '--servers', '2', '--policy', 'fifo'], /--jobs FILE is required/],
      [['frobnicate'], /unknown command "frobnicate"/],
    ];
    for (const [argv, pattern] of cases) {
      const r = await cli(...argv);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(pattern);
      expect(r.err.trim().split('\n')).toHaveLength(1);
      expect(r.out).toBe('');
    }
  });

  it('--help documents every flag', async () => {
    const r = await cli('simulate', '--help');
    expect(r.code).toBe(0);
    for (const flag of ['--jobs', '--servers', '--policy', '--decision-interval', '--seed', '--json']) expect(r.out).toContain(flag);
    expect((await cli('--help')).out).toMatch(/simulate.*\n.*compare.*\n.*reproduce/);
  });

  it('a job that does not fit the servers is a one-line input error, exit 2', async () => {
    const bad = join(dir, 'wide.json');
    writeFileSync(bad, JSON.stringify({ jobs: [{ id: 'w', submit: 0, mass: 1, alpha: 1, data: 0, minServers: 3, maxServers: 3 }] }));
    const r = await cli('simulate', '--jobs', bad, '--servers', '2', '--policy', 'fifo');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/jobs\[0\]\.minServers: expected at most the platform's 2 servers/);
  });
});

describe('schedlab compare', () => {
  it('runs the ten setups on the same job sets, deterministically', async () => {
    const a = await cli('compare', '--sets', '5', '--seed', '3', '--json');
    const b = await cli('compare', '--sets', '5', '--seed', '3', '--json');
    expect(a.code).toBe(0);
    expect(a.out).toBe(b.out);
    const o = JSON.parse(a.out) as { setups: Array<{ setup: string; reconfigurations: number; powerOffs: number }> };
    expect(o.setups.map((s) => s.setup)).toHaveLength(10);
    const fifo = o.setups.find((s) => s.setup === 'FIFO')!;
    expect(fifo.reconfigurations + fifo.powerOffs).toBe(0);
  });
});
