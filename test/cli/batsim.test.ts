import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main';
import { BATSIM_HELP } from '../../src/cli/batsim';
import { loadBound } from '../helpers/loadBound';
import { runScript, runStandIn, type StandInJob } from '../batsim/helpers/batsimStandIn';

const dir = mkdtempSync(join(tmpdir(), 'schedlab-cli-batsim-'));
const root = join(import.meta.dirname, '..', '..');
const TIMEOUT = loadBound(10_000);
const LISTENING = /listening on (tcp:\/\/127\.0\.0\.1:\d+)/;

/** Runs `schedlab batsim` in-process; resolves the endpoint once it listens, and its outcome. */
function inProcess(...argv: string[]) {
  let out = '';
  let err = '';
  let listening!: (e: string) => void;
  const endpoint = new Promise<string>((r) => (listening = r));
  const done = main(['batsim', '--socket', 'tcp://127.0.0.1:*', '--timeout', String(TIMEOUT / 1000), ...argv], {
    out: (t) => {
      out += t;
      const m = LISTENING.exec(t);
      if (m !== null) listening(m[1]!);
    },
    err: (t) => (err += t),
    tty: false,
  }).then((code) => ({ code, out, err }));
  return { endpoint: Promise.race([endpoint, done.then(() => '')]), done };
}

/** Runs `schedlab batsim` as a real process (node + tsx); resolves its endpoint once it listens. */
function spawned(...argv: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'src', 'cli', 'bin.ts'), 'batsim', '--socket', 'tcp://127.0.0.1:*', ...argv], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const io = { out: '', err: '' };
  child.stderr.on('data', (b: Buffer) => (io.err += String(b)));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  const endpoint = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (b: Buffer) => {
      io.out += String(b);
      const m = LISTENING.exec(io.out);
      if (m !== null) resolve(m[1]!);
    });
    void exited.then(() => reject(new Error(`exited before listening: ${io.err}`)));
  });
  return { child, io, exited, endpoint };
}

const JOBS: StandInJob[] = [
  { id: 'a', subtime: 0, res: 3, walltime: 100, delay: 100 },
  { id: 'b', subtime: 1, res: 4, walltime: 100, delay: 50 },
  { id: 'c', subtime: 2, res: 1, walltime: 90, delay: 30 },
];

