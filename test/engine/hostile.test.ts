import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSimulation, homogeneousPlatform, platform, powerOff, startJob, type Platform, type Policy } from '../../src/engine/index';
import { InvalidInputError, SimulationError } from '../../src/errors/index';
import { fcfs } from '../../src/policies/index';
import { oddThrownValues } from '../helpers/oddThrownValues';
import { thrown } from '../helpers/thrown';
import { mjob, rjob } from '../helpers/scripted';

/** Issue 32: hostile decision lists, thrown values and numbers past the documented bounds. */
const plat = homogeneousPlatform({ servers: 3 });
const jobs = [mjob('a', 0, 100, { maxServers: 3 }), mjob('b', 5, 50)];
const run = (decide: Policy['decide'], p: Platform = plat) => createSimulation({ platform: p, jobs }).run({ name: 'bad', decide });


/** An array-like the policy returns whose `length` claims `n` (a Proxy over an empty array). */
function claiming(n: unknown): unknown[] {
  let reads = 0;
  return new Proxy([] as unknown[], {
    get(target, key, receiver) {
      if (key === 'length') return n;
      reads++;
      if (reads > 100) throw new Error('read past the bound'); // the engine must not walk the claimed length
      return Reflect.get(target, key, receiver);
    },
  });
}

describe('decision lists of hostile length are refused before they are read (issue 32, class 1)', () => {
  it('an array of length 2^32-1 and Proxies claiming huge lengths: one SimulationError at once, naming the bound 4 x servers + 64 (issue 38: power decisions)', () => {
    const huge = new Array(2 ** 32 - 1);
    for (const out of [huge, claiming(2 ** 32 - 1), claiming(1e15), claiming(77)]) {
      const e = thrown(() => run(() => out as never));
      expect(e).toBeInstanceOf(SimulationError);
      expect(e.message).toMatch(/t=0 s: policy "bad": decide returned an array of length \d+; at most 76 \(4 x 3 servers \+ 64\) can be legal in one round/);
    }
  });

  it('a Proxy whose length is not a count (NaN, -1, 1.5, a string) is refused by what it is', () => {
    const cases: Array<[unknown, RegExp]> = [
      [NaN, /length NaN/],
      [-1, /length -1/],
      [1.5, /length 1\.5/],
      ['3', /length of type string/],
    ];
    for (const [n, re] of cases) expect(thrown(() => run(() => claiming(n) as never)).message).toMatch(re);
  });

  it('fast-check: any claimed length ends in a result (0 decisions) or a SimulationError, never another error', () => {
    fc.assert(
      fc.property(fc.oneof(fc.nat(), fc.integer({ min: 77, max: 2 ** 32 - 1 }), fc.double()), (n) => {
        try {
          run(() => claiming(n) as never);
          return n === 0;
        } catch (e) {
          return e instanceof SimulationError;
        }
      }),
      { seed: 32, numRuns: 200 },
    );
  });

  it('the bound is exact enough: 2 x servers legal decisions in one round pass (3 starts... here 1 start + 2 power-offs, then none)', () => {
    // 3 servers: start a on 0, power off 1 and 2 separately: 3 decisions <= 6, all legal.
    let first = true;
    const r = run((v) => {
      if (!first) return v.queue.length > 0 && v.availableServers.length > 0 ? [startJob(v.queue[0]!.id, [v.availableServers[0]!])] : [];
      first = false;
      return [startJob('a', [0]), powerOff([1], 200), powerOff([2], 200)];
    });
    expect(r.jobs.every((j) => j.end > j.start)).toBe(true);
  });
});

describe('thrown values of every kind are wrapped (issue 32, class 9)', () => {
  it('an Error with a throwing message getter, a null-prototype object, a Symbol, a Proxy, undefined, a function: a SimulationError keeping the value as cause', () => {
    for (const v of oddThrownValues()) {
      const e = thrown(() => run(() => { throw v; }));
      expect(e).toBeInstanceOf(SimulationError);
      expect(e.message).toMatch(/^t=0 s: policy "bad" threw in decide: /);
      expect(e.message).not.toMatch(/\n/);
      expect((e as SimulationError).cause).toBe(v);
    }
  });

  it('a revoked Proxy returned as the decisions is refused, not a TypeError', () => {
    const r = Proxy.revocable([], {});
    r.revoke();
    const e = thrown(() => run(() => r.proxy as never));
    expect(e).toBeInstanceOf(SimulationError);
    expect(e.message).toMatch(/decide returned a value that cannot be read/);
  });
});

