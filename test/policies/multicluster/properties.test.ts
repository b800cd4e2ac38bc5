import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSimulation } from '../../../src/engine/createSimulation';
import type { RigidJob } from '../../../src/engine/Job';
import { platform, type Platform } from '../../../src/engine/platform';
import { powerModel } from '../../../src/power/PowerModel';
import { batchProblem, type BatchProblem } from '../../../src/policies/multicluster/BatchProblem';
import type { BatchSchedule } from '../../../src/policies/multicluster/BatchSchedule';
import { bestFit } from '../../../src/policies/multicluster/bestFit';
import { buildSchedule } from '../../../src/policies/multicluster/buildSchedule';
import { decodePlan } from '../../../src/policies/multicluster/decodePlan';
import { eamm } from '../../../src/policies/multicluster/eamm';
import { encodeSchedule } from '../../../src/policies/multicluster/encodeSchedule';
import { firstFit } from '../../../src/policies/multicluster/firstFit';
import { metle } from '../../../src/policies/multicluster/metle';
import { planEvaluator } from '../../../src/policies/multicluster/planEvaluator';
import { planPolicy } from '../../../src/policies/multicluster/planPolicy';

const SEED = 20261124;

const clusterArb = fc.record({
  servers: fc.integer({ min: 1, max: 12 }),
  speed: fc.constantFrom(1, 1.2, 1.5, 2, 3),
  computing: fc.integer({ min: 50, max: 500 }),
  idle: fc.integer({ min: 0, max: 200 }),
});

const caseArb = fc
  .record({
    clusters: fc.array(clusterArb, { minLength: 1, maxLength: 3 }),
    bandwidth: fc.constantFrom(5, 20, 100, Infinity),
    contention: fc.constantFrom('concurrent' as const, 'own' as const),
    startRule: fc.constantFrom('inOrder' as const, 'perCluster' as const),
    jobs: fc.array(
      fc.record({
        size: fc.double({ min: 0, max: 1, noNaN: true }),
        runtime: fc.integer({ min: 1, max: 5000 }),
        sigma: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined, freq: 5 }),
        ptbw: fc.double({ min: 0, max: 10, noNaN: true }),
      }),
      { minLength: 1, maxLength: 25 },
    ),
    seedX: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 200, maxLength: 200 }),
  })
  .map(({ clusters, bandwidth, contention, startRule, jobs, seedX }) => {
    const p = platform(
      clusters.map((c) => ({ servers: c.servers, speed: c.speed, power: powerModel({ computing: c.computing, idle: c.idle }) })),
      { link: { bandwidth, contention } },
    );
    const batch: RigidJob[] = jobs.map((j, i) => ({
      kind: 'rigid',
      id: `j${i}`,
      submit: 0,
      processors: 1 + Math.floor(j.size * (p.serverCount - 1)),
      runtime: j.runtime,
      estimate: j.runtime,
      ...(j.sigma === undefined ? {} : { sigma: j.sigma, taskBandwidth: j.ptbw }),
    }));
    const problem = batchProblem(p, batch, { startRule });
    const d = batch.length * (1 + p.clusters.length);
    const x = Array.from({ length: d }, (_, i) => seedX[i % seedX.length]! * ((i * 7919) % 13 === 0 ? 0.3 : 1));
    return { problem, x };
  });

