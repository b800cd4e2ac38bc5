import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../src/errors/index';
import { createSimulation, homogeneousPlatform } from '../../src/engine/index';
import { fcfs } from '../../src/policies/index';
import { batsimJobsCsv, parseBatsimWorkload, readBatsimWorkload } from '../../src/workload/index';
import { cli } from '../cli/helpers';

const dir = mkdtempSync(join(tmpdir(), 'schedlab-batsim-wl-'));

/** A hand-made workload: three jobs, a delay profile, a parallel_homogeneous one and one cut by its walltime. */
const WORKLOAD = {
  nb_res: 4,
  jobs: [
    { id: 1, subtime: 0, walltime: 100, res: 4, profile: 'd30' },
    { id: 'two', subtime: 10, walltime: 200, res: 2, profile: 'ph', user_field: 'kept by Batsim, ignored here' },
    { id: 3, subtime: 12.5, walltime: 20, res: 1, profile: 'd30' },
    { id: 4, subtime: 15, res: 1, profile: 'd30' },
  ],
  profiles: {
    d30: { type: 'delay', delay: 30 },
    ph: { type: 'parallel_homogeneous', cpu: 5e10, com: 0 },
    unused: { type: 'composed', seq: ['d30'] },
  },
};

describe('parseBatsimWorkload', () => {
  it('maps id, subtime, res, walltime and the profile run time, computed by hand', () => {
    const w = parseBatsimWorkload(JSON.stringify(WORKLOAD), { hostSpeed: 1e9 });
    expect(w.resources).toBe(4);
    expect(w.jobs).toEqual([
      { kind: 'rigid', id: '1', submit: 0, processors: 4, runtime: 30, estimate: 100 },
      // 5e10 flop per host at 1e9 flop/s: 50 s
      { kind: 'rigid', id: 'two', submit: 10, processors: 2, runtime: 50, estimate: 200 },
      // delay 30 s but walltime 20 s: Batsim kills it at 20 s
      { kind: 'rigid', id: '3', submit: 12.5, processors: 1, runtime: 20, estimate: 20 },
      // no walltime: estimate = run time
      { kind: 'rigid', id: '4', submit: 15, processors: 1, runtime: 30, estimate: 30 },
    ]);
  });

  it('accepts walltime -1 as no limit and a parsed value', () => {
    const w = parseBatsimWorkload({ nb_res: 1, jobs: [{ id: 'a', subtime: 0, walltime: -1, res: 1, profile: 'p' }], profiles: { p: { type: 'delay', delay: 7 } } });
    expect(w.jobs[0]).toEqual({ kind: 'rigid', id: 'a', submit: 0, processors: 1, runtime: 7, estimate: 7 });
  });

  const bad = (patch: (w: typeof WORKLOAD) => unknown, message: RegExp, options: object = { hostSpeed: 1e9 }) => {
    const w = structuredClone(WORKLOAD);
    const doc = patch(w) ?? w;
    expect(() => parseBatsimWorkload(doc, options)).toThrow(InvalidInputError);
    expect(() => parseBatsimWorkload(doc, options)).toThrow(message);
  };

  it('refuses an unsupported profile type, naming the job and the profile', () => {
    bad((w) => void (w.jobs[2]!.profile = 'unused'), /jobs\[2\] \(id "3"\), profile "unused": profile type "composed" is not supported/);
    bad((w) => void ((w.profiles as Record<string, unknown>)['x'] = { type: 'parallel', cpu: [1], com: [0] }, (w.jobs[0]!.profile = 'x')), /jobs\[0\] \(id "1"\), profile "x": profile type "parallel" is not supported/);
  });

  it('refuses a parallel_homogeneous job without the host speed, naming the option', () => {
    bad(() => undefined, /jobs\[1\] \(id "two"\), profile "ph": a parallel_homogeneous profile needs the hosts' speed \(option hostSpeed/, {});
  });

  it('refuses each malformed field with the job and field named', () => {
    bad((w) => void delete (w.jobs[1] as Partial<(typeof w.jobs)[1]>).res, /jobs\[1\] \(id "two"\): "res" must be an integer >= 1, got undefined/);
    bad((w) => void (w.jobs[1]!.res = 5), /jobs\[1\] \(id "two"\): "res" 5 exceeds the workload's nb_res 4/);
    bad((w) => void (w.jobs[0]!.subtime = -1), /jobs\[0\] \(id "1"\): "subtime" must be a number >= 0/);
    bad((w) => void (w.jobs[0]!.walltime = 0), /jobs\[0\] \(id "1"\): "walltime" must be a number > 0 \(seconds\) or -1/);
    bad((w) => void (w.jobs[0]!.profile = 'nope'), /jobs\[0\] \(id "1"\): profile "nope" is not defined in "profiles"/);
    bad((w) => void (w.jobs[2]!.id = 1), /jobs\[2\] \(id "1"\): duplicate id \(also jobs\[0\]\)/);
    bad((w) => void (w.profiles.d30.delay = -3), /profile "d30": "delay" must be a number > 0/);
    bad((w) => void (w.profiles.ph.cpu = 0), /profile "ph": "cpu" must be a number > 0/);
    bad((w) => void (w.nb_res = 0), /"nb_res" must be an integer >= 1, got 0/);
    bad((w) => void (w.jobs = []), /"jobs" must be a non-empty array/);
    bad(() => '{"nb_res": 2, "jobs": [', /not valid JSON/);
    expect(() => parseBatsimWorkload(null)).toThrow(/expected the workload's JSON text or value, got null/);
  });

  it('refuses unknown option keys and a bad host speed, naming the valid keys', () => {
    expect(() => parseBatsimWorkload(WORKLOAD, { speed: 1e9 } as object)).toThrow(/unknown option "speed"; valid: hostSpeed, source/);
    expect(() => parseBatsimWorkload(WORKLOAD, { hostSpeed: 0 })).toThrow(/options.hostSpeed must be a number > 0/);
    expect(() => parseBatsimWorkload(WORKLOAD, null as unknown as object)).toThrow(InvalidInputError);
  });
});

describe('readBatsimWorkload', () => {
  it('reads a file and names it in errors', () => {
    const file = join(dir, 'w.json');
    writeFileSync(file, JSON.stringify(WORKLOAD));
    expect(readBatsimWorkload(file, { hostSpeed: 1e9 }).jobs.map((j) => j.runtime)).toEqual([30, 50, 20, 30]);
    expect(() => readBatsimWorkload(file)).toThrow(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: jobs\\[1\\]`));
    expect(() => readBatsimWorkload(join(dir, 'missing.json'))).toThrow(/missing.json: cannot read \(ENOENT\)/);
    expect(() => readBatsimWorkload('')).toThrow(/path must be a non-empty string/);
  });
});

describe('schedlab simulate --batsim-workload', () => {
  const file = join(dir, 'cli.json');
  writeFileSync(file, JSON.stringify(WORKLOAD));

  it('runs FCFS on nb_res servers: start times by hand', async () => {
    const r = await cli('simulate', '--batsim-workload', file, '--host-speed', '1e9', '--policy', 'fcfs', '--json');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const o = JSON.parse(r.out) as { jobs: { id: string; start: number; end: number }[] };
    // 1 holds all 4 servers 0-30; two (2 servers, 50 s) 30-80; 3 and 4 (1 server) start at 30 beside it
    expect(o.jobs.map((j) => [j.id, j.start, j.end])).toEqual([
      ['1', 0, 30],
      ['two', 30, 80],
      ['3', 30, 50],
      ['4', 30, 60],
    ]);
  });

  it("--power FILE and --platform FILE set the servers' power model (and --platform the host speed): energies by hand", async () => {
    // --power: idle 10 W, computing 20 W; the schedule above: 270 server-seconds computing (4 x 30 + 2 x 50 + 20 + 30),
    // 50 idle until the last end at 80 s
    const power = join(dir, 'power.json');
    writeFileSync(power, JSON.stringify({ idle: 10, computing: 20 }));
    const byPower = await cli('simulate', '--batsim-workload', file, '--host-speed', '1e9', '--power', power, '--policy', 'fcfs', '--json');
    expect(byPower.err).toBe('');
    expect((JSON.parse(byPower.out) as { metrics: Record<string, number> }).metrics['energy']).toBeCloseTo(270 * 20 + 50 * 10, 9);
    // --platform: a Batsim energy platform whose computing pstate runs at 2 Gflop/s, idle 90 W, computing 180 W (the
    // pybatsim-style hosts of test/batsim/batsimPlatformPower.test.ts): job two's 5e10 flop take 25 s (30-55 s), so
    // 220 server-seconds computing, 20 idle until 60 s
    const host = (id: string) => `<host id="${id}" speed="1e-9Mf, 1f, 0.25f, 2Gf"><prop id="wattage_per_state" value="5:5:5, 50:50:50, 60:60:60, 90:90:180" /><prop id="sleep_pstates" value="0:1:2" /></host>`;
    const xml = join(dir, 'platform.xml');
    writeFileSync(xml, `<?xml version='1.0'?><platform version="4"><zone id="z" routing="Full">${['a', 'b', 'c', 'd'].map(host).join('')}</zone></platform>`);
    const byPlatform = await cli('simulate', '--batsim-workload', file, '--platform', xml, '--policy', 'fcfs', '--json');
    expect(byPlatform.err).toBe('');
    const o = JSON.parse(byPlatform.out) as { jobs: { id: string; start: number; end: number }[]; metrics: Record<string, number> };
    expect(o.jobs.find((j) => j.id === 'two')).toMatchObject({ start: 30, end: 55 });
    expect(o.metrics['energy']).toBeCloseTo(220 * 180 + 20 * 90, 9);
    const both = await cli('simulate', '--batsim-workload', file, '--platform', xml, '--power', power, '--policy', 'fcfs');
    expect(both.code).toBe(2);
    expect(both.err).toMatch(/--platform FILE and --power FILE both give the power model/);
    const swf = await cli('simulate', '--swf', 'KTH-SP2', '--platform', xml, '--policy', 'fcfs');
    expect(swf.code).toBe(2);
    expect(swf.err).toMatch(/--platform goes with --batsim-workload/);
  });

  it('one line and exit 2 for a refused profile, a missing host speed and conflicting flags', async () => {
    const noSpeed = await cli('simulate', '--batsim-workload', file, '--policy', 'fcfs');
    expect(noSpeed.code).toBe(2);
    expect(noSpeed.err.trim().split('\n')).toHaveLength(1);
    expect(noSpeed.err).toMatch(/needs the hosts' speed/);
    const both = await cli('simulate', '--batsim-workload', file, '--swf', 'KTH-SP2', '--policy', 'fcfs');
    expect(both.code).toBe(2);
    expect(both.err).toMatch(/--swf does not go with --batsim-workload/);
    const speed = await cli('simulate', '--jobs', file, '--servers', '2', '--host-speed', '1', '--policy', 'fcfs');
    expect(speed.code).toBe(2);
    expect(speed.err).toMatch(/--host-speed goes with --batsim-workload/);
  });
});

describe("Batsim's job order and final states (checked against the real Batsim 4.2.1)", () => {
  it('equal submission times are ordered by id compared as text, as Batsim submits them', () => {
    // Batsim 4.2.1 submitted these (one message at 5 s) as w0!10, w0!100, w0!2, w0!9, and started
    // them in that order on its one host (5, 15, 25, 35 s): job_comparator_subtime_number compares ids as strings
    const w = parseBatsimWorkload({
      nb_res: 1,
      jobs: [9, 100, 10, 2].map((id) => ({ id, subtime: 5, walltime: 100, res: 1, profile: 'd' })).concat([{ id: 1, subtime: 7, walltime: 100, res: 1, profile: 'd' }, { id: 50, subtime: 1, walltime: 100, res: 1, profile: 'd' }]),
      profiles: { d: { type: 'delay', delay: 10 } },
    });
    expect(w.jobs.map((j) => j.id)).toEqual(['50', '10', '100', '2', '9', '1']);
    const run = createSimulation({ platform: homogeneousPlatform({ servers: 1 }), jobs: w.jobs }).run(fcfs());
    expect(run.jobs.map((r) => [r.id, r.start])).toEqual([['50', 1], ['10', 11], ['100', 21], ['2', 31], ['9', 41], ['1', 51]]);
  });

  it('a job id with a control character is refused (it would forge a --jobs-table row)', () => {
    const forged = { nb_res: 1, jobs: [{ id: 'a\n9 0 0 1 1', subtime: 0, walltime: 9, res: 1, profile: 'd' }], profiles: { d: { type: 'delay', delay: 1 } } };
    expect(() => parseBatsimWorkload(forged)).toThrow(/^Batsim workload: jobs\[0\]\.id must hold no control character \(it would forge a line of a table or log\), got one with U\+000A at position 1$/);
  });

  it('jobs.csv: success 0 and COMPLETED_WALLTIME_REACHED for a job stopped at its walltime, also when its delay equals it', () => {
    const w = parseBatsimWorkload({
      nb_res: 3,
      jobs: [
        { id: 'cut', subtime: 0, walltime: 4, res: 1, profile: 'd10' },
        { id: 'equal', subtime: 0, walltime: 10, res: 1, profile: 'd10' },
        { id: 'ok', subtime: 0, walltime: 11, res: 1, profile: 'd10' },
      ],
      profiles: { d10: { type: 'delay', delay: 10 } },
    });
    const platform = homogeneousPlatform({ servers: 3 });
    const result = createSimulation({ platform, jobs: w.jobs }).run(fcfs(), { trace: true });
    const rows = batsimJobsCsv(result, { jobs: w.jobs, platform }).trim().split('\n').slice(1).map((l) => l.split(','));
    // Batsim 4.2.1 on test_walltime.json: walltime 4 -> 0,COMPLETED_WALLTIME_REACHED; 10 (= delay) -> the same; 11 -> 1,COMPLETED_SUCCESSFULLY
    expect(rows.map((r) => [r[0], r[6], r[7], r[9]])).toEqual([
      ['cut', '0', 'COMPLETED_WALLTIME_REACHED', '4'],
      ['equal', '0', 'COMPLETED_WALLTIME_REACHED', '10'],
      ['ok', '1', 'COMPLETED_SUCCESSFULLY', '10'],
    ]);
  });
});
