import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSwf } from '../../src/workload/index';
import { TINY_SWF } from '../helpers/tinySwf';
import { cli } from './helpers';

const dir = mkdtempSync(join(tmpdir(), 'schedlab-cli-out-'));
const jobsFile = join(dir, 'jobs.json');
// Two jobs on 2 servers, FIFO: a on servers 0-1 for 200 / 2 = 100 s; b (submitted 10) waits until 100, then 50 s on one server.
const a = { id: 'a', submit: 0, mass: 200, alpha: 1, data: 0, minServers: 1, maxServers: 2 };
writeFileSync(jobsFile, JSON.stringify({ jobs: [a, { ...a, id: 'b', submit: 10, mass: 50, maxServers: 1 }] }));
const swf = join(dir, 'tiny.swf');
writeFileSync(swf, TINY_SWF);
const COMPUTING = 190.74; // W, Dupont 2020 Table 1

function rows(csv: string): string[][] {
  return csv.trimEnd().split('\n').map((l) => l.split(','));
}

describe('schedlab simulate: metrics only, the per-job table with --jobs-table', () => {
  it('prints the metrics, with turnaround and bounded slowdowns, and no per-job table by default', async () => {
    const r = await cli('simulate', '--jobs', jobsFile, '--servers', '2', '--policy', 'fifo');
    expect(r.code, r.err).toBe(0);
    expect(r.out).not.toMatch(/submit \(s\)/);
    // turnaround: a 100, b 150 - 10 = 140; bounded slowdown: a 1, b 140 / 50 = 2.8
    expect(r.out).toMatch(/mean turnaround \(s\)\s+120\.0\n/);
    expect(r.out).toMatch(/mean bounded slowdown \(tau = 10 s\)\s+1\.900\n/);
    expect(r.out).toMatch(/max bounded slowdown \(tau = 10 s\)\s+2\.800\n/);
    expect(r.out).toMatch(/mean stretch\s+1\.6500/);
  });

  it('--jobs-table prints every job before the metrics, for --jobs and --swf', async () => {
    const r = await cli('simulate', '--jobs', jobsFile, '--servers', '2', '--policy', 'fifo', '--jobs-table');
    expect(r.code, r.err).toBe(0);
    expect(r.out.indexOf('submit (s)')).toBeGreaterThan(0);
    expect(r.out.indexOf('submit (s)')).toBeLessThan(r.out.indexOf('mean stretch'));
    expect(r.out).toMatch(/\n\s*b\s+10\s+100\s+150\s+1\s+0\s+2\.8/);
    const s = await cli('simulate', '--swf', swf, '--policy', 'fcfs', '--jobs-table');
    expect(s.code, s.err).toBe(0);
    expect(s.out).toMatch(/processors/);
    expect(s.out).toMatch(/\n\s*3\s+20\s+100\s+130\s+2\s/);
    expect((await cli('simulate', '--swf', swf, '--policy', 'fcfs')).out).not.toMatch(/submit \(s\)/);
  });

  it('--json carries the new metrics', async () => {
    const r = await cli('simulate', '--jobs', jobsFile, '--servers', '2', '--policy', 'fifo', '--json');
    const m = (JSON.parse(r.out) as { metrics: Record<string, number> }).metrics;
    expect(m['meanTurnaround']).toBe(120);
    expect(m['meanBoundedSlowdown']).toBeCloseTo(1.9, 12);
    expect(m['maxBoundedSlowdown']).toBeCloseTo(2.8, 12);
  });

  it('--help documents --jobs-table and --out', async () => {
    const r = await cli('simulate', '--help');
    for (const flag of ['--jobs-table', '--out DIR', 'jobs.csv', 'machine_states.csv', 'schedule.swf', 'result.json']) expect(r.out).toContain(flag);
  });
});

