import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clusterView, createSimulation, homogeneousPlatform, type AllocationSegment, type RigidJob } from '../../src/engine/index';
import { conservativeBackfilling, easyBackfilling, fcfs, multifactorFamily, multifactorPriority } from '../../src/policies/index';
import { InvalidInputError } from '../../src/errors/index';

const job = (id: string, submit: number, processors: number, user: number, group: number, runtime = 100): RigidJob => ({ kind: 'rigid', id, submit, processors, runtime, estimate: runtime, user, group });

describe('multifactorPriority (Slurm priority/multifactor, classic fair-share)', () => {
  it('reproduces a hand-computed ordering: age, size and fair-share with decay', () => {
    // 4 servers; running: A (user 1, group 1) on 2 servers since 0, D (user 2, group 1) on 1 since 50;
    // now = 100, half-life 50 s. Decayed usage u = p * h/ln2 * (1 - 2^(-(now - start)/h)):
    const h = 50;
    const u1 = ((2 * h) / Math.LN2) * (1 - 2 ** -2); // 108.2 processor-seconds
    const u2 = ((1 * h) / Math.LN2) * (1 - 2 ** -1); // 36.07
    const U1 = u1 / (u1 + u2); // 0.75
    const U2 = u2 / (u1 + u2); // 0.25
    // groups 1 (users 1, 2) and 2 (user 3) share equally; users equally within their group
    const S12 = 0.5 * 0.5;
    const S3 = 0.5 * 1;
    const UEg1 = 1; // group 1 used everything
    const F1 = 2 ** (-(U1 + (UEg1 - U1) * 0.5) / S12); // UE = 0.875 -> 2^-3.5
    const F2 = 2 ** (-(U2 + (UEg1 - U2) * 0.5) / S12); // UE = 0.625 -> 2^-2.5
    const F3 = 2 ** -(0 / S3); // no usage -> 1
    expect([F1, F2, F3]).toEqual([2 ** -3.5, 2 ** -2.5, 1]);
    const q1 = job('q1', 10, 1, 1, 1);
    const q2 = job('q2', 20, 3, 2, 1);
    const q3 = job('q3', 90, 1, 3, 2);
    const view = clusterView({
      now: 100,
      platform: homogeneousPlatform({ servers: 4 }),
      servers: [{ state: 'computing' }, { state: 'computing' }, { state: 'computing' }, { state: 'idle' }],
      queue: [q1, q2, q3],
      running: [
        { job: job('A', 0, 2, 1, 1, 500), start: 0, servers: [0, 1] },
        { job: job('D', 0, 1, 2, 1, 500), start: 50, servers: [2] },
      ],
    });
    const priority = multifactorPriority({ weights: { age: 1000, size: 1000, fairShare: 10000 }, halfLife: h, maxAge: 100 });
    const p = Array.from(priority.priorities(view, [q1, q2, q3]));
    // age (now - submit)/maxAge, size processors/servers, fair-share F
    const expected = [1000 * 0.9 + 1000 * 0.25 + 10000 * F1, 1000 * 0.8 + 1000 * 0.75 + 10000 * F2, 1000 * 0.1 + 1000 * 0.25 + 10000 * F3];
    expect(p[0]).toBeCloseTo(expected[0]!, 9); // 2033.9
    expect(p[1]).toBeCloseTo(expected[1]!, 9); // 3317.8
    expect(p[2]).toBeCloseTo(expected[2]!, 9); // 10350
    // as an order: q3, q2, q1 (FCFS would take q1 first); favorSmall turns the size factor around
    expect(fcfs({ order: priority }).decide(view, { rng: undefined as never })).toEqual([{ type: 'start', job: 'q3', servers: [3] }]);
    const small = multifactorPriority({ weights: { size: 1 }, favorSmall: true });
    expect(Array.from(small.priorities(view, [q1, q2, q3]))).toEqual([1, 1 - 2 / 4, 1]);
  });

  it('fair-share across a run: the usage decays between calls exactly as the closed form', () => {
    // one server; a (user 1) runs 0..100; b (user 1, submitted 1) and c (user 2, submitted 2) wait.
    // With fair-share only, c runs first (user 2 used nothing), then b.
    const jobs = [job('a', 0, 1, 1, 1), job('b', 1, 1, 1, 1, 10), job('c', 2, 1, 2, 1, 10)];
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 1 }), jobs });
    const order = multifactorPriority({ weights: { fairShare: 1, age: 0.001 }, halfLife: 100, maxAge: 1e6 });
    expect(sim.run(easyBackfilling({ order })).jobs.map((j) => j.start)).toEqual([0, 110, 100]);
    // with age weighted far more than fair-share, submission order again
    const aged = multifactorPriority({ weights: { fairShare: 1, age: 1e9 }, halfLife: 100, maxAge: 1e6 });
    expect(sim.run(easyBackfilling({ order: aged })).jobs.map((j) => j.start)).toEqual([0, 100, 110]);
  });

  it('usage history is per run: the same policy object gives the same result twice (property), whatever observes it', () => {
    const arb = fc.array(fc.record({ gap: fc.integer({ min: 0, max: 50 }), p: fc.integer({ min: 1, max: 4 }), r: fc.integer({ min: 1, max: 200 }), user: fc.integer({ min: 0, max: 3 }), group: fc.integer({ min: 0, max: 1 }) }), { minLength: 2, maxLength: 25 });
    fc.assert(
      fc.property(arb, fc.constantFrom('easy', 'conservative', 'fcfs'), (specs, scheduler) => {
        let t = 0;
        const jobs = specs.map((s, i) => job(`j${i}`, (t += s.gap), s.p, s.user, s.group, s.r));
        const sim = createSimulation({ platform: homogeneousPlatform({ servers: 4 }), jobs });
        const policy = multifactorFamily({ scheduler, halfLife: 300, maxAge: 600 }).create([0.3, 0.1, 1, 0]);
        const first = sim.run(policy);
        expect(sim.run(policy)).toEqual(first);
        // a second reader of the same priority between rounds changes nothing (usage is path-independent)
        const order = multifactorPriority({ weights: { age: 0.3, size: 0.1, fairShare: 1 }, halfLife: 300, maxAge: 600 });
        const make = { easy: easyBackfilling, conservative: conservativeBackfilling, fcfs }[scheduler];
        const handle = sim.start(make({ order }));
        while (handle.step() !== undefined) order.priorities(handle.view, [...handle.view.queue] as RigidJob[]);
        expect(handle.finish().jobs.map((j) => j.start)).toEqual(first.jobs.map((j) => j.start));
      }),
      { numRuns: 60, seed: 39 },
    );
  });

  it('refuses unknown options and weights, negative weights and bad half-lives', () => {
    expect(() => multifactorPriority({ weights: { fairshare: 1 } as never })).toThrow(/unknown option "fairshare"; valid: age, size, fairShare, queue/);
    expect(() => multifactorPriority({ weight: {} } as never)).toThrow(InvalidInputError);
    expect(() => multifactorPriority({ weights: { age: -1 } })).toThrow(/weights\.age must be a finite number >= 0/);
    expect(() => multifactorPriority({ halfLife: 0 })).toThrow(/halfLife must be a finite number > 0/);
    expect(() => multifactorFamily().create([0, 0, 2, 0])).toThrow(/fairShare = 2 is outside its range \[0, 1\]/);
    expect(() => multifactorFamily({ scheduler: 'sjf' as never })).toThrow(/scheduler must be/);
  });

  it('names the policy after the priority', () => {
    expect(easyBackfilling({ order: multifactorPriority() }).name).toBe('easyBackfilling(multifactor)');
    expect(multifactorFamily({ scheduler: 'conservative' }).create([0.5, 0, 1, 0]).name).toBe('conservativeBackfilling(multifactor[0.5,0,1,0])');
  });
});

