import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { callMeLater, clusterView, createSimulation, homogeneousPlatform, powerOff, setPstate, startJob, switchOff, switchOn, type Decision } from '../../src/engine/index';
import { powerModel, type SleepState } from '../../src/power/index';
import { InvalidInputError, SimulationError } from '../../src/errors/index';
import { batsimPstateChangesCsv } from '../../src/workload/index';
import { rjob, scripted } from '../helpers/scripted';

// sleep state 0 is the model's own; sleep state 1 is lighter: 30 W asleep, 2 s (60 W) down, 4 s (70 W) up
const OWN: SleepState = { off: 10, switchingOff: 80, switchOffDuration: 5, switchingOn: 100, switchOnDuration: 10 };
const LIGHT: SleepState = { off: 30, switchingOff: 60, switchOffDuration: 2, switchingOn: 70, switchOnDuration: 4 };
const MODEL = powerModel({
  ...OWN, idle: 50, computing: 200,
  pstates: [{ speed: 1, idle: 50, computing: 200 }, { speed: 0.5, idle: 40, computing: 120 }],
  sleepStates: [OWN, LIGHT],
});

describe('sleep states (issue 38, items 2 and 5)', () => {
  it('the model: sleep state 0 is the model\'s own; fields checked and named', () => {
    expect(MODEL.sleepStates).toEqual([OWN, LIGHT]);
    expect(powerModel({ idle: 50 }).sleepStates).toBeUndefined();
    expect(() => powerModel({ sleepStates: [LIGHT] })).toThrow(/^power model: sleepStates\[0\] is the model's own sleep state \(off 9\.75, /);
    expect(() => powerModel({ ...OWN, sleepStates: [OWN, { ...LIGHT, off: -1 }] })).toThrow(/^power model: sleepStates\[1\]\.off must be a finite number >= 0, got -1$/);
    expect(() => powerModel({ ...OWN, sleepStates: [OWN, { ...LIGHT, switchOnDuration: 2e12 }] })).toThrow(/sleepStates\[1\]\.switchOnDuration must be at most 1000000000000 s/);
    expect(() => powerModel({ ...OWN, sleepStates: [OWN, { ...LIGHT, deep: 1 } as never] })).toThrow(InvalidInputError);
    expect(() => powerModel({ sleepStates: [] })).toThrow(/sleepStates must be an array of 1 to 255/);
  });

  it('a server sleeps in state 1, is woken early, then computes at two p-states: energy by hand', () => {
    // job z (on server 1) starts the run at 0
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 2, power: MODEL }), jobs: [rjob('z', 0, 1, 1), rjob('a', 100, 1, 100)] });
    const r = sim.run(
      scripted((v) => {
        if (v.now === 0) return [switchOff([0], { sleepState: 1 }), startJob('z', [1])];
        if (v.now === 100) return [switchOn([0]), callMeLater(104)]; // woken early (the job came): up at 104
        if (v.now === 104) return [startJob('a', [0]), callMeLater(154)];
        if (v.now === 154) return [setPstate([0], 1)]; // 50 s of work left at half speed: 100 s more
        return [];
      }),
      { trace: true },
    );
    expect(r.jobs.map((j) => [j.start, j.end])).toEqual([[0, 1], [104, 254]]);
    // switching off 0-2 at 60 W, asleep 2-100 at 30 W, switching on 100-104 at 70 W,
    // computing 104-154 at 200 W, 154-254 at 120 W
    // computing 104-154 at 200 W, 154-254 at 120 W; server 1: computing 0-1, idle 1-254
    expect(r.metrics.energy).toBe(2 * 60 + 98 * 30 + 4 * 70 + 50 * 200 + 100 * 120 + (200 + 253 * 50));
    expect([r.metrics.energyByState.switchingOff, r.metrics.energyByState.off, r.metrics.energyByState.switchingOn]).toEqual([2 * 60, 98 * 30, 4 * 70]);
    expect(r.trace!.servers.filter((s) => s.server === 0).map((s) => [s.state, s.start, s.end])).toEqual([
      ['switchingOff', 0, 2], ['off', 2, 100], ['switchingOn', 100, 104], ['computing', 104, 154], ['computing', 154, 254],
    ]);
  });

  it('switchOff without a sleep state, and powerOff, after sleep state 1 use sleep state 0 again', () => {
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 3, power: MODEL }), jobs: [rjob('z', 0, 1, 1), rjob('a', 500, 2, 10)] });
    const r = sim.run(
      scripted((v) => {
        if (v.now === 0) return [switchOff([0, 1], { sleepState: 1 }), startJob('z', [2]), callMeLater(10)];
        if (v.now === 10) return [switchOn([0, 1]), callMeLater(14)]; // up at 14
        if (v.now === 14) return [switchOff([0]), powerOff([1], 100), callMeLater(200)];
        if (v.now === 200) return [switchOn([0])]; // up at 210
        if (v.now === 500) return [startJob('a', [0, 1])];
        return [];
      }),
    );
    const cycle = 2 * 60 + 8 * 30 + 4 * 70;
    // server 0: own switch-off 14-19 (80 W), off 19-200 (10 W), on 200-210 (100 W), idle 210-500, computing 500-510
    const s0 = cycle + 5 * 80 + 181 * 10 + 10 * 100 + 290 * 50 + 10 * 200;
    // server 1: powerOff 14-114: switching off 14-19, off 19-104, switching on 104-114; idle 114-500, computing 500-510
    const s1 = cycle + 5 * 80 + 85 * 10 + 10 * 100 + 386 * 50 + 10 * 200;
    expect(r.metrics.energy).toBe(s0 + s1 + (200 + 509 * 50)); // server 2: job z 0-1, idle 1-510
  });

  it('refuses an unknown sleep state by name (time, servers, k), and unknown options', () => {
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 2, power: MODEL }), jobs: [rjob('a', 0, 1, 100)] });
    expect(() => sim.run(scripted((v) => (v.now === 0 ? [switchOff([1], { sleepState: 2 })] : [])))).toThrow(/^t=0 s: switchOff of servers \[1\] to sleep state 2: sleep state 2 does not exist for server 1 \(0\.\.1\)/);
    expect(() => sim.run(scripted((v) => (v.now === 0 ? [switchOff([1], { sleepState: 0.5 })] : [])))).toThrow(SimulationError);
    const plain = createSimulation({ platform: homogeneousPlatform({ servers: 2 }), jobs: [rjob('a', 0, 1, 100)] });
    expect(() => plain.run(scripted((v) => (v.now === 0 ? [switchOff([1], { sleepState: 1 })] : [])))).toThrow(/sleep state 1 does not exist for server 1 \(0\.\.0\)/);
    expect(() => switchOff([1], { sleep: 1 } as never)).toThrow(InvalidInputError);
    expect(switchOff([1], {})).toEqual({ type: 'switchOff', servers: [1] });
  });

  it('total energy is the integral of the power over time, for random sequences of sleep states and p-states (property)', () => {
    const SLEEP = [OWN, LIGHT];
    const PS = MODEL.pstates!;
    const action = fc.record({ server: fc.integer({ min: 0, max: 2 }), kind: fc.integer({ min: 0, max: 3 }), k: fc.integer({ min: 0, max: 1 }) });
    fc.assert(
      fc.property(fc.array(fc.array(action, { maxLength: 3 }), { minLength: 1, maxLength: 12 }), fc.array(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 4 }), (steps, runtimes) => {
        const jobs = runtimes.map((rt, i) => rjob(`j${i}`, 7 * i, 1, rt)); // j0 at 0 starts the run
        const sim = createSimulation({ platform: homogeneousPlatform({ servers: 3, power: MODEL }), jobs });
        const sleepLog: [number, number, number][] = []; // server, time, sleep state
        const pstateLog: [number, number, number][] = []; // server, time, p-state
        const r = sim.run(
          scripted((v) => {
            const out: Decision[] = [];
            const step = Math.round(v.now / 13);
            const used = new Set<number>();
            if (v.now === step * 13 && step < steps.length) {
              for (const a of steps[step]!) {
                if (used.has(a.server)) continue;
                const st = v.serverState(a.server);
                if (a.kind === 0 && st === 'idle' && v.serverJob(a.server) === undefined) {
                  out.push(switchOff([a.server], { sleepState: a.k }));
                  sleepLog.push([a.server, v.now, a.k]);
                } else if (a.kind === 1 && st === 'off') out.push(switchOn([a.server]));
                else if (a.kind === 2 && (st === 'idle' || st === 'computing')) {
                  out.push(setPstate([a.server], a.k));
                  pstateLog.push([a.server, v.now, a.k]);
                } else continue;
                used.add(a.server);
              }
              if (step + 1 < steps.length) out.push(callMeLater((step + 1) * 13));
            }
            for (const j of v.queue) {
              const free = v.availableServers.filter((s) => !used.has(s));
              if (free.length === 0) break;
              out.push(startJob(j.id, [free[0]!]));
              used.add(free[0]!);
            }
            if (v.queue.length > 0 && v.running.length === 0 && v.availableServers.length === 0) {
              const off = [0, 1, 2].filter((s) => v.serverState(s) === 'off' && !used.has(s));
              if (off.length > 0) out.push(switchOn(off));
            }
            return out;
          }),
          { trace: true },
        );
        const last = (log: [number, number, number][], s: number, t: number): number => log.filter(([x, at]) => x === s && at <= t).reduce((k, [, , v]) => v, 0);
        let integral = 0;
        for (const seg of r.trace!.servers) {
          const sleep = SLEEP[last(sleepLog, seg.server, seg.start)]!;
          const ps = PS[last(pstateLog, seg.server, seg.start)]!;
          const w = { off: sleep.off, switchingOff: sleep.switchingOff, switchingOn: sleep.switchingOn, idle: ps.idle, computing: ps.computing }[seg.state];
          integral += w * (seg.end - seg.start);
        }
        expect(r.metrics.energy).toBeCloseTo(integral, 6);
      }),
      { seed: 38, numRuns: 150 },
    );
  });
});

