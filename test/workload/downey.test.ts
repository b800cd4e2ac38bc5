import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { downeySpeedup, downeyWorkload, type MalleableJob, type RigidJob } from '../../src/workload/index';
import { createRng } from '../../src/random/index';
import { InvalidInputError } from '../../src/errors/index';
import { createSimulation, homogeneousPlatform } from '../../src/engine/index';
import { dupontSetup } from '../../src/experiments/index';

const N = 10000;
const mean = (v: readonly number[]): number => v.reduce((a, b) => a + b, 0) / v.length;
const sd = (v: readonly number[]): number => { const m = mean(v); return Math.sqrt(v.reduce((a, b) => a + (b - m) ** 2, 0) / (v.length - 1)); };

describe('downeySpeedup (Downey 1997)', () => {
  it('hand-computed values on both branches', () => {
    expect(downeySpeedup(4, 8, 0)).toBe(4);
    expect(downeySpeedup(20, 8, 0)).toBe(8);
    expect(downeySpeedup(4, 8, 0.5)).toBeCloseTo(32 / 8.75, 14); // 8*4 / (8 + 0.25*3)
    expect(downeySpeedup(10, 8, 0.5)).toBeCloseTo(80 / (0.5 * 7.5 + 10 * 0.75), 14); // A <= n <= 2A-1
    expect(downeySpeedup(15, 8, 0.5)).toBe(8);
    expect(downeySpeedup(4, 8, 2)).toBeCloseTo((4 * 8 * 3) / (2 * 11 + 8), 14); // n A (s+1) / (s (n+A-1) + A)
    expect(downeySpeedup(22, 8, 2)).toBe(8); // A + A s - s = 22
    expect(downeySpeedup(1, 8, 1.7)).toBeCloseTo(1, 14);
  });

  it('is continuous, nondecreasing in n, at most min(n, A), and the branches meet at sigma = 1 (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 500, noNaN: true }), fc.double({ min: 0, max: 5, noNaN: true }), fc.double({ min: 1, max: 1000, noNaN: true }), (A, s, n) => {
        const v = downeySpeedup(n, A, s);
        expect(v).toBeLessThanOrEqual(Math.min(n, A) * (1 + 1e-12));
        expect(v).toBeGreaterThanOrEqual(1 - 1e-12);
        expect(downeySpeedup(n + 0.5, A, s)).toBeGreaterThanOrEqual(v * (1 - 1e-12));
        for (const knot of [A, 2 * A - 1, A + A * s - s]) {
          if (knot >= 1) expect(downeySpeedup(knot * (1 + 1e-9), A, s)).toBeCloseTo(downeySpeedup(knot, A, s), 5);
        }
        expect(downeySpeedup(n, A, 1 - 1e-12)).toBeCloseTo(downeySpeedup(n, A, 1 + 1e-12), 8);
      }),
      { seed: 7, numRuns: 300 },
    );
  });

  it('refuses n < 1, A < 1, sigma < 0', () => {
    expect(() => downeySpeedup(0, 2, 1)).toThrow(/n: expected/);
    expect(() => downeySpeedup(1, 0.5, 1)).toThrow(/A: expected/);
    expect(() => downeySpeedup(1, 2, -1)).toThrow(InvalidInputError);
  });
});

