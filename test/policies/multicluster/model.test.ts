import { describe, expect, it } from 'vitest';
import { createSimulation } from '../../../src/engine/createSimulation';
import { jobSlowdown } from '../../../src/engine/jobSlowdown';
import { platform } from '../../../src/engine/platform';
import type { Policy } from '../../../src/engine/Policy';
import { rigidJobRate } from '../../../src/engine/rigidJobRate';
import { InvalidInputError } from '../../../src/errors/InvalidInputError';
import { allocateByAvailability } from '../../../src/policies/multicluster/allocateByAvailability';
import { batchProblem } from '../../../src/policies/multicluster/BatchProblem';
import { buildSchedule } from '../../../src/policies/multicluster/buildSchedule';
import { decodePlan } from '../../../src/policies/multicluster/decodePlan';
import { firstFit } from '../../../src/policies/multicluster/firstFit';
import { planEvaluator } from '../../../src/policies/multicluster/planEvaluator';
import { planFamily } from '../../../src/policies/multicluster/planFamily';
import { planPolicy } from '../../../src/policies/multicluster/planPolicy';
import { spvOrder } from '../../../src/policies/multicluster/spvOrder';
import { rigid, smallPlatform } from './fixtures';

describe('SPV rule (Chhabra et al. 2019, IV.C)', () => {
  it("sorts keys ascending: Tasgetiren et al.'s example, the source of the rule (the paper's Fig. 1 is an image)", () => {
    // x = (1.80, -0.99, 3.01, -0.72, -1.20, 2.15) -> sequence (5, 2, 4, 1, 6, 3), 1-based
    expect(Array.from(spvOrder([1.8, -0.99, 3.01, -0.72, -1.2, 2.15]), (j) => j + 1)).toEqual([5, 2, 4, 1, 6, 3]);
  });
  it('keeps index order among equal keys, -0 equal to 0', () => {
    expect(Array.from(spvOrder([0.5, 0, 0.5, -0, 0.1]))).toEqual([1, 3, 4, 0, 2]);
  });
  it('matches a comparator sort on random keys with many ties, negatives and subnormals', () => {
    let seed = 7;
    const next = (): number => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let t = 0; t < 500; t++) {
      const n = 1 + Math.floor(next() * 200);
      // general reals, huge values, subnormals, and keys in [0, 1] closer than 2^-32 (the fast path's tie fixing)
      const keys = Array.from({ length: n }, () => [Math.floor(next() * 9) / 4 - 1, (next() - 0.5) * 1e9, next() * 1e-310, 0.5 + Math.floor(next() * 6) * 1e-12, Math.floor(next() * 5) / 4][t % 5]!);
      const want = keys.map((_, i) => i).sort((a, b) => keys[a]! - keys[b]! || a - b);
      expect(Array.from(spvOrder(keys))).toEqual(want);
    }
  });
  it('refuses NaN and infinite keys, naming the position', () => {
    expect(() => spvOrder([0, Number.NaN])).toThrow(/keys\[1\]/);
    expect(() => spvOrder([Infinity])).toThrow(InvalidInputError);
  });
});

describe('Algorithm 3: availability shares -> PE counts', () => {
  // c0: 10 PEs speed 2; c1: 8 PEs speed 1; c2: 6 PEs speed 1.5 -> slowest first: c1, c2, c0
  const p = platform([{ servers: 10, speed: 2 }, { servers: 8, speed: 1 }, { servers: 6, speed: 1.5 }]);
  const problem = batchProblem(p, [rigid('a', 5, 1), rigid('b', 20, 1), rigid('c', 4, 1)]);
  const counts = (job: number, row: number[]): number[] => {
    const out = new Int32Array(3);
    allocateByAvailability(problem, job, row, 0, out, 0);
    return Array.from(out);
  };
  it('a cluster whose share covers the job alone: the slowest such cluster', () => {
    expect(counts(0, [0.6, 0.5, 1])).toEqual([0, 0, 5]); // c0 6 and c2 6 qualify, c1 4 does not: c2 is slower than c0
    expect(counts(2, [0, 0.5, 0])).toEqual([0, 4, 0]); // 8 x 0.5 = 4 >= 4 exactly
  });
  it('otherwise co-allocated, slowest first, floor(PEs x share) each', () => {
    expect(counts(0, [0.3, 0.5, 0.5])).toEqual([0, 4, 1]); // 3, 4, 3 available: c1 gives 4, c2 the last 1
  });
  it('shares that fall short: the rest from the remaining PEs, slowest first (our documented choice)', () => {
    expect(counts(1, [0.1, 0.1, 0.1])).toEqual([6, 8, 6]); // floors 1, 0, 0 -> +8 (c1), +6 (c2), +5 (c0)
  });
  it('refuses a share outside [0, 1] or NaN, naming job and cluster', () => {
    expect(() => counts(0, [0.5, 1.2, 0])).toThrow(/job 0 \("a"\), cluster 1/);
    expect(() => counts(0, [Number.NaN, 0, 0])).toThrow(InvalidInputError);
  });
  it('decodePlan: keys then the matrix row by row; wrong length named', () => {
    const plan = decodePlan(problem, [0.9, 0.1, 0.5, 0.6, 0.5, 1, 0.1, 0.1, 0.1, 0, 0.5, 0]);
    expect(Array.from(plan.order)).toEqual([1, 2, 0]);
    expect(Array.from(plan.counts)).toEqual([0, 0, 5, 6, 8, 6, 0, 4, 0]);
    expect(() => decodePlan(problem, [0.1, 0.2])).toThrow(/expected 12 = 3 job keys \+ 3 x 3 availability shares/);
    expect(() => decodePlan(problem, new Array<number>(12).fill(0.5), { order: new Int32Array(2), counts: new Int32Array(9) })).toThrow(/into: expected buffers of 3 and 3 x 3/);
  });
});

