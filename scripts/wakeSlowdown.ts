/**
 * Why EASY + idleTimeout(1800 s)'s mean bounded slowdown on the first 4,000 KTH-SP2 jobs is 113.2
 * with withShutdown's default wake 'allocate' and was 107.0 with 'onDemand' (docs/energy.md,
 * "Bounded slowdown and the wake-up rule"). Compares each job's start and bounded slowdown
 * (tau = 10 s) under the three policies, prints the first divergence of each pair, how many jobs
 * start at the same time, how many are delayed by exactly one or two switch-ons, and the three
 * slowdowns on every 4,000-job window of the trace with allocate's comparison to EASY.
 *
 * Run from the repository root:
 *   npx tsx scripts/wakeSlowdown.ts
 */
import { createSimulation, homogeneousPlatform, type JobRecord } from '../src/engine/index';
import { easyBackfilling, idleTimeout, withShutdown } from '../src/policies/index';
import { readBundledTrace } from '../src/traces/index';
import { PAPER_POWER_MODEL } from '../src/power/index';

const trace = await readBundledTrace('KTH-SP2');
const servers = trace.header.maxProcs ?? 100;
const switchOn = PAPER_POWER_MODEL.switchOnDuration;
const setups = {
  EASY: () => easyBackfilling(),
  allocate: () => withShutdown(easyBackfilling(), idleTimeout({ suspendTime: 1800 })),
  onDemand: () => withShutdown(easyBackfilling(), idleTimeout({ suspendTime: 1800 }), { wake: 'onDemand' }),
};
type Name = keyof typeof setups;
const bsld = (j: JobRecord): number => Math.max(1, (j.end - j.submit) / Math.max(j.end - j.start, 10));

function pair(a: readonly JobRecord[], b: readonly JobRecord[], na: Name, nb: Name): string {
  const d = a.map((j, i) => bsld(j) - bsld(b[i]!));
  const dStart = a.map((j, i) => j.start - b[i]!.start);
  const n = a.length;
  const sum = (p: (v: number) => boolean): number => d.filter(p).reduce((s, v) => s + v, 0) / n;
  const first = a.map((j, i) => i).filter((i) => Math.abs(dStart[i]!) > 1e-6).sort((x, y) => a[x]!.submit - a[y]!.submit)[0];
  const f = first === undefined ? 'none' : `job ${a[first]!.id} (submitted ${a[first]!.submit} s, ${a[first]!.servers} servers) starts at ${a[first]!.start} s under ${na}, ${b[first]!.start} s under ${nb}`;
  return (
    `${na} - ${nb}: mean bounded slowdown ${(sum(() => true)).toFixed(2)} (rises ${sum((v) => v > 0).toFixed(2)}, falls ${sum((v) => v < 0).toFixed(2)}); ` +
    `same start ${dStart.filter((v) => Math.abs(v) <= 1e-6).length}/${n}, later by one switch-on (${switchOn} s) ${dStart.filter((v) => Math.abs(v - switchOn) < 1e-6).length}, by two ${dStart.filter((v) => Math.abs(v - 2 * switchOn) < 1e-6).length}; ` +
    `slowdown differs by more than 100 for ${d.filter((v) => Math.abs(v) > 100).length} jobs; first divergence: ${f}`
  );
}

for (let w = 0; w + 4000 <= trace.jobs.length; w += 4000) {
  const sim = createSimulation({ platform: homogeneousPlatform({ servers }), jobs: trace.jobs.slice(w, w + 4000) });
  const runs = Object.fromEntries(Object.entries(setups).map(([k, make]) => [k, sim.run(make())])) as Record<Name, ReturnType<typeof sim.run>>;
  console.log(
    `jobs ${w + 1}-${w + 4000}: mean bounded slowdown EASY ${runs.EASY.metrics.meanBoundedSlowdown.toFixed(1)}, allocate ${runs.allocate.metrics.meanBoundedSlowdown.toFixed(1)}, ` +
      `onDemand ${runs.onDemand.metrics.meanBoundedSlowdown.toFixed(1)}; mean wait (s) ${runs.EASY.metrics.meanWait.toFixed(0)}, ${runs.allocate.metrics.meanWait.toFixed(0)}, ${runs.onDemand.metrics.meanWait.toFixed(0)}; ` +
      `switch-ons allocate ${runs.allocate.metrics.switchOns}, onDemand ${runs.onDemand.metrics.switchOns}`,
  );
  if (w > 0) console.log(`  ${pair(runs.allocate.jobs, runs.EASY.jobs, 'allocate', 'EASY')}`);
  if (w === 0) {
    for (const [x, y] of [['allocate', 'EASY'], ['onDemand', 'EASY'], ['allocate', 'onDemand']] as const) console.log(`  ${pair(runs[x].jobs, runs[y].jobs, x, y)}`);
    const a = runs.allocate.jobs;
    const top = a.map((j, i) => i).sort((x, y) => bsld(a[y]!) - bsld(runs.onDemand.jobs[y]!) - (bsld(a[x]!) - bsld(runs.onDemand.jobs[x]!))).slice(0, 5);
    console.log(`  the ${top.length} jobs whose slowdown rises most from onDemand to allocate: ${(top.reduce((s, i) => s + bsld(a[i]!) - bsld(runs.onDemand.jobs[i]!), 0) / a.length).toFixed(2)} of the mean`);
    for (const i of top) {
      const at = a[i]!.submit;
      const state = (Object.keys(setups) as Name[]).map((k) => {
        const js = runs[k].jobs;
        const busy = js.filter((j) => j.start <= at && at < j.end).reduce((s, j) => s + j.servers, 0);
        const queued = js.filter((j) => j.submit <= at && at < j.start).length;
        return `${k} waits ${(js[i]!.start - at).toFixed(0)} s (at its submission ${busy} servers busy, ${queued} jobs queued)`;
      });
      console.log(`  job ${a[i]!.id} (${a[i]!.servers} servers, runs ${(a[i]!.end - a[i]!.start).toFixed(0)} s, submitted ${at} s): ${state.join('; ')}`);
    }
  }
}