describe('the view shows p-states and sleep states (issue 38 item 5)', () => {
  it('pstate(server) and sleepState(server) through a sleep in state 1 and a p-state change', () => {
    const seen: unknown[] = [];
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 2, power: MODEL }), jobs: [rjob('z', 0, 1, 20)] });
    sim.run(
      scripted((v) => {
        seen.push([v.now, v.serverState(0), v.sleepState?.(0), v.pstate?.(0), v.pstate?.(1)]);
        if (v.now === 0) return [startJob('z', [1]), setPstate([0], 1), switchOff([0], { sleepState: 1 }), callMeLater(1), callMeLater(10)];
        if (v.now === 10) return [switchOn([0]), callMeLater(12)];
        return [];
      }),
    );
    expect(seen).toEqual([
      [0, 'idle', undefined, 0, 0],
      [1, 'switchingOff', 1, 1, 0],
      [2, 'off', 1, 1, 0], // switched off
      [10, 'off', 1, 1, 0],
      [12, 'switchingOn', 1, 1, 0],
      [14, 'idle', undefined, 1, 0], // switched on: its p-state kept (the run ends at z's end, 20)
    ]);
  });
});

describe('the host view (clusterView) shows them too', () => {
  it('pstate and sleepState from the host state, checked against the power model', () => {
    const platform = homogeneousPlatform({ servers: 3, power: MODEL });
    const servers = [{ state: 'idle', pstate: 1 }, { state: 'off', readyAt: Infinity, sleepState: 1 }, { state: 'switchingOff', readyAt: Infinity }] as const;
    const view = clusterView({ now: 0, platform, servers, queue: [], running: [] });
    expect([0, 1, 2].map((s) => [view.pstate?.(s), view.sleepState?.(s)])).toEqual([[1, undefined], [0, 1], [0, 0]]);
    expect(() => clusterView({ now: 0, platform, servers: [{ state: 'off', readyAt: 5, sleepState: 2 }, servers[0], servers[0]], queue: [], running: [] })).toThrow(/servers\[0\]\.sleepState.*an integer in 0\.\.1/);
    expect(() => clusterView({ now: 0, platform, servers: [{ state: 'idle', pstate: 2 }, servers[0], servers[0]], queue: [], running: [] })).toThrow(InvalidInputError);
  });
});

