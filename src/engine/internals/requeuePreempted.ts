import { EV_CALL, IDLE } from './constants';
import { type JobState, Status, mishapsOf } from './JobState';
import type { RunState } from './RunState';
import type { RunEvent } from '../RunEvent';

/** What a preemption changes in a run (`Run`; named here without importing it). */
type PreemptRun = RunState & { readonly recorded: RunEvent[] | undefined };

/**
 * Requeues a running job a `preempt` decision names (issue 39; Slurm's PreemptMode=REQUEUE): its
 * servers are idle at once, the work it did is lost (`preemptedWork`) and it is queued again at the
 * tail with all its work to do; its pending completion and walltime events are stale from now on
 * (version, start). A scheduling point follows at the same instant. The caller checked that the
 * job is running and not reconfiguring.
 */
export function requeuePreempted(run: PreemptRun, st: JobState): void {
  const now = run.now;
  const left = st.rate * (st.completion - now);
  const total = st.job.kind === 'malleable' ? st.job.mass : st.job.runtime;
  run.closeAllocation(st, st.remaining - left);
  for (const s of st.servers) run.cluster.assign(s, -1, IDLE, now);
  run.runningJobs.remove(st);
  st.version++;
  st.rate = 0;
  st.completion = Infinity;
  run.preemptions++;
  run.preemptedWork += total - left;
  mishapsOf(st).preemptions++;
  st.remaining = total;
  st.status = Status.Queued;
  run.queue.push(st);
  if (run.recorded !== undefined) {
    run.recorded.push({ type: 'jobCompleted', time: now, job: st.id, killed: true });
    run.recorded.push({ type: 'jobSubmitted', time: now, job: st.job });
  }
  run.events.push(now, EV_CALL, 0, 0);
}
