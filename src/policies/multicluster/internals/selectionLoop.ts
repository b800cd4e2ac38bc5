import type { BatchProblem } from '../BatchProblem';
import type { BatchSchedule } from '../BatchSchedule';
import { BaselineState, option } from './baselineSupport';
import { JobKeyHeap } from './JobKeyHeap';

/** The two selection rules that share the loop: EAMM's least end, METLE's least execution time loss. */
export type SelectionRule = 'eamm' | 'metle';

/**
 * Relative margin of METLE's bound: its score `(minEnd - now) - minTe` is rounded twice and
 * `minTe = (start + d) - start` carries the rounding of the start, so the heap key
 * `minEnd - minTe` bounds the score only up to a few units in the last place of the times involved
 * (about 1e-16 relative). 1e-9 covers that with room; it only widens the set of jobs refreshed in a
 * round, never changes the choice. A documented choice, not from the papers.
 */
const METLE_MARGIN = 1e-9;

/**
 * The loop shared by EAMM and METLE: while jobs remain, compute each unscheduled job's cheapest
 * option (least busy energy) and its score, and place the job of least score (ties: lower index)
 * on its cheapest option. EAMM's score is the end of that option; METLE's is
 * `(minEnd - now) - minTe` (see `metle`).
 *
 * Cost (issue 32, class 3): recomputing every job in every round is O(n^2) options and took over
 * 60 s for 20,000 jobs. A placement only takes PEs and moves starts later, so a job's earliest end
 * over the clusters that hold it alone (`minEnd`) never decreases. The loop keeps such jobs in a
 * heap keyed by a lower bound of their score computed in an earlier round (EAMM: `minEnd`, which
 * its score is at least; METLE: `minEnd - minTe`, its score plus `now`) and recomputes, in a round,
 * only the jobs whose stale bound could reach the best score found so far: a job whose bound is
 * above it cannot win or tie. Jobs that fit no cluster alone (co-allocated, whose end can move
 * either way with the link load) are recomputed every round as before. The choice, and so the
 * schedule, is the same as the full scan's (golden and property tests in
 * test/policies/multicluster/selectionLoop.test.ts).
 */
export function selectionLoop(problem: BatchProblem, rule: SelectionRule): BatchSchedule {
  const s = new BaselineState(problem);
  const n = problem.jobCount;
  const m = s.m;
  const scratch = new Int32Array(m);
  const pick = new Int32Array(m);
  const chosen = new Int32Array(m);
  const o = option();
  const cheapest = option();
  const metle = rule === 'metle';
  const heap = new JobKeyHeap(n);
  const coOnly: number[] = [];
  const refreshed = new Int32Array(n);
  const refreshedKey = new Float64Array(n);
  let teMax = 0;
  for (let j = 0; j < n; j++) {
    let fits = false;
    for (let c = 0; c < m && !fits; c++) fits = s.fits(j, c);
    if (fits) heap.push(j, -Infinity);
    else coOnly.push(j);
  }
  for (let round = 0; round < n; round++) {
    const now = Math.max(s.b.lastStart, s.b.minArrival);
    let bestJob = -1;
    let bestScore = Infinity;
    let fromCo = -1;
    const score = (j: number): number => {
      s.cheapest(j, scratch, pick, cheapest, o);
      return metle ? s.minEnd - now - s.minTe : cheapest.end;
    };
    for (let i = 0; i < coOnly.length; i++) {
      const j = coOnly[i] as number;
      const v = score(j);
      if (v < bestScore || (v === bestScore && j < bestJob)) {
        bestScore = v;
        bestJob = j;
        fromCo = i;
        chosen.set(pick);
      }
    }
    let r = 0;
    while (heap.size > 0) {
      const bound = metle ? bestScore + now + METLE_MARGIN * (Math.abs(bestScore) + Math.abs(now) + teMax + 1) : bestScore;
      if (!(heap.topKey() <= bound)) break;
      const j = heap.topJob();
      heap.pop();
      const v = score(j);
      if (metle) teMax = Math.max(teMax, s.minTe);
      const key = metle ? s.minEnd - s.minTe : s.minEnd;
      refreshed[r] = j;
      refreshedKey[r] = Number.isNaN(key) ? Infinity : key;
      r++;
      if (v < bestScore || (v === bestScore && j < bestJob)) {
        bestScore = v;
        bestJob = j;
        fromCo = -1;
        chosen.set(pick);
      }
    }
    for (let i = 0; i < r; i++) if (refreshed[i] !== bestJob) heap.push(refreshed[i] as number, refreshedKey[i] as number);
    if (fromCo >= 0) coOnly.splice(fromCo, 1);
    s.commit(bestJob, chosen);
  }
  return s.schedule();
}
