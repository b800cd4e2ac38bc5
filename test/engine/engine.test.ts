import { describe, expect, it } from 'vitest';
import {
  blockReconfigurationCost,
  createSimulation,
  homogeneousPlatform,
  paperReconfigurationCost,
  platform,
  powerOff,
  reconfigureJob,
  startJob,
} from '../../src/engine/index';
import { powerModel } from '../../src/power/index';
import { dupontSetup } from '../../src/experiments/index';
import { googleLikeWorkload } from '../../src/workload/index';
import { mjob, rjob, scripted } from '../helpers/scripted';

const P = { idle: 95, computing: 190.74, off: 9.75, on: 125.17, soff: 101, ton: 151.52, toff: 6.1 };

describe('reconfiguration cost (Dupont 2020, section 3)', () => {
  it('matches the paper formula by hand', () => {
    expect(paperReconfigurationCost(1, 4, 100)).toBe(75); // 100/4 * (4 - 1)
    expect(paperReconfigurationCost(2, 5, 100)).toBe(40); // 100/5 * (3 - 1)
    expect(paperReconfigurationCost(4, 2, 100)).toBe(25); // 100/4 * (2 - 1)
    expect(paperReconfigurationCost(6, 4, 120)).toBe(20); // 120/6 * (2 - 1)
    expect(paperReconfigurationCost(3, 3, 100)).toBe(0);
    expect(blockReconfigurationCost(2, 5, 100)).toBe(40); // 100/5 * floor(2.5)
    expect(blockReconfigurationCost(4, 3, 120)).toBe(30); // 120/4 * floor(1.33)
  });
});

