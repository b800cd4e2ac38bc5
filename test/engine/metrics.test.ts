import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSimulation, homogeneousPlatform, reconfigureJob, startJob } from '../../src/engine/index';
import { InvalidInputError } from '../../src/errors/index';
import { slowdowns } from '../../src/experiments/index';
import { easyBackfilling, fcfs } from '../../src/policies/index';
import { mjob, rjob, scripted } from '../helpers/scripted';

describe('Metrics: mean turnaround and bounded slowdown (issue 28, point 5)', () => {
  // One server, FCFS: a runs 0..100, b (submitted 10) waits until 100 and runs 5 s, c (submitted 20) 105..155.
  const jobs = [rjob('a', 0, 1, 100), rjob('b', 10, 1, 5), rjob('c', 20, 1, 50)];
  const sim = createSimulation({ platform: homogeneousPlatform({ servers: 1 }), jobs });

  it('hand-computed on a three-job FCFS schedule (tau = 10 s by default)', () => {
    const m = sim.run(fcfs()).metrics;
    // turnarounds: a 100, b 105 - 10 = 95, c 155 - 20 = 135
    expect(m.meanTurnaround).toBe((100 + 95 + 135) / 3);
    // bounded slowdowns: a max(1, 100/100) = 1; b 95 / max(5, 10) = 9.5; c 135 / 50 = 2.7
    expect(m.meanBoundedSlowdown).toBeCloseTo((1 + 9.5 + 2.7) / 3, 14);
    expect(m.maxBoundedSlowdown).toBe(9.5);
    // the existing metrics are unchanged by the new ones
    expect(m.meanWait).toBe((0 + 90 + 85) / 3);
    expect(m.makespan).toBe(155);
  });

  it('boundedSlowdownTau changes only the bounded slowdowns, never the schedule', () => {
    const r1 = createSimulation({ platform: homogeneousPlatform({ servers: 1 }), jobs, boundedSlowdownTau: 1 }).run(fcfs());
    const r60 = createSimulation({ platform: homogeneousPlatform({ servers: 1 }), jobs, boundedSlowdownTau: 60 }).run(fcfs());
    // tau 1: b 95 / 5 = 19; tau 60: a 100/100 = 1, b 95/60, c 135/60 = 2.25
    expect(r1.metrics.maxBoundedSlowdown).toBe(19);
    expect(r1.metrics.meanBoundedSlowdown).toBeCloseTo((1 + 19 + 2.7) / 3, 14);
    expect(r60.metrics.meanBoundedSlowdown).toBeCloseTo((1 + 95 / 60 + 2.25) / 3, 14);
    expect(r60.metrics.maxBoundedSlowdown).toBe(2.25);
    expect(r1.jobs).toEqual(r60.jobs);
    expect({ ...r1.metrics, meanBoundedSlowdown: 0, maxBoundedSlowdown: 0 }).toEqual({ ...r60.metrics, meanBoundedSlowdown: 0, maxBoundedSlowdown: 0 });
  });

  it('malleable jobs: the run time is end - start, reconfigurations included', () => {
    // mass 600 on 1 server, grown to 4 at t = 100: T = 100/4 * 3 = 75, then 500/4 = 125 s: ends at 300.
    const m = createSimulation({
      platform: homogeneousPlatform({ servers: 5 }),
      jobs: [mjob('a', 0, 600, { data: 100, maxServers: 4 }), mjob('b', 100, 1), mjob('c', 100, 20)],
    }).run(
      scripted((v) => {
        if (v.now === 0) return [startJob('a', [0])];
        if (v.now === 100) return [reconfigureJob('a', [0, 1, 2, 3]), startJob('b', [4])];
        if (v.now === 101) return [startJob('c', [4])];
        return [];
      }),
    ).metrics;
    // a: turnaround 300 = its run time -> 1; b: 100..101, turnaround 1, max(1, 1/10) = 1;
    // c waits 1 s then runs 20 s: turnaround 21, 21/20 = 1.05
    expect(m.meanTurnaround).toBe((300 + 1 + 21) / 3);
    expect(m.meanBoundedSlowdown).toBeCloseTo((1 + 1 + 1.05) / 3, 14);
    expect(m.maxBoundedSlowdown).toBe(1.05);
  });

  it('equals the bounded slowdown of slowdowns() on rigid schedules (property)', () => {
    const jobArb = fc.array(
      fc.record({ submit: fc.integer({ min: 0, max: 500 }), processors: fc.integer({ min: 1, max: 4 }), runtime: fc.integer({ min: 1, max: 300 }) }),
      { minLength: 1, maxLength: 25 },
    );
    fc.assert(
      fc.property(jobArb, fc.constantFrom(1, 10, 60), (specs, tau) => {
        const js = specs.map((s, i) => rjob(String(i + 1), s.submit, s.processors, s.runtime, s.runtime * 2));
        const r = createSimulation({ platform: homogeneousPlatform({ servers: 4 }), jobs: js, boundedSlowdownTau: tau }).run(easyBackfilling());
        expect(r.metrics.meanBoundedSlowdown).toBeCloseTo(slowdowns(js, r.jobs, tau).meanBounded, 10);
        const turn = r.jobs.reduce((s, j) => s + j.end - j.submit, 0) / js.length;
        expect(r.metrics.meanTurnaround).toBeCloseTo(turn, 9);
        expect(r.metrics.maxBoundedSlowdown).toBeGreaterThanOrEqual(r.metrics.meanBoundedSlowdown);
        expect(r.metrics.meanBoundedSlowdown).toBeGreaterThanOrEqual(1);
      }),
      { seed: 28, numRuns: 60 },
    );
  });

  it('an invalid boundedSlowdownTau is a typed error naming the option', () => {
    for (const bad of [0, -1, Infinity, NaN, '10' as unknown as number]) {
      expect(() => createSimulation({ platform: homogeneousPlatform({ servers: 1 }), jobs, boundedSlowdownTau: bad })).toThrow(InvalidInputError);
      expect(() => createSimulation({ platform: homogeneousPlatform({ servers: 1 }), jobs, boundedSlowdownTau: bad })).toThrow(/boundedSlowdownTau must be a finite number > 0/);
    }
  });
});