/** Decayed usage at `now` per `group/user`, per group and in total, recomputed from a run's allocations (brute force). */
function usageAt(trace: readonly AllocationSegment[], byId: ReadonlyMap<string, RigidJob>, now: number, h: number) {
  const usage = new Map<string, number>();
  const groupUsage = new Map<number, number>();
  let total = 0;
  for (const a of trace) {
    if (a.start >= now) continue;
    const j = byId.get(a.job) as RigidJob;
    const u = ((a.servers.length * h) / Math.LN2) * (2 ** (-(now - Math.min(a.end, now)) / h) - 2 ** (-(now - a.start) / h));
    usage.set(`${j.group}/${j.user}`, (usage.get(`${j.group}/${j.user}`) ?? 0) + u);
    groupUsage.set(j.group as number, (groupUsage.get(j.group as number) ?? 0) + u);
    total += u;
  }
  return { usage, groupUsage, total };
}

/** Random job sets of 4 users in 2 groups on 3 servers, and a half-life. */
const arbUsers = fc.record({
  specs: fc.array(fc.record({ gap: fc.integer({ min: 0, max: 40 }), p: fc.integer({ min: 1, max: 3 }), r: fc.integer({ min: 1, max: 120 }), user: fc.integer({ min: 0, max: 3 }), group: fc.integer({ min: 0, max: 1 }) }), { minLength: 1, maxLength: 18 }),
  h: fc.integer({ min: 10, max: 400 }),
});

