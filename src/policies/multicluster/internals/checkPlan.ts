import { InvalidInputError } from '../../../errors/InvalidInputError';
import type { BatchPlan } from '../BatchPlan';
import type { BatchProblem } from '../BatchProblem';

/** Checks that a plan is a permutation with per-job counts that fit each cluster and sum to the size. */
export function checkPlan(problem: BatchProblem, plan: BatchPlan, where: string): void {
  const n = problem.jobCount;
  const m = problem.clusterCount;
  const { order, counts } = plan;
  if (!(order instanceof Int32Array) || order.length !== n) throw new InvalidInputError(`${where}: plan.order: expected an Int32Array of ${n} job indices`);
  if (!(counts instanceof Int32Array) || counts.length !== n * m) throw new InvalidInputError(`${where}: plan.counts: expected an Int32Array of ${n} x ${m} PE counts`);
  const seen = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const j = order[i] as number;
    if (j < 0 || j >= n || seen[j] === 1) throw new InvalidInputError(`${where}: plan.order[${i}] = ${j}: expected a permutation of 0..${n - 1}`);
    seen[j] = 1;
  }
  for (let j = 0; j < n; j++) {
    const job = problem.jobs[j]!;
    let sum = 0;
    for (let c = 0; c < m; c++) {
      const k = counts[j * m + c] as number;
      const pes = problem.platform.clusters[c]!.servers;
      if (k < 0 || k > pes) throw new InvalidInputError(`${where}: plan.counts of job ${j} ("${job.id}"), cluster ${c}: expected 0..${pes} PEs, got ${k}`);
      sum += k;
    }
    if (sum !== job.processors) throw new InvalidInputError(`${where}: plan.counts of job ${j} ("${job.id}"): sum to ${sum} PEs; the job needs ${job.processors}`);
  }
}
