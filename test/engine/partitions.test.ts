import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allowedServers, createSimulation, platform, startJob, type RigidJob } from '../../src/engine/index';
import { conservativeBackfilling, easyBackfilling, fcfs, listScheduling, multifactorPriority } from '../../src/policies/index';
import { InvalidInputError, SimulationError } from '../../src/errors/index';
import { scripted } from '../helpers/scripted';

// Issue 39, point 2: partitions (server sets, may overlap) and queues (priority, partitions, limits).
const p8 = platform([{ servers: 8 }], {
  partitions: [
    { name: 'cpu', servers: [0, 1, 2, 3, 4, 5] },
    { name: 'gpu', servers: [6, 7] },
    { name: 'all', servers: [0, 1, 2, 3, 4, 5, 6, 7] },
  ],
  queues: [
    { name: 'normal', partitions: [0, 2] },
    { name: 'debug', priority: 5, partitions: [1], maxProcessors: 2, maxWalltime: 600 },
  ],
});
const rigid = (id: string, submit: number, processors: number, o: Partial<RigidJob> = {}): RigidJob => ({ kind: 'rigid', id, submit, processors, runtime: 100, estimate: 100, ...o });

describe('partitions and queues', () => {
  it('the platform keeps them frozen and allowedServers resolves a job', () => {
    expect(p8.partitions?.map((p) => p.name)).toEqual(['cpu', 'gpu', 'all']);
    expect(p8.queues?.[1]).toEqual({ name: 'debug', priority: 5, partitions: [1], maxProcessors: 2, maxWalltime: 600 });
    expect(allowedServers(p8, rigid('a', 0, 1, { partition: 1 }))).toEqual([6, 7]);
    expect(allowedServers(p8, rigid('a', 0, 1, { queue: 1 }))).toEqual([6, 7]);
    expect(allowedServers(p8, rigid('a', 0, 1, { queue: 0 }))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]); // cpu + all
    expect(allowedServers(p8, rigid('a', 0, 1))).toBeUndefined();
    expect(() => platform([{ servers: 2 }], { partitions: [{ name: 'x', servers: [0, 2] }] })).toThrow(/partitions\[0\]\.servers: expected server indices in 0\.\.1/);
    expect(() => platform([{ servers: 2 }], { queues: [{ name: 'q', partitions: [0] }] })).toThrow(/the platform has no partitions/);
    expect(() => platform([{ servers: 2 }], { partitions: [{ name: 'x', servers: [0], nodes: 1 } as never] })).toThrow(/unknown option "nodes"/);
  });

  it('a job that can never run is refused at submission, naming why', () => {
    const refuse = (job: RigidJob, pattern: RegExp) => {
      expect(() => createSimulation({ platform: p8, jobs: [job] })).toThrow(InvalidInputError);
      expect(() => createSimulation({ platform: p8, jobs: [job] })).toThrow(pattern);
    };
    refuse(rigid('a', 0, 3, { partition: 1 }), /jobs\[0\]\.processors: 3 is more than the 2 servers of partition "gpu": the job could never run/);
    refuse(rigid('a', 0, 1, { queue: 1, estimate: 700 }), /jobs\[0\]\.estimate: walltime 700 s is above queue "debug"'s limit \(600 s\)/);
    refuse(rigid('a', 0, 3, { queue: 1 }), /processors: 3 is more than queue "debug" allows \(2\)/);
    refuse(rigid('a', 0, 1, { queue: 1, partition: 0 }), /queue "debug" may not use partition "cpu"/);
    refuse(rigid('a', 0, 1, { partition: 3 }), /no partition 3: the platform has 3 \(0\.\.2\)/);
    refuse(rigid('a', 0, 1, { queue: 1.5 }), /queue: expected an integer >= 0/);
    const plain = platform([{ servers: 2 }]);
    expect(() => createSimulation({ platform: plain, jobs: [rigid('a', 0, 1, { partition: 0 })] })).toThrow(/partition 0 named, but the platform has no partitions/);
    const handle = createSimulation({ platform: p8, jobs: [rigid('a', 0, 1)] }).start(fcfs());
    expect(() => handle.submit(rigid('b', 0, 4, { partition: 1 }))).toThrow(/RunHandle\.submit: job\.processors: 4 is more than the 2 servers of partition "gpu"/);
  });

  it('the engine refuses a start outside the job partition', () => {
    const sim = createSimulation({ platform: p8, jobs: [rigid('a', 0, 1, { partition: 1 })] });
    expect(() => sim.run(scripted((v) => (v.queue.length > 0 ? [startJob('a', [0])] : [])))).toThrow(SimulationError);
    expect(() => sim.run(scripted((v) => (v.queue.length > 0 ? [startJob('a', [0])] : [])))).toThrow(/server 0 is outside the job's partition "gpu"/);
    expect(sim.run(scripted((v) => (v.queue.length > 0 ? [startJob('a', [7])] : []))).jobs[0]?.start).toBe(0);
  });

  it('FCFS keeps a gpu job off the free cpu servers: it waits for the gpu partition', () => {
    const jobs = [rigid('g1', 0, 2, { partition: 1 }), rigid('g2', 1, 1, { partition: 1 }), rigid('c', 2, 6, { partition: 0 })];
    const r = createSimulation({ platform: p8, jobs }).run(fcfs(), { trace: true });
    expect(r.jobs.map((j) => [j.id, j.start])).toEqual([['g1', 0], ['g2', 100], ['c', 100]]); // FCFS: c waits behind g2
    const e = createSimulation({ platform: p8, jobs }).run(easyBackfilling(), { trace: true });
    expect(e.jobs.map((j) => [j.id, j.start])).toEqual([['g1', 0], ['g2', 100], ['c', 2]]); // EASY backfills c on the cpu partition
  });

  it('every bundled rigid policy keeps every job within its partition (property)', () => {
    const arb = fc.record({
      parts: fc.array(fc.uniqueArray(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 3 }),
      specs: fc.array(fc.record({ gap: fc.integer({ min: 0, max: 20 }), p: fc.integer({ min: 1, max: 8 }), r: fc.integer({ min: 1, max: 80 }), part: fc.integer({ min: -1, max: 2 }), user: fc.integer({ min: 0, max: 2 }) }), { minLength: 1, maxLength: 20 }),
      policy: fc.constantFrom('fcfs', 'easy', 'conservative', 'list', 'easy-mf', 'conservative-mf'),
    });
    fc.assert(
      fc.property(arb, ({ parts, specs, policy }) => {
        const plat = platform([{ servers: 8 }], { partitions: parts.map((servers, i) => ({ name: `p${i}`, servers })) });
        let t = 0;
        const jobs = specs.map((s, i) => {
          t += s.gap;
          const part = s.part >= 0 && s.part < parts.length ? s.part : undefined;
          const width = part === undefined ? 8 : (parts[part] as number[]).length;
          return rigid(`j${i}`, t, Math.min(s.p, width), { runtime: s.r, estimate: s.r, user: s.user, ...(part === undefined ? {} : { partition: part }) });
        });
        const mf = multifactorPriority({ weights: { age: 1, fairShare: 1 }, halfLife: 100, maxAge: 100 });
        const made = { fcfs: fcfs(), easy: easyBackfilling(), conservative: conservativeBackfilling(), list: listScheduling(), 'easy-mf': easyBackfilling({ order: mf }), 'conservative-mf': conservativeBackfilling({ order: mf }) }[policy];
        const r = createSimulation({ platform: plat, jobs }).run(made, { trace: true });
        expect(r.jobs).toHaveLength(jobs.length); // all ran (the engine would have thrown on a start outside)
        for (const a of r.trace?.allocations ?? []) {
          const job = jobs.find((j) => j.id === a.job) as RigidJob;
          const allowed = job.partition === undefined ? undefined : (parts[job.partition] as number[]);
          if (allowed !== undefined) for (const s of a.servers) expect(allowed).toContain(s);
        }
      }),
      { numRuns: 200, seed: 39 },
    );
  });

  it("EASY's head-job guarantee holds within partitions under walltime: 'kill' (property)", () => {
    const arb = fc.record({
      parts: fc.array(fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 3 }),
      specs: fc.array(fc.record({ gap: fc.integer({ min: 0, max: 20 }), p: fc.integer({ min: 1, max: 6 }), est: fc.integer({ min: 1, max: 60 }), over: fc.integer({ min: -40, max: 30 }), part: fc.integer({ min: -1, max: 2 }) }), { minLength: 1, maxLength: 14 }),
    });
    fc.assert(
      fc.property(arb, ({ parts, specs }) => {
        const plat = platform([{ servers: 6 }], { partitions: parts.map((servers, i) => ({ name: `p${i}`, servers })) });
        let t = 0;
        const jobs = specs.map((s, i) => {
          t += s.gap;
          const part = s.part >= 0 && s.part < parts.length ? s.part : undefined;
          const width = part === undefined ? 6 : (parts[part] as number[]).length;
          return rigid(`j${i}`, t, Math.min(s.p, width), { runtime: Math.max(1, s.est + s.over), estimate: s.est, ...(part === undefined ? {} : { partition: part }) });
        });
        const handle = createSimulation({ platform: plat, jobs }).start(easyBackfilling(), { walltime: 'kill' });
        const promised = new Map<string, number>();
        while (handle.step() !== undefined) {
          const v = handle.view;
          const head = v.queue.at(0) as RigidJob | undefined;
          if (head === undefined) continue;
          const allowed = allowedServers(plat, head) ?? [0, 1, 2, 3, 4, 5];
          let free = v.availableServers.filter((s) => allowed.includes(s)).length;
          let shadow = free >= head.processors ? v.now : Infinity;
          const ends = v.running.map((r) => ({ end: Math.max(v.now, r.start + (r.job as RigidJob).estimate), n: r.servers.filter((s) => allowed.includes(s)).length })).sort((a, b) => a.end - b.end);
          for (const e of ends) {
            if (shadow !== Infinity) break;
            free += e.n;
            if (free >= head.processors) shadow = e.end;
          }
          promised.set(head.id, Math.min(promised.get(head.id) ?? Infinity, shadow));
        }
        for (const j of handle.finish().jobs) if (promised.has(j.id)) expect(j.start).toBeLessThanOrEqual(promised.get(j.id) as number);
      }),
      { numRuns: 300, seed: 39 },
    );
  });
});

