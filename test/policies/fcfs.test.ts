import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSimulation } from '../../src/engine/createSimulation';
import { homogeneousPlatform } from '../../src/engine/homogeneousPlatform';
import type { RigidJob } from '../../src/engine/Job';
import { InvalidInputError } from '../../src/errors/InvalidInputError';
import { fcfs } from '../../src/policies/fcfs';
import { listScheduling } from '../../src/policies/listScheduling';
import { checkRecords, traceArb } from './easyConservativeHelpers';

const rigid = (id: string, submit: number, processors: number, runtime: number, estimate = runtime): RigidJob => ({
  kind: 'rigid', id, submit, processors, runtime, estimate,
});
const platform = homogeneousPlatform({ servers: 4 });
// a 3 procs [0,10); b 2 procs; c 1 proc 5 s; d 4 procs 1 s (estimate 8).
const jobs = [rigid('a', 0, 3, 10), rigid('b', 0, 2, 10), rigid('c', 0, 1, 5), rigid('d', 1, 4, 1, 8)];
const starts = (policy: Parameters<ReturnType<typeof createSimulation>['run']>[0]): number[] =>
  createSimulation({ platform, jobs }).run(policy).jobs.map((j) => j.start);

describe('fcfs and listScheduling (hand-computed on 4 processors)', () => {
  it('fcfs stops at the first job that does not fit', () => {
    expect(starts(fcfs())).toEqual([0, 10, 10, 20]);
  });
  it('listScheduling starts every job that fits, in queue order', () => {
    expect(starts(listScheduling())).toEqual([0, 10, 0, 20]);
  });
  it('queue orders: fewest processors first, shortest estimate first', () => {
    // fewestProcessors at t=0: c(1), b(2), a(3): c and b start, a (3) waits until b ends at 10, d after a.
    expect(starts(fcfs({ order: 'fewestProcessors' }))).toEqual([10, 0, 0, 20]);
    // shortestEstimate at t=0: c(5), a(10), b(10): c and a start; at 1: d (8 s) heads the queue and waits for 4 free at 10.
    expect(starts(fcfs({ order: 'shortestEstimate' }))).toEqual([0, 11, 0, 10]);
    expect(fcfs({ order: 'fewestProcessors' }).name).toBe('fcfs(fewestProcessors)');
    expect(() => fcfs({ order: 'lifo' as 'submission' })).toThrow(InvalidInputError);
  });
  it('servers are handed out lowest first without reuse within one scheduling point', () => {
    const r = createSimulation({ platform, jobs: [rigid('x', 0, 1, 1), rigid('y', 0, 2, 1), rigid('z', 0, 1, 1)] }).run(fcfs(), { trace: true });
    const byJob = Object.fromEntries((r.trace?.allocations ?? []).map((s) => [s.job, s.servers]));
    expect(byJob).toEqual({ x: [0], y: [1, 2], z: [3] });
  });
  it('property: fcfs starts jobs in submission order; both policies give valid, deterministic schedules', () => {
    fc.assert(
      fc.property(traceArb({ exact: false }), ({ servers, jobs: js }) => {
        const sim = createSimulation({ platform: homogeneousPlatform({ servers }), jobs: js });
        const f = sim.run(fcfs());
        checkRecords(f.jobs, js, servers);
        for (let i = 1; i < f.jobs.length; i++) expect(f.jobs[i]!.start).toBeGreaterThanOrEqual(f.jobs[i - 1]!.start);
        const l = sim.run(listScheduling());
        checkRecords(l.jobs, js, servers);
        expect(sim.run(listScheduling())).toEqual(l);
      }),
      { numRuns: 150 },
    );
  });
});
