import { describe, expect, it } from 'vitest';
import { createSimulation, homogeneousPlatform, type Decision, type Policy } from '../../src/engine/index';
import { powerModel } from '../../src/power/index';
import { InvalidInputError } from '../../src/errors/index';
import {
  breakEvenShutdown,
  easyBackfilling,
  energyBackfilling,
  fcfs,
  idleTimeout,
  keepIdle,
  shutdownFamily,
  withShutdown,
} from '../../src/policies/index';
import { shutdownBySpec } from '../../src/experiments/index';
import { rjob } from '../helpers/scripted';

// off 10 W, switching on 100 W for 10 s, idle 50 W, computing 200 W, switching off 80 W for 5 s
const MODEL = powerModel({ off: 10, switchingOn: 100, switchOnDuration: 10, idle: 50, computing: 200, switchingOff: 80, switchOffDuration: 5 });
const platform = (servers: number) => homogeneousPlatform({ servers, power: MODEL });

/** The policy's decisions of each call, by time (switchOn / switchOff / callMeLater only). */
function recording(inner: Policy): { policy: Policy; log: string[] } {
  const log: string[] = [];
  const policy: Policy = {
    name: inner.name,
    decide(v, c) {
      const out = inner.decide(v, c);
      for (const d of out as Decision[]) {
        if (d.type === 'switchOn' || d.type === 'switchOff') log.push(`${v.now}:${d.type}(${d.servers.join(',')})`);
        if (d.type === 'callMeLater') log.push(`${v.now}:call(${d.time})`);
      }
      return out;
    },
  };
  return { policy, log };
}

describe('withShutdown + idleTimeout (Slurm SuspendTime, issue 38)', () => {
  it('switches idle servers off after the timeout exactly and wakes one on demand: energy by hand', () => {
    const sim = createSimulation({ platform: platform(2), jobs: [rjob('a', 0, 1, 100), rjob('b', 5000, 1, 100)] });
    const { policy, log } = recording(withShutdown(fcfs(), idleTimeout({ suspendTime: 1800 })));
    const r = sim.run(policy);
    // the rule asks for the earliest expiry only: server 0's (1900) is asked at 1800
    expect(log).toEqual(['0:call(1800)', '1800:switchOff(1)', '1800:call(1900)', '1900:switchOff(0)', '5000:switchOn(0)']);
    expect(r.jobs.map((j) => j.start)).toEqual([0, 5010]);
    // server 0: computing 0-100, idle 100-1900, switching off 1900-1905, off 1905-5000, switching on 5000-5010, computing 5010-5110
    // server 1: idle 0-1800, switching off 1800-1805, off 1805-5110
    const s0 = 20000 + 90000 + 400 + 10 * 3095 + 1000 + 20000;
    const s1 = 90000 + 400 + 10 * 3305;
    expect(r.metrics.energy).toBe(s0 + s1);
    expect([r.metrics.switchOffs, r.metrics.switchOns]).toEqual([2, 1]);
  });

  it('SuspendExcNodes, SuspendRate and keep: excluded servers stay on, one switch-off per minute, a reserve', () => {
    const jobs = [rjob('a', 0, 3, 100), rjob('b', 5000, 1, 100)];
    const excl = recording(withShutdown(fcfs(), idleTimeout({ suspendTime: 1800, excluded: [1] })));
    createSimulation({ platform: platform(3), jobs }).run(excl.policy);
    expect(excl.log.filter((l) => l.includes('switchOff'))).toEqual(['1900:switchOff(0,2)']);
    const rate = recording(withShutdown(fcfs(), idleTimeout({ suspendTime: 1800, maxSuspendsPerMinute: 1 })));
    createSimulation({ platform: platform(3), jobs }).run(rate.policy);
    expect(rate.log.filter((l) => l.includes('switchOff'))).toEqual(['1900:switchOff(0)', '1960:switchOff(1)', '2020:switchOff(2)']);
    const keep = recording(withShutdown(fcfs(), keepIdle(1)));
    createSimulation({ platform: platform(3), jobs }).run(keep.policy);
    expect(keep.log.filter((l) => l.includes('switchOff'))).toEqual(['100:switchOff(0,1)']); // server 2 kept (ties: highest index last)
  });

  it('breakEvenShutdown waits the model\'s break-even duration', () => {
    // break-even of MODEL: (5 (80 - 10) + 10 (100 - 10)) / (50 - 10) = 31.25 s (>= 15 s of transitions)
    const { policy, log } = recording(withShutdown(fcfs(), breakEvenShutdown()));
    createSimulation({ platform: platform(1), jobs: [rjob('a', 0, 1, 100), rjob('b', 5000, 1, 100)] }).run(policy);
    expect(log.slice(0, 2)).toEqual(['100:call(131.25)', '131.25:switchOff(0)']);
  });

  it('a head job waiting while nothing runs wakes the sleepers it needs; no switch-off while a job waits', () => {
    const sim = createSimulation({ platform: platform(4), jobs: [rjob('a', 0, 1, 100), rjob('b', 500, 4, 100)] });
    const { policy, log } = recording(withShutdown(easyBackfilling(), idleTimeout({ suspendTime: 0 })));
    const r = sim.run(policy);
    expect(log).toEqual(['0:switchOff(1,2,3)', '100:switchOff(0)', '500:switchOn(0,1,2,3)']);
    expect(r.jobs[1]!.start).toBe(510);
  });
});

