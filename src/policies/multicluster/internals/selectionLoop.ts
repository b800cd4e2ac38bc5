import type { BatchProblem } from '../BatchProblem';
import type { BatchSchedule } from '../BatchSchedule';
import { BaselineState } from './baselineSupport';
import { JobEvaluator, type SelectionRule } from './JobEvaluator';
import { JobKeyHeap } from './JobKeyHeap';

export type { SelectionRule } from './JobEvaluator';

/**
 * The loop shared by EAMM and METLE: while jobs remain, compute each unscheduled job's cheapest
 * option (least busy energy) and its score, and place the job of least score (ties: lower index)
 * on its cheapest option. EAMM's score is the end of that option; METLE's is
 * `(minEnd - now) - minTe` (see `metle`).
 *
 * Cost (issue 32, class 3). The literal loop evaluates every unscheduled job in every round:
 * O(n^2) evaluations of O(m (m + F)) each (F: distinct free times of a cluster, up to its PEs;
 * O(m^2 F^2) for a co-allocation), over 60 s for 20,000 jobs. Here:
 * 1. a job is scored in O(m) arithmetic from cached parts with the same floating-point operations,
 *    so the same bits (`JobEvaluator`, `SingleClusterOptions`, `CoallocatedOptions`), and keeps a
 *    lower bound of its future scores from its last evaluation;
 * 2. a round evaluates only the jobs whose bound can reach the best score found so far:
 *    EAMM takes them from a heap in bound order (each evaluated job goes back with its new bound);
 *    METLE walks the unscheduled jobs in index order, skipping those whose bound is too high, and
 *    under 'inOrder' stops at the first job of loss 0: every option starts at or after `now`, so
 *    the loss is never negative (also after rounding: `fl(end - now) >= fl(end - start) >= minTe`)
 *    and no later job can beat or tie it.
 * The worst case stays O(n^2) evaluations (a round evaluates every job whose score ties with the
 * best up to rounding, as when many jobs wait for the same fastest cluster) plus, for EAMM,
 * O(log n) heap work each; in practice far fewer (docs/multicluster.md: 20,000 jobs in seconds).
 * The choice, and so the schedule, is the literal loop's (golden and property tests in
 * test/policies/multicluster/selectionLoop.test.ts).
 */
export function selectionLoop(problem: BatchProblem, rule: SelectionRule): BatchSchedule {
  const s = new BaselineState(problem);
  const ev = new JobEvaluator(s, rule);
  const n = problem.jobCount;
  const chosen = new Int32Array(s.m);
  const round = rule === 'metle' ? indexWalk(ev, n, problem.startRule !== 'perCluster', chosen) : keyOrder(ev, n, chosen);
  for (let r = 0; r < n; r++) {
    const j = round(Math.max(s.b.lastStart, s.b.minArrival));
    s.commit(j, chosen);
    ev.placed(j, chosen);
  }
  return s.schedule();
}

/** One round by a walk in index order (METLE); returns the job chosen, its counts in `chosen`. */
function indexWalk(ev: JobEvaluator, n: number, stopAtZero: boolean, chosen: Int32Array): (now: number) => number {
  const key = ev.key;
  // unscheduled jobs, a doubly linked list in index order
  const next = new Int32Array(n);
  const prev = new Int32Array(n);
  for (let j = 0; j < n; j++) {
    next[j] = j + 1 < n ? j + 1 : -1;
    prev[j] = j - 1;
  }
  let head = 0;
  return (now) => {
    let bestJob = -1;
    let bestScore = Infinity;
    let bound = Infinity;
    for (let j = head; j >= 0; j = next[j] as number) {
      if ((key[j] as number) > bound) continue;
      const v = ev.score(j, now);
      if (v < bestScore) {
        bestScore = v;
        bestJob = j;
        ev.copyChoice(j, chosen);
        if (stopAtZero && bestScore === 0) break;
      }
      bound = ev.bound(bestScore, now);
    }
    const p = prev[bestJob] as number;
    const q = next[bestJob] as number;
    if (p >= 0) next[p] = q;
    else head = q;
    if (q >= 0) prev[q] = p;
    return bestJob;
  };
}

/** One round in bound order from a heap (EAMM); returns the job chosen, its counts in `chosen`. */
function keyOrder(ev: JobEvaluator, n: number, chosen: Int32Array): (now: number) => number {
  const key = ev.key;
  const heap = new JobKeyHeap(n);
  for (let j = 0; j < n; j++) heap.push(j, -Infinity);
  const refreshed = new Int32Array(n);
  return (now) => {
    let bestJob = -1;
    let bestScore = Infinity;
    let r = 0;
    while (heap.size > 0 && heap.topKey() <= ev.bound(bestScore, now)) {
      const j = heap.topJob();
      heap.pop();
      refreshed[r++] = j;
      const v = ev.score(j, now);
      if (v < bestScore || (v === bestScore && j < bestJob)) {
        bestScore = v;
        bestJob = j;
        ev.copyChoice(j, chosen);
      }
    }
    for (let i = 0; i < r; i++) {
      const j = refreshed[i] as number;
      // a NaN bound never reaches the test above again, as an infinite one
      if (j !== bestJob) heap.push(j, Number.isNaN(key[j]) ? Infinity : (key[j] as number));
    }
    return bestJob;
  };
}