describe("pstate_changes.csv as Batsim writes it", () => {
  it('a server sleeping in state 1 and one computing at p-state 1, numbered by default and by option', () => {
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 3, power: MODEL }), jobs: [rjob('z', 0, 1, 20)] });
    const r = sim.run(
      scripted((v) => {
        if (v.now === 0) return [startJob('z', [2]), setPstate([2], 1), switchOff([0, 1], { sleepState: 1 }), callMeLater(10)];
        if (v.now === 10) return [switchOn([1])];
        return [];
      }),
      { trace: true },
    );
    // 2 computing p-states (0, 1), so sleep state 1 is pstate 3 by default; Batsim's -2 / -1 for the transitions
    expect(batsimPstateChangesCsv(r)).toBe('time,machine_id,new_pstate\n0,0-2,0\n0,0-1,-2\n0,2,1\n2,0-1,3\n10,1,-1\n14,1,0\n');
    expect(batsimPstateChangesCsv(r, { sleepPstates: [13, 16] })).toContain('\n2,0-1,16\n');
    expect(() => batsimPstateChangesCsv(r, { sleepPstates: [13] })).toThrow(/sleepPstates has no pstate for sleep state 1/);
  });

  it("its first row is at time 0, as Batsim's (the p-states at the simulation's beginning), also when the first job comes later (was at the first submission)", () => {
    // Batsim 4.2.1 on example_workload_hpc_seed1_jobs250 (first job at 57.245 s) writes `0,0-127,0` then `57.2454,8-127,-2`
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 3, power: MODEL }), jobs: [rjob('late', 57.25, 1, 20)] });
    const r = sim.run(scripted((v) => (v.now === 57.25 ? [startJob('late', [0]), switchOff([1, 2])] : [])), { trace: true });
    // servers 1, 2 switch off at 57.25 (5 s), asleep (pstate 1, after the one computing p-state) from 62.25
    expect(batsimPstateChangesCsv(r)).toBe('time,machine_id,new_pstate\n0,0-2,0\n57.25,1-2,-2\n62.25,1-2,1\n');
  });
});
