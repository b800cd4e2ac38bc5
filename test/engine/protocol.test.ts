import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSimulation, homogeneousPlatform, powerOff, reconfigureJob, startJob, type Decision, type Job, type Policy, type RunningJob } from '../../src/engine/index';
import { dupontSetup } from '../../src/experiments/index';
import { googleLikeWorkload } from '../../src/workload/index';
import { SchedlabError, SimulationError } from '../../src/errors/index';
import { powerModel } from '../../src/power/index';
import { thrown } from '../helpers/thrown';
import { mjob } from '../helpers/scripted';
import { loadBound } from '../helpers/loadBound';

const platform = homogeneousPlatform({ servers: 3 });
const jobs = [mjob('a', 0, 100, { maxServers: 3 }), mjob('b', 5, 50)];
const run = (decide: Policy['decide'], p = platform, js = jobs) => createSimulation({ platform: p, jobs: js }).run({ name: 'bad', decide });

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
    expect(e.message).toMatch(/t=5 s: policy "bad" made no progress: 10000 scheduling rounds at the same instant .*touched job "a"/);
  }, loadBound(20_000));

  it('powering idle servers off and on forever on a model with zero transition times', () => {
    const instant = homogeneousPlatform({ servers: 2, power: powerModel({ switchOnDuration: 0, switchOffDuration: 0 }) });
    const e = thrown(() => run((v) => (v.availableServers.includes(1) ? [powerOff([1], 0)] : v.queue.length > 0 ? [startJob(v.queue[0]!.id, [0])] : []), instant, [mjob('a', 0, 100)]));
    expect(e).toBeInstanceOf(SimulationError);
    expect(e.message).toMatch(/made no progress.*touched servers 1/);
    expect((e as SimulationError).servers).toEqual([1]);
  }, loadBound(20_000));
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
            return [...v.queue].flatMap((j) => (free.length > 0 ? [startJob(j.id, [free.shift()!])] : []));
          });
        } catch (e) {
          expect(e).toBeInstanceOf(SchedlabError);
        }
        expect(performance.now() - started).toBeLessThan(loadBound(2_000));
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
        decide: (v) => (v.queue.length === 0 ? [] : [...v.queue].map((j) => startJob(j.id, [v.availableServers[0]!]))),
      }),
    );
    expect(e).toBeInstanceOf(SimulationError);
    expect(e.message).toMatch(/decisionInterval 1e-9 s needs more than 10000000 decision ticks/);
    expect(performance.now() - started).toBeLessThan(loadBound(10_000));
  }, loadBound(20_000));

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
        for (const internal of ['setState', 'events', 'serverState_', 'byId', 'states', 'energy']) seen.push(`${internal}:${typeof v[internal]}`);
        seen.push(`run is the view: ${String(view.run === view)}`); // ClusterView.run: the view itself, never the engine's Run
        expect(() => {
          v['now'] = 1e9;
        }).toThrow(TypeError);
        expect(() => {
          v['extra'] = 1;
        }).toThrow(TypeError);
        expect(view.now).toBe(0);
        expect(view.availableServers).toEqual([0, 1]);
        expect(view.serverState(0)).toBe('idle');
        return [...view.queue].map((j) => startJob(j.id, [0]));
      },
    };
    const r = createSimulation({ platform: homogeneousPlatform({ servers: 2 }), jobs: [{ kind: 'rigid', id: 'a', submit: 0, processors: 1, runtime: 5, estimate: 5 }] }).run(spy);
    expect(r.jobs[0]!.end).toBe(5);
    expect(seen).toEqual(['true', 'setState:undefined', 'events:undefined', 'serverState_:undefined', 'byId:undefined', 'states:undefined', 'energy:undefined', 'run is the view: true']);
  });
});

