import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSimulation, homogeneousPlatform, type RigidJob, type RunEvent } from '../../src/engine/index';
import { easyBackfilling, fcfs, conservativeBackfilling } from '../../src/policies/index';
import { InvalidInputError } from '../../src/errors/index';

// Issue 39, point 4: server failures kill their job (requeued or not), energy counts the down time as off.
const rigid = (id: string, submit: number, processors: number, runtime: number): RigidJob => ({ kind: 'rigid', id, submit, processors, runtime, estimate: runtime });
const sim = createSimulation({ platform: homogeneousPlatform({ servers: 2 }), jobs: [rigid('a', 0, 2, 100)] });
const failure = { server: 1, down: 30, up: 50 };

describe('server failures', () => {
  it('kill the job on the failed server: state failed, work done, metrics', () => {
    const r = sim.run(fcfs(), { availability: { failures: [failure] }, trace: true });
    expect(r.jobs[0]).toMatchObject({ start: 0, end: 30, state: 'failed', work: 30 });
    expect(r.metrics).toMatchObject({ failedJobs: 1, requeues: 0, wastedWork: 0, makespan: 30 });
  });

  it('requeue: the job runs again from scratch once its server is back; energy counts the down time as off', () => {
    const r = sim.run(fcfs(), { availability: { failures: [failure], requeue: true, requeueDelay: 10 }, trace: true });
    // killed at 30, queued again at 40, server 1 back at 50: 50..150
    expect(r.jobs[0]).toMatchObject({ start: 50, end: 150, failures: 1 });
    expect(r.jobs[0]).not.toHaveProperty('state');
    expect(r.metrics).toMatchObject({ failedJobs: 0, requeues: 1, wastedWork: 30, makespan: 150 });
    const off = (r.trace?.servers ?? []).filter((s) => s.state === 'off').map((s) => [s.server, s.start, s.end]);
    expect(off).toEqual([[1, 30, 50]]);
    // Dupont 2020 Table 1 powers: computing 190.74 W, idle 95 W, off 9.75 W
    expect(r.metrics.energy).toBeCloseTo(190.74 * 2 * 30 + 95 * 20 + 9.75 * 20 + 190.74 * 2 * 100, 6);
  });

  it('a handle reports the kill and the resubmission', () => {
    const handle = sim.start(fcfs(), { availability: { failures: [failure], requeue: true } });
    const seen: RunEvent[] = [];
    handle.on('jobCompleted', (e) => seen.push(e));
    handle.on('jobSubmitted', (e) => seen.push(e));
    handle.finish();
    expect(seen.map((e) => [e.type, e.time])).toEqual([['jobSubmitted', 0], ['jobCompleted', 30], ['jobSubmitted', 30], ['jobCompleted', 150]]);
  });

  it('the MTBF/MTTR model is deterministic per seed (property: same seed, same result; every job ends once)', () => {
    const arb = fc.record({
      specs: fc.array(fc.record({ gap: fc.integer({ min: 0, max: 300 }), p: fc.integer({ min: 1, max: 4 }), r: fc.integer({ min: 1, max: 2000 }) }), { minLength: 1, maxLength: 15 }),
      seed: fc.integer({ min: 0, max: 1000 }),
      requeue: fc.boolean(),
      policy: fc.constantFrom('fcfs', 'easy', 'conservative'),
    });
    fc.assert(
      fc.property(arb, ({ specs, seed, requeue, policy }) => {
        let t = 0;
        const jobs = specs.map((s, i) => rigid(`j${i}`, (t += s.gap), s.p, s.r));
        const s4 = createSimulation({ platform: homogeneousPlatform({ servers: 4 }), jobs });
        const make = () => ({ fcfs: fcfs(), easy: easyBackfilling(), conservative: conservativeBackfilling() })[policy];
        const availability = { mtbf: 3000, mttr: 500, requeue, ...(requeue ? { requeueDelay: 5 } : {}) };
        const r = s4.run(make(), { seed, availability, trace: true });
        expect(s4.run(make(), { seed, availability, trace: true })).toEqual(r);
        expect(r.jobs).toHaveLength(jobs.length);
        const failed = r.jobs.filter((j) => j.state === 'failed').length;
        expect(r.metrics.failedJobs).toBe(failed);
        if (requeue) expect(failed).toBe(0);
        expect(r.metrics.requeues).toBe(r.jobs.reduce((n, j) => n + (j.failures ?? 0), 0));
        // no job ever computes on a server while it is down (off)
        for (const a of r.trace?.allocations ?? []) {
          for (const seg of r.trace?.servers ?? []) {
            if (seg.state === 'off' && a.servers.includes(seg.server)) expect(seg.end <= a.start || seg.start >= a.end).toBe(true);
          }
        }
      }),
      { numRuns: 120, seed: 39 },
    );
    // and the seed matters
    const long = createSimulation({ platform: homogeneousPlatform({ servers: 4 }), jobs: Array.from({ length: 20 }, (_, i) => rigid(`j${i}`, i * 100, 2, 3000)) });
    const a = long.run(fcfs(), { seed: 1, availability: { mtbf: 5000, mttr: 500, requeue: true } });
    const b = long.run(fcfs(), { seed: 2, availability: { mtbf: 5000, mttr: 500, requeue: true } });
    expect(a.metrics.requeues).toBeGreaterThan(0);
    expect(a.jobs.map((j) => j.end)).not.toEqual(b.jobs.map((j) => j.end));
  });

  it('refuses bad availability options', () => {
    const bad = (availability: unknown, pattern: RegExp) => {
      expect(() => sim.run(fcfs(), { availability: availability as never })).toThrow(InvalidInputError);
      expect(() => sim.run(fcfs(), { availability: availability as never })).toThrow(pattern);
    };
    bad({ mtbf: 0 }, /availability\.mtbf: expected a finite number > 0/);
    bad({ failures: [{ server: 2, down: 0, up: 1 }] }, /failures\[0\]\.server: expected a server index in 0\.\.1/);
    bad({ failures: [{ server: 0, down: 5, up: 5 }] }, /failures\[0\]\.up: expected a time in \(down, 1e12\]/);
    bad({ failures: [{ server: 0, down: 0, up: 10 }, { server: 0, down: 5, up: 20 }] }, /failures of server 0 that do not overlap/);
    bad({ requeueDelay: 5 }, /requeueDelay: expected to come with requeue: true/);
    bad({ mtbf: 10, mtr: 3 }, /unknown option "mtr"/);
  });
});

