import type { BatchProblem } from '../BatchProblem';
import type { BatchSchedule } from '../BatchSchedule';
import { BaselineState, option, type FillOrder } from './baselineSupport';

/**
 * Runs the FCFS list-scheduling loop shared by First-Fit and Best-Fit: jobs in the problem's
 * order, each at the earliest time a single cluster can hold it (`pick` chooses among the
 * clusters free then), or co-allocated when no cluster is large enough.
 */
export function listBaseline(problem: BatchProblem, pick: (state: BaselineState, j: number, t: number, candidates: number[]) => number, fill: FillOrder): BatchSchedule {
  const s = new BaselineState(problem);
  const scratch = new Int32Array(s.m);
  const o = option();
  const atBest: number[] = [];
  for (let j = 0; j < problem.jobCount; j++) {
    let best = Infinity;
    atBest.length = 0;
    for (let c = 0; c < s.m; c++) {
      if (!s.fits(j, c)) continue;
      const t = s.single(j, c, scratch, o).start;
      if (t < best) {
        best = t;
        atBest.length = 0;
      }
      if (t === best) atBest.push(c);
    }
    if (atBest.length > 0) s.single(j, pick(s, j, best, atBest), scratch, o);
    else s.coallocate(j, fill, scratch, o);
    s.commit(j, scratch);
  }
  return s.schedule();
}
