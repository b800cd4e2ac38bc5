import { describe, expect, it } from 'vitest';
import { createSimulation } from '../../../src/engine/createSimulation';
import type { BatchSchedule } from '../../../src/policies/multicluster/BatchSchedule';
import { batchProblem } from '../../../src/policies/multicluster/BatchProblem';
import { bestFit } from '../../../src/policies/multicluster/bestFit';
import { eamm } from '../../../src/policies/multicluster/eamm';
import { firstFit } from '../../../src/policies/multicluster/firstFit';
import { metle } from '../../../src/policies/multicluster/metle';
import { planPolicy } from '../../../src/policies/multicluster/planPolicy';
import { smallJobs, smallPlatform } from './fixtures';

const problem = batchProblem(smallPlatform(), smallJobs);

function shape(s: BatchSchedule): { counts: number[][]; start: number[]; end: number[] } {
  return { counts: s.jobs.map((j) => [...j.counts]), start: s.jobs.map((j) => j.start), end: s.jobs.map((j) => j.end) };
}

/** Energy (J) from busy PE-seconds per cluster over a window: 100 W / 10 W on c0, 300 W / 50 W on c1. */
const energy = (busy0: number, busy1: number, window: number): number => 100 * busy0 + 10 * (4 * window - busy0) + 300 * busy1 + 50 * (2 * window - busy1);

describe('heuristic baselines: hand-computed schedules (2 clusters, 4 jobs, see fixtures.ts)', () => {
  it('First-Fit: FCFS, first cluster in index order that can start the job earliest; j3 co-allocated in index order', () => {
    const s = firstFit(problem);
    const got = shape(s);
    // j0 on c0 [0,10); j1 needs 3 PEs of c0: at 10; j2: c1 is free at 0 but no overtaking: 10, Te = 6 / 2 = 3;
    // j3 (5 PEs): 6 free at 14 -> 4 on c0 + 1 on c1, Te = 2 x (0.5 x 1 + 0.5 x 2) = 3.
    expect(got.counts).toEqual([[2, 0], [3, 0], [0, 2], [4, 1]]);
    expect(got.start).toEqual([0, 10, 10, 14]);
    expect(got.end.map((e) => +e.toFixed(9))).toEqual([10, 14, 13, 17]);
    expect(s.metrics.makespan).toBeCloseTo(17, 9);
    expect(s.metrics.meanFlowtime).toBeCloseTo((10 + 14 + 13 + 17) / 4, 9);
    // busy: c0 2x10 + 3x4 + 4x3 = 44, c1 2x3 + 1x3 = 9 -> 4640 + 3950
    expect(s.metrics.energy).toBeCloseTo(energy(44, 9, 17), 6);
    expect(s.metrics.energy).toBeCloseTo(8590, 6);
    expect(s.order).toEqual([0, 1, 2, 3]);
  });

  it('Best-Fit: the cluster left with the fewest free PEs; j3 takes the tightest cluster first', () => {
    const s = bestFit(problem);
    const got = shape(s);
    // j0: c1 leaves 0 free (c0 would leave 2): [0,5); j1 on c0 [0,4); j2: c0 at 4 (c1 at 5): [4,10);
    // j3: 6 PEs free at 10, c1 (2 free) first then 3 of c0: [10,13).
    expect(got.counts).toEqual([[0, 2], [3, 0], [2, 0], [3, 2]]);
    expect(got.start).toEqual([0, 0, 4, 10]);
    expect(got.end.map((e) => +e.toFixed(9))).toEqual([5, 4, 10, 13]);
    expect(s.metrics.meanFlowtime).toBeCloseTo(8, 9);
    expect(s.metrics.energy).toBeCloseTo(energy(33, 16, 13), 6);
    expect(s.metrics.energy).toBeCloseTo(8790, 6);
  });

  it('EAMM: least-energy option per job, then the job that ends first', () => {
    const s = eamm(problem);
    // round 1 ends: j0 10 (c0: 2000 J < 3000 J), j1 4, j2 6 (c0), j3 3 (co-allocated slowest first) -> j3;
    // round 2: j0 13, j1 7, j2 9 -> j1; round 3: j0 17, j2 13 -> j2; then j0 on c0 [7,17).
    expect(s.order).toEqual([3, 1, 2, 0]);
    const got = shape(s);
    expect(got.counts).toEqual([[2, 0], [3, 0], [2, 0], [4, 1]]);
    expect(got.start).toEqual([7, 3, 7, 0]);
    expect(got.end.map((e) => +e.toFixed(9))).toEqual([17, 7, 13, 3]);
    expect(s.metrics.meanFlowtime).toBeCloseTo(10, 9);
    expect(s.metrics.energy).toBeCloseTo(energy(56, 3, 17), 6);
  });

  it('METLE: least execution-time loss first (ties: lower index), then its least-energy option', () => {
    const s = metle(problem);
    // round 1: every loss 0 -> j0, on c0 (2000 J < 3000 J); round 2: j1 loses 10, j2 0 (c1 now), j3 10 -> j2 on c0;
    // round 3: j1 and j3 both lose 10 -> j1 [10,14); j3 when 6 PEs are free: 14.
    expect(s.order).toEqual([0, 2, 1, 3]);
    const got = shape(s);
    expect(got.counts).toEqual([[2, 0], [3, 0], [2, 0], [4, 1]]);
    expect(got.start).toEqual([0, 10, 0, 14]);
    expect(got.end.map((e) => +e.toFixed(9))).toEqual([10, 14, 6, 17]);
    expect(s.metrics.meanFlowtime).toBeCloseTo((10 + 14 + 6 + 17) / 4, 9);
    expect(s.metrics.energy).toBeCloseTo(energy(56, 3, 17), 6);
  });

  it('every baseline is replayed exactly by the engine through planPolicy', () => {
    for (const make of [firstFit, bestFit, eamm, metle]) {
      const s = make(problem);
      const r = createSimulation({ platform: problem.platform, jobs: smallJobs }).run(planPolicy(s));
      expect(r.jobs.map((j) => [j.start, j.end])).toEqual(s.jobs.map((j) => [j.start, j.end]));
      expect(r.metrics.energy).toBeCloseTo(s.metrics.energy, 6);
    }
  });

  it("'perCluster' start rule: a job on a free cluster does not wait for an earlier job queued on another", () => {
    // j1 (3 PEs) can only use c0, busy with j0 until 10; j2 then takes c1 at 0 instead of 10
    const p = batchProblem(smallPlatform(), smallJobs, { startRule: 'perCluster' });
    const s = firstFit(p);
    expect(s.jobs.map((j) => j.counts)).toEqual([[2, 0], [3, 0], [0, 2], [4, 1]]);
    expect(s.jobs.map((j) => +j.start.toFixed(9))).toEqual([0, 10, 0, 14]);
    const r = createSimulation({ platform: p.platform, jobs: smallJobs }).run(planPolicy(s));
    expect(r.jobs.map((j) => j.end)).toEqual(s.jobs.map((j) => j.end));
    expect(() => batchProblem(smallPlatform(), smallJobs, { startRule: 'fifo' as never })).toThrow(/startRule: expected 'inOrder' or 'perCluster'/);
  });

  it('First-Fit keeps FCFS order: j1 (3 PEs, only c0) waits for j0 although it was submitted with it', () => {
    const p = batchProblem(smallPlatform(), [smallJobs[0]!, smallJobs[1]!]);
    expect(firstFit(p).jobs.map((j) => j.start)).toEqual([0, 10]);
  });
});
