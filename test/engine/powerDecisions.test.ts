import { describe, expect, it } from 'vitest';
import {
  callMeLater,
  createSimulation,
  homogeneousPlatform,
  powerOff,
  startJob,
  switchOff,
  switchOn,
  type ClusterView,
  type Decision,
  type Job,
} from '../../src/engine/index';
import { powerModel } from '../../src/power/index';
import { SimulationError } from '../../src/errors/index';
import { rjob, scripted } from '../helpers/scripted';

// A model with round numbers, so that every energy below is computed by hand:
// off 10 W, switching on 100 W for 10 s, idle 50 W, computing 200 W, switching off 80 W for 5 s.
const MODEL = powerModel({ off: 10, switchingOn: 100, switchOnDuration: 10, idle: 50, computing: 200, switchingOff: 80, switchOffDuration: 5 });

function sim(jobs: Job[], servers = 1) {
  return createSimulation({ platform: homogeneousPlatform({ servers, power: MODEL }), jobs });
}

/** Starts the queue head on the available servers when they suffice, after `extra(view)`. */
function startHead(extra: (v: ClusterView) => Decision[]): (v: ClusterView) => Decision[] {
  return (v) => {
    const out = extra(v);
    const head = v.queue[0];
    if (head?.kind === 'rigid' && v.availableServers.length >= head.processors) out.push(startJob(head.id, v.availableServers.slice(0, head.processors)));
    return out;
  };
}

function thrown(fn: () => unknown): SimulationError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(SimulationError);
    return e as SimulationError;
  }
  throw new Error('expected a SimulationError');
}

