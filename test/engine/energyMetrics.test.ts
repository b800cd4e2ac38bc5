import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  createSimulation,
  platform,
  homogeneousPlatform,
  powerOff,
  reconfigureJob,
  startJob,
  switchOff,
  switchOn,
  type ClusterView,
  type Decision,
  type Policy,
  type RigidJob,
  type SimulationResult,
} from '../../src/engine/index';
import { powerModel, type PowerModel } from '../../src/power/index';
import { uniform } from '../../src/random/index';
import { mjob, rjob, scripted } from '../helpers/scripted';
import { googleLikeWorkload } from '../../src/workload/index';
import { dupontSetup } from '../../src/experiments/index';

const MODEL = powerModel({ off: 10, switchingOn: 100, switchOnDuration: 10, idle: 50, computing: 200, switchingOff: 80, switchOffDuration: 5 });

/**
 * A policy that starts the head when it fits, switches idle servers off at random when the queue is
 * empty (or powers them off for a while), and wakes them at random, all of them when the head waits:
 * every run ends, with many power transitions of every kind.
 */
function randomPower(model: PowerModel): Policy {
  return {
    name: 'randomPower',
    decide(v: ClusterView, ctx) {
      const out: Decision[] = [];
      const free = [...v.availableServers];
      const head = v.queue[0] as RigidJob | undefined;
      if (head !== undefined && free.length >= head.processors) out.push(startJob(head.id, free.splice(0, head.processors)));
      const wake: number[] = [];
      for (let s = 0; s < v.platform.serverCount; s++) {
        const st = v.serverState(s);
        const from = st === 'off' ? v.now : st === 'switchingOff' ? v.transitionEnd(s) : NaN;
        if (!(from + model.switchOnDuration < v.readyAt(s))) continue; // not off, or due as soon
        if ((v.queue.length > 1 || (head !== undefined && free.length < head.processors)) || uniform(ctx.rng) < 0.3) wake.push(s);
      }
      if (wake.length > 0) out.push(switchOn(wake));
      if (v.queue.length <= 1) {
        const down = free.filter(() => uniform(ctx.rng) < 0.5);
        if (down.length > 0) out.push(uniform(ctx.rng) < 0.5 ? switchOff(down) : powerOff(down, 20 + 500 * uniform(ctx.rng)));
      }
      return out;
    },
  };
}

const POWER: Record<string, keyof PowerModel> = { off: 'off', switchingOn: 'switchingOn', idle: 'idle', computing: 'computing', switchingOff: 'switchingOff' };

/** The platform's draw over time from the trace: the largest one held over a positive interval. */
function peakFromTrace(r: SimulationResult, model: PowerModel | ((server: number) => PowerModel), servers: number): number {
  const modelOf = typeof model === 'function' ? model : () => model;
  const segs = r.trace!.servers;
  const times = [...new Set(segs.flatMap((s) => [s.start, s.end]))].sort((a, b) => a - b);
  let peak = 0;
  for (let k = 0; k + 1 < times.length; k++) {
    const mid = ((times[k] as number) + (times[k + 1] as number)) / 2;
    const on = segs.filter((s) => s.start <= mid && mid < s.end);
    expect(on.length).toBe(servers); // every server in exactly one state
    const draw = on.reduce((w, s) => w + (modelOf(s.server)[POWER[s.state]!] as number), 0);
    if (draw > peak) peak = draw;
  }
  return peak;
}

const arbJobs = fc.integer({ min: 1, max: 5 }).chain((servers) =>
  fc.record({
    servers: fc.constant(servers),
    jobs: fc.array(fc.record({ submit: fc.integer({ min: 0, max: 3000 }), processors: fc.integer({ min: 1, max: servers }), runtime: fc.integer({ min: 1, max: 900 }) }), { minLength: 1, maxLength: 12 }),
  }),
);

