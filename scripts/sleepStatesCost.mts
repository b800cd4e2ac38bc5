/**
 * Cost when unused of sleep states in shutdown rules (issue 38, docs/energy.md "Sleep states in
 * shutdown rules"): EASY + idleTimeout(1800 s) and energyBackfilling on the whole KTH-SP2 trace, one
 * state (no sleep state chosen), best of 5 runs, from the sources under ROOT (this tree, or a copy
 * of another commit's src/ and data/ with this tree's node_modules linked). Prints ms and energy.
 *
 *   git archive e323f68 src data | tar -x -C /tmp/base && ln -s $PWD/node_modules /tmp/base/
 *   npx tsx scripts/sleepStatesCost.mts /tmp/base; npx tsx scripts/sleepStatesCost.mts $PWD
 */
const root = process.argv[2]!;
const { createSimulation, homogeneousPlatform } = await import(`${root}/src/engine/index.ts`);
const { easyBackfilling, idleTimeout, withShutdown, energyBackfilling } = await import(`${root}/src/policies/index.ts`);
const { readBundledTrace } = await import(`${root}/src/traces/index.ts`);
const trace = await readBundledTrace('KTH-SP2');
const sim = createSimulation({ platform: homogeneousPlatform({ servers: 100 }), jobs: trace.jobs });
const out: string[] = [];
for (const [label, make] of [['idle1800', () => withShutdown(easyBackfilling(), idleTimeout({ suspendTime: 1800 }))], ['ebf', () => energyBackfilling()]] as const) {
  let best = Infinity; let e = 0;
  for (let i = 0; i < 5; i++) { const t = performance.now(); e = sim.run(make()).metrics.energy; best = Math.min(best, performance.now() - t); }
  out.push(`${label} ${best.toFixed(0)} ms (energy ${e})`);
}
console.log(root.includes('base') ? 'base  ' : 'branch', out.join('  '));