describe('nothing a policy receives reaches or changes the engine (issue 11; review of 673d64f)', () => {
  /** Every object reachable from `root` through own properties, prototype getters, array elements and iterators. */
  function reachable(root: object): Set<object> {
    const seen = new Set<object>();
    const stop = new Set<unknown>([Object.prototype, Array.prototype, Function.prototype]);
    const todo: unknown[] = [root];
    while (todo.length > 0) {
      const x = todo.pop();
      if ((typeof x !== 'object' && typeof x !== 'function') || x === null || seen.has(x) || stop.has(x)) continue;
      seen.add(x);
      if (typeof x === 'function') continue;
      for (const k of Reflect.ownKeys(x)) {
        const d = Object.getOwnPropertyDescriptor(x, k)!;
        todo.push('value' in d ? d.value : d.get?.call(x));
      }
      for (let p = Object.getPrototypeOf(x); p !== null && !stop.has(p); p = Object.getPrototypeOf(p)) {
        for (const k of Reflect.ownKeys(p)) {
          const d = Object.getOwnPropertyDescriptor(p, k)!;
          if (d.get !== undefined) todo.push(d.get.call(x));
        }
      }
      const it = (x as { [Symbol.iterator]?: () => Iterator<unknown> })[Symbol.iterator];
      if (typeof it === 'function') {
        const iterator = it.call(x);
        todo.push(iterator);
        for (let r = iterator.next(); r.done !== true; r = iterator.next()) todo.push(r.value);
      }
    }
    return seen;
  }

  it('no engine object is reachable from the view: queue, waiting (and its iterator), running jobs, their servers', () => {
    const names = new Set<string>();
    const jobs = [mjob('a', 0, 100, { maxServers: 2 }), mjob('b', 0, 100, { maxServers: 2 }), mjob('c', 0, 50, { maxServers: 2 })];
    for (const servers of [3, 300]) {
      const spy: Policy = {
        name: 'spy',
        decide(view) {
          for (const o of reachable(view)) names.add(o.constructor?.name ?? 'null-prototype');
          const free = view.availableServers;
          return [...view.queue].slice(0, Math.floor(free.length / 2)).map((j, i) => startJob(j.id, free.slice(2 * i, 2 * i + 2)));
        },
      };
      createSimulation({ platform: homogeneousPlatform({ servers }), jobs }).run(spy);
    }
    // the spy saw queued and running jobs (RunningJobView) and walked the waiting queue's iterator
    expect(names.has('RunningJobView')).toBe(true);
    expect(names.has('WaitingView')).toBe(true);
    expect(names.has('QueueIterator')).toBe(true);
    for (const internal of ['Run', 'JobState', 'ClusterState', 'WaitingQueue', 'RunningJobs', 'EventQueue', 'DecisionClock', 'Float64Array', 'Int32Array', 'Uint8Array']) {
      expect(names.has(internal), internal).toBe(false);
    }
  });

  it('a policy that sorts, splices and writes everything it is given changes nothing in the run', () => {
    // Record the decisions of Swarm2, then replay them with a policy that also vandalises every
    // array and object it receives: the results must be those of the recorded run.
    for (const servers of [10, 300]) {
      const sim = createSimulation({ platform: homogeneousPlatform({ servers }), workload: googleLikeWorkload({ servers, jobs: 60, dynamism: 100 }) });
      const inner = dupontSetup('Swarm2');
      const recorded: Decision[][] = [];
      const recorder: Policy = { name: 'rec', decide: (v, c) => (recorded.push(inner.decide(v, c).map((d) => ('servers' in d ? { ...d, servers: [...d.servers] } : d))), recorded.at(-1)!) };
      const clean = sim.run(recorder, { seed: 3, trace: true });
      let call = 0;
      let refused = 0;
      const vandal: Policy = {
        name: 'rec',
        decide(view) {
          const out = recorded[call++]!;
          const attempt = (f: () => void): void => {
            try {
              f();
            } catch (e) {
              expect(e).toBeInstanceOf(TypeError);
              refused++;
            }
          };
          (view.availableServers as number[]).sort((a, b) => b - a);
          (view.availableServers as number[]).splice(0, 1);
          attempt(() => ((view.queue as unknown as Job[])[0] = view.queue[view.queue.length - 1]!)); // live and read-only
          (view.running as RunningJob[]).sort((a, b) => b.remainingMass - a.remainingMass);
          for (const r of view.running) {
            (r.servers as number[]).reverse();
            (r.servers as number[]).push(1e6);
            attempt(() => ((r as { reconfiguring: boolean }).reconfiguring = true));
            attempt(() => ((r as { remainingMass: number }).remainingMass = 0));
          }
          // (the job objects themselves are the caller's, not frozen: docs/engine.md says why)
          attempt(() => ((view.queue as unknown as { length: number }).length = 0));
          (view.running as RunningJob[]).length = 0;
          return out;
        },
      };
      const dirty = sim.run(vandal, { seed: 3, trace: true });
      expect(call).toBe(recorded.length);
      expect(refused).toBeGreaterThan(0);
      expect(dirty).toEqual(clean);
    }
  });
  it('a policy that sets the length of the running array to 10^8 costs the run nothing (review of 0db7c35)', () => {
    const jobs: Job[] = ['a', 'b', 'c'].map((id, i) => ({ kind: 'rigid', id, submit: i * 10, processors: 1, runtime: 15, estimate: 15 }));
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 1 }), jobs });
    const policy = (stretch: boolean): Policy => ({
      name: 'fcfs',
      decide(view) {
        if (stretch) (view.running as RunningJob[]).length = 1e8;
        const head = view.queue.at(0);
        return head !== undefined && view.availableServers.length > 0 ? [startJob(head.id, [view.availableServers[0]!])] : [];
      },
    });
    const t0 = performance.now();
    const stretched = sim.run(policy(true));
    expect(performance.now() - t0).toBeLessThan(loadBound(1000)); // popping the excess one entry at a time took 30 s to 2 min
    expect(stretched).toEqual(sim.run(policy(false)));
  });
});

