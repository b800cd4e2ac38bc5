import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { createSimulation, homogeneousPlatform, type ClusterView, type RigidJob, type RunningJob } from '../../../src/engine/index';
import { fcfs } from '../../../src/policies/fcfs';
import { easyBackfilling } from '../../../src/policies/easyBackfilling';
import { conservativeBackfilling } from '../../../src/policies/conservativeBackfilling';
import type { QueueOrder } from '../../../src/policies/QueueOrder';
import { featureTracker, normalizeFeatures } from '../../../src/policies/rules/features';
import { STRATEGIES, strategyIndex, SORTING_CRITERIA, SCHEDULING_ALGORITHMS, EASY_STRATEGY } from '../../../src/policies/rules/strategies';
import { strategyPolicy } from '../../../src/policies/rules/strategyPolicy';
import { rigidRuleBase, TABLE1_BOUNDS } from '../../../src/policies/rules/rigidRuleBase';
import { fuzzyRuleBase, gaussianMembership } from '../../../src/policies/rules/fuzzyRuleBase';
import { ruleBaseEncoding } from '../../../src/policies/rules/encoding';
import { ruleBasePolicy } from '../../../src/policies/rules/ruleBasePolicy';
import { cooperativeSelector } from '../../../src/policies/rules/cooperativeSelector';

const rj = (id: string, submit: number, processors: number, runtime: number, estimate: number, user = 1): RigidJob => ({ kind: 'rigid', id, submit, processors, runtime, estimate, user });

function view(o: { servers: number; now: number; queue: RigidJob[]; running: { job: RigidJob; start: number }[]; completed?: number }): ClusterView {
  const used = o.running.reduce((s, r) => s + r.job.processors, 0);
  let next = 0;
  const running: RunningJob[] = o.running.map((r) => {
    const servers = Array.from({ length: r.job.processors }, () => next++);
    return { job: r.job, id: r.job.id, start: r.start, servers, reconfiguring: false, reconfigurations: 0, remainingMass: 0 };
  });
  const available = Array.from({ length: o.servers - used }, (_, i) => used + i);
  return {
    now: o.now, platform: homogeneousPlatform({ servers: o.servers }), queue: o.queue, waiting: o.queue, running, availableServers: available, maxData: 0,
    completedJobs: o.completed ?? 0, totalJobs: 99, serverState: () => 'idle', serverJob: () => undefined, readyAt: () => o.now, stateSince: () => 0, transitionEnd: () => NaN,
  };
}

describe('features (sec. 3.2)', () => {
  it('U_m, PRCWQ_i and SD by hand', () => {
    const t = featureTracker({ groupOf: (j) => j.user ?? 5 });
    const r1 = rj('r1', 0, 4, 100, 100);
    const q = [rj('q1', 1, 2, 50, 10, 1), rj('q2', 2, 4, 50, 5, 2), rj('q3', 3, 1, 50, 60, 3)];
    const x = t.update(view({ servers: 10, now: 5, queue: q, running: [{ job: r1, start: 0 }] }));
    expect(Array.from(x)).toEqual([1, 0.4, 0.2, 0.2, 0.6, 0, 0]);
    // X: submit 0, runtime 10 on 2 procs from 5 -> ends 15: p m (C - r) = 300, p^2 m = 200.
    t.started(rj('X', 0, 2, 10, 10), 5, 1);
    // Y: submit 0, runtime 20 on 1 proc from 0 -> ends 20: 400, 400.
    t.started(rj('Y', 0, 1, 20, 30), 0, 1);
    const running = [{ job: r1, start: 0 }];
    expect(t.update(view({ servers: 10, now: 14.9, queue: [], running, completed: 0 }))[0]).toBe(1);
    const y = t.update(view({ servers: 10, now: 15, queue: [], running, completed: 1 }));
    expect(y[0]).toBe(1.5);
    expect(Array.from(y.slice(2))).toEqual([0, 0, 0, 0, 0]);
    expect(t.update(view({ servers: 10, now: 20, queue: [], running, completed: 2 }))[0]).toBeCloseTo(700 / 600, 12);
    // a new run (time goes back) forgets the history
    expect(t.update(view({ servers: 10, now: 0, queue: q, running: [] }))[0]).toBe(1);
  });
  it('normalizes SD on a log scale, keeps fractions', () => {
    expect(Array.from(normalizeFeatures(Float64Array.of(10, 0.3, 0.1)))).toEqual([0.5, 0.3, 0.1]);
    expect(normalizeFeatures(Float64Array.of(0.5))[0]).toBe(0);
    expect(normalizeFeatures(Float64Array.of(1e6))[0]).toBe(1);
  });
});

