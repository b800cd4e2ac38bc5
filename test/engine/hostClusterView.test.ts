import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clusterView, createSimulation, homogeneousPlatform, platform, startJob, type ClusterView, type HostClusterState, type Job, type Policy, type RigidJob } from '../../src/engine/index';
import { InvalidInputError } from '../../src/errors/index';
import { DUPONT_SETUPS, dupontSetup } from '../../src/experiments/index';
import { conservativeBackfilling, easyBackfilling, fcfs } from '../../src/policies/index';
import { seedStream, STREAMS } from '../../src/random/index';

const rigid = (id: string, submit: number, processors: number, runtime: number, estimate = runtime): RigidJob => ({ kind: 'rigid', id, submit, processors, runtime, estimate });

/** The host state a simulator would hold, read here from the engine's own view. */
function stateOf(view: ClusterView): HostClusterState {
  const n = view.platform.serverCount;
  return {
    now: view.now,
    platform: view.platform,
    servers: Array.from({ length: n }, (_, s) => {
      const state = view.serverState(s);
      return state === 'idle' || state === 'computing' ? { state } : { state, readyAt: view.readyAt(s) };
    }),
    queue: [...view.queue],
    running: view.running.map((r) => ({ job: r.job, start: r.start, servers: [...r.servers], reconfiguring: r.reconfiguring, reconfigurations: r.reconfigurations, remainingMass: r.remainingMass })),
    maxData: view.maxData,
    completedJobs: view.completedJobs,
    totalJobs: view.totalJobs,
  };
}

/** Calls `inner` with a view rebuilt by clusterView from the plain state, as a host simulator would. */
const throughHost = (inner: Policy): Policy => ({ name: inner.name, decide: (view, ctx) => inner.decide(clusterView(stateOf(view)), ctx) });

const arbJobs = (malleable: boolean, servers: number) =>
  fc.array(
    fc.record({ submit: fc.integer({ min: 0, max: 3000 }), a: fc.integer({ min: 1, max: 3000 }), p: fc.integer({ min: 1, max: servers }), x: fc.integer({ min: 0, max: 5 }), alpha: fc.double({ min: 0.5, max: 1, noNaN: true }) }),
    { minLength: 1, maxLength: 25 },
  ).map((raw) =>
    raw.map((r, i): Job =>
      malleable
        ? { kind: 'malleable', id: `m${i}`, submit: r.submit, mass: r.a, alpha: r.alpha, data: 50 * r.x, minServers: r.p, maxServers: Math.min(servers, r.p + r.x) }
        : rigid(`r${i}`, r.submit, r.p, r.a, r.a * (1 + r.x)),
    ),
  );