describe('energyBackfilling (batsched energy_bf idea)', () => {
  it('wakes exactly the sleepers the reservation misses, ahead of time: idle at the reservation, not later', () => {
    const sim = createSimulation({ platform: platform(2), jobs: [rjob('a', 0, 1, 1000), rjob('b', 10, 2, 100)] });
    const { policy, log } = recording(energyBackfilling());
    const r = sim.run(policy, { trace: true });
    // server 1 sleeps at 0; b's reservation is a's end (1000): switch on at 990, idle at 1000
    expect(log).toEqual(['0:switchOff(1)', '10:call(990)', '990:switchOn(1)']);
    expect(r.jobs.map((j) => j.start)).toEqual([0, 1000]);
    // on demand instead: woken at 10, idle 20-1000
    const onDemand = createSimulation({ platform: platform(2), jobs: [rjob('a', 0, 1, 1000), rjob('b', 10, 2, 100)] }).run(withShutdown(easyBackfilling(), idleTimeout({ suspendTime: 0 }), { wake: 'onDemand' }));
    expect(onDemand.jobs.map((j) => j.start)).toEqual([0, 1000]);
    expect(onDemand.metrics.energy - r.metrics.energy).toBe((50 - 10) * 980); // 980 s idle instead of off
  });

  it('EASY plans with the sleepers: a job that would end after the reservation is not backfilled on the idle servers', () => {
    // 4 servers: a holds 0 until 1000; x holds 1, 2 until 20; server 3 sleeps from 10. b (4 servers, at 30)
    // reserves 1000 with server 3 woken at 990; c (1 server, 2000 s) would delay b; d (500 s) ends before 1000
    const jobs = [rjob('a', 0, 1, 1000), rjob('x', 0, 2, 20), rjob('b', 30, 4, 100), rjob('c', 40, 1, 2000), rjob('d', 50, 1, 500)];
    const starts = (p: Policy) => Object.fromEntries(createSimulation({ platform: platform(4), jobs }).run(p).jobs.map((j) => [j.id, j.start]));
    expect(starts(energyBackfilling({ idleTime: 10 }))).toEqual({ a: 0, x: 0, b: 1000, c: 1100, d: 50 });
    // without the placeholders EASY sees no reservation (the sleeper never comes back) and backfills c
    const blind = withShutdown(easyBackfilling(), idleTimeout({ suspendTime: 10 }), { wake: 'reservation', showSleepers: false });
    const s = starts(blind);
    expect(s['c']).toBe(40);
    expect(s['b']).toBeGreaterThan(1000);
  });
});

describe("energyBackfilling({ wakeForBackfill }) (wake: 'reservationAndAllocate')", () => {
  it('wakes the sleeper the head job does not need for the job behind it, at once: the head still starts at its reservation', () => {
    // 5 servers: a holds 0-2 until 1000, servers 3 and 4 sleep at 0 (off at 5). b (4 servers, at 10)
    // reserves 1000 with one sleeper (server 3) woken at 990. c (1 server, 2,000 s, at 20) behind it
    const jobs = [rjob('a', 0, 3, 1000), rjob('b', 10, 4, 100), rjob('c', 20, 1, 2000)];
    const run = (p: Policy) => {
      const rec = recording(p);
      const r = createSimulation({ platform: platform(5), jobs }).run(rec.policy);
      return { starts: Object.fromEntries(r.jobs.map((j) => [j.id, j.start])), on: rec.log.filter((l) => l.includes('switchOn')), name: r.policy };
    };
    // energy_bf-like: c waits for b, then is the head and wakes server 4 at 1000 (idle at 1010)
    expect(run(energyBackfilling())).toEqual({ starts: { a: 0, b: 1000, c: 1010 }, on: ['990:switchOn(3)', '1000:switchOn(4)'], name: 'energyBackfilling(0s)' });
    // wakeForBackfill: server 4 is woken for c at 20, idle at 30, and EASY backfills c on it (the extra server at 1000)
    expect(run(energyBackfilling({ wakeForBackfill: true }))).toEqual({ starts: { a: 0, b: 1000, c: 30 }, on: ['20:switchOn(4)', '990:switchOn(3)'], name: 'energyBackfilling(0s, wakeForBackfill)' });
    expect(() => energyBackfilling({ wakeForBackfill: 'yes' as never })).toThrow(/options.wakeForBackfill must be a boolean, got yes/);
  });
});

describe('families and specs', () => {
  it('each rule is a ParametricPolicy whose create refuses values outside its box', () => {
    const f = shutdownFamily(easyBackfilling(), 'keepIdle');
    expect(f.space.names).toEqual(['reserve', 'suspendTime']);
    expect(f.create([10.7, 1800]).name).toBe('easyBackfilling+keepIdle(10, 1800s)');
    expect(() => f.create([-1, 0])).toThrow(/parameter reserve = -1 is outside its range \[0, 64\]/);
    expect(shutdownFamily(easyBackfilling(), 'energyBackfilling').create([60]).name).toBe('energyBackfilling(60s)');
    expect(() => shutdownFamily(easyBackfilling(), 'nap' as never)).toThrow(InvalidInputError);
  });

  it('specs of the command line: idle:S[:RATE], breakeven[:F], keep:K[:S]', () => {
    expect(shutdownBySpec(fcfs(), 'idle:1800').name).toBe('fcfs+idle(1800s)');
    expect(shutdownBySpec(fcfs(), 'keep:4:60').name).toBe('fcfs+keepIdle(4, 60s)');
    expect(shutdownBySpec(fcfs(), 'breakeven').name).toBe('fcfs+breakEven(x1)');
    expect(() => shutdownBySpec(fcfs(), 'idle:soon')).toThrow(/shutdown rule "idle:soon": the suspend time \(s\) must be a number >= 0, got "soon"/);
    expect(() => shutdownBySpec(fcfs(), 'nap:3')).toThrow(/expected idle:S\[:RATE\], breakeven\[:F\] or keep:K\[:S\]/);
    expect(() => idleTimeout({ suspendTime: 10, later: 1 } as never)).toThrow(InvalidInputError);
  });
});
