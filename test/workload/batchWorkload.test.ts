import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/random/createRng';
import { uniform } from '../../src/random/uniform';
import { batchWorkload } from '../../src/workload/batchWorkload';
import { parseJobs, stringifyJobs } from '../../src/workload/parseJobs';

describe('batchWorkload (offline batches for the multi-cluster model)', () => {
  it('draws size, run time, sigma, PTBW per job in that order', () => {
    const [job] = batchWorkload({ jobs: 1, processors: [2, 32], runtime: [10, 1000], sigma: [0.2, 0.6], taskBandwidth: [1, 3] }).generate(createRng(11));
    const rng = createRng(11);
    const u = [uniform(rng), uniform(rng), uniform(rng), uniform(rng)];
    expect(job!.processors).toBe(Math.floor(Math.exp(Math.log(2) + u[0]! * (Math.log(33) - Math.log(2)))));
    expect(job!.runtime).toBeCloseTo(Math.exp(Math.log(10) + u[1]! * (Math.log(1000) - Math.log(10))), 9);
    expect(job!.sigma).toBeCloseTo(0.2 + 0.4 * u[2]!, 15);
    expect(job!.taskBandwidth).toBeCloseTo(1 + 2 * u[3]!, 15);
    expect(job!.submit).toBe(0);
    expect(job!.estimate).toBe(job!.runtime);
  });

  it('stays in range, reaches both ends, is log-uniform (median near the geometric mean) and deterministic', () => {
    const w = batchWorkload({ jobs: 4000, processors: [1, 64] });
    const jobs = w.generate(createRng(5));
    expect(w.generate(createRng(5))).toEqual(jobs);
    const sizes = jobs.map((j) => j.processors);
    expect(Math.min(...sizes)).toBe(1);
    expect(Math.max(...sizes)).toBe(64);
    expect(sizes.every((s) => Number.isInteger(s))).toBe(true);
    const runtimes = jobs.map((j) => j.runtime).sort((a, b) => a - b);
    expect(runtimes[0]).toBeGreaterThanOrEqual(60);
    expect(runtimes.at(-1)).toBeLessThanOrEqual(36_000);
    const median = runtimes[2000]!;
    expect(median / Math.sqrt(60 * 36_000)).toBeGreaterThan(0.85);
    expect(median / Math.sqrt(60 * 36_000)).toBeLessThan(1.15);
    expect(parseJobs(stringifyJobs(jobs))).toEqual(jobs); // sigma and taskBandwidth survive the JSON format
  });

  it('refuses bad options by name', () => {
    expect(() => batchWorkload({ jobs: 0 })).toThrow(/jobs: expected an integer >= 1/);
    expect(() => batchWorkload({ processors: [4, 2] })).toThrow(/processors: expected \[min, max\]/);
    expect(() => batchWorkload({ processors: [1.5, 2] })).toThrow(/processors: expected integer bounds/);
    expect(() => batchWorkload({ sigma: [-0.1, 1] })).toThrow(/sigma/);
    expect(() => batchWorkload({ runtime: [0, 10] })).toThrow(/runtime/);
  });
});
