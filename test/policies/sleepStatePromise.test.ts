import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSimulation, homogeneousPlatform, type ClusterView, type Policy } from '../../src/engine/index';
import { powerModel, type PowerModel } from '../../src/power/index';
import { easyBackfilling, energyBackfilling, idleTimeout, withShutdown, type ShutdownRule } from '../../src/policies/index';
import { countPromise, recordingHeads } from '../helpers/headReservations';
import { promiseJobsArb, promiseOver } from '../helpers/promiseOver';
import { rjob } from '../helpers/scripted';

/**
 * Issue 38's promise with two sleep states: the head job never waits for a switch-on that started
 * after its reservation, when the sleepers it needs sleep in states with different switch-on times
 * (each woken its own state's switch-on ahead).
 */

const stateArb = fc.record({
  off: fc.integer({ min: 0, max: 20 }),
  switchingOn: fc.integer({ min: 50, max: 200 }),
  switchOnDuration: fc.integer({ min: 1, max: 400 }),
  switchingOff: fc.integer({ min: 20, max: 120 }),
  switchOffDuration: fc.integer({ min: 0, max: 100 }),
});

const caseArb = fc.integer({ min: 2, max: 6 }).chain((servers) =>
  fc.record({
    servers: fc.constant(servers),
    idle: fc.integer({ min: 40, max: 100 }),
    s0: stateArb,
    // state 1 deeper: off power no higher, switch-on 1 to 900 s longer
    s1: fc.record({ offLess: fc.integer({ min: 0, max: 20 }), longer: fc.integer({ min: 1, max: 900 }), switchOffDuration: fc.integer({ min: 0, max: 200 }) }),
    idleTime: fc.constantFrom(0, 0, 30, 600),
    jobs: promiseJobsArb(servers, 4000),
  }),
);

type Case = typeof caseArb extends fc.Arbitrary<infer T> ? T : never;

function modelOf(c: Case): PowerModel {
  const s1 = { ...c.s0, off: Math.max(0, c.s0.off - c.s1.offLess), switchOnDuration: c.s0.switchOnDuration + c.s1.longer, switchOffDuration: c.s1.switchOffDuration };
  return powerModel({ idle: c.idle, computing: 200, ...c.s0, sleepStates: [c.s0, s1] });
}

/** Idle servers off after `idleTime`, odd servers into state 1, even ones into state 0. */
function parityRule(idleTime: number): ShutdownRule {
  return {
    name: 'parity',
    maxSuspendsPerMinute: Infinity,
    maxResumesPerMinute: Infinity,
    select(view, idle) {
      const off = idle.filter((s) => view.stateSince(s) + idleTime <= view.now);
      const next = Math.min(Infinity, ...idle.filter((s) => view.stateSince(s) + idleTime > view.now).map((s) => view.stateSince(s) + idleTime));
      return { off, next, sleepState: off.map((s) => s % 2) };
    },
  };
}

/** `inner` deciding on a view that hides the sleep states (every sleeper read as state 0): the wake plan of before this change. */
function blindToSleepStates(inner: Policy): Policy {
  const views = new WeakMap<ClusterView, ClusterView>();
  return {
    name: `blind(${inner.name})`,
    decide(view, ctx) {
      let shown = views.get(view);
      if (shown === undefined) {
        shown = new Proxy(view, {
          get(target, prop) {
            if (prop === 'sleepState') return () => 0;
            const v: unknown = Reflect.get(target, prop, target);
            return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
          },
        });
        views.set(view, shown);
      }
      return inner.decide(shown, ctx);
    },
  };
}

function runCase(c: Case, policy: Policy) {
  const jobs = c.jobs.map((j, i) => rjob(`j${i}`, j.submit, j.processors, j.runtime, Math.ceil(j.runtime * j.over)));
  let deepOffs = 0;
  const counting: Policy = {
    name: policy.name,
    decide(view, ctx) {
      const out = policy.decide(view, ctx);
      for (const d of out) if (d.type === 'switchOff' && d.sleepState === 1) deepOffs += d.servers.length;
      return out;
    },
  };
  const rec = recordingHeads(counting);
  createSimulation({ platform: homogeneousPlatform({ servers: c.servers, power: modelOf(c) }), jobs }).run(rec.policy);
  return { ...countPromise(rec.ledger), deepOffs };
}

const parity = (c: Case) => withShutdown(easyBackfilling(), parityRule(c.idleTime), { wake: 'reservation' });

describe("the reservation promise with servers in two sleep states (issue 38)", () => {
  it('holds for energyBackfilling into the deepest worthwhile state and for a rule mixing the two states, on 300 random cases each', () => {
    for (const make of [(c: Case) => energyBackfilling({ idleTime: c.idleTime, sleepState: 'deepest' }), parity]) {
      const all = promiseOver(caseArb, 3838, 300, (c) => runCase(c, make(c)));
      // not vacuous: heads started on servers woken for them, servers went to state 1
      expect(all.reduce((a, n) => a + n.wokenFor, 0)).toBeGreaterThan(100);
      expect(all.reduce((a, n) => a + n.deepOffs, 0)).toBeGreaterThan(100);
    }
  });

  it("fails when the wake plan reads every sleeper as state 0 (state 0's switch-on ahead)", () => {
    expect(() => promiseOver(caseArb, 3838, 300, (c) => runCase(c, blindToSleepStates(parity(c))))).toThrow(/Property failed/);
  });
});

describe('a state 1 equal to state 0 changes nothing (issue 38)', () => {
  it('on 100 random cases, energyBackfilling and EASY + idle timeout into state 1 give the starts and energy of state 0', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const model = powerModel({ idle: c.idle, computing: 200, ...c.s0, sleepStates: [c.s0, c.s0] });
        const jobs = c.jobs.map((j, i) => rjob(`j${i}`, j.submit, j.processors, j.runtime, Math.ceil(j.runtime * j.over)));
        const sim = createSimulation({ platform: homogeneousPlatform({ servers: c.servers, power: model }), jobs });
        for (const make of [(k: 0 | 1) => energyBackfilling({ idleTime: c.idleTime, sleepState: k }), (k: 0 | 1) => withShutdown(easyBackfilling(), idleTimeoutFor(c.idleTime, k))]) {
          const a = sim.run(make(0));
          const b = sim.run(make(1));
          expect(b.jobs.map((j) => [j.start, j.end])).toEqual(a.jobs.map((j) => [j.start, j.end]));
          expect(b.metrics.energy).toBe(a.metrics.energy);
          expect(b.metrics.switchOffs).toBe(a.metrics.switchOffs);
        }
      }),
      { seed: 38, numRuns: 100 },
    );
  });
});

function idleTimeoutFor(suspendTime: number, sleepState: 0 | 1): ShutdownRule {
  return idleTimeout({ suspendTime, sleepState });
}