describe('SWF fields 15-16 (queue, partition)', () => {
  it('parseSwf keeps them on request; scheduleSwf writes them back', async () => {
    const { parseSwf, scheduleSwf } = await import('../../src/workload/index');
    const text = ['1 0 -1 100 2 -1 -1 2 200 -1 1 7 3 -1 1 0 -1 -1', '2 5 -1 50 1 -1 -1 1 60 -1 1 8 3 -1 -1 1 -1 -1'].join('\n');
    expect(parseSwf(text).jobs[0]).not.toHaveProperty('queue'); // dropped by default: a plain platform replays it
    const jobs = parseSwf(text, { queues: true }).jobs;
    expect(jobs.map((j) => [j.queue, j.partition])).toEqual([[1, 0], [undefined, 1]]);
    expect(() => parseSwf(text, { queues: 'yes' as never })).toThrow(/queues must be a boolean/);
    const plat = platform([{ servers: 4 }], { partitions: [{ name: 'a', servers: [0, 1] }, { name: 'b', servers: [2, 3] }], queues: [{ name: 'q0' }, { name: 'q1' }] });
    const r = createSimulation({ platform: plat, jobs }).run(fcfs());
    const lines = scheduleSwf(r, { jobs }).split('\n').filter((l) => l !== '' && !l.startsWith(';'));
    expect(lines.map((l) => l.split(' ').slice(14, 16))).toEqual([['1', '0'], ['-1', '1']]);
    expect(parseSwf(scheduleSwf(r, { jobs }), { queues: true }).jobs).toEqual(jobs);
    const { batsimJobsCsv } = await import('../../src/workload/index');
    const traced = createSimulation({ platform: plat, jobs }).run(fcfs(), { trace: true });
    const meta = batsimJobsCsv(traced, { jobs }).trimEnd().split('\n').slice(1).map((l) => l.split(',').at(-1));
    expect(meta).toEqual(['queue=1;partition=0', 'partition=1']);
  });
});

