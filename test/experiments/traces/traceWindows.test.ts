import { describe, expect, it } from 'vitest';
import { jobSetSeeds, simulationObjective, traceWindows, traceWindowWorkload } from '../../../src/experiments/index';
import { createSimulation, homogeneousPlatform, type RigidJob } from '../../../src/engine/index';
import { greedyFamily, condition1 } from '../../../src/policies/index';
import { createRng } from '../../../src/random/index';
import { STREAMS, seedStream } from '../../../src/random/seedStream';
import { InvalidInputError } from '../../../src/errors/index';

const job = (id: string, submit: number, runtime = 10): RigidJob => ({ kind: 'rigid', id, submit, processors: 1, runtime, estimate: runtime });
// submitted at 0, 10, ..., 90 but listed out of order
const trace = [5, 0, 1, 2, 3, 4, 9, 6, 7, 8].map((k) => job(`j${k}`, 10 * k));
const ids = (js: readonly RigidJob[]): string[] => js.map((j) => j.id);

describe('traceWindows', () => {
  it('by job count: consecutive windows in submission order, warm-up before each, last partial one dropped', () => {
    const w = traceWindows(trace, { by: 'jobs', size: 4, warmup: 2 });
    expect(w).toHaveLength(2);
    expect(ids(w[0]!.measured)).toEqual(['j0', 'j1', 'j2', 'j3']);
    expect(w[0]!.warmup).toEqual([]);
    expect(ids(w[1]!.warmup)).toEqual(['j2', 'j3']);
    expect(ids(w[1]!.jobs)).toEqual(['j2', 'j3', 'j4', 'j5', 'j6', 'j7']);
    expect([w[1]!.start, w[1]!.end, w[1]!.index]).toEqual([40, 70, 1]);
    expect(ids(traceWindows(trace, { by: 'jobs', size: 4, keepPartial: true })[2]!.measured)).toEqual(['j8', 'j9']);
    expect(traceWindows(trace, { by: 'jobs', size: 4, step: 2 }).map((x) => x.measured[0]!.id)).toEqual(['j0', 'j2', 'j4', 'j6']);
  });

  it('by time: [first + k step, + size), warm-up span before, a window the trace ends in is dropped', () => {
    const w = traceWindows(trace, { by: 'time', size: 30, warmup: 15 });
    expect(w.map((x) => [x.start, x.end])).toEqual([[0, 30], [30, 60], [60, 90]]);
    expect(ids(w[1]!.measured)).toEqual(['j3', 'j4', 'j5']);
    expect(ids(w[1]!.warmup)).toEqual(['j2']); // submitted in [15, 30)
    expect(ids(w[2]!.measured)).toEqual(['j6', 'j7', 'j8']); // j9 at 90 is in the dropped [90, 120)
    const all = traceWindows(trace, { by: 'time', size: 30, keepPartial: true });
    expect(ids(all[3]!.measured)).toEqual(['j9']);
    expect(all.flatMap((x) => ids(x.measured)).sort()).toEqual(ids(trace).sort()); // consecutive windows partition the trace
  });

  it('refuses bad options and an empty or non-rigid trace', () => {
    expect(() => traceWindows(trace, { by: 'jobs', size: 2.5 })).toThrow(/size: expected an integer >= 1/);
    expect(() => traceWindows(trace, { by: 'time', size: 0 })).toThrow(/size/);
    expect(() => traceWindows(trace, { by: 'time', size: 10, warmup: -1 })).toThrow(/warmup/);
    expect(() => traceWindows(trace, { by: 'day', size: 1 } as never)).toThrow(/by: expected 'time' or 'jobs'/);
    expect(() => traceWindows(trace, { by: 'jobs', size: 20 })).toThrow(/no whole window/);
    expect(() => traceWindows([], { by: 'jobs', size: 1 })).toThrow(InvalidInputError);
    expect(() => traceWindows(trace, { by: 'jobs', size: 2, span: 3 } as never)).toThrow(/unknown option "span"/);
  });
});

describe('traceWindowWorkload', () => {
  const windows = traceWindows(trace, { by: 'jobs', size: 4, warmup: 2 });

  it('one window: every set is its jobs (with or without warm-up); several: one drawn per set', () => {
    expect(ids(traceWindowWorkload(windows[1]!).generate(createRng(1)) as RigidJob[])).toEqual(ids(windows[1]!.jobs));
    expect(ids(traceWindowWorkload(windows[1]!, { warmup: false }).generate(createRng(1)) as RigidJob[])).toEqual(ids(windows[1]!.measured));
    const both = traceWindowWorkload(windows);
    const firsts = new Set(Array.from({ length: 40 }, (_, s) => both.generate(createRng(s))[0]!.id));
    expect(firsts).toEqual(new Set(['j0', 'j2']));
    expect(() => traceWindowWorkload([])).toThrow(/at least one window/);
  });

  it('simulationObjective on a window is the mean cost of simulating that window (the train-on-one-window use)', () => {
    const platform = homogeneousPlatform({ servers: 2 });
    const family = greedyFamily(condition1);
    const objective = simulationObjective({ platform, workload: traceWindowWorkload(windows[0]!), family, setsPerIteration: 2 });
    const x = Float64Array.from(family.space.lower.map((lo, i) => (lo + family.space.upper[i]!) / 2));
    const value = objective.evaluate(x, { iteration: 0, iterationSeed: 9, candidateSeed: 0, index: 0 });
    // by hand: the sets of iteration seed 9 are both the window; each run uses its own seed
    const seeds = jobSetSeeds(9, 2);
    const sim = createSimulation({ platform, jobs: [...windows[0]!.jobs] });
    const direct = seeds.map((s) => sim.run(family.create(x), { seed: s }).metrics.cost);
    expect(value).toBeCloseTo((direct[0]! + direct[1]!) / 2, 12);
    expect(traceWindowWorkload(windows[0]!).generate(seedStream(seeds[0]!, STREAMS.workload))).toEqual(windows[0]!.jobs);
  });
});
