import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TINY_SWF } from '../helpers/tinySwf';
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

  it('a rigid-job scheduler with malleable jobs is refused at the door, naming the policy and the job kind (was a SimulationError at t=0, exit 1)', async () => {
    for (const policy of ['easy', 'FCFS', 'conservative', 'energy-bf', 'list', 'easy-sjf']) {
      const r = await cli('simulate', '--jobs', jobsFile, '--servers', '2', '--policy', policy);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(new RegExp(`policy "${policy}" schedules rigid jobs only, but job "a" \\(jobs\\[0\\] of .*jobs\\.json\\) is malleable`));
      expect(r.err).not.toMatch(/SimulationError|t=0/);
      expect(r.out).toBe('');
    }
  });

  it('bad flags and files are one-line errors with exit code 2', async () => {
    const cases: Array<[string[], RegExp]> = [
      [['simulate', '--jobs', jobsFile, '--servers', '2', '--policy', 'nope'], /unknown policy "nope"/],
      [['simulate', '--jobs', jobsFile, '--servers', 'x', '--policy', 'fifo'], /--servers expects an integer/],
      [['simulate', '--jobs', join(dir, 'missing.json'), '--servers', '2', '--policy', 'fifo'], /missing\.json: cannot read \(ENOENT\)/],
      [['simulate', '--bogus'], /unknown flag --bogus; valid: --jobs, --swf/],
      [['simulate', '--servers', '2', '--policy', 'fifo'], /--jobs FILE, --swf FILE or --batsim-workload FILE is required/],
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
    // each usage line lists --shutdown, which goes with all three inputs
    expect(r.out.split('\n').filter((l) => /schedlab simulate --(jobs|swf|batsim-workload) /.test(l) && l.includes('[--shutdown RULE]'))).toHaveLength(3);
    expect((await cli('--help')).out).toMatch(/simulate.*\n.*compare.*\n.*reproduce/);
    const v = await cli('--version');
    expect([v.code, v.out]).toEqual([0, `schedlab ${(JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')) as { version: string }).version}\n`]);
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

describe('schedlab simulate --swf', () => {
  // 4-processor machine; job 1: 4 procs 100 s at t=0; job 2: 2 procs at t=10, 50 s (estimate 60);
  // job 3: 2 procs at t=20, 30 s (estimate 40); job 4 has runtime -1 (rejected).
  // FCFS: 1 runs 0..100, 2 runs 100..150, 3 runs 100..130 (fits beside 2).
  const swf = join(dir, 'tiny.swf');
  writeFileSync(swf, TINY_SWF);

  it('--json prints jobs, trace metrics and rejected lines, computed by hand', async () => {
    const r = await cli('simulate', '--swf', swf, '--policy', 'fcfs', '--json');
    expect(r.code, r.err).toBe(0);
    const o = JSON.parse(r.out) as { jobs: unknown[]; metrics: Record<string, number>; rejected: Array<{ line: number; reason: string }> };
    expect(o.jobs).toEqual([
      { id: '1', submit: 0, start: 0, end: 100, processors: 4 },
      { id: '2', submit: 10, start: 100, end: 150, processors: 2 },
      { id: '3', submit: 20, start: 100, end: 130, processors: 2 },
    ]);
    expect(o.rejected).toHaveLength(1);
    expect(o.rejected[0]!.line).toBe(5);
    expect(o.rejected[0]!.reason).toMatch(/run time/);
    // AWRT weights response times by processors x runtime: (400*100 + 100*140 + 60*110) / 560
    expect(o.metrics['awrt']).toBeCloseTo((400 * 100 + 100 * 140 + 60 * 110) / 560, 9);
    expect(o.metrics['meanWait']).toBeCloseTo((0 + 90 + 80) / 3, 12);
    expect(o.metrics['makespan']).toBe(150);
    expect(o.metrics['utilization']).toBeGreaterThan(0);
    expect(o.metrics).toHaveProperty('meanBoundedSlowdown');
  });

  it('--shutdown idle:0 switches the servers idle after job 3 off; energy by hand in --json and the table (issue 38)', async () => {
    const r = await cli('simulate', '--swf', swf, '--policy', 'fcfs', '--shutdown', 'idle:0', '--json');
    expect(r.code, r.err).toBe(0);
    const m = (JSON.parse(r.out) as { metrics: Record<string, number> }).metrics;
    // Table 1: 560 server-seconds computing (190.74 W); servers 2, 3 switch off at 130 (6.1 s at 101 W), off until 150 (9.75 W)
    expect(m['energy']).toBeCloseTo(560 * 190.74 + 2 * 6.1 * 101 + 2 * 13.9 * 9.75, 6);
    expect([m['switchOffs'], m['switchOns'], m['idleEnergy'], m['peakPower']]).toEqual([2, 0, 0, 4 * 190.74]);
    const table = await cli('simulate', '--swf', swf, '--policy', 'fcfs', '--shutdown', 'idle:0');
    expect(table.out).toMatch(/policy fcfs\+idle\(0s\) on 4 processors/);
    expect(table.out).toMatch(/switch-offs \/ switch-ons\s+2 \/ 0/);
    expect((await cli('simulate', '--swf', swf, '--policy', 'fcfs', '--shutdown', 'nap')).err).toMatch(/shutdown rule "nap"/);
    expect((await cli('simulate', '--swf', swf, '--policy', 'fcfs', '--shutdown', 'idle:0', '--shutdown-wake', 'allocate')).out).toMatch(/policy fcfs\+idle\(0s\) on 4 processors/);
    expect((await cli('simulate', '--swf', swf, '--policy', 'fcfs', '--shutdown', 'idle:0', '--shutdown-wake', 'on-demand')).out).toMatch(/policy fcfs\+idle\(0s\)\+wakeOnDemand on 4 processors/);
    expect((await cli('simulate', '--swf', swf, '--policy', 'fcfs', '--shutdown', 'idle:0', '--shutdown-wake', 'soon')).err).toMatch(/--shutdown-wake expects on-demand, reservation, allocate or reservation-and-allocate, got "soon"/);
    // withShutdown's fourth mode, which docs/energy.md describes (energyBackfilling's wakeForBackfill), from the command line too
    expect((await cli('simulate', '--swf', swf, '--policy', 'easy', '--shutdown', 'idle:0', '--shutdown-wake', 'reservation-and-allocate')).out).toMatch(/policy easyBackfilling\+idle\(0s\)\+wakeAheadAndAllocated on 4 processors/);
    expect((await cli('simulate', '--swf', swf, '--policy', 'fcfs', '--shutdown-wake', 'allocate')).err).toMatch(/--shutdown-wake goes with --shutdown/);
  });

  it('--shutdown idle:0@1 with --power FILE sends the servers to sleep state 1; energy by hand (issue 38)', async () => {
    const power = join(dir, 'two-states.json');
    const s0 = { off: 9.75, switchingOff: 101, switchOffDuration: 6.1, switchingOn: 125.17, switchOnDuration: 151.52 };
    writeFileSync(power, JSON.stringify({ sleepStates: [s0, { off: 0, switchingOff: 50, switchOffDuration: 2, switchingOn: 125.17, switchOnDuration: 300 }] }));
    const r = await cli('simulate', '--swf', swf, '--policy', 'fcfs', '--shutdown', 'idle:0@1', '--power', power, '--json');
    expect(r.code, r.err).toBe(0);
    const m = (JSON.parse(r.out) as { metrics: Record<string, number> }).metrics;
    // as idle:0 above, but servers 2, 3 switch off at 130 for 2 s at 50 W, then sleep at 0 W until 150
    expect(m['energy']).toBeCloseTo(560 * 190.74 + 2 * 2 * 50, 6);
    expect((await cli('simulate', '--swf', swf, '--policy', 'fcfs', '--shutdown', 'idle:0@deepest', '--power', power)).out).toMatch(/policy fcfs\+idle\(0s, sleep deepest\) on 4 processors/);
    // state 0 with the two-state model: the one-state run's energy
    const zero = await cli('simulate', '--swf', swf, '--policy', 'fcfs', '--shutdown', 'idle:0@0', '--power', power, '--json');
    expect((JSON.parse(zero.out) as { metrics: Record<string, number> }).metrics['energy']).toBeCloseTo(560 * 190.74 + 2 * 6.1 * 101 + 2 * 13.9 * 9.75, 6);
    expect((await cli('simulate', '--swf', swf, '--policy', 'fcfs', '--shutdown', 'idle:0@1')).err).toMatch(/idleTimeout: sleepState 1 does not exist in cluster 0's power model \(1 sleep state\)/);
    expect((await cli('simulate', '--swf', swf, '--policy', 'fcfs', '--shutdown', 'idle:0@x')).err).toMatch(/shutdown rule "idle:0@x": the sleep state after @ must be/);
    expect((await cli('simulate', '--jobs', jobsFile, '--servers', '2', '--policy', 'fifo', '--power', power)).err).toMatch(/--power goes with --swf/);
    expect((await cli('simulate', '--swf', swf, '--policy', 'fcfs', '--power', join(dir, 'missing.json'))).err).toMatch(/simulate: --power .*missing\.json: cannot read a JSON power model \(ENOENT\)/);
    writeFileSync(join(dir, 'bad-power.json'), JSON.stringify({ sleepStates: [{ ...s0, off: 1 }] }));
    expect((await cli('simulate', '--swf', swf, '--policy', 'fcfs', '--power', join(dir, 'bad-power.json'))).err).toMatch(/sleepStates\[0\] is the model's own sleep state/);
  });

  it('--walltime kill ends a job at its requested time: job 2 (run 50 s, requested 30 s) ends at 130, 40 processor-seconds lost (issue 39)', async () => {
    const over = join(dir, 'over.swf');
    writeFileSync(over, TINY_SWF.replace('2 10 -1 50 2 -1 -1 2 60', '2 10 -1 50 2 -1 -1 2 30'));
    const r = await cli('simulate', '--swf', over, '--policy', 'fcfs', '--walltime', 'kill', '--json');
    expect(r.code, r.err).toBe(0);
    const o = JSON.parse(r.out) as { jobs: { id: string; end: number }[]; metrics: Record<string, number> };
    expect(o.jobs.find((j) => j.id === '2')?.end).toBe(130);
    expect([o.metrics['killedJobs'], o.metrics['lostWork'], o.metrics['lostProcessorSeconds']]).toEqual([1, 20, 40]);
    // --json names the killed job and the work it did (30 of its 50 s); completed jobs carry no state
    const records = o.jobs as unknown as Record<string, unknown>[];
    expect(records.filter((j) => 'state' in j)).toEqual([{ id: '2', submit: 10, start: 100, end: 130, processors: 2, state: 'killed', work: 30 }]);
    // jobs.csv: the killed job reads COMPLETED_WALLTIME_REACHED; replayed without kills it ran past
    // its estimate to its end and reads COMPLETED_SUCCESSFULLY (the run's outcome, not Batsim's)
    const finalState = async (...extra: string[]): Promise<string | undefined> => {
      const outDir = mkdtempSync(join(dir, 'wt-'));
      const w = await cli('simulate', '--swf', over, '--policy', 'fcfs', ...extra, '--out', outDir);
      expect(w.code, w.err).toBe(0);
      return readFileSync(join(outDir, 'jobs.csv'), 'utf8').split('\n').find((l) => l.startsWith('2,'))?.split(',').slice(6, 8).join(',');
    };
    expect(await finalState('--walltime', 'kill')).toBe('0,COMPLETED_WALLTIME_REACHED');
    expect(await finalState()).toBe('1,COMPLETED_SUCCESSFULLY');
    expect((await cli('simulate', '--swf', over, '--policy', 'fcfs', '--walltime', 'kill')).out).toMatch(/jobs killed at their walltime\s+1\n/);
    // the default replays the recorded run time and says nothing of kills
    const replay = JSON.parse((await cli('simulate', '--swf', over, '--policy', 'fcfs', '--json')).out) as { jobs: { id: string; end: number }[]; metrics: Record<string, number> };
    expect(replay.jobs.find((j) => j.id === '2')?.end).toBe(150);
    expect(replay.metrics).not.toHaveProperty('killedJobs');
    expect((await cli('simulate', '--swf', over, '--policy', 'fcfs', '--walltime', 'sometimes')).err).toMatch(/--walltime expects kill or ignore, got "sometimes"/);
    expect((await cli('simulate', '--jobs', jobsFile, '--servers', '2', '--policy', 'FIFO', '--walltime', 'kill')).err).toMatch(/options\.walltime applies to rigid jobs .* holds none \(malleable jobs have no walltime\)/);
  });

  it('--walltime and --shutdown work for a rigid --jobs file as for --swf: the same trace as JSON, the same figures by hand (were refused)', async () => {
    // TINY_SWF's three valid jobs in the JSON job-set format (estimate = SWF field 9; job 2's 30 s < its 50 s run)
    const rigid = join(dir, 'rigid.json');
    writeFileSync(
      rigid,
      JSON.stringify({
        jobs: [
          { id: '1', submit: 0, processors: 4, runtime: 100, estimate: 100 },
          { id: '2', submit: 10, processors: 2, runtime: 50, estimate: 30 },
          { id: '3', submit: 20, processors: 2, runtime: 30, estimate: 40 },
        ],
      }),
    );
    const kill = await cli('simulate', '--jobs', rigid, '--servers', '4', '--policy', 'fcfs', '--walltime', 'kill', '--json');
    expect(kill.code, kill.err).toBe(0);
    const o = JSON.parse(kill.out) as { jobs: Record<string, unknown>[]; metrics: Record<string, number> };
    // job 2 starts at 100 and is killed at 100 + 30 = 130 after 30 of its 50 s: 20 s x 2 processors lost
    expect(o.jobs.find((j) => j['id'] === '2')).toEqual({ id: '2', submit: 10, start: 100, end: 130, servers: 2, reconfigurations: 0, state: 'killed', work: 30 });
    expect([o.metrics['killedJobs'], o.metrics['lostWork'], o.metrics['lostProcessorSeconds']]).toEqual([1, 20, 40]);
    expect(o.jobs.filter((j) => 'state' in j)).toHaveLength(1);
    expect((await cli('simulate', '--jobs', rigid, '--servers', '4', '--policy', 'fcfs', '--walltime', 'kill')).out).toMatch(/jobs killed at their walltime\s+1\n/);
    const replay = JSON.parse((await cli('simulate', '--jobs', rigid, '--servers', '4', '--policy', 'fcfs', '--walltime', 'ignore', '--json')).out) as { jobs: { id: string; end: number }[]; metrics: Record<string, number> };
    expect(replay.jobs.find((j) => j.id === '2')?.end).toBe(150);
    expect(replay.metrics).not.toHaveProperty('killedJobs');
    // --shutdown idle:0, as the --swf case above: servers 2, 3 switch off at 130 (6.1 s at 101 W), off until 150 (9.75 W)
    const off = await cli('simulate', '--jobs', rigid, '--servers', '4', '--policy', 'fcfs', '--shutdown', 'idle:0', '--json');
    expect(off.code, off.err).toBe(0);
    const m = (JSON.parse(off.out) as { metrics: Record<string, number> }).metrics;
    expect(m['energy']).toBeCloseTo(560 * 190.74 + 2 * 6.1 * 101 + 2 * 13.9 * 9.75, 6);
    expect([m['switchOffs'], m['switchOns'], m['idleEnergy'], m['peakPower']]).toEqual([2, 0, 0, 4 * 190.74]);
    expect((await cli('simulate', '--jobs', rigid, '--servers', '4', '--policy', 'fcfs', '--shutdown', 'idle:0', '--shutdown-wake', 'on-demand')).out).toMatch(/policy fcfs\+idle\(0s\)\+wakeOnDemand on 4 servers/);
    expect((await cli('simulate', '--jobs', rigid, '--servers', '4', '--policy', 'fcfs', '--shutdown', 'nap')).err).toMatch(/shutdown rule "nap"/);
    // the table tells Dupont's powerOff decisions (none here) from the switch-offs
    const table = (await cli('simulate', '--jobs', rigid, '--servers', '4', '--policy', 'fcfs', '--shutdown', 'idle:0')).out;
    expect(table).toMatch(/power-offs \(powerOff decisions\)\s+0\n/);
    expect(table).toMatch(/switch-offs \/ switch-ons\s+2 \/ 0\n/);
  });

  it('EASY backfills job 3 only when it does not delay the head', async () => {
    const r = await cli('simulate', '--swf', swf, '--policy', 'easy', '--processors', '4', '--json');
    const o = JSON.parse(r.out) as { jobs: Array<{ start: number }> };
    expect(o.jobs.map((j) => j.start)).toEqual([0, 100, 100]);
  });

  it('refuses --servers with --swf and a trace without a machine size', async () => {
    expect((await cli('simulate', '--swf', swf, '--servers', '4', '--policy', 'fcfs')).err).toMatch(/--servers goes with --jobs/);
    const bare = join(dir, 'bare.swf');
    writeFileSync(bare, '1 0 -1 100 4 -1 -1 4 100 -1 1 1 1 -1 -1 -1 -1 -1\n');
    const r = await cli('simulate', '--swf', bare, '--policy', 'fcfs');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/no MaxProcs or MaxNodes header; give the machine size \(options.processors; --processors N in the CLI\)/);
  });
});

describe('schedlab simulate --profile authors2020', () => {
  it("gives the authors' simulator's schedule for FIFO-Poff (data/fixtures/authors2020)", async () => {
    const oracle = JSON.parse(readFileSync(join(import.meta.dirname, '../../data/fixtures/authors2020/schedules.json'), 'utf8')) as {
      sets: Array<{ servers: number; jobs: object[]; runs: Record<string, { jobs: Array<{ start: number; end: number; servers: number }> }> }>;
    };
    const set = oracle.sets[0]!;
    const file = join(dir, 'authors-set.json');
    writeFileSync(file, JSON.stringify({ jobs: set.jobs }));
    const r = await cli('simulate', '--jobs', file, '--servers', String(set.servers), '--policy', 'FIFO-Poff', '--profile', 'authors2020', '--json');
    expect(r.code).toBe(0);
    const o = JSON.parse(r.out) as { jobs: Array<{ start: number; end: number; servers: number }> };
    o.jobs.forEach((j, i) => {
      const e = set.runs['FIFO-Poff']!.jobs[i]!;
      expect(j.start).toBeCloseTo(e.start, 6);
      expect(j.end).toBeCloseTo(e.end, 6);
      expect(j.servers).toBe(e.servers);
    });
    // the default profile does not power off before the first job: the first job starts on arrival
    const paper = JSON.parse((await cli('simulate', '--jobs', file, '--servers', String(set.servers), '--policy', 'FIFO-Poff', '--json')).out) as { jobs: Array<{ start: number; submit: number }> };
    expect(paper.jobs[0]!.start).toBe(paper.jobs[0]!.submit);
    expect(o.jobs[0]!.start).toBeGreaterThan(paper.jobs[0]!.start);
  });

  it('refuses an unknown profile, --profile with --swf, and --decision-interval with authors2020', async () => {
    const unknown = await cli('simulate', '--jobs', jobsFile, '--servers', '2', '--policy', 'FIFO', '--profile', 'authors');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/--profile expects one of paper, authors2020, got "authors"/);
    expect((await cli('simulate', '--jobs', jobsFile, '--servers', '2', '--policy', 'FIFO', '--profile', 'authors2020', '--decision-interval', '5')).err).toMatch(/conflicts with --profile authors2020/);
  });
});
