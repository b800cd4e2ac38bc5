import { SimulationError } from '../../errors/SimulationError';
import type { Rng } from '../../random/Rng';
import type { RunningJob, ServerState } from '../ClusterView';
import type { Decision } from '../Decision';
import type { Job } from '../Job';
import type { Platform } from '../platform';
import type { Policy, PolicyContext } from '../Policy';
import type { ReconfigurationCost } from '../ReconfigurationCost';
import type { AllocationSegment } from '../Simulation';
import { ClusterState } from './ClusterState';
import type { ServerTables } from './ServerTables';
import { applyDecision } from './applyDecision';
import { OFF, IDLE, COMPUTING, EV_COMPLETION, EV_RECONFIG_END, EV_SWITCHED_OFF, STATE_NAMES } from './constants';
import type { RunState } from './RunState';
import { RunView } from './RunView';
import { EventQueue } from './EventQueue';
import { WaitingQueue } from './WaitingQueue';
import { RunningJobs } from './RunningJobs';
import { JobState, Status } from './JobState';
import { DecisionClock } from './DecisionClock';
import { MAX_ROUNDS_AT_ONE_TIME } from './limits';
import { noProgressError, policyDecisions } from './policyDecisions';
import { secondsForMessage, count } from '../../errors/internals/formatForMessage';

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
  /** Index of each job id in `jobs` (from `checkedJobIndex`). */
  readonly ids: ReadonlyMap<string, number>;
  /** The platform's per-server constants (from `serverTables`), shared by the runs of a simulation. */
  readonly tables: ServerTables;
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
  readonly queue = new WaitingQueue<JobState>();
  readonly runningJobs = new RunningJobs();
  readonly maxData: number;
  completedJobs = 0;
  readonly totalJobs: number;

  readonly states: JobState[];
  readonly ids: ReadonlyMap<string, number>;
  readonly events = new EventQueue();
  readonly cost: ReconfigurationCost;
  /** The servers: states, holders, energy, available list. */
  readonly cluster: ClusterState;
  /** Server groups of power-off decisions; power events carry a group index. */
  readonly groups: (readonly number[])[] = [];
  reconfigurations = 0;
  powerOffs = 0;
  readonly allocationSegments: AllocationSegment[] | undefined;

  constructor(private readonly config: RunConfig) {
    const { platform, jobs } = config;
    this.platform = platform;
    this.maxData = config.maxData;
    this.totalJobs = jobs.length;
    this.cost = config.reconfigurationCost;
    this.cluster = new ClusterState(platform, config.tables, config.trace);
    this.states = jobs.map((job, i) => new JobState(job, i, this));
    this.ids = config.ids;
    this.allocationSegments = config.trace ? [] : undefined;
  }

  // ---- what the RunView shows -------------------------------------------------------------------------

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

  readyAt(server: number): number {
    const s = this.server(server);
    const st = this.cluster.state[s];
    if (st === IDLE) return this.now;
    if (st === COMPUTING) return NaN;
    return this.cluster.readyAt[s] as number;
  }

  // ---- state changes -----------------------------------------------------------------------

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
    for (const s of servers) speed = Math.min(speed, this.cluster.speed[s] as number);
    return job.kind === 'malleable' ? Math.pow(servers.length, job.alpha) * speed : speed;
  }



  // ---- events ------------------------------------------------------------------------------

  private complete(st: JobState): void {
    this.closeAllocation(st, st.remaining);
    for (const s of st.servers) this.cluster.assign(s, -1, IDLE, this.now);
    st.status = Status.Done;
    st.end = this.now;
    st.remaining = 0;
    st.rate = 0;
    this.runningJobs.remove(st); // O(1), start order kept (RunningJobs)
    this.completedJobs++;
  }

  private endReconfiguration(st: JobState): void {
    this.closeAllocation(st, 0);
    const cluster = this.cluster;
    const tag = ++cluster.stamp;
    for (const s of st.target) cluster.mark[s] = tag;
    for (const s of st.servers) {
      if (cluster.mark[s] !== tag) cluster.assign(s, -1, IDLE, this.now);
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
        for (const s of this.groups[a] as number[]) this.cluster.setState(s, OFF, this.now);
        return true;
      default: // EV_SWITCHED_ON
        for (const s of this.groups[a] as number[]) this.cluster.switchedOn(s, this.now);
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
    this.cluster.open(t0);
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
        this.queue.push(st);
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
      const decisions = policyDecisions(policy, view, ctx, t, this.cluster.size);
      for (let i = 0; i < decisions.length; i++) applyDecision(this, decisions[i]!, policy.name);
      lastDecisions = decisions;

      if (decisions.length === 0 && this.queue.length > 0 && events.size === 0 && nextSub >= n) {
        const head = this.queue.at(0) as Job;
        throw new SimulationError(
          `t=${secondsForMessage(t)} s: policy "${policy.name}" left ${count(this.queue.length, 'job')} waiting (first "${head.id}") ` +
            `with nothing running and no event pending, so the run cannot finish`,
          { time: t, job: head.id, servers: this.availableServers },
        );
      }
    }
    this.cluster.close(this.now); // integrate every server up to the end of the window (the last completion)
  }
}
