/**
 * Synthetic workloads researchers already use, and trace windows for training and validation:
 *
 * 1. Lublin-Feitelson 2003 (one class, 256 processors) against the Parallel Workloads Archive's
 *    own sample of that model, lublin_256: two-sample Kolmogorov-Smirnov tests and histograms.
 * 2. Tsafrir et al. 2005 estimates on those jobs: the modal estimates and their shares.
 * 3. Train the greedy policy's shutdown parameters (Dupont 2020) by PSO on one window of the KTH
 *    SP2 trace and validate them on the next window, against the untuned FIFO setup.
 *
 * Run from the repository root: npx tsx examples/workload-models.ts [FIGURE_DIR]
 * (figures go to a temporary directory unless FIGURE_DIR is given; docs/ holds the committed ones)
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSimulation, homogeneousPlatform, type RigidJob } from 'schedlab/engine';
import { dupontSetup, simulationObjective, traceWindows, traceWindowWorkload } from 'schedlab/experiments';
import { minimize, pso } from 'schedlab/optimizers';
import { histogramFigure, renderSvg } from 'schedlab/plot';
import { greedyFamily, condition1 } from 'schedlab/policies';
import { createRng } from 'schedlab/random';
import { ksTwoSample } from 'schedlab/statistics';
import { readBundledTrace } from 'schedlab/traces';
import { lublinFeitelsonWorkload, readSwf, tsafrirEstimates } from 'schedlab/workload';

// 1. The model against the archive's sample
const sample = (await readSwf('data/traces/lublin_256.swf.gz')).jobs as RigidJob[];
const model = lublinFeitelsonWorkload({ jobs: 10000, machineSize: 256, jobClasses: 'whole' });
const drawn = model.generate(createRng(1)) as RigidJob[];
const dir = process.argv[2] ?? mkdtempSync(join(tmpdir(), 'schedlab-workloads-'));
for (const [name, title, pick] of [
  ['lublin-runtime', 'Run time (s)', (j: RigidJob) => j.runtime],
  ['lublin-size', 'Processors', (j: RigidJob) => j.processors],
] as const) {
  const ks = ksTwoSample(drawn.map(pick), sample.map(pick));
  console.log(`${title.padEnd(12)} KS D = ${ks.statistic.toFixed(4)}, p = ${ks.pValue.toFixed(3)} (model, seed 1, vs lublin_256: 10,000 jobs each)`);
  const figure = histogramFigure({ name, title: `Lublin-Feitelson model vs the archive's lublin_256: ${title.toLowerCase()}`, xTitle: title, countTitle: 'Jobs (count)', legendTitle: 'Workload', values: { 'model (seed 1)': drawn.map(pick), lublin_256: sample.map(pick) }, columns: 2, logScale: true, bins: 30 });
  const svg = await renderSvg(figure);
  writeFileSync(join(dir, `${name}.svg`), svg);
  console.log(`  figure: ${join(dir, `${name}.svg`)}`);
}

// 2. Tsafrir estimates (48 h queue limit)
const withEstimates = tsafrirEstimates(drawn, { maxEstimate: 48 * 3600 }).generate(createRng(2)) as RigidJob[];
const counts = new Map<number, number>();
for (const j of withEstimates) counts.set(j.estimate, (counts.get(j.estimate) ?? 0) + 1);
const top = [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5);
console.log(`estimates: ${counts.size} distinct; most popular ${top.map(([t, n]) => `${t / 60} min (${(n / 100).toFixed(1)}%)`).join(', ')}`);

// 3. Train on one window of KTH SP2, validate on the next
const kth = await readBundledTrace('KTH-SP2');
const [train, next] = traceWindows(kth.jobs, { by: 'jobs', size: 400, warmup: 100 });
const platform = homogeneousPlatform({ servers: 100 });
const family = greedyFamily(condition1);
const objective = simulationObjective({ platform, workload: traceWindowWorkload(train!), family, setsPerIteration: 1 });
const result = await minimize(objective, pso({ swarmSize: 8 }), { seed: 1, maxIterations: 6 });
const validate = (policy: Parameters<ReturnType<typeof createSimulation>['run']>[0]): number =>
  createSimulation({ platform, jobs: [...next!.jobs] }).run(policy, { seed: 1 }).metrics.cost;
console.log(`trained on jobs ${train!.measured[0]!.id}..${train!.measured.at(-1)!.id} (${result.evaluations} evaluations): cost ${result.best.value.toFixed(3)}`);
console.log(`validated on the next window (jobs ${next!.measured[0]!.id}..${next!.measured.at(-1)!.id}): tuned ${validate(family.create(result.best.x)).toFixed(3)}, FIFO ${validate(dupontSetup('FIFO')).toFixed(3)}`);
