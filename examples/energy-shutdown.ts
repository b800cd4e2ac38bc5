/**
 * Energy as the field studies it (issue 38, docs/energy.md): EASY backfilling on the first 4,000
 * jobs of the KTH SP2 log, alone and with the shutdown rules of withShutdown, and energy-aware
 * backfilling (batsched's energy_bf idea; with wakeForBackfill, the sleepers its head job does not
 * need are woken for the jobs behind it). Prints energy, idle energy, switch-offs and the wait.
 *
 * Run from the repository root:
 *   npx tsx examples/energy-shutdown.ts
 */
import { createSimulation, homogeneousPlatform } from 'schedlab/engine';
import { breakEvenShutdown, easyBackfilling, energyBackfilling, idleTimeout, keepIdle, withShutdown } from 'schedlab/policies';
import { readBundledTrace } from 'schedlab/traces';

const trace = await readBundledTrace('KTH-SP2');
const jobs = trace.jobs.slice(0, 4000);
const sim = createSimulation({ platform: homogeneousPlatform({ servers: trace.header.maxProcs ?? 100 }), jobs });
const easy = sim.run(easyBackfilling()).metrics;
const rows: [string, typeof easy][] = [['EASY', easy]];
for (const policy of [
  withShutdown(easyBackfilling(), idleTimeout({ suspendTime: 1800 })),
  withShutdown(easyBackfilling(), idleTimeout({ suspendTime: 7200 })),
  withShutdown(easyBackfilling(), keepIdle(10, 1800)),
  withShutdown(easyBackfilling(), breakEvenShutdown()),
  energyBackfilling(),
  energyBackfilling({ wakeForBackfill: true }),
]) rows.push([policy.name, sim.run(policy).metrics]);
console.log(`first ${jobs.length} KTH-SP2 jobs on ${trace.header.maxProcs ?? 100} servers (Dupont 2020 Table 1 power model)`);
for (const [name, m] of rows) {
  const saved = (1 - m.energy / easy.energy) * 100;
  const wait = (m.meanWait / easy.meanWait - 1) * 100;
  console.log(
    `${name.padEnd(44)} energy ${(m.energy / 1e9).toFixed(3)} GJ (${saved >= 0 ? '-' : '+'}${Math.abs(saved).toFixed(1)}%)  idle ${(m.idleEnergy / 1e9).toFixed(3)} GJ  ` +
      `switch-offs ${String(m.switchOffs).padStart(5)}  mean wait ${m.meanWait.toFixed(0)} s (${wait >= 0 ? '+' : ''}${wait.toFixed(1)}%)  bounded slowdown ${m.meanBoundedSlowdown.toFixed(1)}`,
  );
}
