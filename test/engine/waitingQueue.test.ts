import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSimulation, homogeneousPlatform, startJob, type ClusterView, type Job, type JobQueue, type PolicyContext, type RigidJob } from '../../src/engine/index';
import { WaitingQueue, type QueueEntry } from '../../src/engine/internals/WaitingQueue';
import { InvalidInputError } from '../../src/errors/index';
import { easyBackfilling, fcfs } from '../../src/policies/index';

const job = (i: number): RigidJob => ({ kind: 'rigid', id: `j${i}`, submit: i, processors: 1, runtime: 1, estimate: 1 });

describe('WaitingQueue (the engine queue behind ClusterView.queue)', () => {
  it('behaves as an array under pushes and removals, head or not, across compactions', () => {
    // Model: a plain array. Operations: push the next job, remove the head, remove the k-th job.
    const op = fc.oneof(
      fc.constant({ kind: 'push' as const }),
      fc.constant({ kind: 'head' as const }),
      fc.record({ kind: fc.constant('at' as const), k: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 400, size: 'max' }), fc.integer({ min: 0, max: 3000 }), (ops, prefill) => {
        const q = new WaitingQueue();
        const model: Job[] = [];
        const entries = new Map<Job, QueueEntry>();
        let next = 0;
        const push = (): void => {
          const j = job(next++);
          const e = { job: j, slot: -1 };
          entries.set(j, e);
          q.push(e);
          model.push(j);
        };
        for (let i = 0; i < prefill; i++) push();
        for (const o of ops) {
          if (o.kind === 'push') push();
          else if (model.length > 0) {
            const k = o.kind === 'head' ? 0 : o.k % model.length;
            q.remove(entries.get(model[k]!)!);
            model.splice(k, 1);
          }
          expect(q.length).toBe(model.length);
          const probe = model.length === 0 ? 0 : (next * 7919) % model.length; // one position, read after every change
          expect(q.at(probe)).toBe(model[probe]);
        }
        expect([...q]).toEqual(model);
        for (const i of [0, 1, model.length - 1, model.length, -1, -model.length, -model.length - 1]) expect(q.at(i)).toBe(model.at(i));
        for (let i = 0; i < model.length; i++) expect(q.at(i)).toBe(model[i]);
        for (const x of [0.5, -0.5, 1.9, -1.5, Number.NaN, model.length - 0.5]) expect(q.at(x)).toBe(model.at(x)); // as Array.prototype.at
      }),
      { numRuns: 60 },
    );
  }, 60_000); // about 3 s alone; a wide margin for a busy machine

  it('head removals do not move the queue: the removed prefix is dropped in amortised O(1) (compaction keeps storage within 2x + 32)', () => {
    const q = new WaitingQueue();
    const jobs = Array.from({ length: 100_000 }, (_, i) => job(i));
    const entries = jobs.map((j) => ({ job: j, slot: -1 }));
    for (const e of entries) q.push(e);
    const storage = (): number => (q as unknown as { items: unknown[] }).items.length;
    let compactions = 0;
    let last = storage();
    for (let i = 0; i < jobs.length; i++) {
      q.remove(entries[i]!);
      if (storage() !== last) {
        compactions++;
        last = storage();
      }
      if (q.at(0) !== jobs[i + 1] || storage() > 2 * q.length + 32) expect.fail(`after ${i + 1} removals: head ${q.at(0)?.id}, storage ${storage()} for ${q.length} jobs`);
    }
    // each compaction copies at most the live half: about log2(100,000 / 32) of them
    expect(compactions).toBeGreaterThan(3);
    expect(compactions).toBeLessThan(20);
  });

  it('removals behind the head (backfilled jobs) are compacted away, renumbering slots, and reads stay right', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 6000 }), fc.double({ min: 0.5, max: 0.98, noNaN: true }), fc.integer(), (n, share, seed) => {
        const q = new WaitingQueue();
        const entries = Array.from({ length: n }, (_, i) => ({ job: job(i), slot: -1 }));
        for (const e of entries) q.push(e);
        const model = entries.slice();
        const storage = (): number => (q as unknown as { items: unknown[] }).items.length;
        let x = seed >>> 0;
        const removals = Math.floor(share * n);
        for (let r = 0; r < removals; r++) {
          x = (Math.imul(x, 1103515245) + 12345) >>> 0;
          const k = 1 + (x % (model.length - 1)); // never the head: holes behind it
          q.remove(model[k]!);
          model.splice(k, 1);
          if (storage() > 2 * q.length + 32) expect.fail(`storage ${storage()} for ${q.length} jobs`);
          if (r % 500 === 0) for (let i = 0; i < model.length; i += 37) expect(q.at(i)).toBe(model[i]!.job);
        }
        expect([...q]).toEqual(model.map((e) => e.job));
        for (let i = 0; i < model.length; i++) expect(q.at(i)).toBe(model[i]!.job); // in order
        for (let i = model.length - 1; i >= 0; i -= 3) expect(q.at(i)).toBe(model[i]!.job); // backwards: the tree
        for (const e of model) q.remove(e); // every slot number still right after the renumbering
        expect(q.length).toBe(0);
      }),
      { numRuns: 15 },
    );
  });

  it('refuses to remove an entry it does not hold in that slot', () => {
    const q = new WaitingQueue();
    const a = { job: job(0), slot: -1 };
    const b = { job: job(1), slot: -1 };
    q.push(a);
    q.push(b);
    expect(() => q.remove({ job: job(2), slot: 1 })).toThrow(/slot 1 does not hold job "j2"/);
    q.remove(a);
    expect(() => q.remove(a)).toThrow(/does not hold job "j0"/);
    expect(q.at(0)).toBe(b.job);
  });
});

