import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ClusterView } from '../../src/engine/ClusterView';
import { createSimulation } from '../../src/engine/createSimulation';
import { homogeneousPlatform } from '../../src/engine/homogeneousPlatform';
import type { RigidJob } from '../../src/engine/Job';
import type { Policy } from '../../src/engine/Policy';
import { easyBackfilling, type EasyBackfillingOptions } from '../../src/policies/easyBackfilling';
import { BackfillIndex } from '../../src/policies/internals/BackfillIndex';
import { traceArb } from './easyConservativeHelpers';
import { loadBound } from '../helpers/loadBound';

/**
 * EASY as it ran before its backfill index: handed a fresh copy of the queue at every call, it
 * cannot keep an index between calls and scans the queue (the path the pyss oracles pin).
 */
function scanning(options: EasyBackfillingOptions = {}): Policy {
  const inner = easyBackfilling(options);
  return {
    name: 'scanning',
    decide(view, ctx) {
      const copy = [...view.waiting];
      const fresh: ClusterView = {
        now: view.now,
        platform: view.platform,
        queue: copy,
        waiting: copy,
        running: view.running,
        availableServers: view.availableServers,
        maxData: view.maxData,
        completedJobs: view.completedJobs,
        totalJobs: view.totalJobs,
        serverState: (s) => view.serverState(s),
        serverJob: (s) => view.serverJob(s),
        readyAt: (s) => view.readyAt(s),
        stateSince: (s) => view.stateSince(s),
        transitionEnd: (s) => view.transitionEnd(s),
      };
      return inner.decide(fresh, ctx);
    },
  };
}

/** Saturated and bursty workloads with ties: many jobs wait, so the index does the work. */
const busyArb = fc.integer({ min: 2, max: 64 }).chain((servers) =>
  fc
    .array(
      fc.record({
        gap: fc.oneof(fc.constant(0), fc.constant(0), fc.integer({ min: 0, max: 300 }), fc.double({ min: 0, max: 5, noNaN: true })),
        processors: fc.integer({ min: 1, max: servers }),
        runtime: fc.integer({ min: 1, max: 2000 }),
        factor: fc.oneof(fc.constant(1), fc.double({ min: 0.3, max: 4, noNaN: true })),
      }),
      { minLength: 1, maxLength: 700, size: 'max' }, // queues past 256 jobs, where EASY keeps its index
    )
    .map((raw) => {
      let t = 0;
      const jobs = raw.map((r, i): RigidJob => {
        t += r.gap;
        return { kind: 'rigid', id: `j${i}`, submit: t, processors: r.processors, runtime: r.runtime, estimate: Math.max(1, Math.round(r.runtime * r.factor)) };
      });
      return { servers, jobs };
    }),
);