describe('numbers past the 10^12 s bound are refused where they enter (issue 32, class 8)', () => {
  it('a power-off of 1e300 s is refused naming the range', () => {
    const e = thrown(() => run(() => [powerOff([0], 1e300)]));
    expect(e).toBeInstanceOf(SimulationError);
    expect(e.message).toMatch(/power-off of servers \[0\] for 1e\+300 s: duration must be a finite number >= switch-off \+ switch-on time of server 0 \(157\.62 s\) and <= 1e12 s/);
    // 1e12 s itself is legal: server 0 stays off, the jobs run on the others
    const r = run((v) => (v.now === 0 && v.availableServers.includes(0) ? [powerOff([0], 1e12), startJob('a', [1])] : v.queue.length > 0 && v.availableServers.length > 0 ? [startJob(v.queue[0]!.id, [v.availableServers[0]!])] : []));
    expect(r.metrics.powerOffs).toBe(1);
    expect(r.jobs).toHaveLength(2);
  });

  it('decisionInterval, decisionOrigin and clockStart above 1e12 s are refused', () => {
    const sim = (o: object) => () => createSimulation({ platform: plat, jobs, ...o });
    expect(sim({ decisionInterval: 1e300 })).toThrow(/decisionInterval must be a number in \(0, 1e12\] \(seconds\), got 1e\+300/);
    expect(sim({ decisionInterval: 1e12 })).not.toThrow();
    expect(sim({ decisionInterval: 60, decisionOrigin: -1e13 })).toThrow(/decisionOrigin must be a number in \[-1e12, 1e12\]/);
    expect(sim({ clockStart: 2e12 })).toThrow(/clockStart must be a number in \[0, 1e12\]/);
  });

  it('a taskBandwidth of 1e308 is refused (its product with the size would be Infinity)', () => {
    const two = platform([{ servers: 2 }, { servers: 2 }]);
    const job = { ...rjob('r', 0, 3, 100), sigma: 0.5, taskBandwidth: 1e308 };
    expect(() => createSimulation({ platform: two, jobs: [job] })).toThrow(/jobs\[0\]\.taskBandwidth: expected a number in \[0, 1e12\], got 1e\+308/);
  });

  it('a hand-built platform with speed NaN or a NaN power figure is refused by field', () => {
    const good = homogeneousPlatform({ servers: 2 });
    const c = good.clusters[0]!;
    const withCluster = (patch: object): Platform => ({ ...good, clusters: [{ ...c, ...patch }] });
    expect(() => createSimulation({ platform: withCluster({ speed: NaN }), jobs })).toThrow(InvalidInputError);
    expect(() => createSimulation({ platform: withCluster({ speed: NaN }), jobs })).toThrow(/clusters\[0\]\.speed is NaN, expected a number in \[0\.000001, 1000000\]/);
    expect(() => createSimulation({ platform: withCluster({ power: { ...c.power, idle: NaN } }), jobs })).toThrow(/clusters\[0\]\.power\.idle is NaN/);
    expect(() => createSimulation({ platform: withCluster({ power: null }), jobs })).toThrow(/clusters\[0\]\.power is not a power model/);
    // finite but beyond the documented bounds: busy energies would overflow to Infinity
    expect(() => createSimulation({ platform: withCluster({ power: { ...c.power, computing: 1e308 } }), jobs })).toThrow(/clusters\[0\]\.power\.computing is 1e\+308, expected at most 1000000000 W/);
    expect(() => createSimulation({ platform: withCluster({ power: { ...c.power, switchOnDuration: 1e13 } }), jobs })).toThrow(/clusters\[0\]\.power\.switchOnDuration is 10000000000000, expected at most 1000000000000 s/);
  });
});

describe('speeds and bandwidths past the documented bounds (issue 41)', () => {
  it('speed or link bandwidth 1e-300 (a 10 s job ran 5e300 s, energy 1e303 J) and speed 1e300 are refused naming the field and the bound', () => {
    expect(() => homogeneousPlatform({ servers: 2, speed: 1e-300 })).toThrow(/speed: expected a number in \[0\.000001, 1000000\], got 1e-300/);
    expect(() => platform([{ servers: 2, speed: 1e300 }])).toThrow(/clusters\[0\]\.speed: expected a number in \[0\.000001, 1000000\], got 1e\+300/);
    expect(() => platform([{ servers: 2 }, { servers: 2 }], { link: { bandwidth: 1e-300 } })).toThrow(/options\.link\.bandwidth: expected a number >= 0\.000001 \(Infinity allowed\), got 1e-300/);
    // the bounds themselves are accepted, and a run there stays finite and within the engine's time bound
    const slow = createSimulation({ platform: homogeneousPlatform({ servers: 1, speed: 1e-6 }), jobs: [rjob('a', 0, 1, 10)] }).run(fcfs());
    expect(slow.metrics.makespan).toBe(1e7);
    expect(Number.isFinite(slow.metrics.energy)).toBe(true);
  });
});
