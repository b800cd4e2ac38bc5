import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allowedServers, createSimulation, platform, type ClusterView, type Platform, type RigidJob } from '../../src/engine/index';
import { conservativeBackfilling, easyBackfilling } from '../../src/policies/index';
import { SERVER_RESERVATIONS } from '../../src/policies/internals/ServerReservations';

// Issue 39 (round 2, point 1): EASY and conservative backfilling plan within partitions and around
// reservations and maintenance windows.
const rigid = (id: string, submit: number, processors: number, runtime: number, o: Partial<RigidJob> = {}): RigidJob => ({ kind: 'rigid', id, submit, processors, runtime, estimate: runtime, ...o });

describe('planning around a maintenance window (hand-computed)', () => {
  // 6 servers, a window on servers 4-5 from 60 to 300. r (2 x 50 s) runs on 0-1 from 0. The head h
  // (4 x 150 s) cannot start at 0: 4-5 are blocked ([0, 150) meets [60, 300)), only 2-3 are usable.
  // At 50 (end of r), 0-3 are usable: h's reservation is 50 on 0-3, and no processor is extra.
  // b (2 x 100 s) could start at 0 on 2-3 and end at 100 > 50: it would take two of h's four.
  const plat = platform([{ servers: 6 }], { reservations: [{ name: 'maintenance', servers: [4, 5], start: 60, end: 300 }] });
  const jobs = [rigid('r', 0, 2, 50), rigid('h', 0, 4, 150), rigid('b', 0, 2, 100)];

  it('EASY does not backfill b past the head\'s reservation: r 0, h 50, b 200', () => {
    // counting processors (before): shadow 50 with 2 extra (4-5 counted), b backfilled on 2-3 and h delayed to 100
    const r = createSimulation({ platform: plat, jobs }).run(easyBackfilling(), { walltime: 'kill' });
    expect(r.jobs.map((j) => [j.id, j.start])).toEqual([['r', 0], ['h', 50], ['b', 200]]);
  });

  it('conservative: h reserved at 50 on 0-3, b after h at 200 on 0-1 (4-5 blocked until 300)', () => {
    const policy = conservativeBackfilling();
    const handle = createSimulation({ platform: plat, jobs }).start(policy, { walltime: 'kill' });
    handle.step();
    expect(Object.fromEntries(SERVER_RESERVATIONS.get(policy)?.slots ?? [])).toEqual({ r: { time: 0, servers: [0, 1] }, h: { time: 50, servers: [0, 1, 2, 3] }, b: { time: 200, servers: [0, 1] } }); // r started now
    expect(handle.finish().jobs.map((j) => [j.id, j.start])).toEqual([['r', 0], ['h', 50], ['b', 200]]);
  });

  it('EASY backfills a job that ends before the head\'s reservation, around the window', () => {
    // a (4 x 50) runs 0-50; h (4 x 100) cannot run from 50 on 0-3... : window on 0-1 from 100 to 200, h starts at 200.
    // b (2 x 120) ends at 170 <= 200: backfilled at 50, on 2-3 (0-1 are blocked for it until 200).
    const p = platform([{ servers: 4 }], { reservations: [{ name: 'maintenance', servers: [0, 1], start: 100, end: 200 }] });
    const r = createSimulation({ platform: p, jobs: [rigid('a', 0, 4, 50), rigid('h', 1, 4, 100), rigid('b', 2, 2, 120)] }).run(easyBackfilling(), { walltime: 'kill', trace: true });
    expect(r.jobs.map((j) => [j.id, j.start])).toEqual([['a', 0], ['h', 200], ['b', 50]]);
    expect(r.trace?.allocations.find((a) => a.job === 'b')?.servers).toEqual([2, 3]);
  });
});

/** Random platforms of 6 servers with partitions, two queues and windows (some of the vip queue), and jobs that overrun. */
const arb = fc.record({
  parts: fc.array(fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 6 }), { minLength: 0, maxLength: 3 }),
  windows: fc.array(fc.record({ servers: fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 6 }), start: fc.integer({ min: 0, max: 300 }), len: fc.integer({ min: 1, max: 150 }), vip: fc.boolean() }), { minLength: 0, maxLength: 3 }),
  specs: fc.array(
    fc.record({ gap: fc.integer({ min: 0, max: 20 }), p: fc.integer({ min: 1, max: 6 }), est: fc.integer({ min: 1, max: 60 }), over: fc.integer({ min: -40, max: 30 }), part: fc.integer({ min: -1, max: 2 }), q: fc.integer({ min: 0, max: 1 }) }),
    { minLength: 1, maxLength: 14 },
  ),
});

type Spec = typeof arb extends fc.Arbitrary<infer T> ? T : never;

