import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSimulation, homogeneousPlatform, platform, type ClusterView, type RigidJob, type RunEvent } from '../../src/engine/index';
import { conservativeBackfilling, easyBackfilling, fcfs } from '../../src/policies/index';
import { InvalidInputError } from '../../src/errors/index';
import { readBundledTrace } from '../../src/traces/index';
import { rjob } from '../helpers/scripted';

// Issue 39, point 1: `walltime: 'kill'` ends a rigid job at start + estimate, as Slurm and Batsim do.

describe("walltime: 'kill'", () => {
  const jobs = [rjob('a', 0, 2, 100, 50), rjob('b', 10, 2, 30, 40), rjob('c', 10, 1, 20, 20)];
  const sim = createSimulation({ platform: homogeneousPlatform({ servers: 2 }), jobs });

  it('kills a job at its walltime: hand-computed schedule, record and metrics', () => {
    const r = sim.run(fcfs(), { walltime: 'kill' });
    // a: killed at 0 + 50 after 50 s of its 100; b: 50..80; c (exactly its estimate): 80..100, completed
    expect(r.jobs.map((j) => [j.id, j.start, j.end, j.state, j.work])).toEqual([
      ['a', 0, 50, 'killed', 50],
      ['b', 50, 80, undefined, undefined],
      ['c', 80, 100, undefined, undefined],
    ]);
    expect(r.jobs[1]).not.toHaveProperty('state');
    expect(r.metrics.killedJobs).toBe(1);
    expect(r.metrics.lostWork).toBe(50);
    expect(r.metrics.lostProcessorSeconds).toBe(100);
    expect(r.metrics.makespan).toBe(100);
    expect(r.metrics.utilization).toBeCloseTo((2 * 50 + 2 * 30 + 20) / (2 * 100), 12);
  });

  it("'ignore' (the default) runs the job to its end and adds no field", () => {
    const r = sim.run(fcfs());
    expect(r.jobs.map((j) => [j.start, j.end])).toEqual([[0, 100], [100, 130], [130, 150]]);
    expect(sim.run(fcfs(), { walltime: 'ignore' })).toEqual(r);
    expect(r.metrics).not.toHaveProperty('killedJobs');
    expect(JSON.stringify(r)).not.toMatch(/killed|lostWork|"work"/);
  });

  it('the walltime is wall-clock seconds on fast servers: 100 s of work at speed 2 takes 50 s > 40 s', () => {
    const fast = createSimulation({ platform: platform([{ servers: 1, speed: 2 }]), jobs: [rjob('a', 0, 1, 100, 40), rjob('b', 0, 1, 100, 50)] });
    const r = fast.run(fcfs(), { walltime: 'kill' });
    expect(r.jobs.map((j) => [j.start, j.end, j.state, j.work])).toEqual([
      [0, 40, 'killed', 80],
      [40, 90, undefined, undefined], // 50 s at speed 2: exactly its walltime, so it completes
    ]);
    expect(r.metrics.lostWork).toBe(20);
  });

  it('a handle reports the kill as jobCompleted with killed: true', () => {
    const handle = sim.start(fcfs(), { walltime: 'kill' });
    const done: RunEvent[] = [];
    handle.on('jobCompleted', (e) => done.push(e));
    handle.finish();
    expect(done).toEqual([
      { type: 'jobCompleted', time: 50, job: 'a', killed: true },
      { type: 'jobCompleted', time: 80, job: 'b' },
      { type: 'jobCompleted', time: 100, job: 'c' },
    ]);
  });

  it('refuses any other value', () => {
    expect(() => sim.run(fcfs(), { walltime: 'cut' as never })).toThrow(InvalidInputError);
    expect(() => sim.run(fcfs(), { walltime: 'cut' as never })).toThrow(/options\.walltime must be 'kill' or 'ignore', got "cut"/);
  });

  it('KTH-SP2 with EASY: the 475 over-running jobs end at their walltime and are reported killed', async () => {
    const { jobs: kth, header } = await readBundledTrace('KTH-SP2');
    const over = new Set(kth.filter((j) => j.kind === 'rigid' && j.runtime > j.estimate).map((j) => j.id));
    expect(over.size).toBe(475);
    const r = createSimulation({ platform: homogeneousPlatform({ servers: header.maxProcs as number }), jobs: kth }).run(easyBackfilling(), { walltime: 'kill' });
    const killed = r.jobs.filter((j) => j.state === 'killed');
    expect(new Set(killed.map((j) => j.id))).toEqual(over);
    const byId = new Map(kth.map((j) => [j.id, j as RigidJob]));
    for (const k of killed) {
      const j = byId.get(k.id) as RigidJob;
      expect(k.end - k.start).toBe(j.estimate);
      expect(k.work).toBe(j.estimate);
    }
    expect(r.metrics.killedJobs).toBe(475);
    expect(r.metrics.lostWork).toBe(killed.reduce((s, k) => s + (byId.get(k.id) as RigidJob).runtime - (k.work as number), 0));
  });
});

/** Random rigid job sets where a third of the jobs run past their estimate. */
const arbRigid = fc
  .record({
    servers: fc.integer({ min: 1, max: 6 }),
    specs: fc.array(
      fc.record({ gap: fc.integer({ min: 0, max: 30 }), p: fc.integer({ min: 1, max: 6 }), est: fc.integer({ min: 1, max: 60 }), over: fc.integer({ min: -50, max: 40 }) }),
      { minLength: 1, maxLength: 12 },
    ),
  })
  .map(({ servers, specs }) => {
    let t = 0;
    const jobs = specs.map((s, i) => {
      t += s.gap;
      const runtime = Math.max(1, s.est + s.over); // over > 0: runs past its walltime
      return rjob(`j${i}`, t, Math.min(s.p, servers), runtime, s.est);
    });
    return { servers, jobs };
  });

