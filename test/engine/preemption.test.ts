import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSimulation, platform, preemptJob, startJob, type RigidJob } from '../../src/engine/index';
import { conservativeBackfilling, easyBackfilling, fcfs, queuePreemption } from '../../src/policies/index';
import { InvalidInputError, SimulationError } from '../../src/errors/index';
import { scripted } from '../helpers/scripted';

// Issue 39 (round 2, point 2): preemption by queue priority, Slurm's PreemptType=partition_prio with
// PreemptMode=REQUEUE (slurm.schedmd.com/preempt.html).
const rigid = (id: string, submit: number, processors: number, runtime: number, o: Partial<RigidJob> = {}): RigidJob => ({ kind: 'rigid', id, submit, processors, runtime, estimate: runtime, ...o });
const twoQueues = platform([{ servers: 2 }], { queues: [{ name: 'normal' }, { name: 'urgent', priority: 10 }] });

describe('preempt decisions (hand-computed)', () => {
  it('an urgent job preempts a normal one, which is requeued and restarts with all its work', () => {
    const jobs = [rigid('long', 0, 2, 100, { queue: 0 }), rigid('urgent', 10, 1, 5, { queue: 1 })];
    const r = createSimulation({ platform: twoQueues, jobs }).run(queuePreemption(fcfs()), { trace: true });
    // long 0..10 (10 s lost), urgent 10..15 on server 0, long again 15..115
    expect(r.jobs.map((j) => [j.id, j.start, j.end, j.preemptions])).toEqual([['long', 15, 115, 1], ['urgent', 10, 15, undefined]]);
    expect(r.metrics.preemptions).toBe(1);
    expect(r.metrics.preemptedWork).toBe(10);
    expect(r.trace?.allocations.filter((a) => a.job === 'long').map((a) => [a.start, a.end, a.work])).toEqual([[0, 10, 10], [15, 115, 100]]);
  });

  it('the freed servers are offered at once: a normal job takes the one urgent does not need', () => {
    const three = platform([{ servers: 3 }], { queues: [{ name: 'normal' }, { name: 'urgent', priority: 10 }] });
    const jobs = [rigid('a', 0, 1, 100, { queue: 0 }), rigid('b', 2, 2, 80, { queue: 0 }), rigid('c', 3, 1, 10, { queue: 0 }), rigid('u', 5, 1, 20, { queue: 1 })];
    const r = createSimulation({ platform: three, jobs }).run(queuePreemption(fcfs()));
    // a on 0 from 0, b on 1-2 from 2, c waits; at 5 u preempts b (started last; 3 s lost) and takes
    // server 1; at the same instant FCFS starts c on server 2 (5..15); b needs 2 servers: at 25 (u ends)
    expect(r.jobs.map((j) => [j.id, j.start, j.end])).toEqual([['a', 0, 100], ['b', 25, 105], ['c', 5, 15], ['u', 5, 25]]);
    expect([r.metrics.preemptions, r.metrics.preemptedWork]).toEqual([1, 3]);
  });

  it('equal or lower priority never preempts; a platform without queues is the inner policy', () => {
    const jobs = [rigid('long', 0, 2, 100, { queue: 1 }), rigid('urgent', 10, 1, 5, { queue: 1 })];
    const r = createSimulation({ platform: twoQueues, jobs }).run(queuePreemption(fcfs()));
    expect(r.jobs.map((j) => j.start)).toEqual([0, 100]);
    expect(r.metrics).not.toHaveProperty('preemptions');
    expect(JSON.stringify(r)).not.toMatch(/preempt/);
    const plain = platform([{ servers: 2 }]);
    const sim = createSimulation({ platform: plain, jobs: [rigid('a', 0, 2, 10), rigid('b', 1, 1, 10)] });
    expect(sim.run(queuePreemption(easyBackfilling())).jobs).toEqual(sim.run(easyBackfilling()).jobs);
  });

  it('the engine refuses a preemption of a job that is not running, an unknown job, another mode', () => {
    const sim = createSimulation({ platform: twoQueues, jobs: [rigid('a', 0, 1, 10), rigid('b', 0, 1, 10)] });
    const run = (d: unknown) => sim.run(scripted((v) => (v.now === 0 && v.queue.length === 2 ? [startJob('a', [0]), d as never] : v.queue.length > 0 ? [startJob((v.queue.at(0) as RigidJob).id, [...v.availableServers.slice(0, 1)])] : [])));
    expect(() => run(preemptJob('b'))).toThrow(SimulationError);
    expect(() => run(preemptJob('b'))).toThrow(/preemption of job "b" \("requeue"\): the job is not running/);
    expect(() => run(preemptJob('zz'))).toThrow(/no job with id "zz"/);
    expect(() => run({ type: 'preempt', job: 'a', mode: 'suspend' })).toThrow(/mode must be 'requeue' \(Slurm's PreemptMode=SUSPEND is not modelled\), got "suspend"/);
    expect(() => queuePreemption(fcfs(), { mode: 'suspend' as never })).toThrow(InvalidInputError);
    expect(() => queuePreemption(fcfs(), { grace: 3 } as never)).toThrow(/unknown option "grace"/);
  });
});

describe('preemption properties', () => {
  const arb = fc.record({
    parts: fc.array(fc.uniqueArray(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 5 }), { minLength: 0, maxLength: 2 }),
    prios: fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 2 })),
    specs: fc.array(fc.record({ gap: fc.integer({ min: 0, max: 20 }), p: fc.integer({ min: 1, max: 5 }), r: fc.integer({ min: 1, max: 60 }), over: fc.integer({ min: -30, max: 20 }), q: fc.integer({ min: 0, max: 2 }), part: fc.integer({ min: -1, max: 1 }) }), { minLength: 1, maxLength: 14 }),
    windows: fc.array(fc.record({ servers: fc.uniqueArray(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 5 }), start: fc.integer({ min: 0, max: 200 }), len: fc.integer({ min: 1, max: 100 }), q: fc.integer({ min: -1, max: 2 }) }), { maxLength: 2 }),
    inner: fc.constantFrom('fcfs', 'easy', 'conservative'),
    kill: fc.boolean(),
  });

  it('no job lost, work accounting exact, only a strictly higher queue preempts; partitions and windows (property)', () => {
    fc.assert(
      fc.property(arb, ({ parts, prios, specs, windows, inner, kill }) => {
        const plat = platform([{ servers: 5 }], {
          ...(parts.length > 0 ? { partitions: parts.map((servers, i) => ({ name: `p${i}`, servers })) } : {}),
          queues: prios.map((priority, i) => ({ name: `q${i}`, priority })),
          ...(windows.length > 0 ? { reservations: windows.map((w, i) => ({ name: `w${i}`, servers: w.servers, start: w.start, end: w.start + w.len, ...(w.q >= 0 ? { queue: w.q } : {}) })) } : {}),
        });
        let t = 0;
        const jobs = specs.map((s, i) => {
          t += s.gap;
          const part = s.part >= 0 && s.part < parts.length ? s.part : undefined;
          const width = part === undefined ? 5 : (parts[part] as number[]).length;
          return rigid(`j${i}`, t, Math.min(s.p, width), s.r, { estimate: Math.max(1, s.r + s.over), queue: s.q, ...(part === undefined ? {} : { partition: part }) });
        });
        const made = { fcfs: fcfs(), easy: easyBackfilling(), conservative: conservativeBackfilling() }[inner];
        const r = createSimulation({ platform: plat, jobs }).run(queuePreemption(made), { trace: true, walltime: kill ? 'kill' : 'ignore' });
        expect(r.jobs.length).toBe(jobs.length);
        const allocations = r.trace?.allocations ?? [];
        let lost = 0;
        let preempted = 0;
        for (const j of r.jobs) {
          const job = jobs.find((x) => x.id === j.id) as RigidJob;
          const mine = allocations.filter((a) => a.job === j.id).sort((a, b) => a.start - b.start);
          const last = mine[mine.length - 1]!;
          expect([last.start, last.end]).toEqual([j.start, j.end]);
          // the last attempt does all the work (or is killed at its walltime)
          expect(last.work).toBe(j.state === 'killed' ? job.estimate : job.runtime);
          expect(mine.length - 1).toBe(j.preemptions ?? 0);
          for (const a of mine.slice(0, -1)) {
            lost += a.work;
            preempted++;
            expect(a.work).toBe(a.end - a.start);
            // a job of a strictly higher queue starts then on one of its servers
            const by = allocations.filter((b) => b.start === a.end && b.servers.some((s) => a.servers.includes(s)));
            const pr = (id: string): number => prios[(jobs.find((x) => x.id === id) as RigidJob).queue as number] as number;
            expect(by.some((b) => pr(b.job) > pr(j.id))).toBe(true);
          }
        }
        expect(r.metrics.preemptions ?? 0).toBe(preempted);
        expect(r.metrics.preemptedWork ?? 0).toBe(lost);
      }),
      { numRuns: 300, seed: 39 },
    );
  });
});