describe('clusterView (policies outside the engine)', () => {
  it('a policy called through clusterView(host state) at every scheduling point gives the run it gives on the engine view', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.boolean(), fc.nat(100), fc.nat(1000), (servers, malleable, pick, seed) =>
        fc.assert(
          fc.property(arbJobs(malleable, servers), (jobs) => {
            const make: (() => Policy)[] = malleable ? DUPONT_SETUPS.map((s) => () => dupontSetup(s)) : [fcfs, () => easyBackfilling(), () => conservativeBackfilling()];
            const policy = make[pick % make.length]!;
            const sim = createSimulation({ platform: homogeneousPlatform({ servers }), jobs });
            expect(sim.run(throughHost(policy()), { seed })).toEqual(sim.run(policy(), { seed }));
          }),
          { numRuns: 3 },
        ),
      ),
      { numRuns: 40 },
    );
  });

  it('builds the view of a hand-written state: available servers, holders, readyAt, remaining work (hand-computed)', () => {
    const p = platform([{ servers: 2 }, { servers: 2, speed: 2 }]);
    const m: Job = { kind: 'malleable', id: 'm', submit: 0, mass: 1000, alpha: 0.5, data: 30, minServers: 1, maxServers: 4 };
    const view = clusterView({
      now: 100,
      platform: p,
      servers: [{ state: 'computing' }, { state: 'off', readyAt: 900 }, { state: 'computing' }, { state: 'idle' }],
      queue: [rigid('q', 90, 1, 10)],
      running: [{ job: m, start: 20, servers: [2, 0] }],
    });
    expect(view.now).toBe(100);
    expect([...view.queue].map((j) => j.id)).toEqual(['q']);
    expect(view.queue[0]!.id).toBe('q');
    expect(view.waiting).toBe(view.queue);
    expect(view.availableServers).toEqual([3]);
    expect(view.serverJob(0)).toBe('m');
    expect(view.serverJob(3)).toBeUndefined();
    expect(view.serverState(1)).toBe('off');
    expect(view.readyAt(1)).toBe(900);
    expect(view.readyAt(3)).toBe(100);
    expect(view.readyAt(0)).toBeNaN();
    expect(view.running[0]!.servers).toEqual([0, 2]);
    // 80 s on 2 servers, the slowest of speed 1: 1000 - 80 * 2^0.5
    expect(view.running[0]!.remainingMass).toBe(1000 - 80 * Math.pow(2, 0.5) * 1);
    expect(view.maxData).toBe(30);
    expect(view.totalJobs).toBe(2);
    expect(Object.isFrozen(view)).toBe(true);
    expect(Object.isFrozen(view.running[0])).toBe(true);
    expect(() => view.serverState(4)).toThrow(RangeError);
    // and a built-in policy decides on it
    expect(easyBackfilling().decide(view, { rng: seedStream(1, STREAMS.policy) })).toEqual([startJob('q', [3])]);
  });

  it('refuses an inconsistent state with an InvalidInputError naming the field', () => {
    const base: HostClusterState = {
      now: 50,
      platform: homogeneousPlatform({ servers: 3 }),
      servers: [{ state: 'computing' }, { state: 'idle' }, { state: 'idle' }],
      queue: [rigid('b', 10, 1, 5)],
      running: [{ job: rigid('a', 0, 1, 100), start: 0, servers: [0] }],
    };
    expect(() => clusterView(base)).not.toThrow();
    const cases: [Partial<HostClusterState>, RegExp][] = [
      [{ now: Number.NaN }, /state\.now: expected a finite number >= 0/],
      [{ servers: base.servers.slice(0, 2) }, /state\.servers: expected an array of the platform's 3 servers/],
      [{ servers: [{ state: 'computing' }, { state: 'asleep' as 'idle' }, { state: 'idle' }] }, /state\.servers\[1\]\.state: expected one of off, switchingOn/],
      [{ servers: [{ state: 'computing' }, { state: 'off' }, { state: 'idle' }] }, /state\.servers\[1\]\.readyAt: expected a time >= now \(50 s\) for a server that is off/],
      [{ servers: [{ state: 'computing' }, { state: 'computing' }, { state: 'idle' }] }, /state\.servers\[1\]\.state: expected a state other than 'computing' \(no running job holds server 1\)/],
      [{ servers: [{ state: 'idle' }, { state: 'idle' }, { state: 'idle' }] }, /state\.servers\[0\]\.state: expected 'computing' \(it is held by running job "a"\)/],
      [{ queue: [rigid('b', 60, 1, 5)] }, /state\.queue\[0\]\.submit: expected a time <= now/],
      [{ queue: [rigid('a', 10, 1, 5)] }, /state\.running\[0\]\.job\.id: duplicate id "a" \(also queue\[0\]\)/],
      [{ queue: [{ ...rigid('b', 10, 1, 5), runtime: -1 }] }, /state\.queue\[0\]\.runtime: expected a number in \(0, 1e12\]/],
      [{ running: [{ job: rigid('a', 0, 2, 100), start: 0, servers: [0] }] }, /state\.running\[0\]\.servers: expected exactly the job's 2 processors/],
      [{ running: [{ job: rigid('a', 0, 1, 100), start: 60, servers: [0] }] }, /state\.running\[0\]\.start: expected a time in \[job\.submit, now\]/],
      [{ running: [{ job: rigid('a', 0, 1, 100), start: 0, servers: [7] }] }, /state\.running\[0\]\.servers: expected distinct server indices in 0\.\.2/],
      [{ running: [{ job: rigid('a', 0, 1, 40), start: 0, servers: [0] }] }, /state\.running\[0\]: expected a job not yet complete at now/],
      [{ running: [{ job: rigid('a', 0, 1, 100), start: 0, servers: [0], remainingMass: -1 }] }, /state\.running\[0\]\.remainingMass: expected a finite number >= 0/],
      [{ totalJobs: 1 }, /state\.totalJobs: expected an integer >= queued \+ running \+ completed \(2\)/],
    ];
    for (const [change, message] of cases) {
      const e = (() => {
        try {
          clusterView({ ...base, ...change });
        } catch (err) {
          return err;
        }
        return undefined;
      })();
      expect(e, String(message)).toBeInstanceOf(InvalidInputError);
      expect((e as Error).message).toMatch(message);
    }
  });

  it('copies the state: changing the host arrays afterwards does not change the view', () => {
    const queue: Job[] = [rigid('a', 0, 1, 5)];
    const states = [{ state: 'idle' as const }];
    const view = clusterView({ now: 0, platform: homogeneousPlatform({ servers: 1 }), servers: states, queue, running: [] });
    queue.push(rigid('b', 0, 1, 5));
    states[0] = { state: 'idle' };
    expect(view.queue.length).toBe(1);
    expect(() => {
      (view.queue as unknown as Job[])[0] = rigid('c', 0, 1, 1);
    }).toThrow(TypeError);
  });
});