describe('energy metrics (issue 38, point 5)', () => {
  it('by hand: energy by state, idle energy, switch counts, peak power and each job\'s energy', () => {
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 2, power: MODEL }), jobs: [rjob('a', 0, 1, 100), rjob('b', 1000, 2, 100)] });
    const m = sim.run(
      scripted((v) => {
        if (v.now === 0) return [startJob('a', [0]), switchOff([1])];
        if (v.now === 100) return [switchOff([0])];
        if (v.now === 1000) return [switchOn([0, 1])];
        return v.now === 1010 ? [startJob('b', [0, 1])] : [];
      }),
    );
    // server 0: computing 0-100, switching off 100-105, off 105-1000, switching on 1000-1010, computing 1010-1110
    // server 1: switching off 0-5, off 5-1000, switching on 1000-1010, computing 1010-1110
    expect(m.metrics.energyByState).toEqual({ off: 10 * 895 + 10 * 995, switchingOn: 2 * 1000, idle: 0, computing: 20000 + 2 * 20000, switchingOff: 2 * 400 });
    expect(m.metrics.idleEnergy).toBe(0);
    expect([m.metrics.switchOffs, m.metrics.switchOns]).toEqual([2, 2]);
    expect(m.metrics.peakPower).toBe(400); // both computing 1010-1110 (0-5: 200 + 80)
    expect(m.jobs.map((j) => j.energy)).toEqual([20000, 40000]);
    expect(m.metrics.energy).toBe(10 * 895 + 10 * 995 + 2000 + 60000 + 800);
  });

  it('a switch-on start is no event but counts in the peak: off 10 W -> switching on 100 W while the other computes', () => {
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 2, power: MODEL }), jobs: [rjob('a', 0, 1, 1000)] });
    const m = sim.run(scripted((v) => (v.now === 0 ? [startJob('a', [0]), powerOff([1], 500)] : []))).metrics;
    // server 1 switches on 490-500 (100 W) while server 0 computes (200 W)
    expect(m.peakPower).toBe(300);
    expect(m.switchOns).toBe(1);
    expect(m.idleEnergy).toBe(50 * 500);
  });

  it('property: energy = integral of power over the trace, by state too; peak = largest draw; job energies = computing energy', () => {
    fc.assert(
      fc.property(arbJobs, fc.integer({ min: 0, max: 1000 }), ({ servers, jobs }, seed) => {
        const js = jobs.map((j, i) => rjob(`j${i}`, j.submit, j.processors, j.runtime));
        const sim = createSimulation({ platform: homogeneousPlatform({ servers, power: MODEL }), jobs: js });
        const r = sim.run(randomPower(MODEL), { seed, trace: true });
        const m = r.metrics;
        const byState: Record<string, number> = { off: 0, switchingOn: 0, idle: 0, computing: 0, switchingOff: 0 };
        for (const s of r.trace!.servers) byState[s.state]! += (MODEL[POWER[s.state]!] as number) * (s.end - s.start);
        const total = Object.values(byState).reduce((a, b) => a + b, 0);
        expect(m.energy).toBeCloseTo(total, 6);
        for (const k of Object.keys(byState)) expect(m.energyByState[k as keyof typeof m.energyByState]).toBeCloseTo(byState[k]!, 6);
        expect(m.peakPower).toBeCloseTo(peakFromTrace(r, MODEL, servers), 9);
        expect(r.jobs.reduce((e, j) => e + j.energy, 0)).toBeCloseTo(m.energyByState.computing, 6);
        expect(m.switchOns).toBe(r.trace!.servers.filter((s) => s.state === 'switchingOn').length);
        expect(m.switchOffs).toBe(r.trace!.servers.filter((s) => s.state === 'switchingOff').length);
      }),
      { seed: 38, numRuns: 150 },
    );
  });

  it('by hand: a job shrunk from 4 to 2 servers is charged 4 servers until its reconfiguration ends, 2 after', () => {
    // j0 (mass 400, alpha 1) on 4 servers from 0: 200 s of work done at 50, when j1 comes; shrunk to
    // [0, 1] in 5 s (its 4 servers compute meanwhile), the 200 s left on 2 servers: ends at 155
    const policy = scripted((v) => {
      const d: Decision[] = [];
      const r0 = v.running.find((r) => r.id === 'j0');
      if (v.queue.length > 0 && v.queue.at(0)!.id === 'j0') d.push(startJob('j0', [0, 1, 2, 3]));
      else if (r0 !== undefined && !r0.reconfiguring && r0.servers.length === 4) d.push(reconfigureJob('j0', [0, 1]));
      else if (v.queue.length > 0 && v.availableServers.includes(2)) d.push(startJob('j1', [2]));
      return d;
    });
    const sim = createSimulation({
      platform: homogeneousPlatform({ servers: 4, power: MODEL }),
      jobs: [mjob('j0', 0, 400, { minServers: 1, maxServers: 4 }), rjob('j1', 50, 1, 10)],
      reconfigurationCost: () => 5,
    });
    const r = sim.run(policy);
    expect(r.jobs.map((j) => [j.id, j.end])).toEqual([['j0', 155], ['j1', 65]]);
    expect(r.jobs[0]!.energy).toBe(4 * 200 * 55 + 2 * 200 * 100);
    expect(r.jobs[1]!.energy).toBe(200 * 10);
  });

  it('malleable jobs that grow and shrink: job energies = computing energy, each job = its servers\' computing power x its allocation intervals', () => {
    // Dupont's reconfiguring setups change a job's servers at run time: the job's power is kept at
    // every change (start, grow, end of a reconfiguration), checked here against the trace
    let reconfigurations = 0;
    for (const name of ['FIFO-Rcfg', 'FIFO-Rcfg-Poff', 'Swarm2'] as const) {
      for (const seed of [1, 2, 3]) {
        const sim = createSimulation({ platform: homogeneousPlatform({ servers: 10, power: MODEL }), workload: googleLikeWorkload({ servers: 10, jobs: 30, dynamism: 500 }) });
        const r = sim.run(dupontSetup(name), { seed, trace: true });
        reconfigurations += r.metrics.reconfigurations;
        expect(r.jobs.reduce((e, j) => e + j.energy, 0)).toBeCloseTo(r.metrics.energyByState.computing, 6);
        const byJob = new Map<string, number>();
        for (const a of r.trace!.allocations) byJob.set(a.job, (byJob.get(a.job) ?? 0) + a.servers.length * MODEL.computing * (a.end - a.start));
        for (const j of r.jobs) expect(j.energy).toBeCloseTo(byJob.get(j.id) ?? 0, 6);
      }
    }
    expect(reconfigurations).toBeGreaterThan(10); // the case this test is for
  });

  it('RunHandle.metrics() mid-run gives the same energy figures as a run cut there would integrate', () => {
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 2, power: MODEL }), jobs: [rjob('a', 0, 1, 1000)] });
    const run = sim.start(scripted((v) => (v.now === 0 ? [startJob('a', [0]), powerOff([1], 500)] : [])));
    run.runUntil(495); // server 1: switching off 0-5 (80 W), off 5-490, switching on 490-495
    const m = run.metrics();
    expect(m.energyByState).toEqual({ off: 10 * 485, switchingOn: 100 * 5, idle: 0, computing: 200 * 495, switchingOff: 400 });
    expect([m.switchOns, m.switchOffs, m.peakPower]).toEqual([1, 1, 300]);
  });
});

// The draw applies a switch-on start only when it could set a new peak (PowerDraw): on two clusters
// whose switch-ons raise the draw by different amounts, one of them lowering it (a switching-on power
// under the off power), the peak must still be the largest draw of the trace.
describe('peak power with switch-on starts left pending (PowerDraw)', () => {
  const LOWER = powerModel({ off: 30, switchingOn: 20, switchOnDuration: 10, idle: 40, computing: 300, switchingOff: 90, switchOffDuration: 5 });
  it('property: two clusters of different powers, the peak equals the trace\'s largest draw', () => {
    fc.assert(
      fc.property(arbJobs, fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 1, max: 3 }), ({ servers, jobs }, seed, second) => {
        const p = platform([{ servers, power: MODEL }, { servers: second, power: LOWER }]);
        const total = servers + second;
        const js = jobs.map((j, i) => rjob(`j${i}`, j.submit, j.processors, j.runtime));
        const r = createSimulation({ platform: p, jobs: js }).run(randomPower(MODEL), { seed, trace: true });
        expect(r.metrics.peakPower).toBeCloseTo(peakFromTrace(r, (s) => (s < servers ? MODEL : LOWER), total), 9);
      }),
      { seed: 3838, numRuns: 150 },
    );
  });
});