describe('schedlab batsim', () => {
  it('--help documents every flag', async () => {
    let out = '';
    expect(await main(['batsim', '--help'], { out: (t) => (out += t), err: () => {}, tty: false })).toBe(0);
    expect(out).toBe(BATSIM_HELP);
    for (const flag of ['--socket', '--policy', '--log', '--seed', '--pstate-computing', '--pstate-sleeping', '--decision-interval', '--host-speed', '--wake-up', '--timeout', '--help']) expect(out).toContain(flag);
  });

  it('serves a whole stand-in simulation with --policy easy, exits 0 and writes the exchange to --log', async () => {
    const log = join(dir, 'exchange.log');
    const { endpoint, done } = inProcess('--policy', 'easy', '--log', log);
    const batsim = await runStandIn({ endpoint: await endpoint, hosts: 4, jobs: JOBS, timeoutMs: TIMEOUT });
    const r = await done;
    expect(r.code).toBe(0);
    expect(batsim.starts.get('w0!c')?.time).toBe(2); // backfilled
    expect(r.err).toBe('');
    expect(r.out).toMatch(/^schedlab batsim: listening on tcp:\/\/127\.0\.0\.1:\d+ \(policy easyBackfilling, seed 0\)\n/);
    expect(r.out.split('\n').slice(1).join('\n')).toBe('simulation ended at 150 s: 3 jobs submitted, 3 started, 0 rejected, 3 completed, 0 power-state requests, 8 messages\n');
    const lines = readFileSync(log, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(2 * batsim.messages);
    expect(lines[0]).toMatch(/^<- \{"now":0,"events":\[\{"timestamp":0,"type":"SIMULATION_BEGINS"/);
    expect(lines.at(-1)).toBe('-> {"now":150,"events":[]}');
  }, loadBound(30_000));

  it('--policy FILE: a policy from an ES module runs unchanged', async () => {
    const file = join(dir, 'headFirst.mjs');
    // starts the queue head on the lowest free servers when they suffice: FCFS written by a user
    writeFileSync(file, `export default { name: 'headFirst', decide(view) { const h = view.queue[0]; return h && view.availableServers.length >= h.processors ? [{ type: 'start', job: h.id, servers: view.availableServers.slice(0, h.processors) }] : []; } };\n`);
    const { endpoint, done } = inProcess('--policy', file);
    const batsim = await runStandIn({ endpoint: await endpoint, hosts: 4, jobs: JOBS, timeoutMs: TIMEOUT });
    expect((await done).code).toBe(0);
    expect([...batsim.starts].map(([id, s]) => [id, s.time])).toEqual([['w0!a', 0], ['w0!b', 100], ['w0!c', 150]]);
    expect((await main(['batsim', '--policy', join(dir, 'missing.mjs')], { out: () => {}, err: () => {}, tty: false }))).toBe(2);
  }, loadBound(30_000));

  it('--power FILE: the power model of the view, checked before Batsim starts (p-states for setPstate)', async () => {
    const run = async (...argv: string[]) => {
      let err = '';
      const code = await main(['batsim', '--policy', 'fcfs', '--socket', 'tcp://127.0.0.1:*', ...argv], { out: () => {}, err: (t) => (err += t), tty: false });
      return { code, err };
    };
    writeFileSync(join(dir, 'notjson.json'), '{ idle: 95');
    expect(await run('--power', join(dir, 'notjson.json'))).toMatchObject({ code: 2, err: expect.stringMatching(/^schedlab batsim: --power .*notjson.json: cannot read a JSON power model \(Expected property name/) });
    writeFileSync(join(dir, 'array.json'), '[95]');
    expect(await run('--power', join(dir, 'array.json'))).toMatchObject({ code: 2, err: expect.stringMatching(/expected a JSON object of power model options/) });
    // a p-state 0 that is not the model's nominal one is refused by powerModel, naming the field, before any socket work
    writeFileSync(join(dir, 'bad.json'), JSON.stringify({ idle: 95, computing: 190.738, pstates: [{ speed: 0.5, idle: 95, computing: 150 }] }));
    expect(await run('--power', join(dir, 'bad.json'))).toMatchObject({ code: 2, err: expect.stringMatching(/power model: pstates\[0\] is the nominal p-state/) });
    // --pstate-sleeping N,N: one sleep pstate per sleep state of the --power model (issue 38), checked before any socket work
    expect(await run('--pstate-sleeping', '13,x')).toMatchObject({ code: 2, err: expect.stringMatching(/--pstate-sleeping expects an integer in \[0, 1000000\], got "x"/) });
    expect(await run('--pstate-sleeping', '13,16')).toMatchObject({ code: 2, err: expect.stringMatching(/options\.pstates\.sleeping \(--pstate-sleeping\) lists 2 sleep pstates \(13, 16\), but the power model has 1 sleep state/) });
    expect(await run('--pstate-sleeping', '13,13')).toMatchObject({ code: 2, err: expect.stringMatching(/\(--pstate-sleeping\) lists pstate 13 twice/) });
    // --platform FILE: the power model and pstates from a Batsim energy platform, the flags given checked against it
    const two = join(import.meta.dirname, '..', '..', 'scripts', 'batsimTwoSleepStates.xml');
    expect(await run('--platform', two, '--pstate-sleeping', '13,17')).toMatchObject({ code: 2, err: expect.stringMatching(/--pstate-sleeping 13,17 contradicts --platform .*batsimTwoSleepStates\.xml: its sleep_pstates give sleep state 1 pstate 16 \(its sleep pstates in order: 13,16\)/) });
    expect(await run('--platform', two, '--pstate-computing', '1')).toMatchObject({ code: 2, err: expect.stringMatching(/--pstate-computing 1 contradicts --platform .* whose first computing pstate \(p-state 0 of the power model read from it\) is 0/) });
    expect(await run('--platform', two, '--power', join(dir, 'bad.json'))).toMatchObject({ code: 2, err: expect.stringMatching(/--platform FILE and --power FILE both give the power model: pass one/) });
    writeFileSync(join(dir, 'plain.xml'), '<platform version="4"><host id="h" speed="1Gf"/></platform>');
    expect(await run('--platform', join(dir, 'plain.xml'))).toMatchObject({ code: 2, err: expect.stringMatching(/--platform .*plain\.xml: no host has a sleep_pstates property \(not a Batsim energy platform\)/) });
    expect(await run('--platform', join(dir, 'missing.xml'))).toMatchObject({ code: 2, err: expect.stringMatching(/--platform .*missing\.xml: cannot read \(ENOENT\)/) });
  }, loadBound(30_000));

  it('a bad message: exit 2 and one line naming it', async () => {
    const { endpoint, done } = inProcess('--policy', 'fcfs');
    const begins = JSON.stringify({ now: 0, events: [{ timestamp: 0, type: 'SIMULATION_BEGINS', data: { nb_compute_resources: 1, compute_resources: [{ id: 0, name: 'h', state: 'idle' }] } }] });
    await runScript(await endpoint, [begins, '{"now": 1, "events": [{"timestamp": 1, "type": "JOB_EXPLODED", "data": {}}]}'], TIMEOUT, done);
    const r = await done;
    expect(r.code).toBe(2);
    const lines = r.err.trim().split('\n');
    expect(lines).toHaveLength(1); // the listening line went to stdout: stderr has the error only
    expect(lines[0]).toMatch(/^schedlab batsim: batsim: message 2: events\[0\] \(JOB_EXPLODED\): type: expected a Batsim-to-scheduler event type/);
  }, loadBound(30_000));

  it('the real process (node + tsx): exit 2 and one line on a message whose time goes backwards', async () => {
    const { child, io, exited, endpoint: listening } = spawned('--policy', 'conservative', '--timeout', String(TIMEOUT / 1000));
    try {
      const endpoint = await listening;
      const begins = JSON.stringify({ now: 0, events: [{ timestamp: 0, type: 'SIMULATION_BEGINS', data: { nb_compute_resources: 1, compute_resources: [{ id: 0, name: 'h', state: 'idle' }] } }] });
      await runScript(endpoint, [begins, '{"now": 10, "events": []}', '{"now": 5, "events": []}'], TIMEOUT, exited);
      expect(await exited).toBe(2);
      const lines = io.err.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toBe('schedlab batsim: batsim: message 3: time goes backwards: now 5 s after 10 s');
    } finally {
      child.kill();
    }
  }, loadBound(60_000));

  it('SIGTERM on a run whose Batsim went silent: the log is written, exit 143 (the real process)', async () => {
    const log = join(dir, 'sigterm.log');
    const { child, io, exited, endpoint: listening } = spawned('--policy', 'fcfs', '--log', log);
    try {
      const endpoint = await listening;
      const begins = JSON.stringify({ now: 0, events: [{ timestamp: 0, type: 'SIMULATION_BEGINS', data: { nb_compute_resources: 1, compute_resources: [{ id: 0, name: 'h', state: 'idle' }] } }] });
      expect(await runScript(endpoint, [begins], TIMEOUT, exited)).toEqual(['{"now":0,"events":[]}']);
      child.kill('SIGTERM'); // schedlab now waits for a message that never comes
      expect(await exited).toBe(143);
      expect(readFileSync(log, 'utf8').split('\n')).toEqual(['<- ' + begins, '-> {"now":0,"events":[]}', '# stopped by SIGTERM', '']);
      expect(io.err).toBe(`schedlab batsim: stopped by SIGTERM (log written to ${log})\n`);
    } finally {
      child.kill();
    }
  }, loadBound(60_000));

  it('--log is checked before any work: a path that cannot be written fails at once, exit 2', async () => {
    let err = '';
    const code = await main(['batsim', '--policy', 'fcfs', '--socket', 'tcp://127.0.0.1:*', '--log', join(dir, 'no-such-dir', 'x.log')], { out: () => {}, err: (t) => (err += t), tty: false });
    expect(code).toBe(2);
    expect(err).toMatch(/^schedlab batsim: --log .*no-such-dir\/x\.log: cannot write \(ENOENT\)\n$/);
  }, TIMEOUT);

  it('a port outside 1..65535 is refused, not bound at random', async () => {
    let err = '';
    const code = await main(['batsim', '--policy', 'fcfs', '--socket', 'tcp://127.0.0.1:99999'], { out: () => {}, err: (t) => (err += t), tty: false });
    expect(code).toBe(2);
    expect(err).toBe('schedlab batsim: batsimScheduler: options.socket "tcp://127.0.0.1:99999": the port must be an integer in 1..65535 or * (a free port), got "99999"\n');
  }, TIMEOUT);
});
