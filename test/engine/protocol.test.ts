import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSimulation, homogeneousPlatform, powerOff, reconfigureJob, startJob, type Policy } from '../../src/engine/index';
import { SchedlabError, SimulationError } from '../../src/errors/index';
import { powerModel } from '../../src/power/index';
import { mjob } from '../helpers/scripted';

const platform = homogeneousPlatform({ servers: 3 });
const jobs = [mjob('a', 0, 100, { maxServers: 3 }), mjob('b', 5, 50)];
const run = (decide: Policy['decide'], p = platform, js = jobs) => createSimulation({ platform: p, jobs: js }).run({ name: 'bad', decide });

/** The error a run throws (fails the test if it does not throw). */
function thrown(f: () => unknown): Error {
  try {
    f();
  } catch (e) {
    return e as Error;
  }
  throw new Error('expected the run to throw');
}

describe('the policy protocol is checked (issue 13, item 1)', () => {
  it('decide must return an array: a single decision, a Promise, undefined, null are refused by name', () => {
    const cases: Array<[Policy['decide'], RegExp]> = [
      [(v) => startJob('a', [v.availableServers[0]!]) as never, /t=0 s: policy "bad": decide must return an array of decisions, got a single decision of type "start" \(wrap it in an array\)/],
      [(async () => []) as never, /got a Promise \(decide must be synchronous: no async\)/],
      [(() => undefined) as never, /got undefined/],
      [(() => null) as never, /got null/],
      [(() => 42) as never, /got number 42/],
    ];
    for (const [decide, message] of cases) {
      const e = thrown(() => run(decide));
      expect(e).toBeInstanceOf(SimulationError);
      expect(e.message).toMatch(message);
      expect((e as SimulationError).time).toBe(0);
    }
  });

  it('malformed decisions inside the array are SimulationErrors naming what is wrong, never TypeErrors', () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ type: 'start', servers: 3 }, /no job with id undefined/],
      [{ type: 'start', job: 'a', servers: 3 }, /expected a non-empty array of servers/],
      [{ type: 'start', job: 'a', servers: ['x'] }, /server x does not exist \(0\.\.2\)/],
      [{ type: 'start', job: 'a', servers: [0, 0] }, /server 0 is listed twice/],
      [{ type: 'start', job: 'a', servers: [1.5] }, /server 1.5 does not exist/],
      [{ type: 'powerOff', servers: [0], duration: 'long' }, /duration/],
      [{ type: 'reconfigure', job: 'zzz', servers: [0] }, /no job with id "zzz"/],
      [{ type: 'explode' }, /unknown decision \{"type":"explode"\}/],
      [null, /unknown decision null/],
      [7, /unknown decision 7/],
    ];
    for (const [decision, message] of cases) {
      const e = thrown(() => run(() => [decision] as never));
      expect(e, JSON.stringify(decision)).toBeInstanceOf(SimulationError);
      expect(e.message, JSON.stringify(decision)).toMatch(message);
    }
  });

  it('an exception inside decide is wrapped with the time and the policy name, the original kept as cause', () => {
    const original = new RangeError('index out of range');
    const e = thrown(() =>
      run((v) => {
        if (v.now >= 5) throw original;
        return [startJob('a', [0, 1, 2])];
      }),
    );
    expect(e).toBeInstanceOf(SimulationError);
    expect(e.message).toBe('t=5 s: policy "bad" threw in decide: RangeError: index out of range');
    expect(e.cause).toBe(original);
  });
});

describe('loops without progress end in a SimulationError (issue 13, item 2)', () => {
  it('growing and shrinking a job with data 0 forever (zero-duration reconfigurations)', () => {
    // a starts at 0; from the next scheduling point (b's submission at 5) a is grown and shrunk forever
    const e = thrown(() =>
      run((v) => {
        const r = v.running.find((x) => x.id === 'a');
        if (r === undefined) return v.queue[0]?.id === 'a' ? [startJob('a', [0])] : [];
        if (r.reconfiguring) return [];
        return [reconfigureJob('a', r.servers.length === 1 ? [0, 1] : [0])];
      }, platform, [mjob('a', 0, 100, { maxServers: 2, data: 0 }), mjob('b', 5, 10)]),
    );
    expect(e).toBeInstanceOf(SimulationError);
    expect(e.message).toMatch(/t=5 s: policy "bad" made no progress: 10000 scheduling rounds at the same instant .*touched job\(s\) "a"/);
  }, 20_000);

  it('powering idle servers off and on forever on a model with zero transition times', () => {
    const instant = homogeneousPlatform({ servers: 2, power: powerModel({ switchOnDuration: 0, switchOffDuration: 0 }) });
    const e = thrown(() => run((v) => (v.availableServers.includes(1) ? [powerOff([1], 0)] : v.queue.length > 0 ? [startJob(v.queue[0]!.id, [0])] : []), instant, [mjob('a', 0, 100)]));
    expect(e).toBeInstanceOf(SimulationError);
    expect(e.message).toMatch(/made no progress.*touched servers 1/);
    expect((e as SimulationError).servers).toEqual([1]);
  }, 20_000);
});

