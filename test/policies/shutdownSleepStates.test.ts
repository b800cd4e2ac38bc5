import { describe, expect, it } from 'vitest';
import { createSimulation, homogeneousPlatform, type Decision, type Policy } from '../../src/engine/index';
import { InvalidInputError } from '../../src/errors/index';
import { powerModel } from '../../src/power/index';
import { breakEvenShutdown, easyBackfilling, energyBackfilling, idleTimeout, keepIdle, withShutdown } from '../../src/policies/index';
import { recordingHeads } from '../helpers/headReservations';
import { rjob } from '../helpers/scripted';

// idle 50 W; state 0: off 10 W, switch-off 80 W x 5 s, switch-on 100 W x 10 s;
// state 1: off 2 W, switch-off 80 W x 5 s, switch-on 100 W x 100 s
const s0 = { off: 10, switchingOff: 80, switchOffDuration: 5, switchingOn: 100, switchOnDuration: 10 };
const s1 = { off: 2, switchingOff: 80, switchOffDuration: 5, switchingOn: 100, switchOnDuration: 100 };
const model = powerModel({ idle: 50, computing: 200, ...s0, sleepStates: [s0, s1] });

/** `inner` with a record of its switch-off decisions. */
function recordingOffs(inner: Policy): { readonly policy: Policy; readonly offs: Decision[]; readonly times: number[] } {
  const offs: Decision[] = [];
  const times: number[] = [];
  return {
    offs,
    times,
    policy: {
      name: inner.name,
      decide(view, ctx) {
        const out = inner.decide(view, ctx);
        for (const d of out) if (d.type === 'switchOff') (offs.push(d), times.push(view.now));
        return out;
      },
    },
  };
}

describe('shutdown rules with a sleep state (issue 38)', () => {
  it("energyBackfilling wakes a state-1 sleeper its own switch-on (100 s) ahead of the reservation, a state-0 one 10 s ahead", () => {
    // a holds server 0 until 1000; server 1 sleeps at 0; b (2 servers) is the head from 10, reservation 1000
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 2, power: model }), jobs: [rjob('a', 0, 1, 1000), rjob('b', 10, 2, 100)] });
    for (const [k, wakeAt] of [[0, 990], [1, 900]] as const) {
      const rec = recordingHeads(energyBackfilling({ sleepState: k }));
      const r = sim.run(rec.policy);
      expect(rec.ledger.switchOns.get(1)).toEqual([{ at: wakeAt, ready: 1000 }]);
      expect(r.jobs.map((j) => j.start)).toEqual([0, 1000]);
      // server 1: switch-off 5 s, asleep until the wake-up, switch-on; server 0 computes a then b; both compute b
      const asleep = wakeAt - 5;
      const st = k === 0 ? s0 : s1;
      const expected = 5 * 80 + asleep * st.off + st.switchOnDuration * 100 + 1000 * 200 + 2 * 100 * 200;
      expect(r.metrics.energy).toBeCloseTo(expected, 6);
    }
  });

  it('idleTimeout, keepIdle and breakEvenShutdown send the servers to the state given; 0 is a plain switchOff', () => {
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 2, power: model }), jobs: [rjob('a', 0, 1, 100), rjob('b', 5000, 2, 100)] });
    const cases: [Parameters<typeof withShutdown>[1], Decision][] = [
      [idleTimeout({ suspendTime: 60, sleepState: 1 }), { type: 'switchOff', servers: [1], sleepState: 1 }],
      [idleTimeout({ suspendTime: 60, sleepState: 0 }), { type: 'switchOff', servers: [1] }],
      [keepIdle(1, 60, { sleepState: 1 }), { type: 'switchOff', servers: [1], sleepState: 1 }],
      // state 1's break-even: (5*78 + 100*98) / 48 = 212.29 s, so server 1 (idle from 0) goes off at 212.29
      [breakEvenShutdown(1, { sleepState: 1 }), { type: 'switchOff', servers: [1], sleepState: 1 }],
    ];
    for (const [rule, first] of cases) {
      const rec = recordingOffs(withShutdown(easyBackfilling(), rule));
      sim.run(rec.policy);
      expect(rec.offs[0], rule.name).toEqual(first);
    }
    const be = recordingOffs(withShutdown(easyBackfilling(), breakEvenShutdown(1, { sleepState: 1 })));
    sim.run(be.policy);
    // server 1 at 212.29 s, server 0 (idle from 100) at 312.29 s
    expect(be.times.map((t) => t.toFixed(4))).toEqual([(10190 / 48).toFixed(4), (100 + 10190 / 48).toFixed(4)]);
  });

  it('a bad sleep state is a typed error naming the rule (option) or the cluster (a state the model lacks)', () => {
    expect(() => idleTimeout({ suspendTime: 60, sleepState: -1 })).toThrow(InvalidInputError);
    expect(() => idleTimeout({ suspendTime: 60, sleepState: 'deep' as never })).toThrow(/idleTimeout: options: sleepState must be an integer in \[0, 254\] or 'deepest', got "deep"/);
    expect(() => breakEvenShutdown(1, { sleepState: 1.5 })).toThrow(/breakEvenShutdown/);
    expect(() => breakEvenShutdown(1, { state: 1 } as never)).toThrow(/state/);
    expect(() => keepIdle(1, 0, { sleepState: 'x' as never })).toThrow(InvalidInputError);
    expect(() => energyBackfilling({ sleepState: -2 })).toThrow(InvalidInputError);
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 2 }), jobs: [rjob('a', 0, 1, 100), rjob('b', 5000, 2, 100)] });
    expect(() => sim.run(withShutdown(easyBackfilling(), idleTimeout({ suspendTime: 60, sleepState: 1 })))).toThrow(/idleTimeout: sleepState 1 does not exist in cluster 0's power model \(1 sleep state\)/);
    expect(() => sim.run(withShutdown(easyBackfilling(), breakEvenShutdown(1, { sleepState: 2 })))).toThrow(/breakEvenShutdown: sleepState 2 does not exist/);
  });
});