describe('switchOff / switchOn (issue 38, point 1)', () => {
  it('a server switched off when idle and switched on when a job arrives: energy by hand', () => {
    const jobs = [rjob('a', 0, 1, 100), rjob('b', 1000, 1, 100)];
    const seen: string[] = [];
    const r = sim(jobs).run(
      scripted(
        startHead((v) => {
          seen.push(`${v.now}:${v.serverState(0)}:${v.stateSince(0)}:${v.readyAt(0)}:${v.transitionEnd(0)}`);
          if (v.now === 100) return [switchOff([0])];
          if (v.now === 1000) return [switchOn([0])];
          return [];
        }),
      ),
      { trace: true },
    );
    // computing 0-100 (200 W), switching off 100-105 (80 W), off 105-1000 (10 W), switching on
    // 1000-1010 (100 W), computing 1010-1110 (200 W)
    expect(r.metrics.energy).toBe(20000 + 400 + 8950 + 1000 + 20000);
    expect(r.jobs.map((j) => j.start)).toEqual([0, 1010]);
    expect(seen).toEqual(['0:idle:0:0:NaN', '100:idle:100:100:NaN', '105:off:105:Infinity:NaN', '1000:off:105:Infinity:NaN', '1010:idle:1010:1010:NaN']);
    expect(r.trace?.servers.filter((s) => s.server === 0).map((s) => `${s.state}@${s.start}-${s.end}`)).toEqual([
      'computing@0-100',
      'switchingOff@100-105',
      'off@105-1000',
      'switchingOn@1000-1010',
      'computing@1010-1110',
    ]);
  });

  it('a powerOff cycle woken early by switchOn: the late switch-on event is stale and changes nothing', () => {
    const jobs = [rjob('a', 0, 1, 100), rjob('b', 1000, 1, 100), rjob('c', 3000, 1, 100)];
    const r = sim(jobs).run(
      scripted(
        startHead((v) => {
          if (v.now === 100) return [powerOff([0], 2000)]; // back at 2100, switching on from 2090
          if (v.now === 1000) return [switchOn([0])];
          return [];
        }),
      ),
      { trace: true },
    );
    // as above up to 1110, then idle 1110-3000 (50 W) and computing 3000-3100; no switch-on at 2090
    expect(r.metrics.energy).toBe(20000 + 400 + 8950 + 1000 + 20000 + 94500 + 20000);
    expect(r.jobs.map((j) => j.start)).toEqual([0, 1010, 3000]);
    expect(r.trace?.servers.some((s) => s.state === 'switchingOn' && s.start === 2090)).toBe(false);
  });

  it('switching on a server that is switching off: the off transition completes first (Batsim rule)', () => {
    const jobs = [rjob('a', 0, 1, 100), rjob('b', 102, 1, 100)];
    const seen: number[] = [];
    const r = sim(jobs).run(
      scripted(
        startHead((v) => {
          if (v.now === 100) return [switchOff([0])];
          if (v.now === 102) {
            seen.push(v.transitionEnd(0), v.readyAt(0));
            return [switchOn([0])];
          }
          return [];
        }),
      ),
      { trace: true },
    );
    // switching off 100-105, switching on 105-115 (no time off), b 115-215
    expect(seen).toEqual([105, Infinity]);
    expect(r.jobs.map((j) => j.start)).toEqual([0, 115]);
    expect(r.metrics.energy).toBe(20000 + 400 + 1000 + 20000);
  });

  it('refuses a switch-off of a busy server and a switch-on of an idle one, naming time and servers', () => {
    const jobs = [rjob('a', 0, 1, 100), rjob('b', 50, 1, 10)];
    const busy = thrown(() => sim(jobs, 2).run(scripted(startHead((v) => (v.now === 50 ? [switchOff([1, 0])] : [])))));
    expect(busy.message).toMatch(/^t=50 s: switchOff of servers \[1, 0\]: server 0 is busy with job "a"/);
    expect(busy.time).toBe(50);
    expect(busy.servers).toEqual([1, 0]);
    const idle = thrown(() => sim(jobs, 2).run(scripted(startHead((v) => (v.now === 50 ? [switchOn([1])] : [])))));
    expect(idle.message).toMatch(/^t=50 s: switchOn of servers \[1\]: server 1 is idle; only a server that is off or switching off can be switched on/);
    const twice = thrown(() => sim(jobs, 2).run(scripted(startHead((v) => (v.now === 50 ? [switchOff([1]), switchOn([1]), switchOn([1])] : [])))));
    expect(twice.message).toMatch(/server 1 is already switchingOff and due to be idle at 65 s/);
    const late = thrown(() => sim(jobs, 2).run(scripted(startHead((v) => (v.now === 50 ? [callMeLater(50)] : [])))));
    expect(late.message).toMatch(/^t=50 s: callMeLater\(50\): time must be a number > now \(50 s\)/);
  });

  it('callMeLater makes a scheduling point at the time asked, and keeps no run alive', () => {
    const calls: number[] = [];
    const r = sim([rjob('a', 0, 1, 100)]).run(
      scripted(
        startHead((v) => {
          calls.push(v.now);
          return v.now === 0 ? [callMeLater(30), callMeLater(500)] : [];
        }),
      ),
    );
    expect(calls).toEqual([0, 30]); // the run ends at the completion at 100, before the call at 500
    expect(r.metrics.makespan).toBe(100);
  });

  it('a policy that power-cycles for ever while a job waits ends in a SimulationError (today it would never end)', () => {
    const e = thrown(() =>
      sim([rjob('a', 0, 2, 100)], 2).run(scripted((v) => (v.availableServers.length > 0 ? [powerOff([...v.availableServers], 20)] : []))),
    );
    expect(e.message).toMatch(/left 1 job waiting \(first "a"\) with nothing running and no job to come for 10000 scheduling points in a row/);
    const e2 = thrown(() => sim([rjob('a', 0, 2, 100)], 2).run(scripted((v) => [callMeLater(v.now + 1)])));
    expect(e2.job).toBe('a');
  });
});

describe('clusterView (host state) with the power fields of issue 38', () => {
  it('since, transitionEnd and an off server until switched on (readyAt Infinity)', async () => {
    const { clusterView } = await import('../../src/engine/index');
    const { InvalidInputError } = await import('../../src/errors/index');
    const base = { now: 100, platform: homogeneousPlatform({ servers: 3 }), queue: [], running: [] };
    const v = clusterView({ ...base, servers: [{ state: 'idle', since: 40 }, { state: 'off', readyAt: Infinity }, { state: 'switchingOn', readyAt: 250 }] });
    expect([v.stateSince(0), v.stateSince(1), v.readyAt(1), v.transitionEnd(1), v.transitionEnd(2)]).toEqual([40, 100, Infinity, NaN, 250]);
    expect(() => clusterView({ ...base, servers: [{ state: 'idle', since: 101 }, { state: 'idle' }, { state: 'idle' }] })).toThrow(InvalidInputError);
  });
});
