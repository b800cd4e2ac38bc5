import { OFF, IDLE, EV_COMPLETION, EV_RECONFIG_END, EV_SWITCHED_OFF, EV_SWITCHED_ON, EV_WALLTIME, EV_SERVER_DOWN, EV_SERVER_UP, EV_REQUEUE } from './constants';
import type { AvailabilityState } from './AvailabilityState';
import type { RigidJob } from '../Job';
import { killJob } from './killJob';
import { type JobState, Status } from './JobState';
import type { RunState } from './RunState';
import type { RunEvent } from '../RunEvent';

/**
 * What handling an event reads and changes in a run: `Run` implements it (an interface rather than
 * `Run` itself, so that `Run` imports this file without a cycle).
 */
export interface EventRun extends RunState {
  completedJobs: number;
  /** Where the run's events are recorded while someone listens, else undefined. */
  readonly recorded: RunEvent[] | undefined;
  /** Server failures of the run, when it has any. */
  readonly availability: AvailabilityState | undefined;
}

/** Placeholder of a power-off group whose last event has passed. */
const NO_SERVERS: readonly number[] = Object.freeze([]);

/**
 * Applies one popped event of the run's queue (a completion, the end of a reconfiguration, a power
 * transition's end) at `run.now`; returns true when it is a scheduling point. `a` and `b` are the
 * event's payload: a job index and its version (a stale event is ignored), or a power-off group.
 */
export function handleRunEvent(run: EventRun, type: number, a: number, b: number): boolean {
  switch (type) {
    case EV_COMPLETION: {
      const st = run.states[a] as JobState;
      if (st.version !== b || st.status !== Status.Running) return false;
      complete(run, st);
      return true;
    }
    case EV_RECONFIG_END: {
      const st = run.states[a] as JobState;
      if (st.version !== b) return false;
      endReconfiguration(run, st);
      return true;
    }
    case EV_SWITCHED_OFF:
      switchedOff(run, a);
      return true;
    case EV_SWITCHED_ON:
      return switchedOn(run, a);
    default: // a scheduling point the policy asked for (EV_CALL), or an event of issue 39's rules (kept off the common path)
      return resourceManagerEvent(run, type, a, b);
  }
}

/** The switch-offs of power-off group `a` end now. */
function switchedOff(run: EventRun, a: number): void {
  for (const s of run.groups[a] as number[]) run.cluster.switchedOff(s, run.now);
}

/** The switch-ons of power-off group `a` end now; false when every server of it was woken at another time. */
function switchedOn(run: EventRun, a: number): boolean {
  const cluster = run.cluster;
  // a server woken early by switchOn is idle already (or due at another time): its old event is stale
  let any = false;
  for (const s of run.groups[a] as number[]) {
    if (cluster.state[s] === OFF && cluster.readyAt[s] === run.now) {
      cluster.switchedOn(s, run.now);
      any = true;
    }
  }
  run.groups[a] = NO_SERVERS; // the group's last event: free its server list (long runs power off 10^5 times)
  return any;
}

function complete(run: EventRun, st: JobState): void {
  run.closeAllocation(st, st.remaining, run.cluster.release(st.servers, run.now));
  st.status = Status.Done;
  st.end = run.now;
  st.remaining = 0;
  st.rate = 0;
  run.runningJobs.remove(st); // O(1), start order kept (RunningJobs)
  run.completedJobs++;
  if (run.recorded !== undefined) run.recorded.push({ type: 'jobCompleted', time: run.now, job: st.id });
}

function endReconfiguration(run: EventRun, st: JobState): void {
  run.closeAllocation(st, 0);
  const cluster = run.cluster;
  const tag = ++cluster.stamp;
  for (const s of st.target) cluster.mark[s] = tag;
  for (const s of st.servers) {
    if (cluster.mark[s] !== tag) cluster.assign(s, -1, IDLE, run.now);
  }
  st.servers = st.target;
  st.reconfiguring = false;
  st.rate = run.rateOn(st.job, st.servers);
  st.completion = run.now + st.remaining / st.rate;
  run.events.push(st.completion, EV_COMPLETION, st.index, st.version);
}

/** The events of issue 39's rules: a walltime, the end of a reservation, a server failure or repair, a requeue. */
function resourceManagerEvent(run: EventRun, type: number, a: number, b: number): boolean {
  switch (type) {
    case EV_WALLTIME: {
      const st = run.states[a] as JobState;
      if (st.status !== Status.Running || st.start + (st.job as RigidJob).estimate !== run.now) return false; // completed, or a later start
      killJob(run, st);
      return true;
    }
    case EV_SERVER_DOWN:
      return (run.availability as AvailabilityState).down(run, a, b);
    case EV_SERVER_UP:
      return (run.availability as AvailabilityState).up(run, a, b < 0);
    case EV_REQUEUE:
      return (run.availability as AvailabilityState).requeue(run, run.states[a] as JobState);
    default: // EV_RESERVATION_END, or EV_CALL (a policy's callMeLater): scheduling points
      return true;
  }
}