describe('the 13 strategies (sec. 4)', () => {
  it('index = 3 sorting + algorithm, Greedy last', () => {
    expect(STRATEGIES).toHaveLength(13);
    for (const [s, sorting] of SORTING_CRITERIA.entries()) {
      for (let a = 0; a < 3; a++) {
        const st = STRATEGIES[3 * s + a]!;
        expect([st.sorting, st.algorithm]).toEqual([sorting, SCHEDULING_ALGORITHMS[a]]);
        expect(strategyIndex(sorting, SCHEDULING_ALGORITHMS[a]!)).toBe(3 * s + a);
      }
    }
    expect(strategyIndex('processors', 'greedy')).toBe(12);
    expect(STRATEGIES[12]!.algorithm).toBe('greedy');
    expect(STRATEGIES[EASY_STRATEGY]!.name).toBe('easy/waitingTime');
  });

  const jobArb = fc.array(
    fc.record({ gap: fc.integer({ min: 0, max: 30 }), p: fc.integer({ min: 1, max: 8 }), run: fc.integer({ min: 1, max: 100 }), over: fc.integer({ min: 0, max: 60 }), user: fc.integer({ min: 1, max: 5 }) }),
    { minLength: 1, maxLength: 25 },
  ).map((rs) => {
    let t = 0;
    return rs.map((r, i) => rj(`j${i}`, (t += r.gap), r.p, r.run, r.run + r.over, r.user));
  });
  const orders: Record<string, QueueOrder> = { processors: 'fewestProcessors', estimate: 'shortestEstimate', waitingTime: 'submission' };
  const bases = [(order: QueueOrder) => fcfs({ order }), (order: QueueOrder) => easyBackfilling({ order }), (order: QueueOrder) => conservativeBackfilling({ order })];

  it('each sorted strategy equals the rigid scheduler with that queue order (property)', () => {
    fc.assert(
      fc.property(jobArb, fc.integer({ min: 0, max: 8 }), (jobs, s) => {
        const st = STRATEGIES[s]!;
        const sim = createSimulation({ platform: homogeneousPlatform({ servers: 8 }), jobs });
        const a = sim.run(strategyPolicy(s)).jobs;
        const b = sim.run(bases[s % 3]!(orders[st.sorting]!)).jobs;
        expect(a).toEqual(b);
      }),
      { numRuns: 60 },
    );
  });

  it('user-group sorting and Greedy by hand', () => {
    // 4 processors; a (group 3) runs [0,10); at 10 the queue holds b (group 5, submitted 1), c (group 2, 2), d (group 1, 3), each on 4 processors.
    const jobs = [rj('a', 0, 4, 10, 10, 3), rj('b', 1, 4, 10, 10, 5), rj('c', 2, 4, 10, 10, 2), rj('d', 3, 4, 10, 10, 1)];
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 4 }), jobs });
    const groupOf = (j: RigidJob): number => j.user ?? 5;
    const starts = (s: number, starvationTime?: number) =>
      sim.run(strategyPolicy(s, { groupOf, ...(starvationTime === undefined ? {} : { greedy: { starvationTime } }) })).jobs.map((j) => j.start);
    expect(starts(strategyIndex('userGroup', 'fcfs'))).toEqual([0, 30, 20, 10]);
    expect(starts(12)).toEqual([0, 30, 20, 10]); // groups 1, 2 first
    expect(starts(12, 8.5)).toEqual([0, 10, 20, 30]); // at 10 everybody waited >= 8.5 s: submission order
  });
});

describe('rigid rule base (sec. 4.1, Table 1)', () => {
  it('192 rules, inclusive upper bounds, mixed radix', () => {
    const rb = rigidRuleBase({ assignment: Array.from({ length: 192 }, (_, i) => i % 13) });
    expect(rb.ruleCount).toBe(192);
    expect(rb.ruleIndex([2, 0.75, 0.2, 0.2, 0.25, 0.25, 0.25])).toBe(0);
    expect(rb.ruleIndex([2.01, 0, 0, 0, 0, 0, 0])).toBe(96);
    expect(rb.ruleIndex([1, 0.85, 0, 0, 0, 0, 0])).toBe(32);
    expect(rb.ruleIndex([1, 0.8501, 0, 0, 0, 0, 0])).toBe(64);
    expect(rb.ruleIndex([1, 0, 0.21, 0, 0, 0, 0.3])).toBe(17);
    expect(rb.select(Float64Array.of(100, 1, 1, 1, 1, 1, 1))).toBe(191 % 13);
    expect(TABLE1_BOUNDS).toHaveLength(7);
    expect(() => rigidRuleBase({ assignment: [1, 2] })).toThrow(/192/);
    expect(() => rigidRuleBase({ assignment: new Array(192).fill(13) })).toThrow(/\[0, 12\]/);
  });
});