describe('ClusterView.queue (and its deprecated alias waiting)', () => {
  it('reads the same jobs by index, at(i) and iteration at every scheduling point of a run, in submission order', () => {
    const jobs = Array.from({ length: 60 }, (_, i): RigidJob => ({ kind: 'rigid', id: `j${i}`, submit: Math.floor(i / 3) * 5, processors: 1 + (i % 4), runtime: 7 + (i % 11), estimate: 20 }));
    const inner = easyBackfilling();
    let points = 0;
    const checking = {
      name: 'checking',
      decide(view: ClusterView, ctx: PolicyContext) {
        points++;
        const q = view.queue;
        const byIndex: Job[] = [];
        for (let i = 0; i < q.length; i++) byIndex.push(q[i]!);
        expect([...q]).toEqual(byIndex);
        for (let i = 0; i < q.length; i++) expect(q.at(i)).toBe(byIndex[i]);
        expect(byIndex.map((j) => j.submit)).toEqual(byIndex.map((j) => j.submit).sort((x, y) => x - y));
        for (const k of [q.length, q.length + 1, 2 ** 32]) expect(q[k]).toBeUndefined();
        const loose = q as unknown as Record<string, unknown>;
        for (const k of ['-1', '01', '1.0', 'NaN', ' 1']) expect(loose[k]).toBeUndefined(); // not array indices
        expect(view.waiting).toBe(q); // one object, one accessor
        expect(view.queue).toBe(q);
        return inner.decide(view, ctx);
      },
    };
    const r = createSimulation({ platform: homogeneousPlatform({ servers: 6 }), jobs }).run(checking);
    expect(points).toBeGreaterThan(20);
    expect(r.jobs.map((j) => j.start)).toEqual(createSimulation({ platform: homogeneousPlatform({ servers: 6 }), jobs }).run(easyBackfilling()).jobs.map((j) => j.start));
  });

  it('is live: a kept queue shows later changes, a copy does not; it is read-only and refuses array methods by name', () => {
    const jobs = [job(0), job(0.5), job(0.7)].map((j) => ({ ...j, submit: 0 }));
    let first: readonly Job[] | undefined;
    let live: JobQueue | undefined;
    let checked = false;
    const r = createSimulation({ platform: homogeneousPlatform({ servers: 1 }), jobs }).run({
      name: 'keeper',
      decide(view) {
        first ??= [...view.queue];
        live ??= view.queue;
        if (!checked) {
          checked = true;
          const q = view.queue as unknown as Job[];
          expect(() => q.map((j) => j.id)).toThrow(InvalidInputError);
          expect(() => q.slice()).toThrow(/not an array; copy it first \(\[\.\.\.view\.queue\]\.slice/);
          expect(() => {
            q[0] = job(9);
          }).toThrow(TypeError);
          expect(() => {
            (q as { length: number }).length = 0;
          }).toThrow(TypeError);
          expect(q[0]!.id).toBe('j0');
          expect(String(view.queue)).toBe('[object Object]');
          expect(Object.isFrozen(Object.getPrototypeOf(Object.getPrototypeOf(view.queue)))).toBe(true);
        }
        const head = view.queue[0];
        return head !== undefined && view.availableServers.length > 0 ? [startJob(head.id, [view.availableServers[0]!])] : [];
      },
    });
    expect(r.jobs.map((j) => j.start)).toEqual([0, 1, 2]);
    expect(first!.map((j) => j.id)).toEqual(['j0', 'j0.5', 'j0.7']);
    expect(live!.length).toBe(0); // every job started since
    expect(live![0]).toBeUndefined();
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
