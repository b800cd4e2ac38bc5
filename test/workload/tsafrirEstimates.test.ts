import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lublinFeitelsonWorkload, tsafrirEstimates, type RigidJob } from '../../src/workload/index';
import { createRng } from '../../src/random/index';
import { InvalidInputError } from '../../src/errors/index';
import { binCount } from '../../src/workload/internals/tsafrirTail';
import { headTimes } from '../../src/workload/internals/tsafrirHead';

const H = 3600;
const rigid = (id: string, runtime: number): RigidJob => ({ kind: 'rigid', id, submit: 0, processors: 1, runtime, estimate: runtime });
const histogram = (jobs: readonly RigidJob[]): Array<[number, number]> => {
  const c = new Map<number, number>();
  for (const j of jobs) c.set(j.estimate, (c.get(j.estimate) ?? 0) + 1);
  return [...c.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
};

describe('tsafrirEstimates (Tsafrir, Etsion and Feitelson 2005)', () => {
  const N = 10000;
  const workload = tsafrirEstimates(lublinFeitelsonWorkload({ jobs: N }), { maxEstimate: 48 * H });

  it('reproduces the modal-estimate shares: 20 estimates take 89%, the maximum the most, rank x the share 14.0491 e^(-0.177531 x) + 0.462513', () => {
    // rank x = 2 ... 20 by hand; rank 1 (the maximum) is 89 minus their sum = 21.73 %
    const rest = Array.from({ length: 19 }, (_, i) => 14.0491 * Math.exp(-0.177531 * (i + 2)) + 0.462513);
    const first = 89 - rest.reduce((a, b) => a + b, 0);
    expect(first).toBeCloseTo(21.733, 3);
    for (const seed of [1, 2, 3]) {
      const h = histogram(workload.generate(createRng(seed)) as RigidJob[]);
      expect(h.length).toBe(90); // distinct estimates for 10,000 jobs: the paper's bin-count model
      expect(h[0]![0]).toBe(48 * H);
      const shares = h.slice(0, 20).map(([, n]) => (100 * n) / N);
      expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(89, 1);
      // each share within 0.05 percentage points (rounding to whole jobs and the adjustment to 10,000)
      [first, ...rest].forEach((want, r) => expect(Math.abs(shares[r]! - want), `rank ${r + 1}`).toBeLessThan(0.05));
      // the 20 popular values are the head's: the maximum, the 15 joint estimates (5 min ... 18 h) and round hours
      const head = new Set(headTimes(48 * H));
      for (const [t] of h.slice(0, 20)) expect(head.has(t), `${t} s`).toBe(true);
      for (const t of [300, 600, 900, 1200, 1800, H, 2 * H, 18 * H]) expect(head.has(t)).toBe(true);
    }
  });

  it('the bin-count model goes through the paper\'s points and is linear between them', () => {
    expect([20, 200, 1000, 10000, 70000, 250000, 1e6].map(binCount)).toEqual([10, 20, 35, 90, 340, 565, 565]);
    expect(binCount(5500)).toBe(35 + Math.round((4500 * 55) / 9000));
  });

  it('every estimate is at least its run time, and only estimates change (property, random sets)', () => {
    let checked = 0;
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 20 * H }), { minLength: 1, maxLength: 300 }), fc.integer({ min: 0, max: 1000 }), (runtimes, seed) => {
        const jobs = runtimes.map((r, i) => rigid(`j${i}`, r));
        let out: RigidJob[];
        try {
          out = tsafrirEstimates(jobs, { maxEstimate: 24 * H }).generate(createRng(seed)) as RigidJob[];
        } catch (e) {
          // the model may have too few long estimates for sets of many long jobs: then a typed error
          expect(e).toBeInstanceOf(InvalidInputError);
          return;
        }
        expect(out.map((j) => ({ ...j, estimate: 0 }))).toEqual(jobs.map((j) => ({ ...j, estimate: 0 })));
        for (const j of out) expect(j.estimate).toBeGreaterThanOrEqual(j.runtime);
        for (const j of out) expect(j.estimate).toBeLessThanOrEqual(24 * H);
        checked++;
      }),
      { seed: 42, numRuns: 150 },
    );
    expect(checked).toBeGreaterThan(100); // most sets are feasible: the property is exercised
  });

  it('is deterministic per seed; on a fixed set (a trace) each seed draws new estimates for the same jobs', () => {
    expect(workload.generate(createRng(4))).toEqual(workload.generate(createRng(4)));
    const jobs = Array.from({ length: 500 }, (_, i) => rigid(`t${i}`, 60 + ((i * 37) % 3000)));
    const t = tsafrirEstimates(jobs);
    const a = t.generate(createRng(1)) as RigidJob[];
    const b = t.generate(createRng(2)) as RigidJob[];
    expect(a.map((j) => j.id)).toEqual(jobs.map((j) => j.id));
    expect(a.map((j) => j.estimate)).not.toEqual(b.map((j) => j.estimate));
    expect(Math.max(...a.map((j) => j.estimate))).toBe(H); // default maxEstimate: longest run time (3,059 s) rounded up to an hour
  });

  it('refuses what it cannot model, naming the cause', () => {
    const m = { kind: 'malleable' as const, id: 'm', submit: 0, mass: 10, alpha: 1, data: 0, minServers: 1, maxServers: 1 };
    expect(() => tsafrirEstimates([m]).generate(createRng(1))).toThrow(/job m: expected a rigid job/);
    expect(() => tsafrirEstimates([rigid('a', 5 * H)], { maxEstimate: 4 * H }).generate(createRng(1))).toThrow(/maxEstimate: expected >= the longest run time 18000 s/);
    const long = Array.from({ length: 100 }, (_, i) => rigid(`l${i}`, H + 1));
    expect(() => tsafrirEstimates(long, { maxEstimate: 2 * H }).generate(createRng(1))).toThrow(/raise maxEstimate/);
    expect(() => tsafrirEstimates([], { maxEstimate: 100 })).toThrow(/maxEstimate: expected a number of seconds >= 3600/);
    expect(() => tsafrirEstimates([], { headShare: 100 })).toThrow(/headShare/);
    expect(() => tsafrirEstimates([], { bins: 0 })).toThrow(/bins/);
    expect(() => tsafrirEstimates([], { headModel: [1, 2] as never })).toThrow(/headModel/);
    expect(() => tsafrirEstimates([], { estimate: 1 } as never)).toThrow(/unknown option "estimate"/);
    expect(() => tsafrirEstimates(null as never)).toThrow(InvalidInputError);
  });
});
