import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSimulation, homogeneousPlatform, startJob, type Job, type Policy, type RunEvent, type RunHandle } from '../../src/engine/index';
import { InvalidInputError, SimulationError } from '../../src/errors/index';
import { DUPONT_SETUPS, dupontSetup } from '../../src/experiments/index';
import { conservativeBackfilling, easyBackfilling, fcfs } from '../../src/policies/index';
import { PAPER_POWER_MODEL } from '../../src/power/index';
import { randomPolicy } from '../helpers/randomPolicy';

const rigid = (id: string, submit: number, processors: number, runtime: number, estimate = runtime): Job => ({ kind: 'rigid', id, submit, processors, runtime, estimate });

/** A random job set of one kind (the rigid policies refuse malleable jobs), a platform and a built-in policy for it. */
const arbCase = fc
  .record({ servers: fc.integer({ min: 1, max: 6 }), malleable: fc.boolean(), interval: fc.option(fc.constantFrom(10, 60), { nil: undefined }), pick: fc.nat(100), trace: fc.boolean() })
  .chain(({ servers, malleable, interval, pick, trace }) =>
    fc
      .array(
        fc.record({
          submit: fc.integer({ min: 0, max: 600 }),
          mass: fc.integer({ min: 1, max: malleable ? 3000 : 900 }),
          alpha: fc.double({ min: 0.5, max: 1, noNaN: true }),
          data: fc.integer({ min: 0, max: 400 }),
          min: fc.integer({ min: 1, max: servers }),
          extra: fc.integer({ min: 0, max: malleable ? 6 : 300 }),
        }),
        { minLength: 1, maxLength: 10 },
      )
      .map((raw) => {
        const jobs = raw.map((r, i): Job =>
          malleable
            ? { kind: 'malleable', id: `m${i}`, submit: r.submit, mass: r.mass, alpha: r.alpha, data: r.data, minServers: r.min, maxServers: r.min + r.extra }
            : rigid(`r${i}`, r.submit, r.min, r.mass, r.mass + r.extra),
        );
        const policies: (() => Policy)[] = malleable
          ? [...DUPONT_SETUPS.map((s) => () => dupontSetup(s)), randomPolicy]
          : [fcfs, () => easyBackfilling(), () => conservativeBackfilling(), randomPolicy];
        return { servers, jobs, interval, trace, policy: policies[pick % policies.length]! };
      }),
  );

type Op = { op: 'step' } | { op: 'until'; dt: number } | { op: 'listen' } | { op: 'metrics' };
const arbOps = fc.array(
  fc.oneof(fc.constant<Op>({ op: 'step' }), fc.integer({ min: 0, max: 400 }).map((dt): Op => ({ op: 'until', dt })), fc.constant<Op>({ op: 'listen' }), fc.constant<Op>({ op: 'metrics' })),
  { maxLength: 25 },
);

function simOf(c: { servers: number; jobs: readonly Job[]; interval: number | undefined }, extra: readonly Job[] = []) {
  return createSimulation({
    platform: homogeneousPlatform({ servers: c.servers }),
    jobs: [...c.jobs, ...extra],
    maxData: 400, // fixed: an online job does not change D_max
    ...(c.interval === undefined ? {} : { decisionInterval: c.interval }),
  });
}

/**
 * A run's result as JSON, or the message of the SimulationError that stopped it: a random policy may
 * power-cycle for ever while a wide job waits, which the engine refuses (idleCyclesError), and the
 * two ways of running it must then stop with the same error.
 */
function outcome(f: () => unknown): string {
  try {
    return JSON.stringify(f());
  } catch (e) {
    if (e instanceof SimulationError) return `SimulationError: ${e.message}`;
    throw e;
  }
}

