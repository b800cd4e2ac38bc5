import { describe, expect, it } from 'vitest';
import { createSimulation, homogeneousPlatform } from '../../src/engine/index';
import {
  always,
  greedyPolicy,
  powerOffRule,
  shutdownCondition,
  type Condition,
  type ReconfigurationInput,
} from '../../src/policies/index';
import { createRng } from '../../src/random/index';
import { mjob, rjob } from '../helpers/scripted';
import { mockView } from '../helpers/mockView';

const ctx = { rng: createRng(1) };

describe('greedyPolicy, Algorithm 1 of Dupont 2020, on hand-made views', () => {
  it('FIFO step: min(max, available) servers, the first job that cannot start blocks the queue', () => {
    const view = mockView({
      servers: 10,
      queue: [mjob('C', 20, 100, { minServers: 2, maxServers: 2 }), mjob('D', 30, 800, { minServers: 5, maxServers: 8 }), mjob('E', 40, 10)],
      available: [0, 1, 2, 3, 4, 5],
    });
    expect(greedyPolicy({ reconfiguration: always }).decide(view, ctx)).toEqual([{ type: 'start', job: 'C', servers: [0, 1] }]);
  });

  it('FIFO step starts rigid jobs on exactly their processors', () => {
    const view = mockView({ servers: 4, queue: [rjob('r', 0, 3, 10), rjob('s', 0, 2, 10)], available: [0, 1, 2, 3] });
    expect(greedyPolicy().decide(view, ctx)).toEqual([{ type: 'start', job: 'r', servers: [0, 1, 2] }]);
  });

  it('reconfiguration step: largest remaining mass first, each grown to min(max, n + available)', () => {
    const view = mockView({
      servers: 9,
      running: [
        { job: mjob('A', 0, 500, { maxServers: 4 }), servers: [0, 1], remainingMass: 100 },
        { job: mjob('B', 0, 5000, { maxServers: 6 }), servers: [2, 3, 4, 5], remainingMass: 900 },
        { job: mjob('R', 0, 5000, { maxServers: 9 }), servers: [9], remainingMass: 5000, reconfiguring: true },
      ],
      available: [6, 7, 8],
    });
    expect(greedyPolicy({ reconfiguration: always }).decide(view, ctx)).toEqual([
      { type: 'reconfigure', job: 'B', servers: [2, 3, 4, 5, 6, 7] },
      { type: 'reconfigure', job: 'A', servers: [0, 1, 8] },
    ]);
  });

  it('reconfiguration waits for an empty queue unless reconfigureWhileQueued', () => {
    const view = mockView({
      servers: 6,
      queue: [mjob('Q', 0, 10, { minServers: 3, maxServers: 3 })],
      running: [{ job: mjob('A', 0, 500, { maxServers: 6 }), servers: [0, 1, 2, 3], remainingMass: 100 }],
      available: [4, 5],
    });
    expect(greedyPolicy({ reconfiguration: always }).decide(view, ctx)).toEqual([]);
    expect(greedyPolicy({ reconfiguration: always, reconfigureWhileQueued: true }).decide(view, ctx)).toEqual([
      { type: 'reconfigure', job: 'A', servers: [0, 1, 2, 3, 4, 5] },
    ]);
  });

  it('the condition sees n_new, n_max, alpha, D, D_max and the queue', () => {
    const seen: ReconfigurationInput[] = [];
    const spy: Condition<ReconfigurationInput> = { name: 'spy', holds: (i) => (seen.push(i), false) };
    const view = mockView({
      servers: 8,
      maxData: 800,
      running: [{ job: mjob('A', 0, 500, { maxServers: 5, alpha: 0.7, data: 200 }), servers: [0, 1], remainingMass: 321 }],
      available: [2, 3, 4, 5, 6, 7],
    });
    expect(greedyPolicy({ reconfiguration: spy }).decide(view, ctx)).toEqual([]);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      currentServers: 2,
      newServers: 5,
      maxServers: 5,
      alpha: 0.7,
      data: 200,
      maxData: 800,
      remainingMass: 321,
      availableServers: 6,
      totalServers: 8,
      queueLength: 0,
    });
  });

  it('shutdown step: only with an empty queue; the paper condition decides; p picks t1off or t2off', () => {
    const view = mockView({ servers: 5, running: [], available: [3, 4] });
    const rule = (woff: number, soff: number, p: number) =>
      greedyPolicy({
        shutdown: powerOffRule({ condition: shutdownCondition.create([woff, soff]), duration: { short: 400, long: 2000, pShort: p } }),
      });
    // (2/5)^1 * 1 = 0.4 <= 0.5: keep on
    expect(rule(1, 1, 1).decide(view, ctx)).toEqual([]);
    // (2/5)^0 * 0.6 = 0.6 > 0.5: off, short with p = 1, long with p = 0
    expect(rule(0, 0.6, 1).decide(view, ctx)).toEqual([{ type: 'powerOff', servers: [3, 4], duration: 400 }]);
    expect(rule(0, 0.6, 0).decide(view, ctx)).toEqual([{ type: 'powerOff', servers: [3, 4], duration: 2000 }]);
    const queued = mockView({ servers: 5, queue: [mjob('Q', 0, 1, { minServers: 3, maxServers: 3 })], available: [3, 4] });
    expect(rule(0, 0.6, 1).decide(queued, ctx)).toEqual([]);
  });

  it('per-server shutdown (the default): the condition is asked again for each server; Table 4 Swarm1 keeps 3 warm', () => {
    // Swarm1: (n_av/10)^0.455 * 0.760 > 0.5 holds for n_av = 5 (0.554) and 4 (0.501), not for 3 (0.439),
    // so of the 5 available servers [5..9] the first two in index order go off and 7, 8, 9 stay on.
    const swarm1 = (granularity?: 'perServer' | 'allAtOnce', pShort = 1) =>
      greedyPolicy({
        shutdown: powerOffRule({ condition: shutdownCondition.create([0.455, 0.76]), duration: { short: 899, long: 1405, pShort } }),
        ...(granularity === undefined ? {} : { shutdownGranularity: granularity }),
      });
    const view = mockView({ servers: 10, available: [5, 6, 7, 8, 9] });
    expect(swarm1().decide(view, ctx)).toEqual([{ type: 'powerOff', servers: [5, 6], duration: 899 }]);
    expect(swarm1('perServer').decide(view, ctx)).toEqual([{ type: 'powerOff', servers: [5, 6], duration: 899 }]);
    // all ten idle: 7 go off (down to n_av = 4), 3 stay warm
    expect(swarm1().decide(mockView({ servers: 10, available: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] }), ctx)).toEqual([
      { type: 'powerOff', servers: [0, 1, 2, 3, 4, 5, 6], duration: 899 },
    ]);
    // all at once: asked once with 5 available (0.554 > 0.5): all five for one duration
    expect(swarm1('allAtOnce').decide(view, ctx)).toEqual([{ type: 'powerOff', servers: [5, 6, 7, 8, 9], duration: 899 }]);
    // one duration per server: with pShort = 0.5 the servers split into a short and a long group, each drawn
    const split = swarm1('perServer', 0.5).decide(mockView({ servers: 10, available: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] }), { rng: createRng(7) });
    expect(split.flatMap((d) => (d.type === 'powerOff' ? d.servers : [])).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(split.map((d) => (d.type === 'powerOff' ? d.duration : 0)).sort()).toEqual([1405, 899]);
    expect(() => greedyPolicy({ shutdownGranularity: 'some' as 'perServer' })).toThrow(/shutdownGranularity must be 'perServer' or 'allAtOnce'/);
  });

  it('pShort is honoured in frequency (seeded, 5 sigma)', () => {
    const policy = greedyPolicy({
      shutdown: powerOffRule({ condition: always, duration: { short: 400, long: 2000, pShort: 0.7 } }),
    });
    const rng = createRng(11);
    const view = mockView({ servers: 2, available: [0] });
    let short = 0;
    const n = 4000;
    for (let i = 0; i < n; i++) {
      const [d] = policy.decide(view, { rng });
      if (d?.type === 'powerOff' && d.duration === 400) short++;
    }
    expect(Math.abs(short / n - 0.7)).toBeLessThan(5 * Math.sqrt((0.7 * 0.3) / n));
  });
});