function usersRun(specs: ReadonlyArray<{ gap: number; p: number; r: number; user: number; group: number }>) {
  let t = 0;
  const jobs = specs.map((s, i) => job(`j${i}`, (t += s.gap), s.p, s.user, s.group, s.r));
  return { jobs, sim: createSimulation({ platform: homogeneousPlatform({ servers: 3 }), jobs }) };
}

describe('fair-share usage against a brute-force recomputation', () => {
  it('at every round, the factor of each user equals the classic formula over the decayed usage of the trace so far (property)', () => {
    fc.assert(
      fc.property(arbUsers, ({ specs, h }) => {
        const { jobs, sim } = usersRun(specs);
        const policy = easyBackfilling({ order: multifactorPriority({ weights: { fairShare: 1, age: 0.5 }, halfLife: h, maxAge: 300 }) });
        const trace = sim.run(policy, { trace: true }).trace!.allocations;
        const byId = new Map(jobs.map((j) => [j.id, j]));
        // probes: one job per (group, user) pair, so that every pair is known from the start
        const probes = [0, 1].flatMap((g) => [0, 1, 2, 3].map((u) => job(`p${g}-${u}`, 0, 1, u, g)));
        const observer = multifactorPriority({ weights: { fairShare: 1 }, halfLife: h });
        const handle = sim.start(policy);
        while (handle.step() !== undefined) {
          const { usage, groupUsage, total } = usageAt(trace, byId, handle.view.now, h);
          const got = observer.priorities(handle.view, probes);
          probes.forEach((p, k) => {
            const users = 4; // per group, all known through the probes
            const S = (1 / 2) * (1 / users);
            const U = total > 0 ? (usage.get(`${p.group}/${p.user}`) ?? 0) / total : 0;
            const UG = total > 0 ? (groupUsage.get(p.group as number) ?? 0) / total : 0;
            const expected = total > 0 ? 2 ** (-(U + (UG - U) / users) / S) : 1;
            expect(got[k]).toBeCloseTo(expected, 9);
          });
        }
      }),
      { numRuns: 80, seed: 39 },
    );
  });

  it("the policy's own tracker (called before its decisions, jobs started and ended between calls) gives the same factors (property)", () => {
    fc.assert(
      fc.property(arbUsers, ({ specs, h }) => {
        const { jobs, sim } = usersRun(specs);
        const inner = multifactorPriority({ weights: { fairShare: 1 }, halfLife: h });
        const calls: Array<{ now: number; jobs: RigidJob[]; values: number[] }> = [];
        const spy = { name: 'spy', toString: () => 'spy', priorities: (view: Parameters<typeof inner.priorities>[0], js: readonly RigidJob[]) => {
          const values = inner.priorities(view, js);
          calls.push({ now: view.now, jobs: [...js], values: Array.from(values) });
          return values;
        } };
        const trace = sim.run(fcfs({ order: spy }), { trace: true }).trace!.allocations;
        const byId = new Map(jobs.map((j) => [j.id, j]));
        for (const c of calls) {
          const { usage, groupUsage, total } = usageAt(trace, byId, c.now, h);
          // the share tree: groups and users of the jobs submitted so far
          const seen = jobs.filter((j) => j.submit <= c.now);
          const groups = new Set(seen.map((j) => j.group));
          c.jobs.forEach((j, k) => {
            const users = new Set(seen.filter((x) => x.group === j.group).map((x) => x.user)).size;
            const S = 1 / groups.size / users;
            const U = total > 0 ? (usage.get(`${j.group}/${j.user}`) ?? 0) / total : 0;
            const UG = total > 0 ? (groupUsage.get(j.group as number) ?? 0) / total : 0;
            expect(c.values[k]).toBeCloseTo(total > 0 ? 2 ** (-(U + (UG - U) / users) / S) : 1, 9);
          });
        }
      }),
      { numRuns: 80, seed: 39 },
    );
  });
});