describe('Batsim external events as failures', () => {
  it('pairs machine_unavailable and machine_available per machine, and a run uses them', async () => {
    const { parseBatsimEvents } = await import('../../src/workload/index');
    const text = ['{"timestamp": 30, "type": "machine_unavailable", "resources": "1"}', '', '{"timestamp": 50, "type": "machine_available", "resources": "1"}', '{"timestamp": 60, "type": "machine_unavailable", "resources": "0-1"}'].join('\n');
    const failures = parseBatsimEvents(text, 2);
    expect(failures).toEqual([{ server: 1, down: 30, up: 50 }, { server: 0, down: 60, up: 1e12 }, { server: 1, down: 60, up: 1e12 }]);
    expect(sim.run(fcfs(), { availability: { failures: failures.slice(0, 1), requeue: true } }).jobs[0]).toMatchObject({ start: 50, end: 150, failures: 1 });
    expect(() => parseBatsimEvents('{"timestamp": 1, "type": "generic", "resources": "0"}', 2)).toThrow(/line 1: event type "generic" is not a machine event/);
    expect(() => parseBatsimEvents('{"timestamp": 1, "type": "machine_available", "resources": "0"}', 2)).toThrow(/machine 0 is made available but was not unavailable/);
    expect(() => parseBatsimEvents('{"timestamp": 1, "type": "machine_unavailable", "resources": "5"}', 2)).toThrow(/machine 5 does not exist/);
  });
});

describe('failures and power decisions (issues 38 and 39 together)', () => {
  it('a failed server reads as off but cannot be switched on before its repair', async () => {
    const { switchOn } = await import('../../src/engine/index');
    const { SimulationError } = await import('../../src/errors/index');
    // at the failure (t = 30) the policy sees server 1 off and tries to wake it
    let tried = false;
    const waker = {
      name: 'waker',
      decide: (view: import('../../src/engine/index').ClusterView) => {
        if (view.now === 30 && !tried) {
          tried = true;
          expect(view.serverState(1)).toBe('off');
          expect(view.readyAt(1)).toBe(50);
          return [switchOn([1])];
        }
        return fcfs().decide(view, { rng: undefined as never });
      },
    };
    expect(() => sim.run(waker, { availability: { failures: [failure], requeue: true, requeueDelay: 10 } })).toThrow(SimulationError);
    tried = false;
    expect(() => sim.run(waker, { availability: { failures: [failure], requeue: true, requeueDelay: 10 } })).toThrow(/server 1 is down \(a failure\) until 50 s/);
  });
});
