import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSimulation, homogeneousPlatform, type Job, type Policy, type RunHandle } from '../../src/engine/index';
import { InvalidInputError, SimulationError } from '../../src/errors/index';
import { fcfs } from '../../src/policies/index';
import { JobState } from '../../src/engine/internals/JobState';
import { OnlineSubmissions } from '../../src/engine/internals/OnlineSubmissions';
import { loadBound } from '../helpers/loadBound';
import { oddThrownValues } from '../helpers/oddThrownValues';
import { thrown } from '../helpers/thrown';

const rigid = (id: string, submit: number, runtime = 1): Job => ({ kind: 'rigid', id, submit, processors: 1, runtime, estimate: runtime });
const oneJob = () => createSimulation({ platform: homogeneousPlatform({ servers: 2 }), jobs: [rigid('first', 0, 10)] });

/** Issue 41: the RunHandle embedded in a host's code, under hostile use. */
describe('RunHandle.submit in any order is O(log n) per job (issue 41)', () => {
  it('the online queue releases jobs in (submit, arrival) order, whatever the order of pushes (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 200 }), fc.array(fc.boolean(), { maxLength: 400 }), (submits, pops) => {
        const q = new OnlineSubmissions();
        const out: JobState[] = [];
        let k = 0;
        for (const popNow of pops) {
          if (popNow && q.size > 0) out.push(q.pop());
          else if (k < submits.length) q.push(new JobState(rigid(`j${k}`, submits[k]!), k++, undefined as never));
        }
        const drained = out.length;
        while (q.size > 0) out.push(q.pop());
        expect(q.peekTime()).toBe(Infinity);
        // every pushed job comes out once, and the final drain is in (submit, arrival) order
        expect(out.length).toBe(k);
        expect(new Set(out.map((s) => s.index)).size).toBe(k);
        const tail = out.slice(drained);
        for (let i = 1; i < tail.length; i++) {
          const [p, c] = [tail[i - 1]!, tail[i]!];
          expect(p.job.submit < c.job.submit || (p.job.submit === c.job.submit && p.index < c.index)).toBe(true);
        }
      }),
      { seed: 41, numRuns: 100 },
    );
    // a plain sequence: pushed in decreasing submit order with ties, released sorted by (submit, arrival)
    const q = new OnlineSubmissions();
    [5, 3, 5, 1, 3, 0].forEach((t, i) => q.push(new JobState(rigid(`j${i}`, t), i, undefined as never)));
    const order: string[] = [];
    while (q.size > 0) order.push(q.pop().job.id);
    expect(order).toEqual(['j5', 'j3', 'j1', 'j4', 'j0', 'j2']);
  });

  it('100,000 jobs submitted in decreasing submit order run as if submitted in increasing order (quadratic before: 40,000 took 13.6 s, 100,000 over a minute)', () => {
    const n = 100_000;
    const down = oneJob().start(fcfs());
    for (let i = n; i >= 1; i--) down.submit(rigid(`j${i}`, i));
    const up = oneJob().start(fcfs());
    for (let i = 1; i <= n; i++) up.submit(rigid(`j${i}`, i));
    const a = down.finish();
    const b = up.finish();
    expect(a.jobs.length).toBe(n + 1);
    const starts = (r: typeof a) => new Map(r.jobs.map((j) => [j.id, j.start]));
    expect(starts(a)).toEqual(starts(b));
    expect(a.metrics).toEqual(b.metrics);
  }, loadBound(8_000));

  it('jobs of equal submit time keep their arrival order, after the job set\'s jobs of that time', () => {
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 1 }), jobs: [rigid('zero', 0), rigid('set', 5)] });
    const h = sim.start(fcfs());
    for (const id of ['c', 'a', 'b']) h.submit(rigid(id, 5));
    h.submit(rigid('early', 1));
    expect(h.finish().jobs.slice().sort((p, q) => p.start - q.start).map((j) => j.id)).toEqual(['zero', 'early', 'set', 'c', 'a', 'b']);
  });
});

