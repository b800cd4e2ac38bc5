import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSimulation } from '../../src/engine/createSimulation';
import { homogeneousPlatform } from '../../src/engine/homogeneousPlatform';
import type { RigidJob } from '../../src/engine/Job';
import { conservativeBackfilling } from '../../src/policies/conservativeBackfilling';
import { easyBackfilling } from '../../src/policies/easyBackfilling';
import { checkRecords, observed, place, timeline, traceArb } from './easyConservativeHelpers';

const rigid = (id: string, submit: number, processors: number, runtime: number, estimate = runtime): RigidJob => ({
  kind: 'rigid', id, submit, processors, runtime, estimate,
});

describe('conservativeBackfilling', () => {
  it('hand-computed: a backfill that would delay a later reservation is refused (EASY takes it)', () => {
    // 10 procs. a 7 [0,10); b 8 reserved [10,20); c 9 reserved [20,30);
    // d 2 procs x 25 s at t=5 fits now but would overlap c's reservation (9 + 2 > 10): conservative
    // gives it [30,55); EASY only protects the head b and starts it at 5.
    const jobs = [rigid('a', 0, 7, 10), rigid('b', 1, 8, 10), rigid('c', 2, 9, 10), rigid('d', 5, 2, 25)];
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 10 }), jobs });
    expect(sim.run(conservativeBackfilling()).jobs.map((j) => j.start)).toEqual([0, 10, 20, 30]);
    expect(sim.run(easyBackfilling()).jobs.map((j) => j.start)).toEqual([0, 10, 30, 5]);
  });

  it('compresses the schedule when a job ends before its estimate', () => {
    // a 10 procs, estimate 100, runs 20: b (reserved at 100) starts at 20.
    const jobs = [rigid('a', 0, 10, 20, 100), rigid('b', 1, 5, 10)];
    const r = createSimulation({ platform: homogeneousPlatform({ servers: 10 }), jobs }).run(conservativeBackfilling());
    expect(r.jobs.map((j) => j.start)).toEqual([0, 20]);
  });

  it('property: valid schedules with wrong estimates, deterministic', () => {
    fc.assert(
      fc.property(traceArb({ exact: false }), ({ servers, jobs }) => {
        const sim = createSimulation({ platform: homogeneousPlatform({ servers }), jobs });
        const a = sim.run(conservativeBackfilling());
        checkRecords(a.jobs, jobs, servers);
        expect(sim.run(conservativeBackfilling())).toEqual(a);
      }),
      { numRuns: 150 },
    );
  });

  it('property: with exact estimates no job starts later than the reservation it was given at any scheduling point', () => {
    // Reservations are recomputed by brute force on an integer timeline, independent of RigidProfile.
    fc.assert(
      fc.property(traceArb({ exact: true }), ({ servers, jobs }) => {
        const promised = new Map<string, number>();
        const policy = observed(conservativeBackfilling(), (now, running, free, queue) => {
          const t = timeline(now, 2000, free, running);
          for (const j of queue) {
            const at = now + place(t, j.processors, j.estimate);
            promised.set(j.id, Math.min(promised.get(j.id) ?? Infinity, at));
          }
        });
        const r = createSimulation({ platform: homogeneousPlatform({ servers }), jobs }).run(policy);
        for (const rec of r.jobs) {
          const p = promised.get(rec.id);
          if (p !== undefined) expect(rec.start).toBeLessThanOrEqual(p);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('property: with exact estimates reservations are stable: a job starts exactly at its last computed reservation', () => {
    // With exact estimates nothing ends early, so reservations never move: a job starts exactly
    // at the earliest slot a brute-force rebuild gives it (after earlier jobs' reservations).
    fc.assert(
      fc.property(traceArb({ exact: true }), ({ servers, jobs }) => {
        const last = new Map<string, number>();
        const policy = observed(conservativeBackfilling(), (now, running, free, queue) => {
          const t = timeline(now, 2000, free, running);
          for (const j of queue) last.set(j.id, now + place(t, j.processors, j.estimate));
        });
        const r = createSimulation({ platform: homogeneousPlatform({ servers }), jobs }).run(policy);
        for (const rec of r.jobs) {
          const p = last.get(rec.id);
          if (p !== undefined) expect(rec.start).toBe(p);
        }
      }),
      { numRuns: 200 },
    );
  });
});
