import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { batsimScheduler, type BatsimSchedulerOptions } from '../../src/batsim/index';
import { createSimulation, homogeneousPlatform, type Policy, type RigidJob } from '../../src/engine/index';
import { InvalidInputError, SimulationError } from '../../src/errors/index';
import { dupontSetup } from '../../src/experiments/index';
import { conservativeBackfilling, easyBackfilling, energyBackfilling, fcfs, greedyPolicy, idleTimeout, powerOffRule, withShutdown, shutdownCondition, type Condition, type ReconfigurationInput } from '../../src/policies/index';
import { readBundledTrace } from '../../src/traces/index';
import { PAPER_POWER_MODEL as defaultPowerModel } from '../../src/power/index';
import { loadBound } from '../helpers/loadBound';
import { runScript, runStandIn, type StandInJob } from './helpers/batsimStandIn';

const TIMEOUT = loadBound(10_000);

/** Starts the API on a free port; resolves the endpoint and the run's promise. */
async function serve(policy: Policy, options: BatsimSchedulerOptions = {}): Promise<{ endpoint: string; done: ReturnType<typeof batsimScheduler> }> {
  let listening!: (e: string) => void;
  const endpoint = new Promise<string>((r) => (listening = r));
  const done = batsimScheduler(policy, { socket: 'tcp://127.0.0.1:*', timeoutMs: TIMEOUT, onListening: listening, ...options });
  done.catch(() => {}); // awaited by the test
  return { endpoint: await Promise.race([endpoint, done.then(() => '')]), done };
}

/** The same jobs as schedlab runs them: Batsim cuts a job at its walltime. */
function engineJobs(jobs: readonly StandInJob[]): RigidJob[] {
  return jobs.map((j) => ({ kind: 'rigid', id: `w0!${j.id}`, submit: j.subtime, processors: j.res, runtime: Math.min(j.delay, j.walltime), estimate: j.walltime }));
}

async function compareWithRun(hosts: number, jobs: readonly StandInJob[], policy: () => Policy, seed = 0, standIn: { switchOff?: number; switchOn?: number } = {}) {
  const { endpoint, done } = await serve(policy(), { seed });
  const batsim = await runStandIn({ endpoint, hosts, jobs, timeoutMs: TIMEOUT, ...standIn });
  const summary = await done;
  const run = createSimulation({ platform: homogeneousPlatform({ servers: hosts }), jobs: engineJobs(jobs) }).run(policy(), { seed });
  return { batsim, summary, run };
}

/** Hand-made: 4 hosts; EASY backfills c before b, conservative too; FCFS does not. */
const HAND: StandInJob[] = [
  { id: 'a', subtime: 0, res: 3, walltime: 100, delay: 100 },
  { id: 'b', subtime: 1, res: 4, walltime: 100, delay: 50 },
  { id: 'c', subtime: 2, res: 1, walltime: 90, delay: 30 },
  { id: 'd', subtime: 3, res: 2, walltime: 500, delay: 900 }, // killed at its walltime
];

