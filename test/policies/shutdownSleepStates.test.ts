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
    // refused at the rule's first call, even when no server would ever go off
    expect(() => sim.run(withShutdown(easyBackfilling(), idleTimeout({ suspendTime: 1e9, sleepState: 1 })))).toThrow(/idleTimeout: sleepState 1 does not exist/);
  });
});

describe("sleepState 'deepest': the deepest state worth the predicted off cycle (issue 38)", () => {
  // break-evens: state 0 (5*70 + 10*90)/40 = 31.25 s; state 1 (5*78 + 100*98)/48 = 212.29 s
  it('before any wake-up the prediction is the time idle so far: the choice flips with the suspend time', () => {
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 2, power: model }), jobs: [rjob('a', 0, 1, 100), rjob('b', 5000, 2, 100)] });
    for (const [t, first] of [
      [20, { type: 'switchOff', servers: [1] }], // 20 s: below both break-evens, state 0 all the same (the timeout decided)
      [100, { type: 'switchOff', servers: [1] }], // 100 s: only state 0 pays
      [212, { type: 'switchOff', servers: [1] }],
      [213, { type: 'switchOff', servers: [1], sleepState: 1 }], // past state 1's 212.29 s
    ] as const) {
      const rec = recordingOffs(withShutdown(easyBackfilling(), idleTimeout({ suspendTime: t, sleepState: 'deepest' })));
      sim.run(rec.policy);
      expect(rec.offs[0], `suspendTime ${t}`).toEqual(first);
      expect(rec.times[0]).toBe(t);
    }
  });

  it("then a server's last sleep (switch-off to switch-on decision) predicts its next: 900 s -> state 1, 150 s -> state 0", () => {
    // one server, off at once when idle: a 0-100; off at 100 (predicted 0 s: state 0); b arrives at 1000, woken (slept
    // 900 s), idle 1010, runs to 1110; off at 1110 (predicted 900 s: state 1); c arrives at 1260, woken (slept 150 s),
    // idle 1360 (state 1's 100 s switch-on), runs to 1460; off at 1460 (predicted 150 s: state 0); d at 3000
    const jobs = [rjob('a', 0, 1, 100), rjob('b', 1000, 1, 100), rjob('c', 1260, 1, 100), rjob('d', 3000, 1, 100)];
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 1, power: model }), jobs });
    const rec = recordingOffs(withShutdown(easyBackfilling(), idleTimeout({ suspendTime: 0, sleepState: 'deepest' })));
    const r = sim.run(rec.policy);
    expect(r.jobs.map((j) => j.start)).toEqual([0, 1010, 1360, 3010]);
    expect(rec.times).toEqual([100, 1110, 1460]);
    expect(rec.offs).toEqual([
      { type: 'switchOff', servers: [0] },
      { type: 'switchOff', servers: [0], sleepState: 1 },
      { type: 'switchOff', servers: [0] },
    ]);
  });

  it('a model with one sleep state: always the plain switchOff', () => {
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 1 }), jobs: [rjob('a', 0, 1, 100), rjob('b', 5000, 1, 100), rjob('c', 9000, 1, 100)] });
    const rec = recordingOffs(withShutdown(easyBackfilling(), breakEvenShutdown(1, { sleepState: 'deepest' })));
    sim.run(rec.policy);
    expect(rec.offs).toEqual([{ type: 'switchOff', servers: [0] }, { type: 'switchOff', servers: [0] }]);
  });
});
