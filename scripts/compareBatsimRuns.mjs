#!/usr/bin/env node
// Compares Batsim output directories (each with _jobs.csv and _schedule.csv): for the first against each other, how
// many jobs start at the same time (within 1e-6 s) and the largest difference; for each, consumed energy (J, Batsim's
// consumed_joules) and mean wait (s). Used for docs/batsim.md's batsched energy_bf comparison:
//   node scripts/compareBatsimRuns.mjs KEEP/<platform>-<workload>-batsched:energy_bf KEEP/<platform>-<workload>-energy-bf
// (KEEP: the --keep directory of npm run check:batsim). --jobs prints the jobs whose starts differ (id, submit, res,
// walltime, starts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
const listJobs = args.includes('--jobs');
const dirs = args.filter((a) => a !== '--jobs');
if (dirs.length < 2) {
  process.stderr.write('usage: node scripts/compareBatsimRuns.mjs DIR DIR... [--jobs]\n');
  process.exit(2);
}

/** A CSV file as rows of { column: text }. */
function csv(file) {
  const [head, ...lines] = readFileSync(file, 'utf8').trim().split('\n');
  const cols = head.split(',');
  return lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [cols[i], v])));
}

const runs = dirs.map((d) => {
  const jobs = new Map(csv(join(d, '_jobs.csv')).map((j) => [j.job_id, j]));
  const waits = [...jobs.values()].map((j) => Number(j.waiting_time));
  return { dir: d, jobs, joules: Number(csv(join(d, '_schedule.csv'))[0].consumed_joules), meanWait: waits.reduce((a, b) => a + b, 0) / waits.length };
});
const [first, ...others] = runs;
for (const r of runs) process.stdout.write(`${r.dir}: ${r.jobs.size} jobs, consumed ${r.joules.toFixed(1)} J, mean wait ${r.meanWait.toFixed(2)} s\n`);
for (const r of others) {
  let same = 0;
  let worst = 0;
  const differ = [];
  for (const [id, a] of first.jobs) {
    const b = r.jobs.get(id);
    const d = b === undefined ? Infinity : Math.abs(Number(a.starting_time) - Number(b.starting_time));
    if (d <= 1e-6) same++;
    else differ.push({ id, submit: Number(a.submission_time), res: Number(a.requested_number_of_resources), walltime: Number(a.requested_time), first: Number(a.starting_time), other: Number(b?.starting_time) });
    worst = Math.max(worst, d);
  }
  process.stdout.write(`${first.dir} vs ${r.dir}: same start ${same}/${first.jobs.size}, largest difference ${worst.toPrecision(4)} s\n`);
  if (listJobs) {
    differ.sort((x, y) => Math.min(x.first, x.other) - Math.min(y.first, y.other));
    for (const j of differ) process.stdout.write(`  job ${j.id}: submit ${j.submit}, res ${j.res}, walltime ${j.walltime}, start ${j.first} vs ${j.other} (${(j.other - j.first).toFixed(6)} s)\n`);
  }
}
