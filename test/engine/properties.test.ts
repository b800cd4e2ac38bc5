import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSimulation, homogeneousPlatform, type Job, type Policy, type SimulationResult } from '../../src/engine/index';
import { PAPER_POWER_MODEL } from '../../src/power/index';
import { dupontSetup, DUPONT_SETUPS } from '../../src/experiments/index';
import { randomPolicy } from '../helpers/randomPolicy';

const arbJobSet = fc.integer({ min: 1, max: 8 }).chain((servers) =>
  fc
    .array(
      fc.oneof(
        fc.record({
          kind: fc.constant('malleable' as const),
          submit: fc.integer({ min: 0, max: 400 }),
          mass: fc.double({ min: 1, max: 2000, noNaN: true }),
          alpha: fc.double({ min: 0.5, max: 1, noNaN: true }),
          data: fc.double({ min: 0, max: 500, noNaN: true }),
          minServers: fc.integer({ min: 1, max: servers }),
          extra: fc.integer({ min: 0, max: 8 }),
        }),
        fc.record({
          kind: fc.constant('rigid' as const),
          submit: fc.integer({ min: 0, max: 400 }),
          processors: fc.integer({ min: 1, max: servers }),
          runtime: fc.integer({ min: 1, max: 900 }),
        }),
      ),
      { minLength: 1, maxLength: 12 },
    )
    .map((raw) => ({
      servers,
      jobs: raw.map((r, i): Job =>
        r.kind === 'malleable'
          ? { kind: 'malleable', id: `m${i}`, submit: r.submit, mass: r.mass, alpha: r.alpha, data: r.data, minServers: r.minServers, maxServers: r.minServers + r.extra }
          : { kind: 'rigid', id: `r${i}`, submit: r.submit, processors: r.processors, runtime: r.runtime, estimate: r.runtime },
      ),
    })),
);

const POWER: Record<string, number> = {
  off: PAPER_POWER_MODEL.off,
  switchingOn: PAPER_POWER_MODEL.switchingOn,
  idle: PAPER_POWER_MODEL.idle,
  computing: PAPER_POWER_MODEL.computing,
  switchingOff: PAPER_POWER_MODEL.switchingOff,
};

/** A policy wrapper that records every power-off decision with the time it was taken. */
function recordingPowerOffs(policy: Policy): { policy: Policy; offs: Array<{ time: number; servers: readonly number[]; duration: number }> } {
  const offs: Array<{ time: number; servers: readonly number[]; duration: number }> = [];
  return {
    offs,
    policy: {
      name: policy.name,
      decide(view, ctx) {
        const decisions = policy.decide(view, ctx);
        for (const d of decisions) if (d.type === 'powerOff') offs.push({ time: view.now, servers: d.servers, duration: d.duration });
        return decisions;
      },
    },
  };
}

/**
 * Energy over the measured window [first submission, last completion] (docs/engine.md) rebuilt
 * without the engine's server-state log: computing while a job's
 * allocation segment holds the server (trace.allocations), a power-off cycle of duration d taken at t
 * is switching off for 6.10 s, off, then switching on for the last 151.52 s (Table 1), idle otherwise;
 * every interval clipped to the run's window.
 */
function energyFromDecisions(servers: number, jobs: readonly Job[], r: SimulationResult, offs: ReturnType<typeof recordingPowerOffs>['offs']): number {
  const P = PAPER_POWER_MODEL;
  const from = Math.min(...jobs.map((j) => j.submit));
  const to = Math.max(...r.jobs.map((j) => j.end));
  const clip = (a: number, b: number) => Math.max(0, Math.min(b, to) - Math.max(a, from));
  let busy = 0;
  let energy = 0;
  for (const a of r.trace!.allocations) {
    const t = clip(a.start, a.end) * a.servers.length;
    energy += P.computing * t;
    busy += t;
  }
  for (const o of offs) {
    const offEnd = o.time + o.duration - P.switchOnDuration;
    const parts: Array<[number, number, number]> = [
      [o.time, o.time + P.switchOffDuration, P.switchingOff],
      [o.time + P.switchOffDuration, offEnd, P.off],
      [offEnd, o.time + o.duration, P.switchingOn],
    ];
    for (const [a, b, watts] of parts) {
      const t = clip(a, b) * o.servers.length;
      energy += watts * t;
      busy += t;
    }
  }
  return energy + P.idle * (servers * (to - from) - busy);
}

