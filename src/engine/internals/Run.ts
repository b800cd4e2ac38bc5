import { SimulationError } from '../../errors/SimulationError';
import type { Rng } from '../../random/Rng';
import type { ServerState } from '../ClusterView';
import type { Decision } from '../Decision';
import type { Job } from '../Job';
import type { Platform } from '../platform';
import type { Policy, PolicyContext } from '../Policy';
import type { ReconfigurationCost } from '../ReconfigurationCost';
import type { AllocationSegment, ServerSegment } from '../Simulation';
import { applyDecision } from './applyDecision';
import { OFF, SWITCHING_ON, IDLE, COMPUTING, EV_COMPLETION, EV_RECONFIG_END, EV_SWITCHED_OFF, EV_SWITCH_ON_START, STATE_NAMES } from './constants';
import type { RunState } from './RunState';
import { RunView } from './RunView';
import { EventQueue } from './EventQueue';
import { JobState, Status } from './JobState';
import { DecisionClock } from './DecisionClock';
import { MAX_ROUNDS_AT_ONE_TIME } from './limits';
import { noProgressError, policyDecisions } from './policyDecisions';

export interface RunConfig {
  readonly platform: Platform;
  readonly jobs: readonly Job[];
  readonly decisionInterval: number | undefined;
  /** Clock origin of the periodic decisions: ticks at decisionOrigin + k * decisionInterval. */
  readonly decisionOrigin: number;
  readonly reconfigurationCost: ReconfigurationCost;
  readonly maxData: number;
  readonly trace: boolean;
  /** When the run starts (a scheduling point even before the first submission); undefined: at the first submission. */
  readonly clockStart: number | undefined;
}

/** Placeholder of a power-off group whose last event has passed. */
const NO_SERVERS: readonly number[] = Object.freeze([]);

/**
 * State of one simulation run: the environment object of the event loop (SimPy style). It is
 * the source of the read-only {@link RunView} handed to the policy (one per run, so a scheduling
 * point allocates nothing).
 */
export class Run implements RunState {
  now = 0;
  /** Start of the measured window: the first submission, or clockStart when earlier. */
  start = 0;
  readonly platform: Platform;
  readonly queue: Job[] = [];
  readonly running: JobState[] = [];
  readonly maxData: number;
  completedJobs = 0;
  readonly totalJobs: number;

  readonly states: JobState[];
  readonly byId = new Map<string, JobState>();
  readonly events = new EventQueue();
  readonly cost: ReconfigurationCost;
  readonly serverCount: number;
  readonly serverState_: Uint8Array;
  readonly serverJob_: Int32Array;
  readonly readyAt_: Float64Array;
  readonly speed: Float64Array;
  /** power[s * 5 + state] in watts. */
  readonly power: Float64Array;
  readonly switchOff: Float64Array;
  readonly switchOn: Float64Array;
  private readonly since: Float64Array;
  /** Scratch marks for validating server lists (compared with `stamp`). */
  readonly mark: Int32Array;
  stamp = 0;
  /** Server groups of power-off decisions; power events carry a group index. */
  readonly groups: (readonly number[])[] = [];
  energy = 0;
  busySeconds = 0;
  reconfigurations = 0;
  powerOffs = 0;
  private available: number[] = [];
  private availableDirty = true;
  readonly serverSegments: ServerSegment[] | undefined;
  readonly allocationSegments: AllocationSegment[] | undefined;

  constructor(private readonly config: RunConfig) {
    const { platform, jobs } = config;
    this.platform = platform;
    this.maxData = config.maxData;
    this.totalJobs = jobs.length;
    this.cost = config.reconfigurationCost;
    const n = platform.serverCount;
    this.serverCount = n;
    this.serverState_ = new Uint8Array(n).fill(IDLE);
    this.serverJob_ = new Int32Array(n).fill(-1);
    this.readyAt_ = new Float64Array(n);
    this.speed = new Float64Array(n);
    this.power = new Float64Array(n * 5);
    this.switchOff = new Float64Array(n);
    this.switchOn = new Float64Array(n);
    this.since = new Float64Array(n);
    this.mark = new Int32Array(n);
    for (const c of platform.clusters) {
      const p = c.power;
      const row = [p.off, p.switchingOn, p.idle, p.computing, p.switchingOff];
      for (let s = c.firstServer; s < c.firstServer + c.servers; s++) {
        this.speed[s] = c.speed;
        this.power.set(row, s * 5);
        this.switchOff[s] = p.switchOffDuration;
        this.switchOn[s] = p.switchOnDuration;
      }
    }
    this.states = jobs.map((job, i) => new JobState(job, i, this));
    for (const st of this.states) this.byId.set(st.id, st);
    if (config.trace) {
      this.serverSegments = [];
      this.allocationSegments = [];
    } else {
      this.serverSegments = undefined;
      this.allocationSegments = undefined;
    }
  }