/** Checks a schedule against the model, computing everything from its jobs alone. */
function checkInvariants(problem: BatchProblem, s: BatchSchedule): void {
  const p: Platform = problem.platform;
  const byServer = new Map<number, [number, number][]>();
  let lastEnd = 0;
  let busyPower = 0;
  let busyIdle = 0;
  s.jobs.forEach((job, j) => {
    const spec = problem.jobs[j]!;
    expect(job.id).toBe(spec.id);
    expect(job.servers.length).toBe(spec.processors);
    expect(new Set(job.servers).size).toBe(spec.processors);
    const perCluster = new Array<number>(p.clusters.length).fill(0);
    for (const srv of job.servers) {
      perCluster[p.serverCluster[srv]!]!++;
      const list = byServer.get(srv) ?? [];
      list.push([job.start, job.end]);
      byServer.set(srv, list);
      const c = p.clusters[p.serverCluster[srv]!]!;
      busyPower += c.power.computing * (job.end - job.start);
      busyIdle += c.power.idle * (job.end - job.start);
    }
    expect(perCluster).toEqual(job.counts);
    expect(job.end).toBeGreaterThan(job.start);
    expect(job.start).toBeGreaterThanOrEqual(spec.submit);
    lastEnd = Math.max(lastEnd, job.end);
  });
  expect([...s.order].sort((a, b) => a - b)).toEqual(s.jobs.map((_, j) => j));
  for (const list of byServer.values()) {
    list.sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < list.length; i++) expect(list[i]![0]).toBeGreaterThanOrEqual(list[i - 1]![1]); // no PE double-booked
  }
  // start rules: along the placement order, starts never decrease ('inOrder') or never decrease on
  // each cluster ('perCluster'); co-allocated jobs keep their order under 'concurrent' contention
  const lastOn = new Array<number>(p.clusters.length).fill(-Infinity);
  let last = -Infinity;
  let lastCo = -Infinity;
  for (const j of s.order) {
    const job = s.jobs[j]!;
    if (problem.startRule === 'inOrder') expect(job.start).toBeGreaterThanOrEqual(last);
    job.counts.forEach((k, c) => {
      if (k === 0) return;
      expect(job.start).toBeGreaterThanOrEqual(lastOn[c]!);
      lastOn[c] = job.start;
    });
    if (job.counts.filter((k) => k > 0).length > 1 && p.link.contention === 'concurrent' && p.link.bandwidth !== Infinity) {
      expect(job.start).toBeGreaterThanOrEqual(lastCo);
      lastCo = job.start;
    }
    last = job.start;
  }
  expect(s.metrics.makespan).toBe(lastEnd);
  const idleAll = p.clusters.reduce((sum, c) => sum + c.power.idle * c.servers * lastEnd, 0);
  const energy = busyPower + idleAll - busyIdle;
  expect(Math.abs(s.metrics.energy - energy)).toBeLessThanOrEqual(1e-9 * energy + 1e-9);
  const flow = s.jobs.reduce((sum, j, i) => sum + j.end - problem.jobs[i]!.submit, 0) / s.jobs.length;
  expect(s.metrics.meanFlowtime).toBeCloseTo(flow, 6);
}

describe('multi-cluster schedules: properties on random batches', () => {
  it('decoded plans: invariants hold, the engine replays the schedule exactly, the fast evaluator agrees', () => {
    fc.assert(
      fc.property(caseArb, ({ problem, x }) => {
        const s = buildSchedule(problem, decodePlan(problem, x));
        checkInvariants(problem, s);
        const fast = planEvaluator(problem).evaluate(x);
        expect(fast).toEqual(s.metrics);
        const r = createSimulation({ platform: problem.platform, jobs: problem.jobs }).run(planPolicy(s));
        expect(r.jobs.map((j) => j.start)).toEqual(s.jobs.map((j) => j.start)); // identical, not close
        expect(r.jobs.map((j) => j.end)).toEqual(s.jobs.map((j) => j.end));
        expect(Math.abs(r.metrics.energy - s.metrics.energy)).toBeLessThanOrEqual(1e-9 * s.metrics.energy);
        expect(r.metrics.makespan).toBe(s.metrics.makespan);
      }),
      { seed: SEED, numRuns: 150 },
    );
  });

  it('baselines: invariants, engine replay, encodeSchedule round trip, determinism', () => {
    fc.assert(
      fc.property(caseArb, ({ problem }) => {
        const evaluator = planEvaluator(problem);
        for (const make of [firstFit, bestFit, eamm, metle]) {
          const s = make(problem);
          checkInvariants(problem, s);
          expect(make(problem)).toEqual(s);
          const r = createSimulation({ platform: problem.platform, jobs: problem.jobs }).run(planPolicy(s));
          expect(r.jobs.map((j) => j.end)).toEqual(s.jobs.map((j) => j.end));
          expect(evaluator.evaluate(encodeSchedule(problem, s))).toEqual(s.metrics);
        }
      }),
      { seed: SEED, numRuns: 60 },
    );
  });

  it('the evaluator is deterministic and independent of what it evaluated before', () => {
    fc.assert(
      fc.property(caseArb, caseArb, ({ problem, x }, other) => {
        const ev = planEvaluator(problem);
        const first = ev.evaluate(x);
        ev.evaluate(x.map((v) => 1 - v));
        expect(ev.evaluate(x)).toEqual(first);
        expect(planEvaluator(problem).evaluate(x)).toEqual(first);
        planEvaluator(other.problem).evaluate(other.x);
        expect(ev.evaluate(x)).toEqual(first);
      }),
      { seed: SEED, numRuns: 50 },
    );
  });
});