describe('schedlab policies under a Batsim stand-in (real ZeroMQ REQ/REP)', () => {
  it('hand-made case: the start times of FCFS, EASY and conservative, by hand', async () => {
    const starts = async (p: () => Policy) => Object.fromEntries([...(await compareWithRun(4, HAND, p)).batsim.starts].map(([id, s]) => [id, [s.time, s.alloc.length, s.end]]));
    // FCFS: a 0-100 on 3 hosts; b waits for all 4 (100-150); c, d after b: c 150-180, d 150-650 (walltime 500)
    expect(await starts(fcfs)).toEqual({ 'w0!a': [0, 3, 100], 'w0!b': [100, 4, 150], 'w0!c': [150, 1, 180], 'w0!d': [150, 2, 650] });
    // EASY: c (estimate 90, ends by 92 <= b's reserved start 100) backfills at 2 on the free host; d waits
    expect(await starts(easyBackfilling)).toEqual({ 'w0!a': [0, 3, 100], 'w0!b': [100, 4, 150], 'w0!c': [2, 1, 32], 'w0!d': [150, 2, 650] });
    expect(await starts(conservativeBackfilling)).toEqual({ 'w0!a': [0, 3, 100], 'w0!b': [100, 4, 150], 'w0!c': [2, 1, 32], 'w0!d': [150, 2, 650] });
  }, loadBound(30_000));

  it('a KTH-SP2 slice (300 jobs, 100 hosts): FCFS, EASY and conservative start every job when schedlab run() does', async () => {
    const kth = await readBundledTrace('KTH-SP2');
    const jobs: StandInJob[] = kth.jobs.slice(1000, 1300).map((j) => ({ id: j.id, subtime: j.submit, res: j.processors, walltime: j.estimate, delay: j.runtime }));
    expect(jobs.some((j) => j.delay > j.walltime)).toBe(true); // some jobs are cut at their walltime
    for (const policy of [fcfs, easyBackfilling, conservativeBackfilling]) {
      const { batsim, summary, run } = await compareWithRun(100, jobs, policy);
      expect(summary.started).toBe(300);
      const mismatches = run.jobs.filter((r) => batsim.starts.get(r.id)?.time !== r.start || batsim.starts.get(r.id)?.end !== r.end);
      expect(mismatches.map((r) => r.id), policy().name).toEqual([]);
      expect(run.jobs.some((r) => r.start > r.submit)).toBe(true); // the slice makes jobs wait
    }
  }, loadBound(120_000));

  it('a job that can never fit is answered REJECT_JOB, with the reason logged', async () => {
    const lines: string[] = [];
    const { endpoint, done } = await serve(fcfs(), { log: (l) => lines.push(l) });
    const batsim = await runStandIn({ endpoint, hosts: 2, jobs: [{ id: 'big', subtime: 0, res: 3, walltime: 10, delay: 10 }, { id: 'ok', subtime: 1, res: 2, walltime: 10, delay: 10 }], timeoutMs: TIMEOUT });
    expect(batsim.rejected).toEqual(['w0!big']);
    expect(batsim.starts.get('w0!ok')?.time).toBe(1);
    expect((await done).rejected).toBe(1);
    expect(lines).toEqual(['REJECT_JOB "w0!big": it asks for 3 resources, the platform has 2: it can never run']);
  }, loadBound(30_000));

  it('greedy (FIFO-Poff): power-state requests are well-formed pairs, and starts match run() when Batsim switches as the power model says', async () => {
    const pm = defaultPowerModel;
    const jobs: StandInJob[] = [
      { id: '1', subtime: 0, res: 2, walltime: 300, delay: 200 },
      { id: '2', subtime: 5000, res: 4, walltime: 300, delay: 250 },
      { id: '3', subtime: 5100, res: 1, walltime: 300, delay: 100 },
    ];
    const { batsim, run } = await compareWithRun(4, jobs, () => dupontSetup('FIFO-Poff'), 3, { switchOff: pm.switchOffDuration, switchOn: pm.switchOnDuration });
    expect(batsim.powerRequests.length).toBeGreaterThan(0);
    // every host sent to sleep (pstate 13) is later woken (pstate 0) before a job needs it, never twice in a row
    const last = new Map<number, string>();
    for (const r of batsim.powerRequests) {
      for (const h of r.resources.split(' ').flatMap((t) => { const [a, b = a] = t.split('-').map(Number); return Array.from({ length: b! - a! + 1 }, (_, k) => a! + k); })) {
        expect(last.get(h) ?? '0', `host ${h} at ${r.time}`).not.toBe(r.state);
        last.set(h, r.state);
      }
    }
    for (const r of run.jobs) {
      expect(batsim.starts.get(r.id)?.time, r.id).toBeCloseTo(r.start, 6);
    }
    expect(run.metrics.powerOffs).toBeGreaterThan(0);
  }, loadBound(30_000));

  it("examples/custom-condition.ts's policy runs under the stand-in unchanged, as in run()", async () => {
    // the policy of examples/custom-condition.ts, as written there
    const scalesWell: Condition<ReconfigurationInput> = {
      name: 'scalesWell',
      holds: (i) => i.alpha > 0.8 && i.newServers >= 2 * i.currentServers && i.data < 0.5 * i.maxData,
    };
    const mine = () =>
      greedyPolicy({
        name: 'ScalesWell-Poff',
        reconfiguration: scalesWell,
        shutdown: powerOffRule({ condition: shutdownCondition.create([0.516, 0.814]), duration: { short: 528, long: 2962, pShort: 0.959 } }),
      });
    const pm = defaultPowerModel;
    const jobs: StandInJob[] = Array.from({ length: 40 }, (_, i) => ({ id: String(i), subtime: i * 700, res: 1 + (i % 4), walltime: 900, delay: 300 + ((i * 37) % 500) }));
    const { batsim, run } = await compareWithRun(8, jobs, mine, 5, { switchOff: pm.switchOffDuration, switchOn: pm.switchOnDuration });
    expect(batsim.starts.size).toBe(40);
    for (const r of run.jobs) expect(batsim.starts.get(r.id)?.time, r.id).toBeCloseTo(r.start, 6);
  }, loadBound(30_000));

  it('switchOff/switchOn/callMeLater (issue 38): withShutdown(EASY, idleTimeout) and energyBackfilling start every job when run() does', async () => {
    const pm = defaultPowerModel;
    // gaps of 5000 s: idle hosts reach the 600 s timeout and sleep; later jobs wake them (switchOn)
    const jobs: StandInJob[] = Array.from({ length: 12 }, (_, i) => ({ id: String(i), subtime: Math.floor(i / 3) * 5000 + i, res: 1 + (i % 3), walltime: 900, delay: 200 + ((i * 53) % 400) }));
    for (const policy of [() => withShutdown(easyBackfilling(), idleTimeout({ suspendTime: 600 })), () => energyBackfilling()]) {
      const { batsim, summary, run } = await compareWithRun(4, jobs, policy, 0, { switchOff: pm.switchOffDuration, switchOn: pm.switchOnDuration });
      expect(summary.started, policy().name).toBe(12);
      for (const r of run.jobs) expect(batsim.starts.get(r.id)?.time, `${policy().name} ${r.id}`).toBeCloseTo(r.start, 6);
      // hosts were put to sleep and woken: both pstates were asked for
      expect(new Set(batsim.powerRequests.map((q) => q.state)), policy().name).toEqual(new Set(['13', '0']));
      expect(run.metrics.switchOffs, policy().name).toBeGreaterThan(0);
    }
  }, loadBound(60_000));
});