describe('execution-time model (eq. 1-2) in the engine', () => {
  it('SD = sigma SP + (1 - sigma) SC with SP = 1 / slowest speed', () => {
    expect(jobSlowdown(0.8, 2, 1.5)).toBeCloseTo(0.7, 15);
    expect(jobSlowdown(1, 4, 9)).toBe(0.25);
    expect(jobSlowdown(0, 4, 9)).toBe(9);
  });
  it('SC: 1 inside one cluster, max(1, load / bandwidth) co-allocated; no sigma: the slowest speed', () => {
    const link = smallPlatform().link; // bandwidth 10
    const job = rigid('x', 5, 60, 0.5, 4); // own traffic 20
    expect(rigidJobRate(job, 2, false, 0, link)).toBe(1 / (0.5 * 0.5 + 0.5));
    expect(1 / rigidJobRate(job, 1, true, 0, link)).toBeCloseTo(0.5 + 0.5 * 2, 15);
    expect(1 / rigidJobRate(job, 1, true, 30, link)).toBeCloseTo(0.5 + 0.5 * 5, 15);
    expect(1 / rigidJobRate(rigid('y', 5, 60, 0.5, 1), 1, true, 0, link)).toBe(1); // 5 < 10: not saturated
    const { sigma: _s, taskBandwidth: _t, ...plain } = job;
    expect(rigidJobRate(plain, 2, true, 1e9, link)).toBe(2);
  });

  /** Starts the given jobs on the given servers at t = 0. */
  const fixed = (plan: Record<string, number[]>): Policy => ({
    name: 'fixed',
    decide: (view) => [...view.queue].map((j) => ({ type: 'start' as const, job: j.id, servers: plan[j.id]! })),
  });

  it("a co-allocated job's run time in the engine; 'concurrent' counts the co-allocated jobs already running, 'own' does not", () => {
    const jobs = [rigid('a', 2, 10, 0.5, 10), rigid('b', 2, 10, 0.5, 10)];
    // a on servers 0 (c0) + 4 (c1), b on 1 (c0) + 5 (c1); traffic 20 each on a link of 10
    const plan = { a: [0, 4], b: [1, 5] };
    const conc = createSimulation({ platform: smallPlatform('concurrent'), jobs }).run(fixed(plan));
    expect(conc.jobs[0]!.end).toBeCloseTo(10 * (0.5 * 1 + 0.5 * 2), 12); // a alone: SC = 20 / 10
    expect(conc.jobs[1]!.end).toBeCloseTo(10 * (0.5 * 1 + 0.5 * 4), 12); // b: (20 + 20) / 10
    const own = createSimulation({ platform: smallPlatform('own'), jobs }).run(fixed(plan));
    expect(own.jobs.map((j) => j.end)).toEqual([own.jobs[0]!.end, own.jobs[0]!.end]);
    expect(own.jobs[1]!.end).toBeCloseTo(15, 12);
  });

  it("'concurrent': a co-allocated job that ends when another starts no longer loads the link (builder and engine)", () => {
    // both need 5 of the 6 PEs: B starts when A ends (t = 3) and sees only its own traffic
    const jobs = [rigid('A', 5, 2, 0.5, 4), rigid('B', 5, 2, 0.5, 4)];
    const s = firstFit(batchProblem(smallPlatform('concurrent'), jobs));
    expect(s.jobs.map((j) => +j.start.toFixed(9))).toEqual([0, 3]);
    expect(s.jobs[1]!.end - s.jobs[1]!.start).toBeCloseTo(3, 12);
    const r = createSimulation({ platform: smallPlatform('concurrent'), jobs }).run(planPolicy(s));
    expect(r.jobs.map((j) => j.end)).toEqual(s.jobs.map((j) => j.end));
  });

  it('a job inside the fast cluster runs Tb x (sigma / speed + 1 - sigma); energy integrates busy and idle power', () => {
    const jobs = [rigid('a', 2, 12, 0.75, 3)];
    const r = createSimulation({ platform: smallPlatform(), jobs }).run(fixed({ a: [4, 5] }));
    const te = 12 * (0.75 / 2 + 0.25);
    expect(r.jobs[0]!.end).toBeCloseTo(te, 12);
    // c1: 2 PEs busy at 300 W; c0: 4 PEs idle at 10 W over the makespan
    expect(r.metrics.energy).toBeCloseTo(2 * 300 * te + 4 * 10 * te, 9);
  });
});