describe('schedlab simulate --out DIR', () => {
  it('writes jobs.csv, machine_states.csv, schedule.swf and result.json beside the printed metrics, checked by hand', async () => {
    const out = join(dir, 'run1');
    const r = await cli('simulate', '--jobs', jobsFile, '--servers', '2', '--policy', 'fifo', '--seed', '4', '--out', out);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/mean stretch\s+1\.6500/);
    expect(r.out).toMatch(/wrote 7 files to .*run1: metrics\.csv, jobs\.csv, machine_states\.csv, pstate_changes\.csv, schedule\.swf, result\.json, report\.html\n$/);
    expect(readdirSync(out).sort()).toEqual(['jobs.csv', 'machine_states.csv', 'metrics.csv', 'pstate_changes.csv', 'report.html', 'result.json', 'schedule.swf']);
    const jobs = rows(readFileSync(join(out, 'jobs.csv'), 'utf8'));
    expect(jobs[0]![0]).toBe('job_id');
    expect(jobs.slice(1)).toEqual([
      ['a', 'schedlab', 'malleable', '0', '2', '-1', '1', 'COMPLETED_SUCCESSFULLY', '0', '100', '100', '0', '100', '1', '0-1', String(2 * 100 * COMPUTING), ''],
      ['b', 'schedlab', 'malleable', '10', '1', '-1', '1', 'COMPLETED_SUCCESSFULLY', '100', '50', '150', '90', '140', '2.8', '0', String(50 * COMPUTING), ''],
    ]);
    expect(rows(readFileSync(join(out, 'machine_states.csv'), 'utf8'))).toEqual([
      ['time', 'nb_sleeping', 'nb_switching_on', 'nb_switching_off', 'nb_idle', 'nb_computing'],
      ['0', '0', '0', '0', '0', '2'],
      ['100', '0', '0', '0', '1', '1'],
    ]);
    const back = parseSwf(readFileSync(join(out, 'schedule.swf'), 'utf8'), { records: true });
    expect(back.header.notes[0]).toBe('schedule simulated by schedlab: policy FIFO, seed 4');
    expect(back.header.maxProcs).toBe(2);
    expect(back.records!.map((x) => [x.submitTime, x.waitTime, x.runTime, x.allocatedProcessors])).toEqual([
      [0, 0, 100, 2],
      [10, 90, 50, 1],
    ]);
    const result = JSON.parse(readFileSync(join(out, 'result.json'), 'utf8')) as { jobs: unknown[]; metrics: Record<string, number>; seed: number; policy: string; trace?: unknown };
    expect(result.seed).toBe(4);
    expect(result.trace).toBeUndefined();
    expect(result.metrics['makespan']).toBe(150);
    expect(result.metrics['meanTurnaround']).toBe(120);
    expect(result.jobs).toHaveLength(2);
  });

  it('--swf --out: the rigid schedule, and its SWF reads back to the trace jobs', async () => {
    const out = join(dir, 'swf1');
    const r = await cli('simulate', '--swf', swf, '--policy', 'fcfs', '--out', out, '--json');
    expect(r.code, r.err).toBe(0);
    JSON.parse(r.out); // --json output stays one JSON object
    const back = parseSwf(readFileSync(join(out, 'schedule.swf'), 'utf8'));
    const trace = parseSwf(TINY_SWF);
    expect(back.jobs).toEqual(trace.jobs);
    expect(rows(readFileSync(join(out, 'jobs.csv'), 'utf8')).slice(1).map((x) => [x[0], x[5], x[8], x[14]])).toEqual([
      ['1', '100', '0', '0-3'],
      ['2', '60', '100', '0-1'],
      ['3', '40', '100', '2-3'],
    ]);
  });

  it('a run into the same directory replaces its files; a foreign non-empty directory is refused before any work', async () => {
    const out = join(dir, 'again');
    expect((await cli('simulate', '--jobs', jobsFile, '--servers', '2', '--policy', 'fifo', '--out', out)).code).toBe(0);
    expect((await cli('simulate', '--jobs', jobsFile, '--servers', '2', '--policy', 'fifo', '--seed', '9', '--out', out)).code).toBe(0);
    expect((JSON.parse(readFileSync(join(out, 'result.json'), 'utf8')) as { seed: number }).seed).toBe(9);
    const foreign = join(dir, 'foreign');
    mkdirSync(foreign);
    writeFileSync(join(foreign, 'notes.txt'), 'mine');
    const r = await cli('simulate', '--jobs', jobsFile, '--servers', '2', '--policy', 'fifo', '--out', foreign);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--out .*foreign is a non-empty directory that holds no report.html/);
    expect(readdirSync(foreign)).toEqual(['notes.txt']);
  });

  it('a failed run leaves no directory behind', async () => {
    const out = join(dir, 'failed');
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ jobs: [{ id: 'w', submit: 0, mass: 1, alpha: 1, data: 0, minServers: 3, maxServers: 3 }] }));
    const r = await cli('simulate', '--jobs', bad, '--servers', '2', '--policy', 'fifo', '--out', out);
    expect(r.code).toBe(2);
    expect(existsSync(out)).toBe(false);
    expect(readdirSync(dir).filter((f) => f.startsWith('.failed'))).toEqual([]);
  });
});
