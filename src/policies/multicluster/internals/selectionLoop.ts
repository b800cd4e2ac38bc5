import type { RigidJob } from '../../../engine/Job';
import { linkTraffic } from '../../../engine/linkTraffic';
import { rigidJobRate } from '../../../engine/rigidJobRate';
import type { BatchProblem } from '../BatchProblem';
import type { BatchSchedule } from '../BatchSchedule';
import { BaselineState, option } from './baselineSupport';
import { SingleClusterOptions } from './SingleClusterOptions';

/** The two selection rules that share the loop: EAMM's least end, METLE's least execution time loss. */
export type SelectionRule = 'eamm' | 'metle';

/**
 * Relative margin of METLE's bound: its score `(minEnd - now) - minTe` is rounded twice and
 * `minTe = (start + d) - start` carries the rounding of the start, so the key `minEnd - minTe`
 * (a co-allocated job's: its start) bounds the score plus `now` only up to a few units in the last
 * place of the times involved (about 1e-16 relative). 1e-9 covers that with room; it only widens
 * the set of jobs evaluated in a round, never changes the choice. A documented choice, not from
 * the papers.
 */
const METLE_MARGIN = 1e-9;

/**
 * The loop shared by EAMM and METLE: while jobs remain, compute each unscheduled job's cheapest
 * option (least busy energy) and its score, and place the job of least score (ties: lower index)
 * on its cheapest option. EAMM's score is the end of that option; METLE's is
 * `(minEnd - now) - minTe` (see `metle`).
 *
 * Cost (issue 32, class 3). The literal loop evaluates every unscheduled job in every round:
 * O(n^2) evaluations of O(m (m + F)) each (F: distinct free times of a cluster, up to its PEs),
 * over 60 s for 20,000 jobs. Here:
 * 1. A job that fits a cluster alone is evaluated in O(m) arithmetic from cached parts, with the
 *    same floating-point operations, so the same bits (`SingleClusterOptions`).
 * 2. Each job keeps a lower bound of its score from its last evaluation (a placement only takes
 *    PEs and moves starts later, so starts never decrease): EAMM, the earliest end over its
 *    single-cluster options, or a co-allocated job's start plus its run time on an empty link at
 *    the fastest speed; METLE, that earliest end minus the shortest run time, or a co-allocated
 *    job's start (the score plus `now`, up to the margin above). A round walks the unscheduled
 *    jobs in index order and evaluates only those whose bound can beat the best score so far (a
 *    later job cannot win a tie).
 * 3. METLE under 'inOrder': every option starts at or after `now`, so the loss is never negative
 *    (also after rounding: `fl(end - now) >= fl(end - start) >= minTe`); the walk stops at the
 *    first job of loss 0, which no later job can beat.
 * Co-allocated jobs are evaluated by `BaselineState.cheapest` as before. The worst case stays
 * O(n^2 m) (a round may have to evaluate every job whose loss ties with the best, as when many
 * jobs wait for the same fastest cluster), but the per-job cost is a few floating-point
 * operations; 20,000 jobs take seconds (docs/multicluster.md). The choice, and so the schedule,
 * is the literal loop's (golden and property tests in test/policies/multicluster/selectionLoop.test.ts).
 */
export function selectionLoop(problem: BatchProblem, rule: SelectionRule): BatchSchedule {
  const s = new BaselineState(problem);
  const b = s.b;
  const n = problem.jobCount;
  const m = s.m;
  const metle = rule === 'metle';
  const inOrder = problem.startRule !== 'perCluster';
  const single = new SingleClusterOptions(b, inOrder);
  const scratch = new Int32Array(m);
  const pick = new Int32Array(m);
  const chosen = new Int32Array(m);
  const o = option();
  const cheapest = option();
  const key = new Float64Array(n).fill(-Infinity);
  const coOnly = new Uint8Array(n);
  const coRunLow = new Float64Array(n);
  let teMax = 0;
  let minSpeed = Infinity;
  let maxSpeed = 0;
  for (let c = 0; c < m; c++) {
    minSpeed = Math.min(minSpeed, b.speed[c] as number);
    maxSpeed = Math.max(maxSpeed, b.speed[c] as number);
  }
  let traffic = 0;
  for (let j = 0; j < n; j++) traffic += linkTraffic(b.jobs[j] as RigidJob, true);
  for (let j = 0; j < n; j++) {
    if (single.fitsSomewhere(j)) continue;
    const job = b.jobs[j] as RigidJob;
    coOnly[j] = 1;
    // EAMM bound: no link load from others and the fastest PEs give the shortest co-allocated run.
    coRunLow[j] = job.runtime / rigidJobRate(job, maxSpeed, true, 0, b.link);
    // METLE margin: the longest it can run (slowest PEs, every co-allocated job on the link).
    if (metle) teMax = Math.max(teMax, job.runtime / rigidJobRate(job, minSpeed, true, traffic, b.link));
  }
  // unscheduled jobs, a doubly linked list in index order
  const next = new Int32Array(n);
  const prev = new Int32Array(n);
  for (let j = 0; j < n; j++) {
    next[j] = j + 1 < n ? j + 1 : -1;
    prev[j] = j - 1;
  }
  let head = 0;
  const stopAtZero = metle && inOrder;
  for (let round = 0; round < n; round++) {
    const now = Math.max(b.lastStart, b.minArrival);
    let bestJob = -1;
    let bestScore = Infinity;
    let bound = Infinity;
    for (let j = head; j >= 0; j = next[j] as number) {
      if ((key[j] as number) > bound || (!metle && (key[j] as number) === bound)) continue;
      let v: number;
      let fast = false;
      if (coOnly[j] === 0) {
        single.evaluate(j);
        fast = single.cluster >= 0;
      }
      if (fast) {
        v = metle ? single.minEnd - now - single.minTe : single.end;
        key[j] = metle ? single.minEnd - single.minTe : single.minEnd;
        if (metle) teMax = Math.max(teMax, single.minTe);
      } else {
        s.cheapest(j, scratch, pick, cheapest, o);
        v = metle ? s.minEnd - now - s.minTe : cheapest.end;
        if (coOnly[j] === 1) key[j] = metle ? cheapest.start : cheapest.start + (coRunLow[j] as number);
        else key[j] = metle ? s.minEnd - s.minTe : s.minEnd;
        if (metle) teMax = Math.max(teMax, s.minTe);
      }
      if (v < bestScore) {
        bestScore = v;
        bestJob = j;
        if (fast) {
          chosen.fill(0);
          chosen[single.cluster] = b.size[j] as number;
        } else chosen.set(pick);
      }
      if (stopAtZero && bestScore === 0) break;
      bound = metle ? bestScore + now + METLE_MARGIN * (Math.abs(bestScore) + Math.abs(now) + teMax + 1) : bestScore;
    }
    const p = prev[bestJob] as number;
    const q = next[bestJob] as number;
    if (p >= 0) next[p] = q;
    else head = q;
    if (q >= 0) prev[q] = p;
    s.commit(bestJob, chosen);
    single.placed(bestJob, chosen);
  }
  return s.schedule();
}
