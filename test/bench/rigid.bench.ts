/**
 * Rigid-job scheduling benchmarks (issue 5). One op = one complete simulation of the whole
 * KTH-SP2 log (28,467 usable jobs of 28,476, 100 processors), loaded once at import.
 * - fcfs-kth: FCFS (the queue grows to thousands of jobs).
 * - easy-kth: EASY backfilling (target: < 0.5 s per run).
 * - conservative-kth: conservative backfilling, availability profile rebuilt at every
 *   scheduling point.
 */
import { resolve } from 'node:path';
import { createSimulation } from '../../src/engine/createSimulation';
import { homogeneousPlatform } from '../../src/engine/homogeneousPlatform';
import type { Policy } from '../../src/engine/Policy';
import { conservativeBackfilling } from '../../src/policies/conservativeBackfilling';
import { easyBackfilling } from '../../src/policies/easyBackfilling';
import { fcfs } from '../../src/policies/fcfs';
import { readSwf } from '../../src/workload/readSwf';
import type { BenchCase } from './harness';

const kth = await readSwf(resolve(process.cwd(), 'data/traces/KTH-SP2-1996-2.1-cln.swf.gz')); // npm run bench runs from the repository root
const sim = createSimulation({ platform: homogeneousPlatform({ servers: 100 }), jobs: kth.jobs });

function kthCase(name: string, policy: Policy): BenchCase {
  return {
    name,
    unit: 'simulation',
    seconds: 3,
    warmup: 1,
    op: () => {
      sim.run(policy);
      return { units: 1, jobs: kth.jobs.length };
    },
  };
}

export const benchmarks: BenchCase[] = [
  kthCase('fcfs-kth', fcfs()),
  kthCase('easy-kth', easyBackfilling()),
  kthCase('conservative-kth', conservativeBackfilling()),
];