describe('engine: hand-computed schedules and energy', () => {
  it('one job on one server: stretch 1, energy = computing power x time', () => {
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 1 }), jobs: [mjob('a', 0, 100)] });
    const r = sim.run(scripted((v) => (v.queue[0] ? [startJob('a', [0])] : [])));
    expect(r.jobs[0]).toMatchObject({ start: 0, end: 100, servers: 1, stretch: 1, wait: 0 });
    expect(r.metrics.energy).toBeCloseTo(100 * P.computing, 9);
    expect(r.metrics.normalizedMeanPower).toBeCloseTo(P.computing / P.idle, 12);
    expect(r.metrics.cost).toBeCloseTo(P.computing / P.idle, 12);
    expect(r.metrics.utilization).toBe(1);
  });

  it('run time is mass / n^alpha', () => {
    const jobs = [mjob('a', 0, 800, { alpha: 0.5, maxServers: 4 })];
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 4 }), jobs });
    const r = sim.run(scripted((v) => (v.queue[0] ? [startJob('a', [0, 1, 2, 3])] : [])));
    expect(r.jobs[0]!.end).toBeCloseTo(800 / Math.sqrt(4), 12); // 400
    expect(r.metrics.energy).toBeCloseTo(4 * 400 * P.computing, 7);
  });

  it('window starts at the first submission; idle servers count until the last completion', () => {
    const jobs = [mjob('a', 50, 100), mjob('b', 80, 30)];
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 2 }), jobs });
    const r = sim.run(
      scripted((v) => [...v.queue].map((j) => startJob(j.id, [v.availableServers[j.id === 'a' ? 0 : v.availableServers.length - 1]!]))),
    );
    // a on server 0: 50..150; b on server 1: 80..110. Window 50..150 = 100 s.
    expect(r.metrics.makespan).toBe(100);
    const e = 100 * P.computing + (30 * P.idle + 30 * P.computing + 40 * P.idle);
    expect(r.metrics.energy).toBeCloseTo(e, 8);
    expect(r.metrics.normalizedMeanPower).toBeCloseTo(e / (100 * 2 * P.idle), 12);
    expect(r.metrics.meanStretch).toBeCloseTo((1 + 1) / 2, 12);
    expect(r.metrics.utilization).toBeCloseTo(130 / 200, 12);
  });

  it('power-off cycle: states and energy integrated exactly', () => {
    const jobs = [mjob('a', 0, 1000)];
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 2 }), jobs });
    const r = sim.run(
      scripted((v) => (v.now === 0 ? [startJob('a', [0]), powerOff([1], 400)] : [])),
      { trace: true },
    );
    const s1 = 6.1 * P.soff + 151.52 * P.on + (400 - 6.1 - 151.52) * P.off + 600 * P.idle;
    expect(r.metrics.energy).toBeCloseTo(1000 * P.computing + s1, 7);
    expect(r.metrics.powerOffs).toBe(1);
    const seg = r.trace!.servers.filter((s) => s.server === 1).map((s) => [s.state, s.start, s.end]);
    expect(seg).toEqual([
      ['switchingOff', 0, 6.1],
      ['off', 6.1, 400 - 151.52],
      ['switchingOn', 400 - 151.52, 400],
      ['idle', 400, 1000],
    ]);
  });

  it('a powered-off server is available again exactly after the duration', () => {
    const jobs = [mjob('a', 0, 10), mjob('b', 100, 10)];
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 1 }), jobs });
    const seen: Array<[number, string, number]> = [];
    const r = sim.run(
      scripted((v) => {
        seen.push([v.now, v.serverState(0), v.readyAt(0)]);
        if (v.now === 0) return [startJob('a', [0])];
        if (v.now === 10) return [powerOff([0], 500)];
        if (v.availableServers.length > 0 && v.queue.length > 0) return [startJob('b', [0])];
        return [];
      }),
    );
    expect(r.jobs[1]).toMatchObject({ start: 510, end: 520 });
    expect(seen).toContainEqual([100, 'off', 510]);
    expect(seen).toContainEqual([510, 'idle', 510]);
  });

  it('a powered-off server reads off, then switching on from back - switch-on time (no event needed), then idle', () => {
    // powered off at 10 for 500 s: switching off until 16.1, off until 510 - 151.52 = 358.48, switching on until 510
    const jobs = [mjob('a', 0, 10), mjob('b', 100, 1), mjob('c', 358.48, 1), mjob('d', 400, 1), mjob('e', 600, 1)];
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 2 }), jobs });
    const seen: Array<[number, string]> = [];
    sim.run(
      scripted((v) => {
        seen.push([v.now, v.serverState(0)]);
        if (v.now === 0) return [startJob('a', [0])];
        if (v.now === 10) return [powerOff([0], 500)];
        const next = v.waiting.at(0);
        return next === undefined || v.serverState(1) !== 'idle' ? [] : [startJob(next.id, [1])];
      }),
    );
    expect(seen.filter(([t]) => t >= 10 && t <= 510)).toEqual([
      [10, 'idle'], // job a just completed
      [16.1, 'off'], // switch-off end (a scheduling point)
      [100, 'off'],
      [101, 'off'],
      [358.48, 'switchingOn'], // exactly when the switch-on starts
      [359.48, 'switchingOn'],
      [400, 'switchingOn'],
      [401, 'switchingOn'],
      [510, 'idle'],
    ]);
  });

  it('a run that ends while a server switches on integrates its off and switching-on time up to the end', () => {
    const jobs = [mjob('a', 0, 10), mjob('b', 0, 400)];
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 2 }), jobs });
    const r = sim.run(
      scripted((v) => (v.now === 0 ? [startJob('a', [0]), startJob('b', [1])] : v.now === 10 ? [powerOff([0], 500)] : [])),
      { trace: true },
    );
    // server 0: computing 10 s, switching off 6.1 s, off until 358.48, switching on until the end at 400
    const s0 = 10 * P.computing + 6.1 * P.soff + (358.48 - 16.1) * P.off + (400 - 358.48) * P.on;
    expect(r.metrics.energy).toBeCloseTo(s0 + 400 * P.computing, 7);
    expect(r.trace!.servers.filter((s) => s.server === 0).map((s) => [s.state, s.start, s.end])).toEqual([
      ['computing', 0, 10],
      ['switchingOff', 10, 16.1],
      ['off', 16.1, 358.48],
      ['switchingOn', 358.48, 400],
    ]);
  });

  it('energy is each server\'s intervals summed in time order, then the servers in index order (bit for bit)', () => {
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 10 }), workload: googleLikeWorkload() });
    const power: Record<string, number> = { off: P.off, switchingOn: P.on, idle: P.idle, computing: P.computing, switchingOff: P.soff };
    for (const seed of [1, 2, 3]) {
      const r = sim.run(dupontSetup('Swarm2'), { seed, trace: true });
      let total = 0;
      for (let s = 0; s < 10; s++) {
        const mine = r.trace!.servers.filter((g) => g.server === s).sort((x, y) => x.start - y.start);
        let e = 0;
        for (const g of mine) e += power[g.state]! * (g.end - g.start);
        total += e;
      }
      expect(r.metrics.powerOffs).toBeGreaterThan(50);
      expect(r.metrics.energy).toBe(total);
    }
  });

  it('grow reconfiguration: no progress during T(n->m), remaining mass exact', () => {
    // mass 600 on 1 server, grown to 4 at t=100: T = 100/4*(4-1) = 75; 500 left at rate 4.
    const jobs = [mjob('a', 0, 600, { data: 100, maxServers: 4 }), mjob('tick', 100, 1, {})];
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 5 }), jobs });
    const masses: number[] = [];
    const r = sim.run(
      scripted((v) => {
        const a = v.running.find((x) => x.id === 'a');
        if (a) masses.push(a.remainingMass);
        if (v.now === 0) return [startJob('a', [0])];
        if (v.now === 100) return [startJob('tick', [4]), reconfigureJob('a', [0, 1, 2, 3])];
        return [];
      }),
      { trace: true },
    );
    expect(r.jobs[0]).toMatchObject({ start: 0, end: 300, servers: 1, reconfigurations: 1 });
    expect(masses[1]).toBe(500); // at t=100
    const alloc = r.trace!.allocations.filter((s) => s.job === 'a');
    expect(alloc.map((s) => [s.start, s.end, s.servers.length, s.reconfiguring])).toEqual([
      [0, 100, 1, false],
      [100, 175, 4, true],
      [175, 300, 4, false],
    ]);
    expect(alloc.reduce((s, x) => s + x.work, 0)).toBeCloseTo(600, 9);
    // energy: server 0 computing 300 s; servers 1..3 idle 100 then computing 200; server 4 tick job 1 s then idle
    const e = 300 * P.computing + 3 * (100 * P.idle + 200 * P.computing) + (100 * P.idle + 1 * P.computing + 199 * P.idle);
    expect(r.metrics.energy).toBeCloseTo(e, 6);
  });

  it('shrink reconfiguration releases servers at its end', () => {
    // mass 800 on 4 servers (alpha 1): at t=100, 400 left; shrink to 2: T = 100/4*(2-1) = 25;
    // then 400/2 = 200 s -> end 325. Servers 2,3 computing until 125 then idle.
    const jobs = [mjob('a', 0, 800, { data: 100, maxServers: 4 }), mjob('t', 100, 1)];
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 5 }), jobs });
    const states: string[] = [];
    const r = sim.run(
      scripted((v) => {
        if (v.now === 0) return [startJob('a', [0, 1, 2, 3])];
        if (v.now === 100) return [startJob('t', [4]), reconfigureJob('a', [0, 1])];
        states.push(`${v.now}:${v.serverJob(3) ?? '-'}`);
        return [];
      }),
    );
    expect(r.jobs[0]!.end).toBe(325);
    expect(states).toContain('101:a'); // still held during the reconfiguration
    expect(states).toContain('125:-');
    const e = 325 * 2 * P.computing + 2 * (125 * P.computing + 200 * P.idle) + (100 * P.idle + P.computing + 224 * P.idle);
    expect(r.metrics.energy).toBeCloseTo(e, 6);
  });

  it('heterogeneous platform: rate uses the slowest server of the allocation', () => {
    const p = platform([
      { servers: 1, speed: 1 },
      { servers: 1, speed: 2, power: powerModel({ computing: 300 }) },
    ]);
    const jobs = [mjob('a', 0, 400, { maxServers: 2 }), mjob('b', 0, 400)];
    const r = createSimulation({ platform: p, jobs }).run(
      scripted((v) => (v.now === 0 ? [startJob('a', [1]), startJob('b', [0])] : [])),
    );
    expect(r.jobs[0]!.end).toBe(200); // speed 2
    expect(r.jobs[1]!.end).toBe(400);
    expect(r.metrics.energy).toBeCloseTo(200 * 300 + 200 * P.idle + 400 * P.computing, 8);
    expect(r.metrics.normalizedMeanPower).toBeCloseTo(r.metrics.energy / (400 * 2 * P.idle), 12);
  });

  it('rigid jobs run exactly runtime on their processors', () => {
    const jobs = [rjob('r1', 0, 2, 50, 80), rjob('r2', 10, 1, 20)];
    const r = createSimulation({ platform: homogeneousPlatform({ servers: 3 }), jobs }).run(
      scripted((v) => [...v.queue].map((j) => startJob(j.id, j.id === 'r1' ? [0, 1] : [2]))),
    );
    expect(r.jobs.map((j) => [j.start, j.end, j.stretch])).toEqual([
      [0, 50, 1],
      [10, 30, 1],
    ]);
  });

  it('decisionInterval: ticks on the clock (multiples of S), not from the first submission', () => {
    // a at 3, b at 25, interval 10: ticks at 10, 20, 30 (the authors' 10 s loop; FIFO starts a at 10, not 3)
    const jobs = [mjob('a', 3, 10), mjob('b', 25, 10)];
    const fifoAt = (times: number[]) =>
      scripted((v) => {
        times.push(v.now);
        return [...v.queue].map((j, i) => startJob(j.id, [v.availableServers[i]!]));
      });
    const times: number[] = [];
    const r = createSimulation({ platform: homogeneousPlatform({ servers: 2 }), jobs, decisionInterval: 10 }).run(fifoAt(times));
    expect(times).toEqual([10, 20, 30]);
    expect(r.jobs.map((j) => [j.start, j.end])).toEqual([[10, 20], [30, 40]]);
    // with an explicit origin, ticks at 3 + 10k
    const shifted: number[] = [];
    const r2 = createSimulation({ platform: homogeneousPlatform({ servers: 2 }), jobs, decisionInterval: 10, decisionOrigin: 3 }).run(fifoAt(shifted));
    expect(shifted).toEqual([3, 13, 23, 33]);
    expect(r2.jobs.map((j) => [j.start, j.end])).toEqual([[3, 13], [33, 43]]);
    // a negative origin works the same way (ticks at -4 + 10k: 6, 16, ...)
    const negative: number[] = [];
    createSimulation({ platform: homogeneousPlatform({ servers: 2 }), jobs, decisionInterval: 10, decisionOrigin: -4 }).run(fifoAt(negative));
    expect(negative.slice(0, 2)).toEqual([6, 16]);
    expect(() => createSimulation({ platform: homogeneousPlatform({ servers: 2 }), jobs, decisionOrigin: 3 })).toThrow(/decisionOrigin needs decisionInterval/);
  });

  it('decisionInterval: the policy only decides on ticks (a tick at the first submission when it is a multiple)', () => {
    const jobs = [mjob('a', 0, 10), mjob('b', 5, 10)];
    const times: number[] = [];
    const r = createSimulation({ platform: homogeneousPlatform({ servers: 2 }), jobs, decisionInterval: 60 }).run(
      scripted((v) => {
        times.push(v.now);
        return [...v.queue].map((j, i) => startJob(j.id, [v.availableServers[i]!]));
      }),
    );
    expect(times).toEqual([0, 60]);
    expect(r.jobs[1]).toMatchObject({ start: 60, end: 70, wait: 55 });
  });

  it('all events of one timestamp are processed before the single scheduling point', () => {
    const jobs = [mjob('a', 0, 10), mjob('b', 10, 5), mjob('c', 10, 5)];
    const calls: Array<[number, number, number]> = [];
    const r = createSimulation({ platform: homogeneousPlatform({ servers: 2 }), jobs }).run(
      scripted((v) => {
        calls.push([v.now, v.queue.length, v.completedJobs]);
        return [...v.queue].slice(0, v.availableServers.length).map((j, i) => startJob(j.id, [v.availableServers[i]!]));
      }),
    );
    // No call at t=15: the last completions end the run.
    expect(calls).toEqual([
      [0, 1, 0],
      [10, 2, 1],
    ]);
    expect(r.jobs.map((j) => j.end)).toEqual([10, 15, 15]);
  });

  it('same seed gives a deep-equal result; the seed is echoed', () => {
    const jobs = [mjob('a', 0, 10, { maxServers: 2 }), mjob('b', 3, 20, { maxServers: 2 })];
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 2 }), jobs });
    const pol = scripted((v) => [...v.queue].slice(0, v.availableServers.length).map((j, i) => startJob(j.id, [v.availableServers[i]!])));
    expect(sim.run(pol, { seed: 9 })).toEqual(sim.run(pol, { seed: 9 }));
    expect(sim.run(pol, { seed: 9 }).seed).toBe(9);
  });
});
