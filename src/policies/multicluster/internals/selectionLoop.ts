import type { BatchProblem } from '../BatchProblem';
import type { BatchSchedule } from '../BatchSchedule';
import { BaselineState, option, type Option } from './baselineSupport';

/**
 * The loop shared by EAMM and METLE: while jobs remain, compute each unscheduled job's cheapest
 * option (least busy energy) and its score, and place the job of least score (ties: lower index)
 * on its cheapest option. `score` reads the state's `minEnd`/`minTe` and the cheapest option.
 */
export function selectionLoop(problem: BatchProblem, score: (state: BaselineState, cheapest: Option, now: number) => number): BatchSchedule {
  const s = new BaselineState(problem);
  const n = problem.jobCount;
  const done = new Uint8Array(n);
  const scratch = new Int32Array(s.m);
  const pick = new Int32Array(s.m);
  const chosen = new Int32Array(s.m);
  const o = option();
  const cheapest = option();
  for (let round = 0; round < n; round++) {
    const now = Math.max(s.b.lastStart, s.b.minArrival);
    let bestJob = -1;
    let bestScore = Infinity;
    for (let j = 0; j < n; j++) {
      if (done[j] === 1) continue;
      s.cheapest(j, scratch, pick, cheapest, o);
      const v = score(s, cheapest, now);
      if (v < bestScore) {
        bestScore = v;
        bestJob = j;
        chosen.set(pick);
      }
    }
    done[bestJob] = 1;
    s.commit(bestJob, chosen);
  }
  return s.schedule();
}
