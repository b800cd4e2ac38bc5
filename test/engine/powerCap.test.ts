import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSimulation, homogeneousPlatform, startJob, switchOff, switchOn, type ClusterView } from '../../src/engine/index';
import { powerModel } from '../../src/power/index';
import { InvalidInputError, SimulationError } from '../../src/errors/index';
import { rjob, scripted } from '../helpers/scripted';

// idle 50 W, computing 200 W: a start adds 150 W per server; off 10 W, switching on 100 W
const MODEL = powerModel({ off: 10, switchingOn: 100, switchOnDuration: 10, idle: 50, computing: 200, switchingOff: 80, switchOffDuration: 5 });
const sim = (servers: number, cap: number | { from: number; watts: number }[], jobs = [rjob('a', 0, 2, 100), rjob('b', 0, 1, 100)]) =>
  createSimulation({ platform: homogeneousPlatform({ servers, power: MODEL }), jobs, powerCap: cap, softPowerCap: 300 });

/** Starts queued jobs in order while they fit on the available servers. */
const greedy = scripted((v: ClusterView) => {
  const free = [...v.availableServers];
  const out = [];
  for (const j of v.queue) {
    if (j.kind !== 'rigid' || j.processors > free.length) break;
    out.push(startJob(j.id, free.splice(0, j.processors)));
  }
  return out;
});

describe('power cap (issue 38, point 3)', () => {
  it('refuses exactly the decision that would exceed the cap, naming the decision and the draw', () => {
    // 3 servers idle: 150 W; a (2 servers) -> 450 W; b (1 server) -> 600 W
    expect(sim(3, 600).run(greedy).jobs.map((j) => j.start)).toEqual([0, 0]); // 600 W: exactly at the cap, legal
    let e: unknown;
    try {
      sim(3, 599).run(greedy);
    } catch (err) {
      e = err;
    }
    expect(e).toBeInstanceOf(SimulationError);
    expect((e as Error).message).toBe('t=0 s: start of job "b" on servers [2]: it would draw 600.00 W (now 450.00 W + 150.00 W), above the power cap of 599 W in force at 0 s');
  });

  it('the view shows draw, cap and what a decision adds; a policy that respects it runs; a schedule changes the cap', () => {
    const seen: string[] = [];
    const r = sim(3, [{ from: 0, watts: 450 }, { from: 50, watts: 1000 }]).run(
      scripted((v) => {
        const b = startJob('b', [v.availableServers[0]!]);
        seen.push(`${v.now}:${v.powerDraw}/${v.powerCap}+${v.addedDraw!(b)}`);
        const free = [...v.availableServers];
        if (v.queue[0]?.id === 'a') return [startJob('a', free.slice(0, 2)), ...(v.now >= 50 ? [startJob('b', free.slice(2, 3))] : [])];
        return v.queue.length > 0 && v.powerDraw! + v.addedDraw!(b) <= v.powerCap! ? [b] : [];
      }),
    );
    expect(seen.slice(0, 2)).toEqual(['0:150/450+150', '100:150/1000+150']);
    expect(r.jobs.map((j) => j.start)).toEqual([0, 100]);
    expect(r.metrics.timeAboveSoftCap).toBe(100); // 450 W > 300 W during a
  });

  it('a switch-on counts its switching-on power at the instant it starts', () => {
    const jobs = [rjob('a', 0, 1, 100), rjob('b', 50, 1, 10)];
    // server 1 off (10 W) and a computing (200 W): 210 W; switching on adds 90 W
    const policy = (cap: number) => sim(2, cap, jobs).run(scripted((v) => (v.now === 0 ? [startJob('a', [0]), switchOff([1])] : v.now === 50 ? [switchOn([1])] : v.now === 60 ? [startJob('b', [1])] : [])));
    expect(policy(1e6).jobs[1]!.start).toBe(60);
    expect(() => policy(299)).toThrow(/switchOn of servers \[1\]: it would draw 300\.00 W \(now 210\.00 W \+ 90\.00 W\)/);
  });

  it('property: with a random cap, the greedy starts either all pass with the peak under the cap or one is refused above it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 150, max: 900 }), (cap) => {
        try {
          const r = sim(3, cap).run(greedy);
          expect(r.metrics.peakPower).toBeLessThanOrEqual(cap);
        } catch (e) {
          expect(e).toBeInstanceOf(SimulationError);
          const m = /would draw ([\d.]+) W/.exec((e as Error).message);
          expect(Number(m![1])).toBeGreaterThan(cap);
        }
      }),
      { seed: 38, numRuns: 60 },
    );
    expect(() => createSimulation({ platform: homogeneousPlatform({ servers: 1 }), jobs: [rjob('a', 0, 1, 1)], powerCap: [{ from: 10, watts: 1 }, { from: 5, watts: 2 }] })).toThrow(InvalidInputError);
  });
});