describe('RunHandle.submit keeps its own copy of the job (issue 41)', () => {
  it('changing the caller\'s object after submit changes nothing; a getter is read once', () => {
    const straight = oneJob().start(fcfs());
    straight.submit(rigid('x', 3, 7));
    const expected = straight.finish();
    const h = oneJob().start(fcfs());
    const mine: Record<string, unknown> = { ...rigid('x', 3, 7) };
    h.submit(mine as unknown as Job);
    mine.runtime = 1e6;
    mine.processors = 99;
    mine.submit = 0;
    mine.id = 'renamed';
    const r = h.finish();
    expect(r).toEqual(expected);
    let reads = 0;
    const shifty = { ...rigid('y', 4, 5), get runtime() { return ++reads === 1 ? 5 : -1; } };
    const g = oneJob().start(fcfs());
    g.submit(shifty as Job);
    const y = g.finish().jobs.find((j) => j.id === 'y')!;
    expect(reads).toBe(1);
    expect(y.end - y.start).toBe(5);
  });

  it('garbage is refused with the field named, as before', () => {
    const h = oneJob().start(fcfs());
    for (const bad of [null, undefined, 3, 'job', []]) expect(thrown(() => h.submit(bad as never))).toBeInstanceOf(InvalidInputError);
    expect(() => h.submit({ ...rigid('z', 1), runtime: -1 } as Job)).toThrow(/RunHandle\.submit: job\.runtime/);
  });
});

describe('re-entrant step / runUntil / finish are refused (issue 41)', () => {
  it('a listener that steps: one SimulationError line naming the listener, no stack overflow, the run goes on', () => {
    for (const call of [(h: RunHandle) => h.step(), (h: RunHandle) => h.runUntil(1e6), (h: RunHandle) => h.finish()]) {
      const sim = oneJob();
      const h = sim.start(fcfs());
      const stop = h.on('jobStarted', () => void call(h));
      const e = thrown(() => h.step());
      expect(e).toBeInstanceOf(SimulationError);
      expect(e.message).toMatch(/^t=0 s: a 'jobStarted' listener threw: SimulationError: RunHandle\.(step|runUntil|finish): called from a 'jobStarted' listener \(inside step\(\)\); the run's loop is not re-entrant/);
      expect(e.message.length).toBeLessThan(400);
      expect(e.message).not.toMatch(/\n/);
      stop();
      expect(h.state).toBe('running');
      expect(h.finish()).toEqual(sim.run(fcfs()));
    }
  });

  it('a listener may submit (it only queues); the job runs', () => {
    const h = oneJob().start(fcfs());
    let n = 0;
    h.on('jobStarted', (e) => {
      if (n++ < 3) h.submit(rigid(`after-${e.job}`, e.time + 1, 2));
    });
    const r = h.finish();
    expect(r.jobs.map((j) => j.id)).toEqual(['first', 'after-first', 'after-after-first', 'after-after-after-first']);
  });

  it('a policy that steps or submits from decide fails the run with a SimulationError naming it', () => {
    for (const act of ['step', 'submit'] as const) {
      let handle: RunHandle | undefined;
      const policy: Policy = {
        name: 'meddler',
        decide: (view, ctx) => {
          if (act === 'step') handle!.step();
          else handle!.submit(rigid('late', 100));
          return fcfs().decide(view, ctx);
        },
      };
      handle = oneJob().start(policy);
      const e = thrown(() => handle!.finish());
      expect(e).toBeInstanceOf(SimulationError);
      expect(e.message).toMatch(new RegExp(`policy "meddler" threw in decide: SimulationError: RunHandle\\.${act}: called from the policy's decide \\(inside finish\\(\\)\\)`));
      expect(handle.state).toBe('failed');
    }
  });
});

describe('listeners that throw odd values (issue 41)', () => {
  it('every odd thrown value becomes one SimulationError line keeping the value as cause', () => {
    for (const v of oddThrownValues()) {
      const h = oneJob().start(fcfs());
      h.on('jobStarted', () => {
        throw v;
      });
      const e = thrown(() => h.step());
      expect(e).toBeInstanceOf(SimulationError);
      expect(e.message).toMatch(/^t=0 s: a 'jobStarted' listener threw: /);
      expect(e.message).not.toMatch(/\n/);
      expect((e as SimulationError).cause).toBe(v);
    }
  });
});
