import { describe, expect, it } from 'vitest';
import { createSimulation, homogeneousPlatform, powerOff, switchOff, type Decision, type Policy } from '../../src/engine/index';
import { powerModel } from '../../src/power/index';
import { energyBackfilling, fcfs, idleTimeout, withShutdown } from '../../src/policies/index';
import { dupontSetup } from '../../src/experiments/index';
import { rjob } from '../helpers/scripted';

// off 10 W, switching on 100 W for 10 s, idle 50 W, computing 200 W, switching off 80 W for 5 s
const MODEL = powerModel({ off: 10, switchingOn: 100, switchOnDuration: 10, idle: 50, computing: 200, switchingOff: 80, switchOffDuration: 5 });
const platform = (servers: number) => homogeneousPlatform({ servers, power: MODEL });

/** Records each call's power decisions as `t:type(servers)`, for the wrapper (outer) and its base (inner). */
function recording(inner: Policy, log: string[], tag: string): Policy {
  return {
    name: inner.name,
    decide(v, c) {
      const out = inner.decide(v, c);
      for (const d of out as Decision[]) if (d.type === 'switchOn' || d.type === 'switchOff' || d.type === 'powerOff') log.push(`${tag}${v.now}:${d.type}(${d.servers.join(',')})`);
      return out;
    },
  };
}

/** FCFS that also switches off (or powers off for `duration`) every server it leaves idle, at once. */
function sleepingFcfs(duration?: number): Policy {
  const base = fcfs();
  return {
    name: 'sleepingFcfs',
    decide(v, c) {
      const out = base.decide(v, c).slice();
      const used = new Set<number>();
      for (const d of out) if (d.type === 'start') for (const s of d.servers) used.add(s);
      const idle = v.availableServers.filter((s) => !used.has(s));
      if (idle.length > 0) out.push(duration === undefined ? switchOff(idle) : powerOff(idle, duration));
      return out;
    },
  };
}

/**
 * Ported from branch i38wake (5ca6ac4) to main's `withShutdown` (its `baseSwitched`): hand-made logs
 * for a base that switches on (energyBackfilling) and one that switches off or powers off (a sleeping
 * FCFS), in every wake mode; test/policies/withShutdownSwitchingBase.test.ts checks the same rule on
 * KTH-SP2 with the default mode only.
 */
describe('withShutdown over a base that switches servers itself (issue 38)', () => {
  it('base that switches on (energyBackfilling): the wrapper never switches the same servers, in every wake mode', () => {
    // a on server 0 from 0 to 1000; server 1 sleeps at 0 (base, off at 5); b (2 servers) arrives at 10
    for (const wake of ['onDemand', 'reservation', 'allocate'] as const) {
      const log: string[] = [];
      const sim = createSimulation({ platform: platform(2), jobs: [rjob('a', 0, 1, 1000), rjob('b', 10, 2, 100)] });
      const policy = recording(withShutdown(recording(energyBackfilling(), log, 'base '), idleTimeout({ suspendTime: 0 }), { wake }), log, 'all ');
      const r = sim.run(policy);
      expect(r.jobs.map((j) => j.start)).toEqual([0, 1000]);
      // onDemand: the wrapper wakes server 1 at b's arrival (idle at 20); reservation: the base wakes it at 990 and the wrapper adds nothing;
      // allocate: at 10 b does not fit even with the sleeper (server 0 is busy), so it is skipped; at 990 the base's sleeper is on its way
      const expected =
        wake === 'onDemand'
          ? ['base 0:switchOff(1)', 'all 0:switchOff(1)', 'all 10:switchOn(1)']
          : ['base 0:switchOff(1)', 'all 0:switchOff(1)', 'base 990:switchOn(1)', 'all 990:switchOn(1)'];
      expect(log).toEqual(expected);
      expect(r.metrics.switchOns).toBe(1);
      expect(r.metrics.switchOffs).toBe(1); // the run ends at b's end (1100): no switch-off after it
    }
  });

  it('base that switches off or powers off its idle servers: the wrapper leaves them to it', () => {
    for (const [duration, wake] of [[undefined, 'onDemand'], [50, 'onDemand'], [undefined, 'allocate'], [50, 'allocate']] as const) {
      const log: string[] = [];
      const sim = createSimulation({ platform: platform(2), jobs: [rjob('a', 0, 1, 100), rjob('b', 1000, 2, 100)] });
      const r = sim.run(recording(withShutdown(recording(sleepingFcfs(duration), log, 'base '), idleTimeout({ suspendTime: 0 }), { wake }), log, 'all '));
      const off = duration === undefined ? 'switchOff' : 'powerOff';
      // the outer list holds the base's switch exactly once: the rule adds no switch of server 1 at 0 or of server 0 at 100
      const second = duration === undefined ? `100:${off}(0)` : `50:${off}(1)`; // powerOff(1, 50): server 1 idle again at 50, powered off again by the base
      expect(log.slice(0, 4)).toEqual([`base 0:${off}(1)`, `all 0:${off}(1)`, `base ${second}`, `all ${second}`]);
      // every switch-off / power-off of the wrapper's output is the base's own, once (the rule adds none: the base takes every idle server)
      const outer = log.filter((l) => l.startsWith('all ') && !l.includes('switchOn')).map((l) => l.slice(4));
      expect(outer).toEqual(log.filter((l) => l.startsWith('base ')).map((l) => l.slice(5)));
      // switchOff: both off until b wakes them at 1000 (idle at 1010); powerOff(50): back idle at 55 and 155, then off again by the base
      expect(r.jobs[1]!.start).toBe(duration === undefined ? 1010 : 1000);
    }
  });

  it("dupontSetup('FIFO-Poff') and energyBackfilling() under every rule and wake mode run to their end", () => {
    const jobs = [rjob('a', 0, 1, 300), rjob('b', 20, 3, 200), rjob('c', 30, 1, 50), rjob('d', 2000, 4, 100), rjob('e', 2005, 1, 10)];
    for (const base of [energyBackfilling(), dupontSetup('FIFO-Poff')]) {
      for (const wake of ['onDemand', 'reservation', 'allocate', 'reservationAndAllocate'] as const) {
        for (const suspendTime of [0, 10, 60]) {
          const r = createSimulation({ platform: platform(4), jobs }).run(withShutdown(base, idleTimeout({ suspendTime }), { wake }));
          expect(r.jobs.every((j) => j.end !== undefined && j.end >= j.start + 10)).toBe(true);
        }
      }
    }
  });
});
