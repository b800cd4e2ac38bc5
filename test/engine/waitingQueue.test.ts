import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSimulation, homogeneousPlatform, startJob, type ClusterView, type Job, type PolicyContext, type RigidJob } from '../../src/engine/index';
import { WaitingQueue } from '../../src/engine/internals/WaitingQueue';
import { easyBackfilling, fcfs } from '../../src/policies/index';

const job = (i: number): RigidJob => ({ kind: 'rigid', id: `j${i}`, submit: i, processors: 1, runtime: 1, estimate: 1 });

describe('WaitingQueue (the engine queue behind ClusterView.waiting)', () => {
  it('behaves as an array under pushes and removals, head or not, across compactions', () => {
    // Model: a plain array. Operations: push the next job, remove the head, remove the k-th job.
    const op = fc.oneof(
      fc.constant({ kind: 'push' as const }),
      fc.constant({ kind: 'head' as const }),
      fc.record({ kind: fc.constant('at' as const), k: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 400 }), fc.integer({ min: 0, max: 3000 }), (ops, prefill) => {
        const q = new WaitingQueue();
        const model: Job[] = [];
        let next = 0;
        for (let i = 0; i < prefill; i++) {
          const j = job(next++);
          q.push(j);
          model.push(j);
        }
        for (const o of ops) {
          if (o.kind === 'push') {
            const j = job(next++);
            q.push(j);
            model.push(j);
          } else if (model.length > 0) {
            const k = o.kind === 'head' ? 0 : o.k % model.length;
            q.remove(model[k]!);
            model.splice(k, 1);
          }
          expect(q.length).toBe(model.length);
        }
        expect([...q]).toEqual(model);
        expect(q.snapshot()).toEqual(model);
        for (const i of [0, 1, model.length - 1, model.length, -1, -model.length, -model.length - 1]) expect(q.at(i)).toBe(model.at(i));
      }),
      { numRuns: 60 },
    );
  });

  it('head removals do not move the queue: the removed prefix is dropped in amortised O(1) (compaction keeps storage within 2x + 1,024)', () => {
    const q = new WaitingQueue();
    const jobs = Array.from({ length: 100_000 }, (_, i) => job(i));
    for (const j of jobs) q.push(j);
    const storage = (): number => (q as unknown as { items: Job[] }).items.length;
    let compactions = 0;
    let last = storage();
    for (const [i, j] of jobs.entries()) {
      q.remove(j);
      if (storage() !== last) {
        compactions++;
        last = storage();
      }
      if (q.at(0) !== jobs[i + 1] || storage() > 2 * q.length + 1024) expect.fail(`after ${i + 1} removals: head ${q.at(0)?.id}, storage ${storage()} for ${q.length} jobs`);
    }
    // each compaction copies at most the live half: about log2(100,000 / 1,024) of them
    expect(compactions).toBeGreaterThan(3);
    expect(compactions).toBeLessThan(20);
  });

  it('snapshot is shared until the queue changes, and an old snapshot does not change', () => {
    const q = new WaitingQueue();
    for (let i = 0; i < 3; i++) q.push(job(i));
    const a = q.snapshot();
    expect(q.snapshot()).toBe(a);
    q.remove(a[0]!);
    const b = q.snapshot();
    expect(b).not.toBe(a);
    expect(a.map((j) => j.id)).toEqual(['j0', 'j1', 'j2']);
    expect(b.map((j) => j.id)).toEqual(['j1', 'j2']);
  });
});

describe('ClusterView.queue and ClusterView.waiting', () => {
  it('show the same jobs at every scheduling point of a run, in submission order', () => {
    const jobs = Array.from({ length: 60 }, (_, i): RigidJob => ({ kind: 'rigid', id: `j${i}`, submit: Math.floor(i / 3) * 5, processors: 1 + (i % 4), runtime: 7 + (i % 11), estimate: 20 }));
    const inner = easyBackfilling();
    let points = 0;
    const checking = {
      name: 'checking',
      decide(view: ClusterView, ctx: PolicyContext) {
        points++;
        expect([...view.waiting]).toEqual(view.queue);
        expect(view.waiting.length).toBe(view.queue.length);
        expect(view.waiting.at(0)).toBe(view.queue[0]);
        expect(view.queue).toBe(view.queue); // one snapshot per change, not per read
        return inner.decide(view, ctx);
      },
    };
    const r = createSimulation({ platform: homogeneousPlatform({ servers: 6 }), jobs }).run(checking);
    expect(points).toBeGreaterThan(20);
    expect(r.jobs.map((j) => j.start)).toEqual(createSimulation({ platform: homogeneousPlatform({ servers: 6 }), jobs }).run(easyBackfilling()).jobs.map((j) => j.start));
  });

  it('a policy may keep an earlier queue snapshot: later starts do not change it', () => {
    const jobs = [job(0), job(0.5), job(0.7)].map((j) => ({ ...j, submit: 0 }));
    let first: readonly Job[] | undefined;
    const r = createSimulation({ platform: homogeneousPlatform({ servers: 1 }), jobs }).run({
      name: 'keeper',
      decide(view) {
        first ??= view.queue;
        const head = view.waiting.at(0);
        return head !== undefined && view.availableServers.length > 0 ? [startJob(head.id, [view.availableServers[0]!])] : [];
      },
    });
    expect(r.jobs.map((j) => j.start)).toEqual([0, 1, 2]);
    expect(first!.map((j) => j.id)).toEqual(['j0', 'j0.5', 'j0.7']);
  });

  it('FCFS and EASY give the schedules they gave on the array queue (pinned by the golden and pyss tests too)', () => {
    const jobs = Array.from({ length: 200 }, (_, i): RigidJob => ({ kind: 'rigid', id: `s${i}`, submit: 0, processors: 1 + ((i * 7) % 5), runtime: 10 + ((i * 13) % 17), estimate: 40 }));
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 8 }), jobs });
    // a reference FCFS written on the array snapshot
    const arrayFcfs = {
      name: 'arrayFcfs',
      decide(view: ClusterView) {
        const free = view.availableServers;
        const out = [];
        let used = 0;
        for (const j of view.queue as readonly RigidJob[]) {
          if (j.processors > free.length - used) break;
          out.push(startJob(j.id, free.slice(used, used + j.processors)));
          used += j.processors;
        }
        return out;
      },
    };
    expect(sim.run(fcfs()).jobs.map((j) => j.start)).toEqual(sim.run(arrayFcfs).jobs.map((j) => j.start));
  });
});
