import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LUBLIN_PARAMETERS, lublinFeitelsonWorkload, readSwf, type LublinClassParameters, type RigidJob } from '../../src/workload/index';
import { createRng } from '../../src/random/index';
import { InvalidInputError } from '../../src/errors/index';
import { ksTwoSample } from '../../src/statistics/index';
import { dailyCycleWeights, firstGammaWeight, lublinLogRuntime, lublinSize, MAX_LOG_INTERARRIVAL, MAX_LOG_RUNTIME } from '../../src/workload/internals/lublinDraws';

const N = 10000;
const mean = (v: readonly number[]): number => v.reduce((a, b) => a + b, 0) / v.length;
const sd = (v: readonly number[]): number => { const m = mean(v); return Math.sqrt(v.reduce((a, b) => a + (b - m) ** 2, 0) / (v.length - 1)); };
const isPow2 = (s: number): boolean => s > 1 && (s & (s - 1)) === 0;

/** CDF of the two-stage uniform of log2(size). */
function tsuCdf(p: LublinClassParameters, x: number): number {
  const c = (t: number): number => Math.min(1, Math.max(0, t));
  return p.uProb * c((x - p.uLow) / (p.uMed - p.uLow)) + (1 - p.uProb) * c((x - p.uMed) / (p.uHi - p.uMed));
}

/** The exact size distribution of the model (no redraws: uHi an integer), P(size = s), s = 1 ... 2^uHi. */
function sizeLaw(p: LublinClassParameters): number[] {
  const top = Math.round(2 ** p.uHi);
  const law = new Array<number>(top + 1).fill(0);
  law[1] = p.serialProb;
  const other = 1 - p.serialProb - p.pow2Prob;
  for (let j = 0; 2 ** j <= top; j++) law[2 ** j]! += p.pow2Prob * (tsuCdf(p, j + 0.5) - tsuCdf(p, j - 0.5));
  for (let s = 1; s <= top; s++) law[s]! += other * (tsuCdf(p, Math.log2(s + 0.5)) - tsuCdf(p, Math.log2(s - 0.5)));
  return law;
}

/** k-th moment of gamma(a, b) conditioned on x <= cut, by Simpson in log space (the normalizing constant cancels). */
function truncatedGammaMoments(a: number, b: number, cut: number): { mass: number; m1: number; m2: number } {
  const hi = Math.max(cut, a * b + 40 * Math.sqrt(a) * b);
  const mode = Math.max(1e-9, (a - 1) * b);
  const logf = (x: number): number => (x <= 0 ? -Infinity : (a - 1) * Math.log(x) - x / b - ((a - 1) * Math.log(mode) - mode / b));
  const simpson = (lo: number, up: number, g: (x: number) => number): number => {
    const n = 4000;
    const h = (up - lo) / n;
    let s = g(lo) + g(up);
    for (let i = 1; i < n; i++) s += (i % 2 ? 4 : 2) * g(lo + i * h);
    return (s * h) / 3;
  };
  const total = simpson(0, hi, (x) => Math.exp(logf(x)));
  const kept = simpson(0, cut, (x) => Math.exp(logf(x)));
  return { mass: kept / total, m1: simpson(0, cut, (x) => x * Math.exp(logf(x))) / kept, m2: simpson(0, cut, (x) => x * x * Math.exp(logf(x))) / kept };
}

/** E[e^(k g) | g <= cut] for g ~ gamma(a, b), by Simpson (the normalizing constant cancels). */
function truncatedExpMoment(a: number, b: number, cut: number, k: number): number {
  const n = 20000;
  const h = cut / n;
  const f = (x: number): number => (x <= 0 ? 0 : Math.exp((a - 1) * Math.log(x) - x / b));
  let num = f(cut) * Math.exp(k * cut);
  let den = f(cut);
  for (let i = 1; i < n; i++) {
    const x = i * h;
    const w = i % 2 ? 4 : 2;
    num += w * f(x) * Math.exp(k * x);
    den += w * f(x);
  }
  return num / den;
}

/** Mean and variance of ln(run time) for one size: the hyper-gamma conditioned on <= MAX_LOG_RUNTIME (the whole draw is redrawn). */
function logRuntimeMoments(p: LublinClassParameters, size: number): { m1: number; m2: number } {
  const w = firstGammaWeight(p, size);
  const g1 = truncatedGammaMoments(p.a1, p.b1, MAX_LOG_RUNTIME);
  const g2 = truncatedGammaMoments(p.a2, p.b2, MAX_LOG_RUNTIME);
  const q1 = w * g1.mass;
  const q2 = (1 - w) * g2.mass;
  return { m1: (q1 * g1.m1 + q2 * g2.m1) / (q1 + q2), m2: (q1 * g1.m2 + q2 * g2.m2) / (q1 + q2) };
}