describe('planFamily: the plans as a ParametricPolicy for the engine', () => {
  it('create(x) runs in the engine to the metrics of the fast evaluator', () => {
    const p = smallPlatform();
    const jobs = [rigid('a', 2, 10, 0.7, 2), rigid('b', 5, 4, 0.6, 3), rigid('c', 1, 7), rigid('d', 3, 5, 0.9, 1)];
    const problem = batchProblem(p, jobs);
    const family = planFamily(problem);
    expect(family.space.dimension).toBe(12);
    expect(family.space.names.slice(3, 6)).toEqual(['key[3]', 'am[0][0]', 'am[0][1]']);
    const x = [0.4, 0.1, 0.9, 0.3, 0.2, 0.8, 0.6, 0.6, 1, 0, 0.5, 0.9];
    const r = createSimulation({ platform: p, jobs }).run(family.create(x));
    const fast = planEvaluator(problem).evaluate(x);
    expect(r.metrics.makespan).toBe(fast.makespan);
    expect(r.metrics.energy).toBeCloseTo(fast.energy, 6);
    expect(r.jobs.reduce((s, j) => s + j.end, 0) / 4).toBeCloseTo(fast.meanFlowtime, 9);
  });
});

describe('bad input', () => {
  const p = smallPlatform();
  it('names the job and field', () => {
    expect(() => batchProblem(p, [rigid('a', 7, 1)])).toThrow(/jobs\[0\]\.processors: expected at most the platform's 6 servers/);
    expect(() => batchProblem(p, [rigid('a', 1, 1, 1.5)])).toThrow(/jobs\[0\]\.sigma: expected a number in \[0, 1\]/);
    expect(() => batchProblem(p, [rigid('a', 1, -3)])).toThrow(/jobs\[0\]\.runtime/);
    expect(() => batchProblem(p, [rigid('a', 1, 1, Number.NaN)])).toThrow(/jobs\[0\]\.sigma/);
    expect(() => batchProblem(p, [rigid('a', 1, 1, 0.5, -1)])).toThrow(/jobs\[0\]\.taskBandwidth/);
    expect(() => batchProblem(p, [])).toThrow(InvalidInputError);
    expect(() =>
      batchProblem(p, [{ kind: 'malleable', id: 'm', submit: 0, mass: 1, alpha: 1, data: 0, minServers: 1, maxServers: 1 }]),
    ).toThrow(/jobs\[0\] \("m"\)\.kind: expected "rigid"/);
  });
  it('platform link options are checked', () => {
    expect(() => platform([{ servers: 1 }], { link: { bandwidth: 0 } })).toThrow(/link\.bandwidth/);
    expect(() => platform([{ servers: 1 }], { link: { contention: 'all' as never } })).toThrow(/link\.contention/);
  });
  it('a plan whose counts do not add up or is not a permutation is refused', () => {
    const problem = batchProblem(p, [rigid('a', 2, 1), rigid('b', 1, 1)]);
    expect(() => buildSchedule(problem, { order: Int32Array.of(0, 0), counts: Int32Array.of(2, 0, 1, 0) })).toThrow(/permutation/);
    expect(() => buildSchedule(problem, { order: Int32Array.of(0, 1), counts: Int32Array.of(1, 0, 1, 0) })).toThrow(/job 0 \("a"\): sum to 1 PEs; the job needs 2/);
    expect(() => buildSchedule(problem, { order: Int32Array.of(0, 1), counts: Int32Array.of(0, 3, 1, 0) })).toThrow(/cluster 1: expected 0\.\.2 PEs, got 3/);
  });
});

describe('batchProblem checks a hand-built platform as createSimulation does (issue 32, class 8)', () => {
  it('a power beyond 10^9 W, a NaN speed or a wrong server count is refused, naming the field', () => {
    const p = smallPlatform();
    const jobs = [rigid('a', 1, 10)];
    const cluster0 = p.clusters[0]!;
    const withCluster = (patch: object) => ({ ...p, clusters: [{ ...cluster0, ...patch }, ...p.clusters.slice(1)] });
    expect(() => batchProblem(withCluster({ power: { ...cluster0.power, computing: 1e308 } }) as never, jobs)).toThrow(
      /^batchProblem: platform is inconsistent: clusters\[0\]\.power\.computing is 1e\+308, expected at most 1000000000 W/,
    );
    expect(() => batchProblem(withCluster({ speed: Number.NaN }) as never, jobs)).toThrow(/^batchProblem: platform is inconsistent: clusters\[0\]\.speed is NaN/);
    expect(() => batchProblem({ ...p, serverCount: p.serverCount + 1 } as never, jobs)).toThrow(InvalidInputError);
    expect(batchProblem(p, jobs).jobCount).toBe(1);
  });
});
