import { describe, expect, it } from 'vitest';
import { googleLikeWorkload } from '../../src/workload/index';
import { createRng } from '../../src/random/index';
import { InvalidInputError } from '../../src/errors/index';
import type { MalleableJob } from '../../src/engine/index';

const big = (opts = {}) => googleLikeWorkload({ jobs: 20000, ...opts }).generate(createRng(77)) as MalleableJob[];

describe('googleLikeWorkload (Dupont 2020, Table 3)', () => {
  it('defaults: 50 jobs, first at t=0, submissions non-decreasing, D_max = 500', () => {
    const w = googleLikeWorkload();
    const jobs = w.generate(createRng(1));
    expect(jobs).toHaveLength(50);
    expect(jobs[0]!.submit).toBe(0);
    for (let i = 1; i < jobs.length; i++) expect(jobs[i]!.submit).toBeGreaterThanOrEqual(jobs[i - 1]!.submit);
    expect(w.maxData).toBe(500);
    expect(jobs.map((j) => j.id).slice(0, 3)).toEqual(['j0', 'j1', 'j2']);
  });

  it('is a pure function of the generator state', () => {
    const w = googleLikeWorkload();
    expect(w.generate(createRng(5))).toEqual(w.generate(createRng(5)));
    expect(w.generate(createRng(5))).not.toEqual(w.generate(createRng(6)));
  });

  it('inter-arrival mean is the dynamism (Lomax shape 4, scale 3 x dynamism; seeded, 5 sigma)', () => {
    const jobs = big();
    const gaps = jobs.length - 1;
    const mean = jobs[jobs.length - 1]!.submit / gaps;
    // Lomax(a=4, scale=1500): variance = scale^2 a / ((a-1)^2 (a-2)) = 500000
    expect(Math.abs(mean - 500)).toBeLessThan((5 * Math.sqrt(500000)) / Math.sqrt(gaps));
  });

  it('mass is log-normal with mean `mass` and median `mass / disparity`', () => {
    const jobs = big();
    const logs = jobs.map((j) => Math.log(j.mass));
    const n = logs.length;
    const mu = logs.reduce((a, b) => a + b, 0) / n;
    const sd = Math.sqrt(logs.reduce((a, b) => a + (b - mu) ** 2, 0) / (n - 1));
    const sigma = Math.sqrt(2 * Math.log(3.8));
    expect(Math.abs(mu - Math.log(1700 / 3.8))).toBeLessThan((5 * sigma) / Math.sqrt(n));
    expect(Math.abs(sd - sigma)).toBeLessThan((5 * sigma) / Math.sqrt(2 * n));
    // mean = exp(mu + sigma^2 / 2) = 1700 exactly by construction
    expect(Math.exp(Math.log(1700 / 3.8) + sigma ** 2 / 2)).toBeCloseTo(1700, 9);
  });

  it('alpha, data and server ranges follow the paper', () => {
    const jobs = big();
    let minMax = Infinity;
    let maxMax = -Infinity;
    for (const j of jobs) {
      expect(j.alpha).toBeGreaterThanOrEqual(0.5);
      expect(j.alpha).toBeLessThan(1);
      expect(j.data).toBeGreaterThanOrEqual(10);
      expect(j.data).toBeLessThan(500);
      expect(j.minServers).toBe(Math.ceil((j.alpha / 3) * 9));
      expect(j.maxServers).toBeGreaterThanOrEqual(j.minServers);
      expect(j.maxServers).toBeLessThanOrEqual(9);
      minMax = Math.min(minMax, j.maxServers);
      maxMax = Math.max(maxMax, j.maxServers);
    }
    expect([minMax, maxMax]).toEqual([2, 9]);
    const meanAlpha = jobs.reduce((a, j) => a + j.alpha, 0) / jobs.length;
    expect(Math.abs(meanAlpha - 0.75)).toBeLessThan((5 * 0.5) / Math.sqrt(12 * jobs.length));
  });

  it('expresses Tables 10 and 13', () => {
    const resilience = googleLikeWorkload({ dynamism: 300, mass: 1900, disparity: 4.5, data: [10, 800] });
    expect(resilience.maxData).toBe(800);
    const scale = googleLikeWorkload({ servers: 100, jobs: 500, dynamism: 50 }).generate(createRng(3)) as MalleableJob[];
    expect(scale).toHaveLength(500);
    expect(Math.max(...scale.map((j) => j.maxServers))).toBeLessThanOrEqual(99);
    expect(Math.min(...scale.map((j) => j.minServers))).toBeGreaterThanOrEqual(17); // ceil(0.5/3*99)
  });

  it('rejects options out of range, naming them', () => {
    expect(() => googleLikeWorkload({ jobs: 0 })).toThrow(InvalidInputError);
    expect(() => googleLikeWorkload({ disparity: 0.5 })).toThrow(/disparity/);
    expect(() => googleLikeWorkload({ alpha: [0.9, 0.5] })).toThrow(/alpha/);
    expect(() => googleLikeWorkload({ arrivalShape: 1 })).toThrow(/arrivalShape/);
  });
});
