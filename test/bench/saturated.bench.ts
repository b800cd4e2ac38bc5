/**
 * Saturated queues on one server (issue 28): n one-processor rigid jobs all submitted at t = 0 on
 * a single server (60-3,660 s, estimate twice the run time; seed 1), so the queue holds every job
 * not yet run and each of the n scheduling points sees a queue of up to n jobs. Per-call work
 * linear in the queue turns the run quadratic here: 40,000 jobs should take about 4x the time of
 * 10,000 (the bound: < 6x), for every way of reading the queue.
 * - head-index-1srv-10k / -40k: a one-line policy that starts `view.queue[0]` (index access).
 * - head-at-1srv-10k / -40k: the same through `view.queue.at(0)` (the difference is the cost of
 *   the index access).
 * - fcfs-1srv-10k / -40k, easy-1srv-10k / -40k: the built-in FCFS and EASY.
 */
import { createSimulation } from '../../src/engine/createSimulation';
import { startJob } from '../../src/engine/Decision';
import { homogeneousPlatform } from '../../src/engine/homogeneousPlatform';
import type { RigidJob } from '../../src/engine/Job';
import type { Policy } from '../../src/engine/Policy';
import { easyBackfilling } from '../../src/policies/easyBackfilling';
import { fcfs } from '../../src/policies/fcfs';
import { createRng } from '../../src/random/createRng';
import { uniform } from '../../src/random/uniform';
import type { BenchCase } from './harness';

function oneServerJobs(n: number): RigidJob[] {
  const rng = createRng(1);
  return Array.from({ length: n }, (_, i) => {
    const runtime = 60 + Math.floor(uniform(rng) * 3600);
    return { kind: 'rigid', id: `j${i}`, submit: 0, processors: 1, runtime, estimate: 2 * runtime };
  });
}

/** Starts the queue head on the free server, reading it by index. */
const headIndex: Policy = {
  name: 'head-index',
  decide(v) {
    const head = v.queue[0];
    return head !== undefined && v.availableServers.length > 0 ? [startJob(head.id, [v.availableServers[0]!])] : [];
  },
};

/** The same through `at(0)`. */
const headAt: Policy = {
  name: 'head-at',
  decide(v) {
    const head = v.queue.at(0);
    return head !== undefined && v.availableServers.length > 0 ? [startJob(head.id, [v.availableServers[0]!])] : [];
  },
};

const sims = new Map([10_000, 40_000].map((n) => [n, createSimulation({ platform: homogeneousPlatform({ servers: 1 }), jobs: oneServerJobs(n) })]));

function saturatedCase(name: string, n: number, policy: () => Policy): BenchCase {
  const sim = sims.get(n)!;
  return {
    name: `${name}-1srv-${n / 1000}k`,
    unit: 'simulation',
    seconds: 3,
    warmup: 1,
    op: () => {
      sim.run(policy());
      return { units: 1, jobs: n };
    },
  };
}

export const benchmarks: BenchCase[] = [10_000, 40_000].flatMap((n) => [
  saturatedCase('head-index', n, () => headIndex),
  saturatedCase('head-at', n, () => headAt),
  saturatedCase('fcfs', n, fcfs),
  saturatedCase('easy', n, () => easyBackfilling()),
]);