describe('RunHandle', () => {
  it('start + any sequence of step / runUntil / listeners + finish is byte-identical to run() (built-in policies)', () => {
    fc.assert(
      fc.property(arbCase, arbOps, fc.nat(1000), (c, ops, seed) => {
        const sim = simOf(c);
        const expected = outcome(() => sim.run(c.policy(), { seed, trace: c.trace }));
        const h = sim.start(c.policy(), { seed, trace: c.trace });
        let heard = 0;
        let expectedHeard = 0; // each listener hears the completions after it was added
        const got = outcome(() => {
          for (const o of ops) {
            if (o.op === 'step') h.step();
            else if (o.op === 'until') h.runUntil(h.now + o.dt);
            else if (o.op === 'listen') {
              h.on('jobCompleted', () => heard++);
              expectedHeard += c.jobs.length - h.view.completedJobs;
            } else h.metrics();
          }
          return h.finish();
        });
        expect(got).toBe(expected);
        if (expected.startsWith('SimulationError')) return;
        expect(h.state).toBe('finished');
        expect(heard).toBe(expectedHeard);
      }),
      { numRuns: 150, seed: 4101 },
    );
  });

  it('a job submitted online before its submit time gives the result of having it in the job set from the start', () => {
    fc.assert(
      fc.property(arbCase, fc.integer({ min: 0, max: 900 }), fc.integer({ min: 0, max: 900 }), fc.nat(1000), (c, at, lead, seed) => {
        const template = c.jobs[c.jobs.length - 1]!;
        const h = simOf(c).start(c.policy(), { seed });
        const until = Math.max(at, h.now); // a run starts at its first submission
        const late: Job = { ...template, id: 'online', submit: until + lead };
        const expected = outcome(() => simOf(c, [late]).run(c.policy(), { seed }));
        const got = outcome(() => {
          h.runUntil(until);
          if (h.state === 'ended') return 'ended';
          h.submit(late);
          return h.finish();
        });
        if (got === JSON.stringify('ended')) {
          // every job of the set completed before `at`: nothing left to run the new job in
          expect(() => h.submit(late)).toThrow(SimulationError);
          return;
        }
        expect(got).toBe(expected);
      }),
      { numRuns: 150, seed: 4102 },
    );
  });

  it('step() runs one round and reports its events in order; undefined at the end (hand-computed FCFS, one server)', () => {
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 1 }), jobs: [rigid('a', 0, 1, 10), rigid('b', 0, 1, 5)] });
    const h = sim.start(fcfs());
    const s0 = h.step()!;
    expect(s0.time).toBe(0);
    expect(s0.events.map((e) => e.type)).toEqual(['jobSubmitted', 'jobSubmitted', 'decision', 'serverState', 'jobStarted']);
    expect(s0.events[4]).toEqual({ type: 'jobStarted', time: 0, job: 'a', servers: [0] });
    expect(h.view.queue.length).toBe(1);
    const s1 = h.step()!;
    expect(s1.time).toBe(10);
    expect(s1.events.filter((e) => e.type === 'jobCompleted')).toEqual([{ type: 'jobCompleted', time: 10, job: 'a' }]);
    expect(h.step()!.time).toBe(15);
    expect(h.state).toBe('ended');
    expect(h.step()).toBeUndefined();
    const r = h.finish();
    expect(r.jobs.map((j) => [j.id, j.start, j.end])).toEqual([
      ['a', 0, 10],
      ['b', 10, 15],
    ]);
  });

  it('runUntil(t) runs the rounds strictly before t and stops the clock at t', () => {
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 1 }), jobs: [rigid('a', 0, 1, 10), rigid('b', 0, 1, 5)] });
    const h = sim.start(fcfs());
    h.runUntil(10);
    expect(h.now).toBe(10);
    expect(h.view.running.map((r) => r.id)).toEqual(['a']); // the completion at 10 is not processed yet
    expect(h.view.running[0]!.remainingMass).toBe(0);
    expect(h.step()!.time).toBe(10);
    expect(h.view.running.map((r) => r.id)).toEqual(['b']);
    h.runUntil(Infinity);
    expect(h.state).toBe('ended');
    expect(h.now).toBe(15); // the last completion: the clock is not moved past the end
    expect(() => h.runUntil(Number.NaN)).toThrow(InvalidInputError);
    expect(() => h.runUntil(3)).toThrow(/before the run's now/);
  });

  it('metrics() so far: energy and utilization up to now, stretch and wait over the completed jobs (hand-computed)', () => {
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 2 }), jobs: [rigid('a', 0, 1, 100), rigid('b', 0, 1, 40)] });
    const h = sim.start(fcfs());
    h.runUntil(50);
    const m = h.metrics();
    // 0..40: both servers compute; 40..50: one computes, one idles
    const P = PAPER_POWER_MODEL;
    expect(m.energy).toBeCloseTo(2 * 40 * P.computing + 10 * P.computing + 10 * P.idle, 9);
    expect(m.makespan).toBe(50);
    expect(m.utilization).toBeCloseTo(90 / 100, 12);
    expect(m.meanStretch).toBe(1); // b only: (40 - 0) / 40
    expect(m.meanWait).toBe(0);
    h.runUntil(Infinity);
    const atEnd = h.metrics();
    expect(atEnd).toEqual(h.finish().metrics);
    expect(h.metrics()).toEqual(atEnd);
  });

  it('a policy error mid-run rethrows the typed error and leaves the handle readable and failed', () => {
    const broken: Policy = {
      name: 'brokenAt50',
      decide(view) {
        if (view.now >= 50) throw new Error('boom');
        const head = view.queue[0];
        return head !== undefined && view.availableServers.length > 0 ? [startJob(head.id, [view.availableServers[0]!])] : [];
      },
    };
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 1 }), jobs: [rigid('a', 0, 1, 30), rigid('b', 0, 1, 30), rigid('c', 0, 1, 30)] });
    const h = sim.start(broken);
    expect(() => h.finish()).toThrow(SimulationError);
    expect(h.state).toBe('failed');
    expect(h.error).toBeInstanceOf(SimulationError);
    expect((h.error as SimulationError).time).toBe(60);
    expect(h.now).toBe(60);
    expect(h.metrics().meanStretch).toBe((30 / 30 + 60 / 30) / 2); // a and b completed
    expect(h.view.completedJobs).toBe(2);
    for (const use of [() => h.step(), () => h.runUntil(100), () => h.finish(), () => h.submit(rigid('d', 70, 1, 1))]) {
      expect(use).toThrow(/the run failed at t=60 s/);
    }
  });

  it('a finished handle refuses to be used again; an ended one refuses submissions', () => {
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 1 }), jobs: [rigid('a', 0, 1, 10)] });
    const h = sim.start(fcfs());
    while (h.step() !== undefined);
    expect(() => h.submit(rigid('late', 20, 1, 1))).toThrow(/the run has ended/);
    const r = h.finish();
    expect(h.state).toBe('finished');
    for (const use of [() => h.step(), () => h.runUntil(100), () => h.finish(), () => h.submit(rigid('d', 20, 1, 1))]) {
      expect(use).toThrow(/the run is finished/);
    }
    expect(h.metrics()).toBe(r.metrics);
  });

  it('submit validates like the job set: fields, duplicate ids, a submit time before now', () => {
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 2 }), jobs: [rigid('a', 0, 1, 100)] });
    const h = sim.start(fcfs());
    h.runUntil(10);
    expect(() => h.submit(rigid('a', 20, 1, 1))).toThrow(/"a" is already a job of this run/);
    expect(() => h.submit(rigid('x', 5, 1, 1))).toThrow(/job\.submit: expected a time >= the run's now \(10 s\), got 5/);
    expect(() => h.submit(rigid('x', 20, 3, 1))).toThrow(/RunHandle\.submit: job\.processors: expected at most the platform's 2 servers/);
    expect(() => h.submit({ ...rigid('x', 20, 1, 1), runtime: -1 } as Job)).toThrow(InvalidInputError);
    h.submit(rigid('x', 10, 1, 5)); // at now: a new round at 10
    expect(h.step()!.events.filter((e) => e.type === 'jobStarted')).toEqual([{ type: 'jobStarted', time: 10, job: 'x', servers: [1] }]);
    expect(() => h.submit(rigid('x', 20, 1, 1))).toThrow(/already a job/);
    const r = h.finish();
    expect(r.jobs.map((j) => j.id)).toEqual(['a', 'x']);
    expect(r.jobs[1]).toMatchObject({ start: 10, end: 15, wait: 0 });
  });

  it('listeners hear every start, completion, reconfiguration and power-off of a Dupont run; removing one stops it', () => {
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 10 }), workload: (() => {
      const w = { name: 'staircase', maxData: 500, generate: () => Array.from({ length: 30 }, (_, i): Job => ({ kind: 'malleable', id: `j${i}`, submit: i * 400, mass: 3000 + 97 * i, alpha: 0.8, data: 100, minServers: 1, maxServers: 6 })) };
      return w;
    })() });
    for (const setup of ['Swarm2', 'FIFO-Poff', 'FIFO-Rcfg'] as const) {
      const h: RunHandle = sim.start(dupontSetup(setup), { seed: 3 });
      const seen = new Map<string, number>();
      const order: RunEvent[] = [];
      for (const type of ['jobSubmitted', 'jobStarted', 'jobReconfigured', 'jobCompleted', 'decision'] as const) {
        h.on(type, (e) => {
          seen.set(type, (seen.get(type) ?? 0) + 1);
          order.push(e);
        });
      }
      let offs = 0;
      h.on('serverState', (e) => {
        if (e.state === 'switchingOff') offs++;
      });
      let completions = 0;
      const stop = h.on('jobCompleted', () => completions++);
      h.runUntil(2000);
      stop();
      const r = h.finish();
      expect(r).toEqual(sim.run(dupontSetup(setup), { seed: 3 }));
      expect(seen.get('jobSubmitted')).toBe(30);
      expect(seen.get('jobStarted')).toBe(30);
      expect(seen.get('jobCompleted')).toBe(30);
      expect(seen.get('jobReconfigured') ?? 0).toBe(r.metrics.reconfigurations);
      expect(offs).toBe(r.metrics.powerOffs);
      expect(completions).toBe(r.jobs.filter((j) => j.end < 2000).length);
      for (let i = 1; i < order.length; i++) expect(order[i]!.time).toBeGreaterThanOrEqual(order[i - 1]!.time);
    }
  });

  it('an exception from a listener is a SimulationError after a complete round; the run goes on unchanged', () => {
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 1 }), jobs: [rigid('a', 0, 1, 10), rigid('b', 5, 1, 5)] });
    const h = sim.start(fcfs());
    const stop = h.on('jobStarted', () => {
      throw new TypeError('listener bug');
    });
    expect(() => h.step()).toThrow(/a 'jobStarted' listener threw: TypeError: listener bug/);
    expect(h.state).toBe('running');
    stop();
    expect(h.finish()).toEqual(sim.run(fcfs()));
    expect(() => sim.start(fcfs()).on('nope' as 'jobStarted', () => {})).toThrow(InvalidInputError);
  });
});