describe('a policy cannot play tricks with the view or its decisions (review of c7bc411)', () => {
  const rigid = (id: string, submit: number, runtime: number, processors = 1): Job => ({ kind: 'rigid', id, submit, processors, runtime, estimate: runtime });
  const two = homogeneousPlatform({ servers: 2 });
  const jobsAB = [rigid('a', 0, 100), rigid('b', 1, 100)];

  it('server methods take only server indices: readyAt("buffer") does not hand out the typed arrays', () => {
    const seen: string[] = [];
    const policy: Policy = {
      name: 'probe',
      decide(view) {
        const v = view as unknown as Record<string, (s: unknown) => unknown>;
        for (const m of ['readyAt', 'serverState', 'serverJob']) {
          for (const bad of ['buffer', 'length', 'byteLength', '__proto__', 0.5, -1, 2, Number.NaN]) {
            try {
              seen.push(`${m}(${String(bad)}) returned ${typeof v[m]!.call(view, bad)}`);
            } catch (e) {
              expect(e).toBeInstanceOf(RangeError);
            }
          }
        }
        return [...view.queue].map((j, i) => startJob(j.id, [view.availableServers[i]!]));
      },
    };
    createSimulation({ platform: two, jobs: jobsAB }).run(policy);
    expect(seen).toEqual([]); // every bad index threw
  });

  it('a decision is read once: a getter cannot show the checks one server and the engine another', () => {
    const policy: Policy = {
      name: 'flip',
      decide(view) {
        if (view.queue[0]?.id !== 'b') return [...view.queue].map((j) => startJob(j.id, [0]));
        const servers: number[] = [];
        let reads = 0;
        Object.defineProperty(servers, 0, { get: () => (reads++ < 1 ? 1 : 0), enumerable: true });
        Object.defineProperty(servers, 'length', { value: 1 });
        return [startJob('b', servers)];
      },
    };
    const r = createSimulation({ platform: two, jobs: jobsAB }).run(policy, { trace: true });
    const b = r.trace!.allocations.filter((a) => a.job === 'b');
    expect(b.map((a) => a.servers)).toEqual([[1]]); // the value read once, checked and used
  });

  it("the policy's getters run before any decision is applied, and their exceptions are SimulationErrors", () => {
    let seenInGetter = -1;
    const sneaky: Policy = {
      name: 'sneaky',
      decide(view) {
        const second = {};
        Object.defineProperty(second, 'type', { get: () => ((seenInGetter = view.availableServers.length), 'powerOff') });
        Object.defineProperty(second, 'servers', { get: () => [1] });
        Object.defineProperty(second, 'duration', { get: () => 1e6 });
        return view.now === 0 ? [startJob('a', [0]), second as Decision] : [];
      },
    };
    createSimulation({ platform: two, jobs: [rigid('a', 0, 10)] }).run(sneaky);
    expect(seenInGetter).toBe(2); // read before the start of 'a' took server 0

    const throwing: Array<[string, () => unknown]> = [
      ['a type getter', () => [Object.defineProperty({}, 'type', { get: () => { throw new TypeError('boom'); } })]],
      ['a length getter', () => new Proxy([startJob('a', [0])], { get: (t, k) => { if (k === 'length') throw new RangeError('len'); return Reflect.get(t, k); } })],
      ['a servers element', () => [startJob('a', Object.defineProperty([0], 0, { get: () => { throw new Error('elem'); } }))]],
    ];
    for (const [what, out] of throwing) {
      const e = thrown(() => createSimulation({ platform: two, jobs: [rigid('a', 0, 10)] }).run({ name: 'bad', decide: out as never }));
      expect(e, what).toBeInstanceOf(SimulationError);
      expect(e.message, what).toMatch(/policy "bad": reading the decisions it returned threw/);
      expect((e as SimulationError).cause, what).toBeInstanceOf(Error);
    }
  });

  it('the prototypes a policy can reach are frozen: one run cannot change what later runs show', () => {
    const jobs = [mjob('a', 0, 100, { maxServers: 1 }), mjob('b', 0, 300, { maxServers: 1 })]; // at t=100, b still runs
    const sim = createSimulation({ platform: two, jobs });
    let checked = 0;
    const patcher: Policy = {
      name: 'patch',
      decide(view) {
        checked += view.running.length;
        for (const o of [view, view.waiting, view.waiting[Symbol.iterator](), ...view.running]) {
          const proto = Object.getPrototypeOf(o) as object;
          expect(Object.isFrozen(proto)).toBe(true);
          expect(() => Object.defineProperty(proto, 'remainingMass', { get: () => -42 })).toThrow(TypeError);
        }
        return [...view.queue].map((j, i) => startJob(j.id, [view.availableServers[i]!]));
      },
    };
    sim.run(patcher);
    expect(checked).toBeGreaterThan(0); // a running job's prototype was tried
    const masses: number[] = [];
    sim.run({ name: 'read', decide: (view) => (masses.push(...view.running.map((r) => r.remainingMass)), [...view.queue].map((j, i) => startJob(j.id, [view.availableServers[i]!]))) });
    expect(masses.every((m) => m >= 0)).toBe(true);
    expect(masses.length).toBeGreaterThan(0);
  });
});
