/**
 * Rigid-job scheduling benchmarks (issue 5). One op = one complete simulation of the whole
 * KTH-SP2 log (28,467 usable jobs of 28,476, 100 processors), loaded once at import.
 * - fcfs-kth: FCFS (the queue grows to thousands of jobs).
 * - easy-kth: EASY backfilling (target: < 0.5 s per run).
 * - conservative-kth: conservative backfilling, availability profile rebuilt at every
 *   scheduling point.
 * - fcfs-saturated-50k / fcfs-saturated-100k / easy-saturated-10k / easy-saturated-80k: 50,000
 *   (100,000; 10,000; 80,000) rigid jobs all submitted at t = 0 on
 *   100 processors (1-32 processors, 60-3,660 s, estimate twice the run time; seed 1): the queue
 *   starts with every job, the regime where per-call work linear in the queue turns quadratic;
 *   twice the jobs should take about twice the time (jobsPerSecond about equal).
 * - fcfs-wide-200k: 200,000 one-processor jobs at t = 0 on 20,000 processors (same draws): 20,000
 *   jobs running at once, the regime where per-completion work linear in the running set (or a
 *   scan of every server per scheduling point) turns quadratic.
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
import type { RigidJob } from '../../src/engine/Job';
import { createRng } from '../../src/random/createRng';
import { uniform } from '../../src/random/uniform';

function saturated(n: number): RigidJob[] {
  const rng = createRng(1);
  return Array.from({ length: n }, (_, i) => {
    const runtime = 60 + Math.floor(uniform(rng) * 3600);
    return { kind: 'rigid', id: `j${i}`, submit: 0, processors: 1 + Math.floor(uniform(rng) * 32), runtime, estimate: 2 * runtime };
  });
}
const sat50k = createSimulation({ platform: homogeneousPlatform({ servers: 100 }), jobs: saturated(50_000) });
const sat100k = createSimulation({ platform: homogeneousPlatform({ servers: 100 }), jobs: saturated(100_000) });
const sat10k = createSimulation({ platform: homogeneousPlatform({ servers: 100 }), jobs: saturated(10_000) });
const sat80k = createSimulation({ platform: homogeneousPlatform({ servers: 100 }), jobs: saturated(80_000) });
const wide = createSimulation({ platform: homogeneousPlatform({ servers: 20_000 }), jobs: saturated(200_000).map((j) => ({ ...j, processors: 1 })) });

const kth = await readSwf(resolve(process.cwd(), 'data/traces/KTH-SP2-1996-2.1-cln.swf.br')); // npm run bench runs from the repository root
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
  { name: 'fcfs-saturated-50k', unit: 'simulation', seconds: 3, warmup: 1, op: () => { sat50k.run(fcfs()); return { units: 1, jobs: 50_000 }; } },
  { name: 'fcfs-saturated-100k', unit: 'simulation', seconds: 3, warmup: 1, op: () => { sat100k.run(fcfs()); return { units: 1, jobs: 100_000 }; } },
  { name: 'easy-saturated-10k', unit: 'simulation', seconds: 3, warmup: 1, op: () => { sat10k.run(easyBackfilling()); return { units: 1, jobs: 10_000 }; } },
  { name: 'easy-saturated-80k', unit: 'simulation', seconds: 3, warmup: 1, op: () => { sat80k.run(easyBackfilling()); return { units: 1, jobs: 80_000 }; } },
  { name: 'fcfs-wide-200k', unit: 'simulation', seconds: 3, warmup: 1, op: () => { wide.run(fcfs()); return { units: 1, jobs: 200_000 }; } },
];