describe('EASY backfilling with its backfill index', () => {
  for (const [label, options] of [
    ['estimates', {}],
    ['actual run times', { useActualRuntime: true }],
  ] as const) {
    it(`schedules as the queue scan does (${label}), on busy and on small traces`, () => {
      fc.assert(
        fc.property(fc.oneof(busyArb, traceArb({ exact: false, maxJobs: 40 })), ({ servers, jobs }) => {
          const sim = createSimulation({ platform: homogeneousPlatform({ servers }), jobs });
          const indexed = sim.run(easyBackfilling(options)).jobs.map((j) => j.start);
          expect(indexed).toEqual(sim.run(scanning(options)).jobs.map((j) => j.start));
        }),
        { numRuns: 80 },
      );
    });
  }

  it('one policy object serves run after run, and runs nested inside its decisions', () => {
    fc.assert(
      fc.property(busyArb, busyArb, ({ servers, jobs }, other) => {
        const sim = createSimulation({ platform: homogeneousPlatform({ servers }), jobs });
        const otherSim = createSimulation({ platform: homogeneousPlatform({ servers: other.servers }), jobs: other.jobs });
        const want = sim.run(easyBackfilling()).jobs.map((j) => j.start);
        const wantOther = otherSim.run(easyBackfilling()).jobs.map((j) => j.start);
        const shared = easyBackfilling();
        expect(sim.run(shared).jobs.map((j) => j.start)).toEqual(want);
        expect(otherSim.run(shared).jobs.map((j) => j.start)).toEqual(wantOther);
        // a run of the other simulation inside every 7th decision of this one, with the same object
        let calls = 0;
        const nesting: Policy = {
          name: 'nesting',
          decide(view, ctx) {
            if (++calls % 7 === 0) expect(otherSim.run(shared).jobs.map((j) => j.start)).toEqual(wantOther);
            return shared.decide(view, ctx);
          },
        };
        expect(sim.run(nesting).jobs.map((j) => j.start)).toEqual(want);
      }),
      { numRuns: 40 },
    );
  }, loadBound(30_000)); // 2-4 s alone, over 5 s (the default limit) on a loaded 2-core machine

  it('a queue of 40,000 jobs at t = 0 gives the schedule of the scan (a saturated run)', () => {
    let x = 7;
    const next = (): number => (x = (Math.imul(x, 1103515245) + 12345) >>> 0) / 4294967296;
    const jobs = Array.from({ length: 40_000 }, (_, i): RigidJob => {
      const runtime = 60 + Math.floor(next() * 3600);
      return { kind: 'rigid', id: `j${i}`, submit: 0, processors: 1 + Math.floor(next() * 32), runtime, estimate: 2 * runtime };
    });
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 100 }), jobs: jobs.slice(0, 3000) });
    expect(sim.run(easyBackfilling()).jobs).toEqual(sim.run(scanning()).jobs);
    const big = createSimulation({ platform: homogeneousPlatform({ servers: 100 }), jobs }).run(easyBackfilling());
    // every job starts, none before its predecessors' reservation allows: the engine checked each
    // decision; spot-check the last start against the total work (100 processors busy at most)
    const work = jobs.reduce((s, j) => s + j.processors * j.runtime, 0);
    expect(big.metrics.makespan).toBeGreaterThanOrEqual(work / 100);
    expect(big.metrics.utilization).toBeGreaterThan(0.9);
  });
});

describe('BackfillIndex', () => {
  it('next() is the first job in queue order that fits, against a brute-force scan', () => {
    const job = (i: number, p: number, d: number): RigidJob => ({ kind: 'rigid', id: `j${i}`, submit: 0, processors: p, runtime: d, estimate: d });
    const op = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), p: fc.integer({ min: 1, max: 8 }), d: fc.integer({ min: 1, max: 50 }) }),
      fc.record({ kind: fc.constant('remove' as const), k: fc.nat() }),
      fc.record({ kind: fc.constant('next' as const), after: fc.integer({ min: -1, max: 400 }), free: fc.integer({ min: 0, max: 9 }), extra: fc.integer({ min: 0, max: 9 }), limit: fc.integer({ min: 0, max: 60 }) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 400, size: 'max' }), (ops) => {
        const ix = new BackfillIndex();
        const live: { job: RigidJob; seq: number; d: number }[] = [];
        let seq = 0;
        for (const o of ops) {
          if (o.kind === 'add') {
            const j = job(seq, o.p, o.d);
            ix.add(j, o.d);
            live.push({ job: j, seq: seq++, d: o.d });
          } else if (o.kind === 'remove') {
            if (live.length === 0) continue;
            const [gone] = live.splice(o.k % live.length, 1);
            expect(ix.remove(gone!.job)).toBe(true);
            expect(ix.remove(gone!.job)).toBe(false);
          } else {
            const want = live.find((e) => e.seq > o.after && e.job.processors <= o.free && (e.job.processors <= o.extra || e.d <= o.limit));
            expect(ix.next(o.after, o.free, o.extra, o.limit)).toBe(want?.job);
          }
          expect(ix.size).toBe(live.length);
          expect(ix.first()).toBe(live[0]?.job);
        }
      }),
      { numRuns: 200 },
    );
  });
});