describe('lublinFeitelsonWorkload (Lublin and Feitelson 2003, m_lublin99.c)', () => {
  it('is a pure function of the generator state, and rigid jobs in submit order', () => {
    const w = lublinFeitelsonWorkload({ jobs: 300 });
    const a = w.generate(createRng(5)) as RigidJob[];
    expect(a).toEqual(w.generate(createRng(5)));
    expect(a).not.toEqual(w.generate(createRng(6)));
    expect(a).toHaveLength(300);
    expect(a[0]!.id).toBe('j0');
    for (let i = 1; i < a.length; i++) expect(a[i]!.submit).toBeGreaterThanOrEqual(a[i - 1]!.submit);
    for (const j of a) {
      expect(j.kind).toBe('rigid');
      expect(Number.isInteger(j.runtime) && j.runtime >= 1 && j.runtime <= Math.exp(MAX_LOG_RUNTIME)).toBe(true);
      expect(Number.isInteger(j.processors) && j.processors >= 1 && j.processors <= 128).toBe(true);
      expect(j.estimate).toBe(j.runtime);
    }
  });

  for (const name of ['batch', 'interactive', 'whole'] as const) {
    it(`${name}: 10,000 sizes match the model's exact law (serial share, power-of-two share, mean; 4 sigma)`, () => {
      const p = LUBLIN_PARAMETERS[name];
      const rng = createRng(11);
      const sizes = Array.from({ length: N }, () => lublinSize(rng, p, 128));
      const law = sizeLaw(p);
      expect(law.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
      const share = (f: (s: number) => boolean): [number, number] => [sizes.filter(f).length / N, law.reduce((a, q, s) => a + (f(s) ? q : 0), 0)];
      const [serial, serialExpected] = share((s) => s === 1);
      expect(serialExpected).toBeCloseTo(p.serialProb, 12); // uLow >= log2(1.5): no parallel draw rounds to 1
      const [pow2, pow2Expected] = share(isPow2);
      for (const [got, want] of [[serial, serialExpected], [pow2, pow2Expected]] as const) {
        expect(Math.abs(got - want)).toBeLessThan(4 * Math.sqrt((want * (1 - want)) / N));
      }
      const mu = law.reduce((a, q, s) => a + q * s, 0);
      const sigma = Math.sqrt(law.reduce((a, q, s) => a + q * (s - mu) ** 2, 0));
      expect(Math.abs(mean(sizes) - mu)).toBeLessThan((4 * sigma) / Math.sqrt(N));
    });

    it(`${name}: 10,000 ln(run times) match the hyper-gamma's mean and CV given their sizes`, () => {
      const p = LUBLIN_PARAMETERS[name];
      const rng = createRng(12);
      const sizes = Array.from({ length: N }, () => lublinSize(rng, p, 128));
      const logs = sizes.map((s) => lublinLogRuntime(rng, p, s));
      const moments = new Map<number, { m1: number; m2: number }>();
      const m = sizes.map((s) => moments.get(s) ?? moments.set(s, logRuntimeMoments(p, s)).get(s)!);
      const m1 = mean(m.map((x) => x.m1));
      const variance = mean(m.map((x) => x.m2)) - m1 * m1;
      expect(Math.abs(mean(logs) - m1)).toBeLessThan((4 * Math.sqrt(variance)) / Math.sqrt(N));
      expect(sd(logs) / mean(logs)).toBeCloseTo(Math.sqrt(variance) / m1, 1);
      expect(Math.abs(sd(logs) / mean(logs) / (Math.sqrt(variance) / m1) - 1)).toBeLessThan(0.04);
      expect(Math.max(...logs)).toBeLessThanOrEqual(MAX_LOG_RUNTIME);
    });

    it(`${name}: without the daily cycle, the mean gap is E[e^g | g <= 13], g ~ gamma(aarr arar, barr) (5 standard errors)`, () => {
      const p = LUBLIN_PARAMETERS[name];
      const jobs = lublinFeitelsonWorkload({ jobs: N, jobClasses: 'whole', dailyCycle: false, whole: p }).generate(createRng(13));
      const a = p.aarr * p.arar;
      const e1 = truncatedExpMoment(a, p.barr, MAX_LOG_INTERARRIVAL, 1);
      const e2 = truncatedExpMoment(a, p.barr, MAX_LOG_INTERARRIVAL, 2);
      const gaps = (jobs.at(-1)!.submit - jobs[0]!.submit) / (N - 1);
      expect(Math.abs(gaps - e1)).toBeLessThan((5 * Math.sqrt(e2 - e1 * e1)) / Math.sqrt(N - 1));
    });
  }

  it('the daily cycle: arrivals per hour follow the half-hour weights (whole class, 10,000 jobs)', () => {
    const jobs = lublinFeitelsonWorkload({ jobs: N, jobClasses: 'whole' }).generate(createRng(14));
    const w = dailyCycleWeights(LUBLIN_PARAMETERS.whole.anum, LUBLIN_PARAMETERS.whole.bnum);
    const counts = new Array<number>(24).fill(0);
    for (const j of jobs) counts[Math.floor((j.submit % 86400) / 3600)]!++;
    const expected = counts.map((_, h) => (N * (w[2 * h]! + w[2 * h + 1]!)) / 48);
    const night = [0, 1, 2, 3, 4, 5];
    const day = [10, 11, 12, 13, 14, 15];
    const sum = (v: number[], hs: number[]): number => hs.reduce((a, h) => a + v[h]!, 0);
    const ratio = sum(counts, day) / sum(counts, night);
    const ratioExpected = sum(expected, day) / sum(expected, night);
    expect(ratioExpected).toBeGreaterThan(2);
    expect(Math.abs(ratio / ratioExpected - 1)).toBeLessThan(0.2);
    const flat = lublinFeitelsonWorkload({ jobs: N, jobClasses: 'whole', dailyCycle: false }).generate(createRng(14));
    const flatCounts = new Array<number>(24).fill(0);
    for (const j of flat) flatCounts[Math.floor((j.submit % 86400) / 3600)]!++;
    expect(Math.abs(sum(flatCounts, day) / sum(flatCounts, night) - 1)).toBeLessThan(0.2);
  });

  it('agrees with the archive sample lublin_256 (one class, 256 processors) by two-sample KS at the 1% level', async () => {
    const trace = (await readSwf(join(import.meta.dirname, '../../data/traces/lublin_256.swf.gz'))).jobs as RigidJob[];
    const jobs = lublinFeitelsonWorkload({ jobs: N, machineSize: 256, jobClasses: 'whole' }).generate(createRng(1)) as RigidJob[];
    const gaps = (js: RigidJob[]): number[] => js.slice(1).map((j, i) => j.submit - js[i]!.submit);
    for (const [what, f] of [['runtime', (js: RigidJob[]) => js.map((j) => j.runtime)], ['size', (js: RigidJob[]) => js.map((j) => j.processors)], ['gaps', gaps]] as const) {
      const r = ksTwoSample(f(jobs), f(trace));
      expect(r.pValue, what).toBeGreaterThan(0.01);
    }
    // and a batch-and-interactive model on 128 processors is told apart from it
    const other = lublinFeitelsonWorkload({ jobs: N }).generate(createRng(1)) as RigidJob[];
    expect(ksTwoSample(other.map((j) => j.processors), trace.map((j) => j.processors)).pValue).toBeLessThan(0.01);
  });

  it('machineSize moves uHi and uMed; a non-power-of-two machine never gets a larger job', () => {
    const jobs = lublinFeitelsonWorkload({ jobs: 3000, machineSize: 100 }).generate(createRng(3)) as RigidJob[];
    expect(Math.max(...jobs.map((j) => j.processors))).toBeLessThanOrEqual(100);
    const big = lublinFeitelsonWorkload({ jobs: 3000, machineSize: 1024 }).generate(createRng(3)) as RigidJob[];
    expect(Math.max(...big.map((j) => j.processors))).toBeGreaterThan(128);
  });

  it('refuses bad options with a typed error naming the field', () => {
    const bad = (o: object, msg: RegExp): void => expect(() => lublinFeitelsonWorkload(o as never)).toThrow(msg);
    bad({ jobs: 0 }, /jobs/);
    bad({ machineSize: 1 }, /machineSize/);
    bad({ jobClasses: 'both' }, /jobClasses/);
    bad({ startHour: 24 }, /startHour/);
    bad({ batch: { serialProb: 1.2 } }, /batch\.serialProb/);
    bad({ batch: { serialProb: 0.5, pow2Prob: 0.6 } }, /serialProb \+ pow2Prob/);
    bad({ jobClasses: 'whole', whole: { uMed: 9 } }, /whole\.uLow\/uMed\/uHi/);
    bad({ whole: { uMed: 4 } }, /no whole parameters/);
    bad({ interactive: { alpha: 1 } }, /unknown option "alpha"/);
    bad({ machineSize: 8 }, /batch\.uLow\/uMed\/uHi/);
    bad({ seed: 1 }, /unknown option "seed"/);
    expect(() => lublinFeitelsonWorkload({ jobs: -1 })).toThrow(InvalidInputError);
  });
});
