import type { Rng } from '../../random/Rng';
import { COMPUTING, EV_REQUEUE, EV_SERVER_DOWN, EV_SERVER_UP, IDLE } from './constants';
import { exponential, type AvailabilitySettings } from './availabilityEvents';
import { type JobState, Status, mishapsOf } from './JobState';
import type { RunState } from './RunState';
import type { RunEvent } from '../RunEvent';

/** What a failure changes in a run (`Run`; named here without importing it). */
type FailRun = RunState & { completedJobs: number; readonly recorded: RunEvent[] | undefined };

/**
 * The server availability of one run (issue 39, `RunOptions.availability`): the failures to come
 * (from a list and/or a seeded MTBF/MTTR model), which servers are down, and the counts the metrics
 * report. Exists only when the run was given `availability`.
 */
export class AvailabilityState {
  /** Repair time of each list failure (events carry its index). */
  private readonly ups: number[] = [];
  /** Servers down now. */
  failedCount = 0;
  /** Repair time of each server down now (a failed server reads as off: switchOn must not revive it). */
  readonly downUntil = new Map<number, number>();
  /** Availability events (downs and ups) in the run's event queue. */
  pending = 0;
  requeues = 0;
  failedJobs = 0;
  /** Work done by attempts a failure ended (seconds of run time at speed 1, or mass). */
  wastedWork = 0;

  constructor(
    readonly settings: AvailabilitySettings,
    private readonly rng: Rng,
  ) {}

  /** Queues the list's failures and, with the model, each server's first failure after `t0`. */
  begin(run: FailRun, t0: number): void {
    for (const f of this.settings.failures) this.push(run, f.down, EV_SERVER_DOWN, f.server, this.ups.push(f.up) - 1);
    const mtbf = this.settings.mtbf;
    if (mtbf !== undefined) for (let s = 0; s < run.cluster.size; s++) this.push(run, t0 + exponential(this.rng, mtbf), EV_SERVER_DOWN, s, -1);
  }

  private push(run: FailRun, time: number, type: number, a: number, b: number): void {
    this.pending++;
    run.events.push(time, type, a, b);
  }

  /** Server `s` fails now; returns true (a scheduling point) unless the failure is skipped. */
  down(run: FailRun, s: number, upIndex: number): boolean {
    this.pending--;
    const now = run.now;
    const up = upIndex >= 0 ? (this.ups[upIndex] as number) : now + exponential(this.rng, this.settings.mttr);
    const state = run.cluster.state[s];
    if (state !== IDLE && state !== COMPUTING) {
      // off or switching (a policy's power-off): skipped; the model draws the next failure
      if (upIndex < 0 && this.settings.mtbf !== undefined) this.push(run, now + exponential(this.rng, this.settings.mtbf), EV_SERVER_DOWN, s, -1);
      return false;
    }
    const holder = run.cluster.holder[s] as number;
    if (holder >= 0) this.kill(run, run.states[holder] as JobState);
    run.cluster.failUntil(s, now, up);
    this.failedCount++;
    this.downUntil.set(s, up);
    this.push(run, up, EV_SERVER_UP, s, upIndex < 0 ? -1 : 0);
    return true;
  }

  /** Server `s` is repaired now (idle); the model draws its next failure. */
  up(run: FailRun, s: number, fromModel: boolean): boolean {
    this.pending--;
    run.cluster.switchedOn(s, run.now);
    this.failedCount--;
    this.downUntil.delete(s);
    if (fromModel && this.settings.mtbf !== undefined) this.push(run, run.now + exponential(this.rng, this.settings.mtbf), EV_SERVER_DOWN, s, -1);
    return true;
  }

  /** Kills a running job whose server failed: requeued after the delay (its whole work again), or ended as failed. */
  private kill(run: FailRun, st: JobState): void {
    const now = run.now;
    const left = st.reconfiguring ? st.remaining : st.rate * (st.completion - now);
    run.closeAllocation(st, st.reconfiguring ? 0 : st.remaining - left);
    for (const s of st.servers) run.cluster.assign(s, -1, IDLE, now);
    run.runningJobs.remove(st);
    st.version++;
    st.rate = 0;
    st.completion = Infinity;
    st.reconfiguring = false;
    const total = st.job.kind === 'malleable' ? st.job.mass : st.job.runtime;
    if (run.recorded !== undefined) run.recorded.push({ type: 'jobCompleted', time: now, job: st.id, killed: true });
    if (this.settings.requeue) {
      this.wastedWork += total - left;
      st.remaining = total;
      mishapsOf(st).failures++;
      st.status = Status.Future;
      this.requeues++;
      run.events.push(now + this.settings.requeueDelay, EV_REQUEUE, st.index, 0);
      return;
    }
    st.status = Status.Done;
    mishapsOf(st).failed = true;
    st.end = now;
    st.remaining = left;
    this.failedJobs++;
    run.completedJobs++;
  }

  /** A killed job is queued again. */
  requeue(run: FailRun, st: JobState): boolean {
    st.status = Status.Queued;
    run.queue.push(st);
    if (run.recorded !== undefined) run.recorded.push({ type: 'jobSubmitted', time: run.now, job: st.job });
    return true;
  }
}