describe('bad messages end the run with one line (InvalidInputError), never a hang', () => {
  const BEGINS = JSON.stringify({ now: 0, events: [{ timestamp: 0, type: 'SIMULATION_BEGINS', data: { nb_compute_resources: 2, allow_compute_sharing: false, config: {}, compute_resources: [{ id: 0, name: 'h0', state: 'idle' }, { id: 1, name: 'h1', state: 'idle' }] } }] });
  const msg = (now: number, events: object[]) => JSON.stringify({ now, events });
  const cases: [string, string[], RegExp][] = [
    ['unknown event type', [BEGINS, msg(1, [{ timestamp: 1, type: 'JOB_EXPLODED', data: {} }])], /^batsim: message 2: events\[0\] \(JOB_EXPLODED\): type: expected a Batsim-to-scheduler event type/],
    ['missing field', [BEGINS, msg(1, [{ timestamp: 1, type: 'JOB_SUBMITTED', data: { job_id: 'w0!1', job: { walltime: 10 } } }])], /^batsim: message 2: events\[0\] \(JOB_SUBMITTED\): data.job.res: expected an integer >= 1, got undefined$/],
    ['time going backwards', [BEGINS, msg(10, []), msg(5, [])], /^batsim: message 3: time goes backwards: now 5 s after 10 s$/],
    ['a job completing that never started', [BEGINS, msg(3, [{ timestamp: 3, type: 'JOB_COMPLETED', data: { job_id: 'w0!9', job_state: 'COMPLETED_SUCCESSFULLY', return_code: 0, alloc: '0' } }])], /^batsim: message 2: JOB_COMPLETED at 3 s for job "w0!9", which was never submitted$/],
    ['not JSON', ['{"now": 0, "events": ['], /^batsim: message 1: not valid JSON/],
    ['no SIMULATION_BEGINS first', [msg(0, [{ timestamp: 0, type: 'REQUESTED_CALL', data: {} }])], /^batsim: message 1: events\[0\] is REQUESTED_CALL; the first event must be SIMULATION_BEGINS$/],
  ];
  for (const [name, script, message] of cases) {
    it(name, async () => {
      const { endpoint, done } = await serve(fcfs());
      const replies = await runScript(endpoint, script, loadBound(2_000), done);
      const error = await done.then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(InvalidInputError);
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain('\n');
      // every message was answered: the bad one with the NOTIFY that makes Batsim 4 abort (an unknown NOTIFY type) naming the error
      expect(replies).toHaveLength(script.length);
      const last = JSON.parse(replies[replies.length - 1]!) as { events: { type: string; data: { type: string } }[] };
      expect(last.events).toEqual([{ timestamp: expect.any(Number), type: 'NOTIFY', data: { type: `schedlab_failed: ${(error as Error).message}` } }]);
    }, loadBound(20_000));
  }

  it('no message within timeoutMs: a SchedlabError, not a hang', async () => {
    const { done } = await serve(fcfs(), { timeoutMs: 200 });
    await expect(done).rejects.toThrow(/^batsim: no message from Batsim within 200 ms \(after message 0\)$/);
  }, loadBound(10_000));
});

