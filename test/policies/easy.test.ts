import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSimulation } from '../../src/engine/createSimulation';
import { homogeneousPlatform } from '../../src/engine/homogeneousPlatform';
import type { RigidJob } from '../../src/engine/Job';
import { InvalidInputError } from '../../src/errors/InvalidInputError';
import { easyBackfilling } from '../../src/policies/easyBackfilling';
import { checkRecords, observed, timeline, traceArb } from './easyConservativeHelpers';

const rigid = (id: string, submit: number, processors: number, runtime: number, estimate = runtime): RigidJob => ({
  kind: 'rigid', id, submit, processors, runtime, estimate,
});

describe('easyBackfilling', () => {
  it('hand-computed: backfills a short job, respects the shadow time and the extra processors', () => {
    // 10 processors. a: 6 procs [0,10). b (head) needs 8 -> shadow 10, extra = 10 - 8 = 2.
    // c: 4 procs, 10 s: ends at 12 > shadow and 4 > extra -> waits. d: 2 procs, 50 s -> uses the extra.
    // e: 2 procs, 8 s: 2 processors still free now and it ends at 10 <= shadow -> backfilled too.
    const jobs = [rigid('a', 0, 6, 10), rigid('b', 1, 8, 5), rigid('c', 2, 4, 10), rigid('d', 2, 2, 50), rigid('e', 2, 2, 8)];
    const r = createSimulation({ platform: homogeneousPlatform({ servers: 10 }), jobs }).run(easyBackfilling());
    expect(r.jobs.map((j) => [j.id, j.start])).toEqual([['a', 0], ['b', 10], ['c', 15], ['d', 2], ['e', 2]]);
  });

  it('uses <= at the shadow time, and SJBF tries shorter jobs first', () => {
    // 10 procs: a 6 procs [0,10); b head needs 8; c 4 procs ending exactly at 10 -> backfilled.
    const jobs = [rigid('a', 0, 6, 10), rigid('b', 1, 8, 5), rigid('c', 2, 4, 8)];
    const r = createSimulation({ platform: homogeneousPlatform({ servers: 10 }), jobs }).run(easyBackfilling());
    expect(r.jobs.map((j) => j.start)).toEqual([0, 10, 2]);
    const two = [rigid('a', 0, 6, 10), rigid('b', 1, 8, 5), rigid('long', 2, 4, 8), rigid('short', 2, 4, 3)];
    const fcfsOrder = createSimulation({ platform: homogeneousPlatform({ servers: 10 }), jobs: two }).run(easyBackfilling());
    const sjf = createSimulation({ platform: homogeneousPlatform({ servers: 10 }), jobs: two }).run(easyBackfilling({ backfillOrder: 'sjf' }));
    expect(fcfsOrder.jobs.map((j) => j.start)).toEqual([0, 10, 2, 15]);
    expect(sjf.jobs.map((j) => j.start)).toEqual([0, 10, 15, 2]);
  });

  it('a job past its estimate is expected to end at any moment (predicted end = now)', () => {
    // a: 6 procs, estimate 5 but runs 10. At t=6 (c arrives) head b (8 procs) has shadow = now
    // and extra = 10 - 8 = 2: c (2 procs, long) takes the extra; d and even e (1 s) must wait,
    // because nothing ends by a shadow time of now. Both start when b ends at 15.
    const jobs = [rigid('a', 0, 6, 10, 5), rigid('b', 1, 8, 5), rigid('c', 6, 2, 100), rigid('d', 6, 2, 100), rigid('e', 6, 1, 1)];
    const r = createSimulation({ platform: homogeneousPlatform({ servers: 10 }), jobs }).run(easyBackfilling());
    expect(r.jobs.map((j) => j.start)).toEqual([0, 10, 6, 15, 15]);
  });

  it('rejects invalid options and malleable jobs', () => {
    expect(() => easyBackfilling({ backfillOrder: 'lifo' as 'fcfs' })).toThrow(InvalidInputError);
    expect(() => easyBackfilling({ order: 'random' as 'submission' })).toThrow(/order/);
    const sim = createSimulation({
      platform: homogeneousPlatform({ servers: 2 }),
      jobs: [{ kind: 'malleable', id: 'm', submit: 0, mass: 1, alpha: 1, data: 0, minServers: 1, maxServers: 2 }],
    });
    expect(() => sim.run(easyBackfilling())).toThrow(/job "m" is malleable/);
    // behind a blocked head, the backfilling pass reads (and refuses) it too
    const behind = createSimulation({
      platform: homogeneousPlatform({ servers: 3 }),
      jobs: [rigid('a', 0, 2, 10), rigid('b', 0, 3, 10), { kind: 'malleable', id: 'm2', submit: 0, mass: 1, alpha: 1, data: 0, minServers: 1, maxServers: 1 }],
    });
    expect(() => behind.run(easyBackfilling())).toThrow(/job "m2" is malleable/);
  });

  it('property: valid schedules (estimates may be wrong), deterministic', () => {
    fc.assert(
      fc.property(traceArb({ exact: false }), fc.constantFrom<'fcfs' | 'sjf'>('fcfs', 'sjf'), ({ servers, jobs }, backfillOrder) => {
        const sim = createSimulation({ platform: homogeneousPlatform({ servers }), jobs });
        const a = sim.run(easyBackfilling({ backfillOrder }));
        checkRecords(a.jobs, jobs, servers);
        expect(sim.run(easyBackfilling({ backfillOrder }))).toEqual(a);
      }),
      { numRuns: 150 },
    );
  });

  it('property: with exact estimates the head never starts later than its shadow time at any scheduling point', () => {
    fc.assert(
      fc.property(traceArb({ exact: true }), ({ servers, jobs }) => {
        const promised = new Map<string, number>();
        const policy = observed(easyBackfilling(), (now, running, free, queue) => {
          const head = queue[0];
          if (head === undefined) return;
          const t = timeline(now, 1000, free, running);
          const shadow = now + t.findIndex((f) => f >= head.processors);
          promised.set(head.id, Math.min(promised.get(head.id) ?? Infinity, shadow));
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
});