function checkInvariants(jobs: readonly Job[], r: SimulationResult): void {
  const trace = r.trace!;
  // every job completes exactly once, never before its submission
  expect(r.jobs).toHaveLength(jobs.length);
  r.jobs.forEach((rec, i) => {
    expect(rec.id).toBe(jobs[i]!.id);
    expect(rec.start).toBeGreaterThanOrEqual(rec.submit);
    expect(rec.end).toBeGreaterThan(rec.start);
  });
  // no server double-booked
  const byServer = new Map<number, Array<[number, number]>>();
  for (const a of trace.allocations) for (const s of a.servers) (byServer.get(s) ?? byServer.set(s, []).get(s)!).push([a.start, a.end]);
  for (const list of byServer.values()) {
    list.sort((x, y) => x[0] - y[0]);
    for (let i = 1; i < list.length; i++) expect(list[i]![0]).toBeGreaterThanOrEqual(list[i - 1]![1]);
  }
  // an allocated server is computing for the whole interval
  for (const a of trace.allocations) {
    for (const s of a.servers) {
      for (const seg of trace.servers) {
        if (seg.server === s && seg.start < a.end && seg.end > a.start) expect(seg.state).toBe('computing');
      }
    }
  }
  // work conserved across reconfigurations (grow and shrink); never negative
  jobs.forEach((job) => {
    const segs = trace.allocations.filter((a) => a.job === job.id);
    const total = job.kind === 'malleable' ? job.mass : job.runtime;
    let sum = 0;
    for (const s of segs) {
      expect(s.work).toBeGreaterThanOrEqual(0);
      if (s.reconfiguring) expect(s.work).toBe(0);
      else {
        const rate = job.kind === 'malleable' ? Math.pow(s.servers.length, job.alpha) : 1;
        expect(s.work).toBeCloseTo(rate * (s.end - s.start), 6);
      }
      sum += s.work;
    }
    expect(Math.abs(sum - total)).toBeLessThanOrEqual(1e-9 * total);
  });
  // energy = integral of power over every server's timeline, which covers the window exactly
  let energy = 0;
  const covered = new Map<number, number>();
  for (const seg of trace.servers) {
    energy += POWER[seg.state]! * (seg.end - seg.start);
    covered.set(seg.server, (covered.get(seg.server) ?? 0) + seg.end - seg.start);
  }
  expect(r.metrics.energy).toBeCloseTo(energy, 6);
  for (const c of covered.values()) expect(c).toBeCloseTo(r.metrics.makespan, 6);
}

describe('engine invariants (property tests)', () => {
  it('hold under a random legal policy (grow, shrink, power off)', () => {
    fc.assert(
      fc.property(arbJobSet, fc.integer({ min: 0, max: 1000 }), ({ servers, jobs }, seed) => {
        const sim = createSimulation({ platform: homogeneousPlatform({ servers }), jobs });
        const recorded = recordingPowerOffs(randomPolicy());
        const r = sim.run(recorded.policy, { seed, trace: true });
        checkInvariants(jobs, r);
        expect(r.metrics.energy).toBeCloseTo(energyFromDecisions(servers, jobs, r, recorded.offs), 6);
        expect(sim.run(randomPolicy(), { seed, trace: true })).toEqual(r);
      }),
      { numRuns: 150 },
    );
  });

  it('hold for the ten setups of Dupont 2020, event-driven and with a decision interval', () => {
    fc.assert(
      fc.property(
        arbJobSet.filter(({ jobs }) => jobs.every((j) => j.kind === 'malleable')),
        fc.constantFrom(...DUPONT_SETUPS),
        fc.option(fc.integer({ min: 1, max: 300 }), { nil: undefined }),
        ({ servers, jobs }, setup, interval) => {
          const sim = createSimulation({
            platform: homogeneousPlatform({ servers }),
            jobs,
            ...(interval === undefined ? {} : { decisionInterval: interval }),
          });
          const recorded = recordingPowerOffs(dupontSetup(setup));
          const r = sim.run(recorded.policy, { seed: 1, trace: true });
          checkInvariants(jobs, r);
          expect(r.metrics.energy).toBeCloseTo(energyFromDecisions(servers, jobs, r, recorded.offs), 6);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('the trace does not change the result', () => {
    fc.assert(
      fc.property(arbJobSet, ({ servers, jobs }) => {
        const sim = createSimulation({ platform: homogeneousPlatform({ servers }), jobs });
        const { trace, ...withTrace } = sim.run(randomPolicy(), { seed: 3, trace: true });
        expect(trace).toBeDefined();
        expect(sim.run(randomPolicy(), { seed: 3 })).toEqual(withTrace);
      }),
      { numRuns: 50 },
    );
  });
});
