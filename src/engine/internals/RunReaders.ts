import type { RunningJob, ServerState } from '../ClusterView';
import type { Decision } from '../Decision';
import type { Platform } from '../platform';
import type { CapSchedule } from './CapSchedule';
import type { ClusterState } from './ClusterState';
import { IDLE, COMPUTING, STATE_NAMES, SWITCHING_OFF, SWITCHING_ON } from './constants';
import type { JobState } from './JobState';
import { addedDraw, capAt } from './powerCap';
import type { RunningJobs } from './RunningJobs';

/**
 * What a run's {@link RunView} shows, read from the run's state at `now`: the servers' states,
 * holders, readiness, transitions, levels and the power figures (the `ClusterView` members the
 * view forwards to its run). {@link Run} extends it and holds the state it reads; it changes
 * nothing. The readers taking a server accept only a server's index: anything else is a
 * `RangeError`, so the engine's typed arrays are never indexed with a policy's arbitrary key.
 *
 * A base class rather than an object the run holds: the readers stay methods of the run, which the
 * view calls with no extra indirection (CHANGELOG, "Engine internals").
 */
export abstract class RunReaders {
  /** The run's current time (s). */
  abstract now: number;
  abstract readonly platform: Platform;
  /** The servers: states, holders, energy, available list. */
  abstract readonly cluster: ClusterState;
  /** The run's job states, by job index. */
  abstract readonly states: JobState[];
  abstract readonly runningJobs: RunningJobs;
  /** The power cap over time, or undefined. */
  abstract readonly cap: CapSchedule | undefined;

  /** The running jobs in start order as policies see them (their views, in one array rewritten after each change). */
  get running(): readonly RunningJob[] {
    return this.runningJobs.shown();
  }

  /** The running jobs in start order, for the engine (the dense array of RunningJobs). */
  get runningStates(): readonly JobState[] {
    return this.runningJobs.dense();
  }

  get availableServers(): readonly number[] {
    return this.cluster.availableServers;
  }

  /**
   * `server` itself when it is a server's index; throws otherwise. The typed arrays must never be
   * indexed with anything else: `readyAt['buffer']` would hand a policy the arrays' ArrayBuffer.
   */
  private server(server: number): number {
    if (!(Number.isInteger(server) && server >= 0 && server < this.cluster.size)) {
      throw new RangeError(`server ${typeof server === 'number' ? server : JSON.stringify(server) ?? String(server)} does not exist (0..${this.cluster.size - 1})`);
    }
    return server;
  }

  serverState(server: number): ServerState {
    return STATE_NAMES[this.cluster.stateAt(this.server(server), this.now)] as ServerState;
  }

  serverJob(server: number): string | undefined {
    const j = this.cluster.holder[this.server(server)] as number;
    return j < 0 ? undefined : this.states[j]?.id;
  }

  /** The platform's total power draw now (W). */
  get powerDraw(): number {
    return this.cluster.draw.currentAt(this.now);
  }

  /** The power cap in force now (W; Infinity without one). */
  get powerCap(): number {
    return capAt(this.cap, this.now);
  }

  /** The power a decision would add to the draw now (W), as the cap check counts it. */
  addedDraw(d: Decision): number {
    return addedDraw(this, d);
  }

  readyAt(server: number): number {
    const s = this.server(server);
    const st = this.cluster.state[s];
    if (st === IDLE) return this.now;
    if (st === COMPUTING) return NaN;
    return this.cluster.readyAt[s] as number;
  }

  stateSince(server: number): number {
    return this.cluster.sinceAt(this.server(server), this.now);
  }

  /** The servers neither idle nor computing, ascending (ClusterView.poweredDownServers). */
  get poweredDownServers(): readonly number[] {
    return this.cluster.downServers();
  }

  pstate(server: number): number {
    return this.cluster.pstateOf?.[this.server(server)] ?? 0;
  }

  sleepState(server: number): number | undefined {
    const s = this.server(server);
    const st = this.cluster.state[s];
    return st === IDLE || st === COMPUTING ? undefined : (this.cluster.sleepOf?.[s] ?? 0);
  }

  transitionEnd(server: number): number {
    const s = this.server(server);
    const st = this.cluster.stateAt(s, this.now);
    if (st === SWITCHING_OFF) return this.cluster.offEnd(s);
    return st === SWITCHING_ON ? (this.cluster.readyAt[s] as number) : NaN;
  }
}