  // ---- what the RunView shows -------------------------------------------------------------------------

  get availableServers(): readonly number[] {
    if (this.availableDirty) {
      // A fresh array each time the set changes: a policy may keep the one it was given.
      const out: number[] = [];
      for (let s = 0; s < this.serverCount; s++) {
        if (this.serverState_[s] === IDLE && this.serverJob_[s] === -1) out.push(s);
      }
      this.available = out;
      this.availableDirty = false;
    }
    return this.available;
  }

  serverState(server: number): ServerState {
    const st = this.serverState_[server];
    if (st === undefined) throw new RangeError(`server ${server} does not exist (0..${this.serverCount - 1})`);
    return STATE_NAMES[st] as ServerState;
  }

  serverJob(server: number): string | undefined {
    const j = this.serverJob_[server];
    return j === undefined || j < 0 ? undefined : this.states[j]?.id;
  }

  readyAt(server: number): number {
    const st = this.serverState_[server];
    if (st === IDLE) return this.now;
    if (st === COMPUTING) return NaN;
    return this.readyAt_[server] as number;
  }

  // ---- state changes -----------------------------------------------------------------------

  /** Moves a server to a new power state, integrating its energy since the last change. */
  setState(s: number, state: number): void {
    const prev = this.serverState_[s] as number;
    const dt = this.now - (this.since[s] as number);
    this.energy += (this.power[s * 5 + prev] as number) * dt;
    if (prev === COMPUTING) this.busySeconds += dt;
    if (this.serverSegments !== undefined && dt > 0) {
      this.serverSegments.push({ server: s, state: STATE_NAMES[prev] as ServerState, start: this.since[s] as number, end: this.now });
    }
    this.since[s] = this.now;
    this.serverState_[s] = state;
    this.availableDirty = true;
  }

  /** Marks the available-server list stale (allocation changed without a state change). */
  touch(): void {
    this.availableDirty = true;
  }

  /** Closes the current allocation interval of a job in the trace. */
  closeAllocation(st: JobState, work: number): void {
    if (this.allocationSegments !== undefined && this.now > st.since) {
      this.allocationSegments.push({
        job: st.id,
        servers: st.servers.slice(),
        start: st.since,
        end: this.now,
        reconfiguring: st.reconfiguring,
        work,
      });
    }
    st.since = this.now;
  }

  /** Progress rate of a job on a server set: `n^alpha * s` (malleable) or `s` (rigid), s = slowest server. */
  rateOn(job: Job, servers: readonly number[]): number {
    let speed = Infinity;
    for (const s of servers) speed = Math.min(speed, this.speed[s] as number);
    return job.kind === 'malleable' ? Math.pow(servers.length, job.alpha) * speed : speed;
  }



  // ---- events ------------------------------------------------------------------------------

  private complete(st: JobState): void {
    this.closeAllocation(st, st.remaining);
    for (const s of st.servers) {
      this.serverJob_[s] = -1;
      this.setState(s, IDLE);
    }
    st.status = Status.Done;
    st.end = this.now;
    st.remaining = 0;
    st.rate = 0;
    const k = this.running.indexOf(st);
    this.running.splice(k, 1);
    this.completedJobs++;
  }

  private endReconfiguration(st: JobState): void {
    this.closeAllocation(st, 0);
    const keep = this.mark;
    const tag = ++this.stamp;
    for (const s of st.target) keep[s] = tag;
    for (const s of st.servers) {
      if (keep[s] !== tag) {
        this.serverJob_[s] = -1;
        this.setState(s, IDLE);
      }
    }
    st.servers = st.target;
    st.reconfiguring = false;
    st.rate = this.rateOn(st.job, st.servers);
    st.completion = this.now + st.remaining / st.rate;
    this.events.push(st.completion, EV_COMPLETION, st.index, st.version);
  }