describe('hostile bytes over the real socket (seeded): one typed line, and Batsim gets the reply that ends it', () => {
  const BEGINS = JSON.stringify({ now: 0, events: [{ timestamp: 0, type: 'SIMULATION_BEGINS', data: { compute_resources: [{ id: 0, name: 'h0', state: 'idle' }] } }] });
  const garbage = fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.json().map((j) => `${j}\u0000\n\u0007`),
    fc.record({ now: fc.oneof(fc.double(), fc.constant(-1)), events: fc.array(fc.anything(), { maxLength: 3 }) }).map((m) => JSON.stringify(m) ?? 'null'),
    fc.constantFrom('{"now": 1, "events": [{"timestamp": 1, "type": "JOB_SUBMITTED", "data": {"job_id": "w0!\\n1", "job": {"res": 9}}}]}', '{"now":1e400,"events":[]}', '[]', ''),
  );
  it('20 random second messages', async () => {
    const samples = fc.sample(garbage, { seed: 43, numRuns: 20 });
    let refused = 0;
    for (const text of samples) {
      const { endpoint, done } = await serve(fcfs());
      const replies = await runScript(endpoint, [BEGINS, text], loadBound(2_000), done);
      expect(replies).toHaveLength(2);
      const reply = JSON.parse(replies[1]!) as { events: { type: string; data: { type?: string } }[] };
      if (reply.events[0]?.data.type?.startsWith('schedlab_failed: ') !== true) {
        // a valid message (e.g. an empty event list): the run goes on; end it with SIMULATION_ENDS
        await runScript(endpoint, [JSON.stringify({ now: 1e9, events: [{ timestamp: 1e9, type: 'SIMULATION_ENDS', data: {} }] })], loadBound(2_000), done);
        await expect(done).resolves.toMatchObject({ messages: 3 });
        continue;
      }
      refused++;
      const outcome = await done.then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(outcome instanceof InvalidInputError || outcome instanceof SimulationError, String(outcome)).toBe(true);
      const message = (outcome as Error).message;
      expect(message).not.toMatch(/[\u0000-\u001f\u2028\u2029]/);
      expect(reply.events).toEqual([{ timestamp: expect.any(Number), type: 'NOTIFY', data: { type: `schedlab_failed: ${message.slice(0, 300)}` } }]);
    }
    expect(refused).toBeGreaterThan(10);
  }, loadBound(120_000));
});
