/**
 * Issue 38's promise measured on the KTH SP2 log (docs/energy.md, "energyBackfilling's promise"):
 * energyBackfilling on the first 4,000 jobs and on the whole trace, with a ledger of every scheduling
 * point's head job and its EASY reservation (sleepers counted at their earliest readiness), the
 * switch-ons and the starts (test/helpers/headReservations.ts, the same ledger the property test uses).
 * Prints the head jobs, the reservations, how many started later than a reservation and how many of
 * those on a server still switching on at the reservation (the promise: 0).
 *
 * Run from the repository root:
 *   npx tsx scripts/energyBackfillingPromise.ts [--whole]
 */
import { createSimulation, homogeneousPlatform } from '../src/engine/index';
import { energyBackfilling } from '../src/policies/index';
import { readBundledTrace } from '../src/traces/index';
import { countPromise, recordingHeads } from '../test/helpers/headReservations';

const trace = await readBundledTrace('KTH-SP2');
const servers = trace.header.maxProcs ?? 100;
const sets: [string, typeof trace.jobs][] = [['first 4000', trace.jobs.slice(0, 4000)]];
if (process.argv.includes('--whole')) sets.push([`all ${trace.jobs.length}`, trace.jobs]);
for (const [label, jobs] of sets) {
  const rec = recordingHeads(energyBackfilling());
  const m = createSimulation({ platform: homogeneousPlatform({ servers }), jobs }).run(rec.policy).metrics;
  const n = countPromise(rec.ledger);
  console.log(
    `KTH-SP2 ${label} jobs, energyBackfilling(0s) on ${servers} servers: ${n.headJobs} head jobs, ${n.reservations} head-job reservations, ` +
      `${n.wokenFor} heads started on servers woken for them, ${n.late} reservations followed by a later start, ${n.lateSwitchOn} of them on a late switch-on ` +
      `(energy ${(m.energy / 1e9).toFixed(3)} GJ, switch-ons ${m.switchOns})`,
  );
}