/** When the head job could start at the latest, planning with the running jobs' `start + estimate` (EASY's shadow time). */
function shadow(view: ClusterView, need: number): number {
  let free = view.availableServers.length;
  if (free >= need) return view.now;
  const ends = view.running.map((r) => ({ end: Math.max(view.now, r.start + (r.job as RigidJob).estimate), p: (r.job as RigidJob).processors })).sort((a, b) => a.end - b.end);
  for (const e of ends) {
    free += e.p;
    if (free >= need) return e.end;
  }
  return Infinity;
}

/** Conservative backfilling's plan, recomputed independently: each queued job at the earliest time it fits for its estimate, in queue order. */
function plan(view: ClusterView, servers: number): Map<string, number> {
  const busy: Array<{ from: number; to: number; p: number }> = view.running.map((r) => ({ from: view.now, to: Math.max(view.now, r.start + (r.job as RigidJob).estimate), p: (r.job as RigidJob).processors }));
  const used = (t: number): number => busy.reduce((s, b) => s + (b.from <= t && t < b.to ? b.p : 0), 0);
  const out = new Map<string, number>();
  for (const job of view.queue as Iterable<RigidJob>) {
    const candidates = [view.now, ...busy.map((b) => b.to), ...busy.map((b) => b.from)].filter((t) => t >= view.now).sort((a, b) => a - b);
    const t0 = candidates.find((t) => [t, ...candidates.filter((u) => u > t && u < t + job.estimate)].every((u) => used(u) + job.processors <= servers)) as number;
    out.set(job.id, t0);
    busy.push({ from: t0, to: t0 + job.estimate, p: job.processors });
  }
  return out;
}

describe("backfilling guarantees under walltime: 'kill' (property tests)", () => {
  it('EASY: the head job starts no later than the shadow time computed while it was the head', () => {
    fc.assert(
      fc.property(arbRigid, ({ servers, jobs }) => {
        const handle = createSimulation({ platform: homogeneousPlatform({ servers }), jobs }).start(easyBackfilling(), { walltime: 'kill' });
        const promised = new Map<string, number>();
        while (handle.step() !== undefined) {
          const head = handle.view.queue.at(0) as RigidJob | undefined;
          if (head !== undefined) promised.set(head.id, Math.min(promised.get(head.id) ?? Infinity, shadow(handle.view, head.processors)));
        }
        const r = handle.finish();
        for (const j of r.jobs) if (promised.has(j.id)) expect(j.start).toBeLessThanOrEqual(promised.get(j.id) as number);
        for (const j of r.jobs) expect(j.end - j.start).toBeLessThanOrEqual((jobs.find((x) => x.id === j.id) as RigidJob).estimate);
      }),
      { numRuns: 200, seed: 39 },
    );
  });

  it("EASY's guarantee fails without the kill (so the property above can fail)", () => {
    // a runs past its estimate; b (the head) was promised t = 10 and starts at 100 under 'ignore'
    const jobs = [rjob('a', 0, 2, 100, 10), rjob('b', 1, 2, 10, 10)];
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 2 }), jobs });
    expect(sim.run(easyBackfilling()).jobs[1]?.start).toBe(100);
    expect(sim.run(easyBackfilling(), { walltime: 'kill' }).jobs[1]?.start).toBe(10);
  });

  it('conservative: no job starts later than the reservation it got when it arrived', () => {
    fc.assert(
      fc.property(arbRigid, ({ servers, jobs }) => {
        const handle = createSimulation({ platform: homogeneousPlatform({ servers }), jobs }).start(conservativeBackfilling(), { walltime: 'kill' });
        const first = new Map<string, number>();
        while (handle.step() !== undefined) {
          for (const [id, t] of plan(handle.view, servers)) if (!first.has(id)) first.set(id, t);
        }
        for (const j of handle.finish().jobs) if (first.has(j.id)) expect(j.start).toBeLessThanOrEqual(first.get(j.id) as number);
      }),
      { numRuns: 200, seed: 39 },
    );
  });
});

describe('a killed job in the schedule formats', () => {
  it("jobs.csv says COMPLETED_WALLTIME_REACHED with success 0; SWF's status field is 0", async () => {
    const { batsimJobsCsv, scheduleSwf } = await import('../../src/workload/index');
    const jobs = [rjob('1', 0, 2, 100, 50), rjob('2', 10, 2, 30, 40)];
    const platform = homogeneousPlatform({ servers: 2 });
    const r = createSimulation({ platform, jobs }).run(fcfs(), { walltime: 'kill', trace: true });
    const rows = batsimJobsCsv(r, { jobs }).trimEnd().split('\n').slice(1).map((l) => l.split(','));
    expect(rows.map((c) => [c[0], c[6], c[7], c[9]])).toEqual([
      ['1', '0', 'COMPLETED_WALLTIME_REACHED', '50'],
      ['2', '1', 'COMPLETED_SUCCESSFULLY', '30'],
    ]);
    const lines = scheduleSwf(r, { jobs }).split('\n').filter((l) => l !== '' && !l.startsWith(';'));
    expect(lines.map((l) => l.split(' ')[10])).toEqual(['0', '1']);
    expect(lines[0]?.split(' ').slice(0, 4)).toEqual(['1', '0', '0', '50']);
  });
});