function build({ parts, windows, specs }: Spec): { plat: Platform; jobs: RigidJob[] } {
  const plat = platform([{ servers: 6 }], {
    ...(parts.length > 0 ? { partitions: parts.map((servers, i) => ({ name: `p${i}`, servers })) } : {}),
    queues: [{ name: 'normal' }, { name: 'vip' }],
    ...(windows.length > 0 ? { reservations: windows.map((w, i) => ({ name: `w${i}`, servers: w.servers, start: w.start, end: w.start + w.len, ...(w.vip ? { queue: 1 } : {}) })) } : {}),
  });
  let t = 0;
  const jobs = specs.map((s, i) => {
    t += s.gap;
    const part = s.part >= 0 && s.part < parts.length ? s.part : undefined;
    const width = part === undefined ? 6 : (parts[part] as number[]).length;
    return rigid(`j${i}`, t, Math.min(s.p, width), Math.max(1, s.est + s.over), { estimate: s.est, queue: s.q, ...(part === undefined ? {} : { partition: part }) });
  });
  return { plat, jobs };
}

/**
 * The earliest time the job could start, recomputed independently from the view (brute force): at
 * now, or when a running job is predicted to end, or when a window ends, `processors` servers of its
 * partition are free for its estimate and off every window it may not use.
 */
function earliestStart(v: ClusterView, plat: Platform, job: RigidJob): number {
  const allowed = allowedServers(plat, job) ?? [0, 1, 2, 3, 4, 5];
  const freeFrom = (s: number): number => {
    if (v.availableServers.includes(s)) return v.now;
    const r = v.running.find((x) => x.servers.includes(s)) as (typeof v.running)[number];
    return Math.max(v.now, r.start + (r.job as RigidJob).estimate) + (r.start + (r.job as RigidJob).estimate <= v.now ? 1e-9 : 0);
  };
  const windows = (plat.reservations ?? []).filter((w) => w.queue === undefined || w.queue !== job.queue);
  const times = [v.now, ...allowed.map(freeFrom).map((t) => (t > v.now ? Math.max(t, v.now) : v.now)), ...windows.map((w) => w.end)].filter((t) => t >= v.now).sort((a, b) => a - b);
  for (const t of times) {
    const ok = allowed.filter((s) => freeFrom(s) <= t && windows.every((w) => !w.servers.includes(s) || !(t < w.end && t + job.estimate > w.start)));
    if (ok.length >= job.processors) return t;
  }
  return Infinity;
}

describe('backfilling guarantees with partitions and windows under walltime: kill (property tests)', () => {
  it('EASY: the head job starts no later than the earliest start computed while it was the head', () => {
    fc.assert(
      fc.property(arb, (spec) => {
        const { plat, jobs } = build(spec);
        const handle = createSimulation({ platform: plat, jobs }).start(easyBackfilling(), { walltime: 'kill' });
        const promised = new Map<string, number>();
        while (handle.step() !== undefined) {
          const head = handle.view.queue.at(0) as RigidJob | undefined;
          if (head !== undefined) promised.set(head.id, Math.min(promised.get(head.id) ?? Infinity, earliestStart(handle.view, plat, head)));
        }
        const r = handle.finish();
        expect(r.jobs.length).toBe(jobs.length);
        for (const j of r.jobs) if (promised.has(j.id)) expect(j.start).toBeLessThanOrEqual(promised.get(j.id) as number);
      }),
      { numRuns: 300, seed: 39 },
    );
  });

  it('conservative: no job starts later than the reservation it got when it arrived; each reservation is a valid slot', () => {
    fc.assert(
      fc.property(arb, (spec) => {
        const { plat, jobs } = build(spec);
        const policy = conservativeBackfilling();
        const handle = createSimulation({ platform: plat, jobs }).start(policy, { walltime: 'kill' });
        const first = new Map<string, number>();
        while (handle.step() !== undefined) {
          for (const [id, slot] of SERVER_RESERVATIONS.get(policy)?.slots ?? []) {
            if (!first.has(id)) first.set(id, slot.time);
            const job = jobs.find((j) => j.id === id) as RigidJob;
            const allowed = allowedServers(plat, job);
            expect(slot.servers.length).toBe(job.processors);
            for (const s of slot.servers) {
              if (allowed !== undefined) expect(allowed).toContain(s);
              for (const w of plat.reservations ?? []) {
                if (w.queue !== undefined && w.queue === job.queue) continue;
                if (slot.time < w.end && slot.time + job.estimate > w.start) expect(w.servers).not.toContain(s);
              }
            }
          }
        }
        const r = handle.finish();
        expect(r.jobs.length).toBe(jobs.length);
        for (const j of r.jobs) if (first.has(j.id)) expect(j.start).toBeLessThanOrEqual(first.get(j.id) as number);
      }),
      { numRuns: 300, seed: 39 },
    );
  });
});
