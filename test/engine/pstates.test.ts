import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { callMeLater, switchOff, createSimulation, homogeneousPlatform, setPstate, startJob } from '../../src/engine/index';
import { powerModel } from '../../src/power/index';
import { InvalidInputError, SimulationError } from '../../src/errors/index';
import { mjob, rjob, scripted } from '../helpers/scripted';

// nominal: idle 50 W, computing 200 W; p-state 1: half speed, idle 40 W, computing 120 W
const MODEL = powerModel({
  off: 10, switchingOn: 100, switchOnDuration: 10, idle: 50, computing: 200, switchingOff: 80, switchOffDuration: 5,
  pstates: [{ speed: 1, idle: 50, computing: 200 }, { speed: 0.5, idle: 40, computing: 120 }],
});

describe('p-states (DVFS, issue 38 point 2)', () => {
  it('a job computing at two p-states: re-timed exactly, energy by hand', () => {
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 2, power: MODEL }), jobs: [rjob('a', 0, 1, 100), rjob('b', 400, 1, 10)] });
    const r = sim.run(
      scripted((v) => {
        if (v.now === 0) return [startJob('a', [0]), setPstate([1], 1), callMeLater(50)];
        if (v.now === 50) return [setPstate([0], 1)]; // 50 s of work left, now at half speed: 100 s more
        if (v.now === 400) return [startJob('b', [1])];
        return [];
      }),
      { trace: true },
    );
    expect(r.jobs.map((j) => [j.start, j.end])).toEqual([[0, 150], [400, 420]]); // b: 10 s of work at half speed
    // server 0: computing 0-50 at 200 W, 50-150 at 120 W, idle 150-420 at 40 W (p-state 1 kept)
    // server 1: idle 0-400 at 40 W, computing 400-420 at 120 W
    expect(r.metrics.energy).toBe(50 * 200 + 100 * 120 + 270 * 40 + 400 * 40 + 20 * 120);
    expect(r.jobs.map((j) => j.energy)).toEqual([50 * 200 + 100 * 120, 20 * 120]);
    expect(r.metrics.normalizedMeanPower).toBe(r.metrics.energy / (420 * 100)); // normalised by the nominal idle power
  });

  it('a malleable job on two servers progresses at its slowest server: re-timing is exact at any instant (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1, max: 3000 }), (at, mass) => {
        const sim = createSimulation({ platform: homogeneousPlatform({ servers: 2, power: MODEL }), jobs: [mjob('m', 0, mass, { minServers: 2, maxServers: 2 })] });
        const r = sim.run(scripted((v) => (v.now === 0 ? [startJob('m', [0, 1]), callMeLater(at)] : v.now === at ? [setPstate([1], 1)] : [])));
        // rate 2 (two servers, alpha 1) until `at`, then 2 x 0.5 = 1
        const end = 2 * at >= mass ? mass / 2 : at + (mass - 2 * at);
        expect(r.jobs[0]!.end).toBeCloseTo(end, 9);
      }),
      { seed: 38, numRuns: 100 },
    );
  });

  it('refuses an unknown p-state and a server that is off; the model refuses a nominal p-state unlike the model', () => {
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 1, power: MODEL }), jobs: [rjob('a', 0, 1, 100)] });
    expect(() => sim.run(scripted((v) => (v.now === 0 ? [setPstate([0], 2)] : [])))).toThrow(/^t=0 s: setPstate of servers \[0\] to p-state 2: p-state 2 does not exist for server 0 \(0\.\.1\)/);
    expect(() => sim.run(scripted((v) => (v.now === 0 ? [switchOff([0]), setPstate([0], 1)] : [])))).toThrow(SimulationError);
    expect(() => powerModel({ pstates: [{ speed: 0.5, idle: 95, computing: 190.74 }] })).toThrow(InvalidInputError);
    expect(() => powerModel({ pstates: [{ speed: 1, idle: 95, computing: 190.74, turbo: 1 } as never] })).toThrow(/unknown/);
  });
});
