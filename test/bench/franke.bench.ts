/**
 * Rule-based scheduling benchmarks (Franke, Lepping & Schwiegelshohn; issue 5). One op = one
 * complete simulation of the whole KTH-SP2 log (28,467 jobs, 100 processors) under a fuzzy
 * rule base (10 rules, 13 outputs, genes drawn from seed 3), loaded once at import.
 * The paper reports about 4 hours per simulation of a whole (1024-processor-scaled) trace.
 */
import { createSimulation } from '../../src/engine/createSimulation';
import { homogeneousPlatform } from '../../src/engine/homogeneousPlatform';
import { userGroups } from '../../src/experiments/traces/userGroups';
import { ruleBaseEncoding } from '../../src/policies/rules/encoding';
import { ruleBasePolicy } from '../../src/policies/rules/ruleBasePolicy';
import { createRng } from '../../src/random/createRng';
import { uniform } from '../../src/random/uniform';
import { readSwf } from '../../src/workload/readSwf';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { frankeProblem } from '../../src/experiments/franke2007/frankeProblem';
import { splitTrace } from '../../src/experiments/franke2007/splitTrace';
import { trainPittsburgh } from '../../src/experiments/franke2007/trainPittsburgh';
import { workerEvaluator } from '../../src/optimizers/workerEvaluator';
import type { BenchCase } from './harness';

const kth = await readSwf(resolve(process.cwd(), 'data/traces/KTH-SP2-1996-2.1-cln.swf.br')); // npm run bench runs from the repository root
const sim = createSimulation({ platform: homogeneousPlatform({ servers: 100 }), jobs: kth.jobs });
const groups = userGroups(kth.jobs);
const enc = ruleBaseEncoding();
const rng = createRng(3);
const x = enc.space.lower.map((lo, i) => lo + uniform(rng) * (enc.space.upper[i]! - lo));
const policy = ruleBasePolicy({ selector: enc.decode(x), groupOf: groups.groupOf });

/**
 * One full PITTS training on the KTH training half (13,647 jobs): (3+21)-ES, 40 generations,
 * 843 simulations, evaluated in 2 worker threads (needs `npm run build`: workers load the built
 * `dist/experiments/index.js`). Reported as simulations per second; `seconds` is the training time.
 */
async function pittsTraining(): Promise<number> {
  const module = resolve(process.cwd(), 'dist/experiments/index.js');
  if (!existsSync(module)) throw new Error(`pitts-kth-training needs the build: run npm run build (missing ${module})`);
  const split = splitTrace(kth.jobs);
  const problem = frankeProblem({ jobs: split.train, machineSize: 100, groups });
  const evaluator = workerEvaluator({ module, exportName: 'frankeWorkerObjective', factoryData: { problem, kind: 'pittsburgh' }, workers: 2 });
  try {
    const r = await trainPittsburgh(problem, { seed: 1, evaluator });
    return r.evaluations;
  } finally {
    await evaluator.close();
  }
}

export const benchmarks: BenchCase[] = [
  { name: 'pitts-kth-training', unit: 'simulation', long: true, op: () => undefined, once: pittsTraining },
  {
    name: 'fuzzy-kth',
    unit: 'simulation',
    seconds: 4,
    warmup: 1,
    op: () => {
      sim.run(policy);
      return { units: 1, jobs: kth.jobs.length };
    },
  },
];
