/**
 * Multi-cluster batch scheduling benchmarks (issue 14, Chhabra et al. 2019). The job set: the
 * first 1,000 completed LLNL-Thunder jobs of at most 128 PEs (chhabraJobs, seed 1), on RC1/SH1.
 * - multicluster-decode-1000: one candidate (5,000 values: SPV keys + 1,000 x 4 availability
 *   matrix) decoded and scheduled by the fast builder, i.e. one objective evaluation of HCSPSO
 *   (goal >= 2,000/s on one core, aim 5,000). 50 random candidates in rotation.
 * - multicluster-engine-1000: the same schedule replayed by the engine through planPolicy.
 * - multicluster-baselines-1000: First-Fit, Best-Fit, EAMM and METLE, one unit each.
 * - multicluster-eamm-5000, multicluster-metle-5000: EAMM and METLE alone on 5,000 such jobs
 *   (issue 32: their selection loop recomputed every job in every round; 20,000 jobs took > 60 s).
 * - multicluster-eamm-20000, multicluster-metle-20000: EAMM and METLE alone on 20,000 jobs of
 *   `batchWorkload` (sizes 1-128, seed 1) on RC1/SH1, so that they do not depend on the bundled
 *   logs' length; jobs over 64 PEs are co-allocated.
 * - reproduce-chhabra2019-quick: `reproduceChhabra2019` in quick mode, in this thread (72 runs);
 *   reproduce-chhabra2019-full (long): the full study in this thread (540 runs; the CLI spreads
 *   them over worker threads).
 */
import { resolve } from 'node:path';
import { createSimulation } from '../../src/engine/createSimulation';
import { chhabraJobs } from '../../src/experiments/chhabra2019/chhabraJobs';
import { chhabraPlatform } from '../../src/experiments/chhabra2019/chhabraPlatform';
import { batchProblem } from '../../src/policies/multicluster/BatchProblem';
import { bestFit } from '../../src/policies/multicluster/bestFit';
import { buildSchedule } from '../../src/policies/multicluster/buildSchedule';
import { decodePlan } from '../../src/policies/multicluster/decodePlan';
import { eamm } from '../../src/policies/multicluster/eamm';
import { firstFit } from '../../src/policies/multicluster/firstFit';
import { metle } from '../../src/policies/multicluster/metle';
import { planEvaluator } from '../../src/policies/multicluster/planEvaluator';
import { planPolicy } from '../../src/policies/multicluster/planPolicy';
import { createRng } from '../../src/random/createRng';
import { uniform } from '../../src/random/uniform';
import { readSwf } from '../../src/workload/readSwf';
import { batchWorkload } from '../../src/workload/batchWorkload';
import { chhabra2019Config } from '../../src/experiments/chhabra2019/Chhabra2019Config';
import { reproduceChhabra2019 } from '../../src/experiments/chhabra2019/reproduceChhabra2019';
import type { BenchCase } from './harness';

const trace = await readSwf(resolve(process.cwd(), 'data/traces/LLNL-Thunder-2007-1.1-cln.first20k.swf.br'), { status: 'completed' });
const jobs = chhabraJobs(createRng(1), trace.jobs, { count: 1000 });
const platform = chhabraPlatform({ resources: 'RC1', speeds: 'SH1' });
const problem = batchProblem(platform, jobs);
const problem5000 = batchProblem(platform, chhabraJobs(createRng(1), trace.jobs, { count: 5000 }));
const problem20000 = batchProblem(platform, batchWorkload({ jobs: 20_000, processors: [1, 128] }).generate(createRng(1)));
const rng = createRng(2);
const candidates = Array.from({ length: 50 }, () => Float64Array.from({ length: 5000 }, () => uniform(rng)));
const evaluator = planEvaluator(problem);
const schedule = buildSchedule(problem, decodePlan(problem, candidates[0]!));
const sim = createSimulation({ platform, jobs });
const follow = planPolicy(schedule);
let k = 0;
const meta = await readSwf(resolve(process.cwd(), 'data/traces/METACENTRUM-2009-2.first20k.swf.br'), { status: 'completed' });
const traces = [
  { name: 'LLNL-Thunder', jobs: trace.jobs },
  { name: 'METACENTRUM', jobs: meta.jobs },
];

export const benchmarks: BenchCase[] = [
  {
    name: 'multicluster-decode-1000',
    unit: 'evaluation',
    seconds: 3,
    warmup: 1,
    op: () => {
      evaluator.evaluate(candidates[k++ % 50]!);
    },
  },
  {
    name: 'multicluster-engine-1000',
    unit: 'simulation',
    op: () => {
      sim.run(follow);
    },
  },
  {
    name: 'multicluster-baselines-1000',
    unit: 'schedule',
    op: () => {
      firstFit(problem);
      bestFit(problem);
      eamm(problem);
      metle(problem);
      return 4;
    },
  },
  { name: 'multicluster-eamm-5000', unit: 'schedule', seconds: 1, warmup: 0, op: () => void eamm(problem5000) },
  { name: 'multicluster-metle-5000', unit: 'schedule', seconds: 1, warmup: 0, op: () => void metle(problem5000) },
  { name: 'multicluster-eamm-20000', unit: 'schedule', seconds: 1, warmup: 0, op: () => void eamm(problem20000) },
  { name: 'multicluster-metle-20000', unit: 'schedule', seconds: 1, warmup: 0, op: () => void metle(problem20000) },
  {
    name: 'reproduce-chhabra2019-quick',
    unit: 'run',
    op: () => undefined,
    once: async () => (await reproduceChhabra2019(chhabra2019Config('quick', 1), { traces })).runs,
  },
  {
    name: 'reproduce-chhabra2019-full',
    unit: 'run',
    long: true,
    op: () => undefined,
    once: async () => (await reproduceChhabra2019(chhabra2019Config('full', 1), { traces })).runs,
  },
];
