/**
 * The figures of docs/reproduction.md, "PITTS tuned by CMA-ES": the Pittsburgh rule base (10 rules,
 * 270 genes) trained on the training half of the first 2,000 KTH-SP2 jobs (m = 100, the default
 * user groups of that half) by Franke et al.'s (3+21)-ES and by cmaEs() with the ES's budget (3 + 20 x 21 = 423
 * simulations), seeds 1-3; final objective, initial best and wall time of each.
 *
 *   npx tsx test/reproductions/pittsCmaEs.ts
 */
import { performance } from 'node:perf_hooks';
import { loadTrace } from '../../src/experiments/traces/loadTrace';
import { userGroups } from '../../src/experiments/traces/userGroups';
import { splitTrace } from '../../src/experiments/franke2007/splitTrace';
import { frankeProblem } from '../../src/experiments/franke2007/frankeProblem';
import { trainPittsburgh } from '../../src/experiments/franke2007/trainPittsburgh';

const root = new URL('../../', import.meta.url).pathname;
const swf = await loadTrace(`${root}data/traces/KTH-SP2-1996-2.1-cln.swf.br`, { minJobs: 2 });
const train = splitTrace(swf.jobs.slice(0, 2000)).train;
const problem = frankeProblem({ jobs: train, machineSize: 100, groups: userGroups(train), rules: 10 });
for (const optimizer of ['es', 'cma-es'] as const) {
  for (const seed of [1, 2, 3]) {
    const t0 = performance.now();
    const r = await trainPittsburgh(problem, { seed, generations: 20, optimizer });
    const s = (performance.now() - t0) / 1000;
    console.log(`${optimizer} seed ${seed}: final ${Math.round(r.value)}, initial best ${Math.round(r.history[0]!.min)}, ${r.evaluations} evaluations, ${s.toFixed(1)} s`);
  }
}
