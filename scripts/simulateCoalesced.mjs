#!/usr/bin/env node
// Our own simulation of a Batsim workload, with the completions less than S seconds apart seen as one instant, against
// a Batsim run's starts (docs/batsim.md, "batsched energy_bf": why energy-bf under Batsim and `simulate` differ).
//   node scripts/simulateCoalesced.mjs WORKLOAD.json BATSIM_OUT_DIR [--within S] [--policy NAME] [--host-speed FLOPS]
// (after npm run build). --within 0 (default 1e-6): the plain simulation. The engine computes an end as start + run time
// in doubles, so two jobs Batsim ends at the same six-decimal time can end 5e-13 s apart in the engine, which then
// calls the policy once per completion; Batsim sends both in one message. With S > 0 the policy's call is skipped when
// a running job ends within S seconds after now (the engine calls it again at that completion).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '..', '..');
const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const [workload, out] = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
if (workload === undefined || out === undefined) {
  process.stderr.write('usage: node scripts/simulateCoalesced.mjs WORKLOAD.json BATSIM_OUT_DIR [--within S] [--policy NAME] [--host-speed FLOPS]\n');
  process.exit(2);
}
const within = Number(flag('within', '1e-6'));
const { policyByName } = await import(join(root, 'dist', 'experiments', 'index.js'));
const { createSimulation, homogeneousPlatform } = await import(join(root, 'dist', 'engine', 'index.js'));
const { readBatsimWorkload } = await import(join(root, 'dist', 'workload', 'index.js'));

const base = policyByName(flag('policy', 'energy-bf'));
const coalesced = {
  name: `${base.name}, completions within ${within} s as one instant`,
  decide(view, ctx) {
    for (const r of view.running) {
      const end = r.start + r.job.runtime;
      if (end > view.now && end - view.now <= within) return [];
    }
    return base.decide(view, ctx);
  },
};
const { resources, jobs } = readBatsimWorkload(workload, { hostSpeed: Number(flag('host-speed', '1e8')) });
const result = createSimulation({ platform: homogeneousPlatform({ servers: resources }), jobs }).run(within > 0 ? coalesced : base);
const [head, ...lines] = readFileSync(join(out, '_jobs.csv'), 'utf8').trim().split('\n');
const col = head.split(',');
const theirs = new Map(lines.map((l) => l.split(',')).map((c) => [c[col.indexOf('job_id')], Number(c[col.indexOf('starting_time')])]));
let same = 0;
for (const j of result.jobs) if (Math.abs((theirs.get(j.id) ?? Infinity) - j.start) <= 1e-6) same++;
process.stdout.write(`${result.jobs.length} jobs, within ${within} s: same start as Batsim's ${same}/${result.jobs.length}, our mean wait ${result.metrics.meanWait.toFixed(2)} s\n`);
