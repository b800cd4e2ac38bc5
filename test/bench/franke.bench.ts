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
import type { BenchCase } from './harness';

const kth = await readSwf(new URL('../../../shared/traces/KTH-SP2-1996-2.1-cln.swf.gz', import.meta.url).pathname);
const sim = createSimulation({ platform: homogeneousPlatform({ servers: 100 }), jobs: kth.jobs });
const groups = userGroups(kth.jobs);
const enc = ruleBaseEncoding();
const rng = createRng(3);
const x = enc.space.lower.map((lo, i) => lo + uniform(rng) * (enc.space.upper[i]! - lo));
const policy = ruleBasePolicy({ selector: enc.decode(x), groupOf: groups.groupOf });

export const benchmarks: BenchCase[] = [
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
