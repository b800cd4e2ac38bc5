import { IDLE } from './constants';
import { type JobState, Status, mishapsOf } from './JobState';
import type { RunState } from './RunState';
import type { RunEvent } from '../RunEvent';

/** What a kill changes in a run (the `EventRun` of handleRunEvent, named here without importing it: no cycle). */
type KillRun = RunState & { completedJobs: number; readonly recorded: RunEvent[] | undefined };

/**
 * Ends a running job before its work is done (issue 39: a rigid job reaching its walltime under
 * `walltime: 'kill'`, as Slurm and Batsim do): its servers are idle at once, it counts as ended
 * (`completedJobs`), is marked `killed` and keeps in `remaining` the work it lost (seconds of run
 * time on speed-1 servers). Its pending completion event is stale from now on (status checked).
 */
export function killJob(run: KillRun, st: JobState): void {
  const left = st.rate * (st.completion - run.now);
  run.closeAllocation(st, st.remaining - left);
  for (const s of st.servers) run.cluster.assign(s, -1, IDLE, run.now);
  st.status = Status.Done;
  mishapsOf(st).killed = true;
  st.end = run.now;
  st.remaining = left;
  st.rate = 0;
  st.version++;
  run.runningJobs.remove(st);
  run.completedJobs++;
  if (run.recorded !== undefined) run.recorded.push({ type: 'jobCompleted', time: run.now, job: st.id, killed: true });
}
