/**
 * Sleep states in shutdown rules (issue 38, docs/energy.md "Sleep states in shutdown rules"): EASY
 * backfilling on the first 4,000 jobs of the KTH SP2 log, alone and with an idle timeout that sends
 * servers to sleep state 0 (Dupont 2020 Table 1's off), to a deeper sleep state 1, or to the deepest
 * state worth each server's predicted off cycle. State 1 is a chosen example, not a measurement:
 * 2 W asleep (Table 1: 9.75 W), switch-off 20 s at 101 W (6.1 s), switch-on 300 s at 125.17 W
 * (151.52 s). Prints energy, idle energy, switch-offs (into state 1), mean wait, bounded slowdown;
 * then the same rows with a second chosen deeper state (`--hard`'s 0 W asleep, 1,800 s switch-on:
 * it pays back only over sleeps of about 40 minutes, so the choice of state matters).
 *
 * Run from the repository root:
 *   npx tsx scripts/sleepStatesKth.ts
 */
import { createSimulation, homogeneousPlatform, type Policy } from '../src/engine/index';
import { breakEvenOffDuration, PAPER_POWER_MODEL, powerModel, type SleepState } from '../src/power/index';
import { easyBackfilling, energyBackfilling, idleTimeout, withShutdown } from '../src/policies/index';
import { readBundledTrace } from '../src/traces/index';

/** The deeper state of the example (chosen numbers; see the header). */
export const DEEP_STATE: SleepState = { off: 2, switchingOff: 101, switchOffDuration: 20, switchingOn: 125.17, switchOnDuration: 300 };

const { off, switchingOff, switchOffDuration, switchingOn, switchOnDuration } = PAPER_POWER_MODEL;
const model = powerModel({ sleepStates: [{ off, switchingOff, switchOffDuration, switchingOn, switchOnDuration }, DEEP_STATE] });
const trace = await readBundledTrace('KTH-SP2');
const servers = trace.header.maxProcs ?? 100;
const jobs = trace.jobs.slice(0, 4000);
const sim = createSimulation({ platform: homogeneousPlatform({ servers, power: model }), jobs });

/** `inner` counting the servers it sends to sleep state 1. */
function countingDeep(inner: Policy): { readonly policy: Policy; deep: () => number } {
  let deep = 0;
  return {
    deep: () => deep,
    policy: {
      name: inner.name,
      decide(view, ctx) {
        const out = inner.decide(view, ctx);
        for (const d of out) if (d.type === 'switchOff' && d.sleepState === 1) deep += d.servers.length;
        return out;
      },
    },
  };
}

console.log(
  `first ${jobs.length} KTH-SP2 jobs on ${servers} servers; sleep state 0 = Dupont 2020 Table 1 (break-even ${breakEvenOffDuration(model).toFixed(2)} s), ` +
    `state 1 = off ${DEEP_STATE.off} W, switch-off ${DEEP_STATE.switchOffDuration} s, switch-on ${DEEP_STATE.switchOnDuration} s (break-even ${breakEvenOffDuration(model, { sleepState: 1 }).toFixed(2)} s)`,
);
const easy = sim.run(easyBackfilling()).metrics;
const policies: Policy[] = [];
for (const suspendTime of [300, 1800]) {
  for (const sleepState of [0, 1, 'deepest'] as const) policies.push(withShutdown(easyBackfilling(), idleTimeout({ suspendTime, sleepState })));
}
for (const sleepState of [0, 1, 'deepest'] as const) policies.push(energyBackfilling({ sleepState }));
console.log(`${'EASY'.padEnd(48)} energy ${(easy.energy / 1e9).toFixed(3)} GJ  idle ${(easy.idleEnergy / 1e9).toFixed(3)} GJ  mean wait ${easy.meanWait.toFixed(0)} s  bounded slowdown ${easy.meanBoundedSlowdown.toFixed(1)}`);
for (const p of policies) {
  const c = countingDeep(p);
  const m = sim.run(c.policy).metrics;
  const saved = (1 - m.energy / easy.energy) * 100;
  const wait = (m.meanWait / easy.meanWait - 1) * 100;
  console.log(
    `${p.name.padEnd(48)} energy ${(m.energy / 1e9).toFixed(3)} GJ (-${saved.toFixed(1)}%)  idle ${(m.idleEnergy / 1e9).toFixed(3)} GJ  ` +
      `switch-offs ${m.switchOffs} (${c.deep()} to state 1)  mean wait ${m.meanWait.toFixed(0)} s (${wait >= 0 ? '+' : ''}${wait.toFixed(1)}%)  bounded slowdown ${m.meanBoundedSlowdown.toFixed(1)}`,
  );
}

// which of state 1's changes moves the wait: state 1 with only its switch-on (300 s), or only its off power (2 W)
const s0: SleepState = { off, switchingOff, switchOffDuration, switchingOn, switchOnDuration };
for (const [label, s1] of [['state 1 = state 0 but switch-on 300 s', { ...s0, switchOnDuration: 300 }], ['state 1 = state 0 but off 2 W', { ...s0, off: 2 }]] as const) {
  const one = createSimulation({ platform: homogeneousPlatform({ servers, power: powerModel({ sleepStates: [s0, s1] }) }), jobs });
  const m = one.run(withShutdown(easyBackfilling(), idleTimeout({ suspendTime: 300, sleepState: 1 }))).metrics;
  console.log(`${label}: idle(300s, sleep 1) energy ${(m.energy / 1e9).toFixed(3)} GJ  switch-offs ${m.switchOffs}  mean wait ${m.meanWait.toFixed(0)} s`);
}

// a deeper state that pays back only over long sleeps: 0 W asleep, switch-on 1,800 s at 125.17 W
const HARD_STATE: SleepState = { off: 0, switchingOff: 101, switchOffDuration: 20, switchingOn: 125.17, switchOnDuration: 1800 };
const hardModel = powerModel({ sleepStates: [s0, HARD_STATE] });
const hard = createSimulation({ platform: homogeneousPlatform({ servers, power: hardModel }), jobs });
console.log(`\nstate 1 = off ${HARD_STATE.off} W, switch-off ${HARD_STATE.switchOffDuration} s, switch-on ${HARD_STATE.switchOnDuration} s (break-even ${breakEvenOffDuration(hardModel, { sleepState: 1 }).toFixed(2)} s)`);
for (const suspendTime of [300, 1800]) {
  for (const sleepState of [0, 1, 'deepest'] as const) {
    const c = countingDeep(withShutdown(easyBackfilling(), idleTimeout({ suspendTime, sleepState })));
    const m = hard.run(c.policy).metrics;
    const wait = (m.meanWait / easy.meanWait - 1) * 100;
    console.log(
      `${c.policy.name.padEnd(48)} energy ${(m.energy / 1e9).toFixed(3)} GJ (-${((1 - m.energy / easy.energy) * 100).toFixed(1)}%)  switch-offs ${m.switchOffs} (${c.deep()} to state 1)  ` +
        `mean wait ${m.meanWait.toFixed(0)} s (${wait >= 0 ? '+' : ''}${wait.toFixed(1)}%)  bounded slowdown ${m.meanBoundedSlowdown.toFixed(1)}`,
    );
  }
}
