import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { blockedServers, createSimulation, platform, startJob, type RigidJob } from '../../src/engine/index';
import { conservativeBackfilling, easyBackfilling, fcfs, listScheduling } from '../../src/policies/index';
import { InvalidInputError, SimulationError } from '../../src/errors/index';
import { scripted } from '../helpers/scripted';

// Issue 39, point 4: advance reservations and maintenance windows the engine enforces.
const rigid = (id: string, submit: number, processors: number, runtime: number, o: Partial<RigidJob> = {}): RigidJob => ({ kind: 'rigid', id, submit, processors, runtime, estimate: runtime, ...o });

describe('reservations and maintenance windows', () => {
  const plat = platform([{ servers: 4 }], {
    queues: [{ name: 'normal' }, { name: 'vip' }],
    reservations: [
      { name: 'maintenance', servers: [0, 1], start: 100, end: 200 },
      { name: 'vip', servers: [2, 3], start: 50, end: 150, queue: 1 },
    ],
  });

  it('blockedServers: the servers a start now would run into', () => {
    expect(blockedServers(plat, rigid('a', 0, 1, 150), 0)).toEqual([0, 1, 2, 3]);
    expect(blockedServers(plat, rigid('a', 0, 1, 100), 0)).toEqual([2, 3]); // ends exactly when maintenance starts
    expect(blockedServers(plat, rigid('a', 0, 1, 50), 0)).toEqual([]);
    expect(blockedServers(plat, rigid('a', 0, 1, 150, { queue: 1 }), 0)).toEqual([0, 1]); // vip jobs may use the vip reservation
    expect(blockedServers(plat, rigid('a', 0, 1, 10), 200)).toEqual([]);
  });

  it('the engine refuses a start that would run into a window, naming it', () => {
    const sim = createSimulation({ platform: plat, jobs: [rigid('a', 0, 1, 150)] });
    const start = (servers: number[]) => sim.run(scripted((v) => (v.queue.length > 0 && v.now === 0 ? [startJob('a', servers)] : [])));
    expect(() => start([0])).toThrow(SimulationError);
    expect(() => start([0])).toThrow(/server 0 is reserved by "maintenance" from 100 s to 200 s \(its walltime would run to 150 s\)/);
  });

  it('FCFS waits for the end of the window; a short job fits before it', () => {
    const jobs = [rigid('long', 0, 2, 150), rigid('short', 0, 2, 100)];
    const r = createSimulation({ platform: plat, jobs }).run(fcfs());
    // at 0, long (150 s) would run into maintenance on 0-1 (from 100) and vip on 2-3 (until 150): it
    // starts at the end of vip, 150, on 2-3; short then waits behind it (FCFS) and, on 0-1, for the
    // end of maintenance: 200
    expect(r.jobs.map((j) => [j.id, j.start])).toEqual([['long', 150], ['short', 200]]);
    const e = createSimulation({ platform: plat, jobs }).run(easyBackfilling());
    expect(e.jobs.map((j) => [j.id, j.start])).toEqual([['long', 150], ['short', 0]]); // short backfilled on 0-1 before maintenance
  });

  it('refuses bad reservations', () => {
    expect(() => platform([{ servers: 2 }], { reservations: [{ name: 'm', servers: [0], start: 10, end: 10 }] })).toThrow(/end: expected a finite time > start/);
    expect(() => platform([{ servers: 2 }], { reservations: [{ name: 'm', servers: [0], start: 0, end: 10, queue: 0 }] })).toThrow(/queue: expected no queue/);
    expect(() => platform([{ servers: 2 }], { reservations: [{ name: 'm', servers: [0], start: 0, end: 10, owner: 1 } as never] })).toThrow(InvalidInputError);
  });

  it('no job ever overlaps a reservation it does not belong to, under every bundled rigid policy (property)', () => {
    const arb = fc.record({
      windows: fc.array(fc.record({ servers: fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 6 }), start: fc.integer({ min: 0, max: 300 }), len: fc.integer({ min: 1, max: 200 }), vip: fc.boolean() }), { minLength: 1, maxLength: 3 }),
      specs: fc.array(fc.record({ gap: fc.integer({ min: 0, max: 30 }), p: fc.integer({ min: 1, max: 6 }), r: fc.integer({ min: 1, max: 80 }), q: fc.integer({ min: 0, max: 1 }) }), { minLength: 1, maxLength: 16 }),
      policy: fc.constantFrom('fcfs', 'easy', 'conservative', 'list'),
      kill: fc.boolean(),
    });
    fc.assert(
      fc.property(arb, ({ windows, specs, policy, kill }) => {
        const p = platform([{ servers: 6 }], {
          queues: [{ name: 'normal' }, { name: 'vip' }],
          reservations: windows.map((w, i) => ({ name: `r${i}`, servers: w.servers, start: w.start, end: w.start + w.len, ...(w.vip ? { queue: 1 } : {}) })),
        });
        let t = 0;
        const jobs = specs.map((s, i) => rigid(`j${i}`, (t += s.gap), s.p, s.r, { queue: s.q }));
        const made = { fcfs: fcfs(), easy: easyBackfilling(), conservative: conservativeBackfilling(), list: listScheduling() }[policy];
        const r = createSimulation({ platform: p, jobs }).run(made, { trace: true, walltime: kill ? 'kill' : 'ignore' });
        for (const a of r.trace?.allocations ?? []) {
          const job = jobs.find((j) => j.id === a.job) as RigidJob;
          for (const res of p.reservations ?? []) {
            if (res.queue !== undefined && res.queue === job.queue) continue;
            const overlap = a.start < res.end && a.end > res.start;
            if (overlap) for (const s of a.servers) expect(res.servers).not.toContain(s);
          }
        }
      }),
      { numRuns: 250, seed: 39 },
    );
  });
});