describe('JSON job sets carry queue and partition', () => {
  it('parseJobs reads them, stringifyJobs writes them back, createSimulation checks them against the platform', async () => {
    const { parseJobs, stringifyJobs } = await import('../../src/workload/index');
    const jobs = parseJobs('{"jobs":[{"id":"a","submit":0,"processors":2,"runtime":10,"estimate":20,"queue":1,"partition":1}]}');
    expect(jobs[0]).toMatchObject({ queue: 1, partition: 1 });
    expect(parseJobs(stringifyJobs(jobs))).toEqual(jobs);
    expect(() => parseJobs('{"jobs":[{"id":"a","submit":0,"processors":2,"runtime":10,"estimate":20,"queue":0.5}]}')).toThrow(/jobs\[0\]\.queue: expected an integer/);
    expect(createSimulation({ platform: p8, jobs }).run(fcfs()).jobs[0]?.start).toBe(0);
  });
});

describe('clusterView and partitions', () => {
  it('refuses a running job outside its partition, and a bundled policy keeps within it', async () => {
    const { clusterView } = await import('../../src/engine/index');
    const idle = Array.from({ length: 8 }, () => ({ state: 'idle' as const }));
    const busy = idle.map((s, i) => (i === 0 ? { state: 'computing' as const } : s));
    const gpuJob = rigid('g', 0, 1, { partition: 1 });
    expect(() => clusterView({ now: 5, platform: p8, servers: busy, queue: [], running: [{ job: gpuJob, start: 0, servers: [0] }] })).toThrow(/running\[0\]\.servers: expected servers of the job's partition \(6, 7\); server 0 is not/);
    const view = clusterView({ now: 5, platform: p8, servers: idle, queue: [gpuJob], running: [] });
    expect(easyBackfilling().decide(view, { rng: undefined as never })).toEqual([{ type: 'start', job: 'g', servers: [6] }]);
  });
});