describe('TSK fuzzy rule base (sec. 4.2)', () => {
  it('Gaussian membership and superposition by hand', () => {
    expect(gaussianMembership(5, 5, 0.75)).toBeCloseTo(1 / (0.75 * Math.sqrt(2 * Math.PI)), 14);
    const rb = fuzzyRuleBase([
      { mu: [0, 0], sigma: [1, 1], weights: [5, 0, -1] },
      { mu: [1, 1], sigma: [0.5, 1], weights: [0, 5, 1] },
    ]);
    const phiA = Math.exp(-0.125) / (2 * Math.PI);
    const phiB = (2 * Math.exp(-1)) / (2 * Math.PI);
    const phi = rb.memberships([0.5, 0]);
    expect(phi[0]).toBeCloseTo(phiA, 14);
    expect(phi[1]).toBeCloseTo(phiB, 14);
    const psi = rb.superpose([0.5, 0]);
    expect(psi[0]).toBeCloseTo(5 * phiA, 14);
    expect(psi[1]).toBeCloseTo(5 * phiB, 14);
    expect(psi[2]).toBeCloseTo(phiB - phiA, 14);
    expect(rb.selectNormalized([0.5, 0])).toBe(0);
    expect(rb.selectNormalized([1, 1])).toBe(1);
  });
  it('argmax survives memberships that underflow', () => {
    const rb = fuzzyRuleBase([
      { mu: [0], sigma: [0.001], weights: [5, 0] },
      { mu: [0.3], sigma: [0.001], weights: [0, 5] },
    ]);
    expect(Array.from(rb.superpose([1]))).toEqual([0, 0]);
    expect(rb.selectNormalized([1])).toBe(1); // rule 2 is nearer
  });
  it('encoding round trip (vector -> rule base -> vector -> rule base)', () => {
    const enc = ruleBaseEncoding();
    expect(enc.dimension).toBe(270);
    expect(ruleBaseEncoding({ outputs: 4 }).dimension).toBe(180);
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 270, maxLength: 270 }), (u) => {
        const x = u.map((v, i) => enc.space.lower[i]! + v * (enc.space.upper[i]! - enc.space.lower[i]!));
        const rb = enc.decode(x);
        const y = enc.encode(rb);
        const rb2 = enc.decode(y);
        rb.rules.forEach((r, i) => {
          expect(rb2.rules[i]!.weights).toEqual(r.weights);
          expect(rb2.rules[i]!.mu).toEqual(r.mu);
          r.sigma.forEach((s, f) => expect(rb2.rules[i]!.sigma[f]! / s).toBeCloseTo(1, 12));
        });
        for (let i = 0; i < 270; i++) {
          const inRule = i % 27;
          if (inRule >= 14) expect(y[i]).toBe(Math.min(4, Math.floor(x[i]!)) + 0.5);
          else expect(y[i]).toBeCloseTo(x[i]!, 12);
        }
      }),
      { numRuns: 30 },
    );
    expect(() => enc.decode(new Float64Array(10))).toThrow(/270/);
  });
});

describe('rule-based policy (Fig. 1)', () => {
  const jobs = Array.from({ length: 40 }, (_, i) => rj(`j${i}`, i * 7, 1 + ((i * 5) % 8), 20 + ((i * 37) % 90), 30 + ((i * 53) % 120), 1 + (i % 5)));
  const sim = createSimulation({ platform: homogeneousPlatform({ servers: 8 }), jobs });
  const groupOf = (j: RigidJob): number => j.user ?? 5;
  it('equals the selected strategy when a single rule fires (rigid and fuzzy)', () => {
    for (let s = 0; s < 13; s++) {
      const expected = sim.run(strategyPolicy(s, { groupOf })).jobs;
      const rigid = ruleBasePolicy({ selector: rigidRuleBase({ assignment: new Array(192).fill(s) }), groupOf });
      expect(sim.run(rigid).jobs).toEqual(expected);
      const weights = new Array(13).fill(0);
      weights[s] = 5;
      const fuzzy = ruleBasePolicy({ selector: fuzzyRuleBase([{ mu: new Array(7).fill(0.5), sigma: new Array(7).fill(1), weights }]), groupOf });
      const r = sim.run(fuzzy);
      expect(r.jobs).toEqual(expected);
      expect(fuzzy.selections.reduce((a, b) => a + b, 0)).toBe(fuzzy.selections[s]);
    }
  });
  it('switches strategy with the features', () => {
    // EASY below 75 % momentary utilization, FCFS by user group above (U_m is feature 1).
    const selector = { select: (x: Float64Array) => (x[1]! > 0.75 ? 9 : 7) };
    const p = ruleBasePolicy({ selector, groupOf });
    sim.run(p);
    expect(p.selections[7]).toBeGreaterThan(0);
    expect(p.selections[9]).toBeGreaterThan(0);
  });
  it('cooperative selector maps (sorting, algorithm) to the strategy', () => {
    const one = (h: number) => { const w = [0, 0, 0, 0]; w[h] = 5; return fuzzyRuleBase([{ mu: [0.5], sigma: [1], weights: w }]); };
    const x = Float64Array.of(1);
    expect(cooperativeSelector(one(3), one(1)).select(x)).toBe(strategyIndex('userGroup', 'easy'));
    expect(cooperativeSelector(one(0), one(3)).select(x)).toBe(12);
  });
});