describe('downeyWorkload (Downey 1997)', () => {
  const malleable = downeyWorkload({ jobs: N, jobKind: 'malleable' }).generate(createRng(21)) as MalleableJob[];
  const rigid = downeyWorkload({ jobs: N }).generate(createRng(21)) as RigidJob[];

  it('is deterministic per seed; rigid and malleable forms of one seed are the same jobs (runtime = mass / n^alpha = W / S(n))', () => {
    expect(downeyWorkload({ jobs: 50 }).generate(createRng(2))).toEqual(downeyWorkload({ jobs: 50 }).generate(createRng(2)));
    expect(downeyWorkload({ jobs: 50 }).generate(createRng(2))).not.toEqual(downeyWorkload({ jobs: 50 }).generate(createRng(3)));
    for (let i = 0; i < N; i += 97) {
      const m = malleable[i]!;
      const r = rigid[i]!;
      expect(m.minServers).toBe(r.processors);
      expect(m.maxServers).toBe(r.processors);
      expect(m.alpha > 0 && m.alpha <= 1).toBe(true);
      expect(m.mass / Math.pow(m.minServers, m.alpha)).toBeCloseTo(r.runtime, 6);
      expect(r.submit).toBe(m.submit);
    }
  });

  it('the engine runs a malleable job held at n servers for exactly W / S(n) (speed-1 servers)', () => {
    for (const j of malleable.slice(0, 40)) {
      const alone = { ...j, submit: 0 };
      const rec = createSimulation({ platform: homogeneousPlatform({ servers: 128 }), jobs: [alone] }).run(dupontSetup('FIFO'), { seed: 1 }).jobs[0]!;
      expect([rec.start, rec.servers]).toEqual([0, j.minServers]);
      expect(rec.end - rec.start).toBeCloseTo(rigid[malleable.indexOf(j)]!.runtime, 6);
    }
  });

  it('10,000 jobs: W log-uniform on [60, 1e6] (mean, CV), Poisson arrivals (mean 1500 s, CV 1)', () => {
    const w = malleable.map((j) => j.mass);
    const L = Math.log(1e6 / 60);
    const mW = (1e6 - 60) / L;
    const sW = Math.sqrt((1e12 - 3600) / (2 * L) - mW * mW);
    expect(Math.abs(mean(w) - mW)).toBeLessThan((4 * sW) / Math.sqrt(N));
    expect(Math.abs(sd(w) / mean(w) / (sW / mW) - 1)).toBeLessThan(0.05);
    const gaps = rigid.slice(1).map((j, i) => j.submit - rigid[i]!.submit);
    expect(rigid[0]!.submit).toBe(0);
    expect(Math.abs(mean(gaps) - 1500)).toBeLessThan((4 * 1500) / Math.sqrt(N));
    expect(Math.abs(sd(gaps) / mean(gaps) - 1)).toBeLessThan(0.05);
  });

  it('sizes: serial share ln 1.5 / ln 128, power-of-two share from the log-uniform A (no power-of-two bias, as Downey chose)', () => {
    const ln = Math.log(128);
    const serial = Math.log(1.5) / ln;
    let pow2 = 0;
    for (let k = 2; k <= 128; k *= 2) pow2 += (Math.log(Math.min(128, k + 0.5)) - Math.log(k - 0.5)) / ln;
    const got = (f: (n: number) => boolean): number => rigid.filter((j) => f(j.processors)).length / N;
    for (const [g, want] of [[got((n) => n === 1), serial], [got((n) => n > 1 && (n & (n - 1)) === 0), pow2]] as const) {
      expect(Math.abs(g - want)).toBeLessThan(4 * Math.sqrt((want * (1 - want)) / N));
    }
    expect(Math.max(...rigid.map((j) => j.processors))).toBeLessThanOrEqual(128);
  });

  it("'maxSpeedup' runs each job at speedup A: never slower than 'parallelism' on the same draw", () => {
    const full = downeyWorkload({ jobs: 500, allocation: 'maxSpeedup', servers: 1e6, maxParallelism: 128 }).generate(createRng(5)) as RigidJob[];
    const par = downeyWorkload({ jobs: 500, servers: 1e6, maxParallelism: 128 }).generate(createRng(5)) as RigidJob[];
    for (let i = 0; i < 500; i++) {
      expect(full[i]!.processors).toBeGreaterThanOrEqual(par[i]!.processors);
      expect(full[i]!.runtime).toBeLessThanOrEqual(par[i]!.runtime * (1 + 1e-12));
    }
  });

  it('refuses bad options naming the field', () => {
    const bad = (o: object, msg: RegExp): void => expect(() => downeyWorkload(o as never)).toThrow(msg);
    bad({ jobs: 0 }, /jobs/);
    bad({ work: [0, 5] }, /work/);
    bad({ sigma: [1, 0] }, /sigma/);
    bad({ maxParallelism: 0.5 }, /maxParallelism/);
    bad({ allocation: 'best' }, /allocation/);
    bad({ jobKind: 'moldable' }, /jobKind/);
    bad({ lambda: 1 }, /unknown option "lambda"/);
  });
});