describe('random policy outputs against the engine (fuzz)', () => {
  const decisionLike = fc.oneof(
    fc.anything(),
    fc.record({
      type: fc.constantFrom('start', 'reconfigure', 'powerOff', 'other'),
      job: fc.oneof(fc.constantFrom('a', 'b', 'c'), fc.anything()),
      servers: fc.oneof(fc.array(fc.integer({ min: -1, max: 4 }), { maxLength: 4 }), fc.anything()),
      duration: fc.oneof(fc.double(), fc.integer({ min: 0, max: 5000 }), fc.anything()),
    }),
  );
  it('any output of decide gives a result or a SchedlabError, within a time bound (300 cases)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.array(decisionLike, { maxLength: 4 }), fc.anything()), fc.integer({ min: 0, max: 5 }), (output, after) => {
        let calls = 0;
        const started = performance.now();
        try {
          run((v) => {
            calls++;
            // legal FIFO until `after` calls, then the fuzzed output once, then legal again
            if (calls === after + 1) return output as never;
            const free = [...v.availableServers];
            return v.queue.flatMap((j) => (free.length > 0 ? [startJob(j.id, [free.shift()!])] : []));
          });
        } catch (e) {
          expect(e).toBeInstanceOf(SchedlabError);
        }
        expect(performance.now() - started).toBeLessThan(2_000);
      }),
      { numRuns: 300, seed: 20261124 },
    );
  });
});

describe('huge or degenerate numbers are bounded (issue 13, item 5)', () => {
  it('a platform of more than 10^7 servers is refused, not allocated', async () => {
    const { platform } = await import('../../src/engine/index');
    expect(() => platform([{ servers: 1e12 }])).toThrow(/at most 10000000 servers in total, got 1000000000000/);
    expect(() => platform([{ servers: 6_000_000 }, { servers: 6_000_000 }])).toThrow(/clusters\[1\]\.servers/);
  });

  it('a decision interval too small for the run ends with a SimulationError, not a hang', () => {
    const started = performance.now();
    const e = thrown(() =>
      createSimulation({ platform, jobs: [mjob('a', 0, 1000)], decisionInterval: 1e-9 }).run({
        name: 'fifo',
        decide: (v) => v.queue.map((j) => startJob(j.id, [v.availableServers[0]!])),
      }),
    );
    expect(e).toBeInstanceOf(SimulationError);
    expect(e.message).toMatch(/decisionInterval 1e-9 s needs more than 10000000 decision ticks/);
    expect(performance.now() - started).toBeLessThan(10_000);
  }, 20_000);

  it('no spread of large arrays into Math.max/min (hypervolume of 300,000 points in 1-D)', async () => {
    const { hypervolume } = await import('../../src/optimizers/index');
    expect(hypervolume(Array.from({ length: 300_000 }, (_, i) => [i + 1]), [1e6])).toBe(1e6 - 1);
  });
});

describe('the view a policy receives is read-only (issue 11)', () => {
  it('shows the ClusterView members only: no engine internals by casting, no assignment', () => {
    const seen: string[] = [];
    const spy: Policy = {
      name: 'spy',
      decide(view) {
        const v = view as unknown as Record<string, unknown>;
        seen.push(String(Object.isFrozen(view)));
        for (const internal of ['setState', 'events', 'serverState_', 'byId', 'states', 'energy', 'run']) seen.push(`${internal}:${typeof v[internal]}`);
        expect(() => {
          v['now'] = 1e9;
        }).toThrow(TypeError);
        expect(() => {
          v['extra'] = 1;
        }).toThrow(TypeError);
        expect(view.now).toBe(0);
        expect(view.availableServers).toEqual([0, 1]);
        expect(view.serverState(0)).toBe('idle');
        return view.queue.map((j) => startJob(j.id, [0]));
      },
    };
    const r = createSimulation({ platform: homogeneousPlatform({ servers: 2 }), jobs: [{ kind: 'rigid', id: 'a', submit: 0, processors: 1, runtime: 5, estimate: 5 }] }).run(spy);
    expect(r.jobs[0]!.end).toBe(5);
    expect(seen).toEqual(['true', 'setState:undefined', 'events:undefined', 'serverState_:undefined', 'byId:undefined', 'states:undefined', 'energy:undefined', 'run:undefined']);
  });
});