  /** Handles one popped event; returns true when it is a scheduling point. */
  private handle(type: number, a: number, b: number): boolean {
    switch (type) {
      case EV_COMPLETION: {
        const st = this.states[a] as JobState;
        if (st.version !== b || st.status !== Status.Running) return false;
        this.complete(st);
        return true;
      }
      case EV_RECONFIG_END: {
        const st = this.states[a] as JobState;
        if (st.version !== b) return false;
        this.endReconfiguration(st);
        return true;
      }
      case EV_SWITCHED_OFF:
        for (const s of this.groups[a] as number[]) this.setState(s, OFF);
        return true;
      case EV_SWITCH_ON_START:
        for (const s of this.groups[a] as number[]) this.setState(s, SWITCHING_ON);
        return false;
      default:
        for (const s of this.groups[a] as number[]) this.setState(s, IDLE);
        this.groups[a] = NO_SERVERS; // the group's last event: free its server list (long runs power off 10^5 times)
        return true;
    }
  }

  // ---- main loop ---------------------------------------------------------------------------

  run(policy: Policy, rng: Rng): void {
    const states = this.states;
    const n = states.length;
    let order = states;
    for (let i = 1; i < n; i++) {
      if ((states[i] as JobState).job.submit < (states[i - 1] as JobState).job.submit) {
        order = states.slice().sort((x, y) => x.job.submit - y.job.submit || x.index - y.index);
        break;
      }
    }
    const firstSubmit = order[0]?.job.submit ?? 0;
    const clockStart = this.config.clockStart;
    const t0 = clockStart ?? firstSubmit; // createSimulation checked clockStart <= firstSubmit
    this.start = t0;
    this.now = t0;
    this.since.fill(t0);
    const interval = this.config.decisionInterval;
    const clock = new DecisionClock(interval, this.config.decisionOrigin, t0);
    let nextSub = 0;
    const ctx: PolicyContext = { rng };
    const view = new RunView(this); // what the policy sees: read-only, no engine internals
    const events = this.events;

    let lastDecisionTime = NaN;
    let roundsAtTime = 0;
    let lastDecisions: readonly Decision[] = [];
    // With clockStart before the first submission, the run opens with a scheduling point at t0.
    let opening = t0 < firstSubmit;
    while (this.completedJobs < n) {
      const tSub = nextSub < n ? (order[nextSub] as JobState).job.submit : Infinity;
      const t = opening ? t0 : Math.min(events.peekTime(), tSub, clock.next);
      this.now = t;
      let point = opening;
      opening = false;
      while (events.size > 0 && events.peekTime() === t) {
        events.pop();
        if (this.handle(events.poppedType, events.poppedA, events.poppedB)) point = true;
      }
      while (nextSub < n && (order[nextSub] as JobState).job.submit === t) {
        const st = order[nextSub++] as JobState;
        st.status = Status.Queued;
        this.queue.push(st.job);
        point = true;
      }
      const tick = clock.tickAt(t);
      if (this.completedJobs === n) break;
      if (interval === undefined ? !point : !tick) continue;

      // A run that keeps deciding at one instant makes no progress (e.g. zero-duration
      // reconfigurations or power cycles forever): refuse it after MAX_ROUNDS_AT_ONE_TIME rounds.
      if (t === lastDecisionTime) {
        if (++roundsAtTime > MAX_ROUNDS_AT_ONE_TIME) throw noProgressError(policy, t, lastDecisions);
      } else {
        lastDecisionTime = t;
        roundsAtTime = 1;
      }
      const decisions = policyDecisions(policy, view, ctx, t);
      for (let i = 0; i < decisions.length; i++) applyDecision(this, decisions[i]!, policy.name);
      lastDecisions = decisions;

      if (decisions.length === 0 && this.queue.length > 0 && events.size === 0 && nextSub >= n) {
        const head = this.queue[0] as Job;
        throw new SimulationError(
          `t=${t} s: policy "${policy.name}" left ${this.queue.length} job(s) waiting (first "${head.id}") ` +
            `with nothing running and no event pending, so the run cannot finish`,
          { time: t, job: head.id, servers: this.availableServers },
        );
      }
    }
    this.closeAll();
  }

  /** Integrates every server up to the end of the window (the last completion). */
  private closeAll(): void {
    for (let s = 0; s < this.serverCount; s++) this.setState(s, this.serverState_[s] as number);
  }
}