describe('greedyPolicy on the engine: a schedule computed by hand', () => {
  it('FIFO with head-of-line blocking', () => {
    // A 0..100 on [0..5]; B 10..110 on [6..9]; C waits, 100..150 on [0,1];
    // D (min 5) blocks at 100 with 4 free, starts at 110 on 8 servers: 110..210;
    // E waits behind D, then for a server: 150..160.
    const jobs = [
      mjob('A', 0, 600, { minServers: 2, maxServers: 6 }),
      mjob('B', 10, 400, { minServers: 3, maxServers: 9 }),
      mjob('C', 20, 100, { minServers: 2, maxServers: 2 }),
      mjob('D', 30, 800, { minServers: 5, maxServers: 8 }),
      mjob('E', 40, 10),
    ];
    const r = createSimulation({ platform: homogeneousPlatform({ servers: 10 }), jobs }).run(greedyPolicy());
    expect(r.jobs.map((j) => [j.id, j.start, j.end, j.servers])).toEqual([
      ['A', 0, 100, 6],
      ['B', 10, 110, 4],
      ['C', 100, 150, 2],
      ['D', 110, 210, 8],
      ['E', 150, 160, 1],
    ]);
  });

  it('FIFO-Rcfg grows a job when a completion frees a server and the queue is empty', () => {
    // 4 servers; B (100, max 1) is first in the queue -> [0]; A (900, max 4, data 40) gets the
    // 3 servers left: [1,2,3].
    // B ends at 100: A has 900 - 300 = 600 left, grows to 4: T(3->4) = 40/4 * (ceil(4/3) - 1) = 10;
    // then 600 / 4 = 150 s: A ends at 260.
    const jobs = [mjob('B', 0, 100), mjob('A', 0, 900, { maxServers: 4, data: 40 })];
    const r = createSimulation({ platform: homogeneousPlatform({ servers: 4 }), jobs }).run(greedyPolicy({ reconfiguration: always }));
    expect(r.jobs[1]).toMatchObject({ start: 0, end: 260, servers: 3, reconfigurations: 1 });
    expect(r.metrics.reconfigurations).toBe(1);
  });
});
