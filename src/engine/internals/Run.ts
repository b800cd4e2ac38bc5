import type { Rng } from '../../random/Rng';
import type { Decision } from '../Decision';
import type { Job } from '../Job';
import type { Platform } from '../platform';
import type { Policy, PolicyContext } from '../Policy';
import type { ReconfigurationCost } from '../ReconfigurationCost';
import type { AllocationSegment } from '../Simulation';
import { ClusterState } from './ClusterState';
import { applyDecision } from './applyDecision';
import { COMPUTING, EV_RESERVATION_END } from './constants';
import { handleRunEvent } from './handleRunEvent';
import type { RunState } from './RunState';
import { RunView } from './RunView';
import { EventQueue } from './EventQueue';
import { WaitingQueue } from './WaitingQueue';
import { RunningJobs } from './RunningJobs';
import { JobState, Status } from './JobState';
import { DecisionClock } from './DecisionClock';
import { MAX_ROUNDS_AT_ONE_TIME } from './limits';
import { IdleCycles } from './IdleCycles';
import { idleCyclesError, noProgressError, policyDecisions, stuckQueueError } from './policyDecisions';
import type { RunEvent } from '../RunEvent';
import type { RunConfig } from './RunConfig';
import type { CapSchedule } from './CapSchedule';
import { appliedEvent, decisionEvent, serverStateRecorder } from './runEvents';
import { OnlineSubmissions } from './OnlineSubmissions';
import { submissionOrder } from './submissionOrder';
import { RunReaders } from './RunReaders';
import { AvailabilityState } from './AvailabilityState';

/**
 * State of one simulation run: the environment object of the event loop (SimPy style). It is
 * the source of the read-only {@link RunView} handed to the policy (one per run, so a scheduling
 * point allocates nothing): what the view shows is read by the {@link RunReaders} it extends.
 */
export class Run extends RunReaders implements RunState {
  now = 0;
  /** Start of the measured window: the first submission, or clockStart when earlier. */
  start = 0;
  readonly platform: Platform;
  readonly queue = new WaitingQueue<JobState>();
  readonly runningJobs = new RunningJobs();
  readonly maxData: number;
  completedJobs = 0;
  totalJobs: number;

  readonly states: JobState[];
  /**
   * Energy of each job's servers while it held them, up to its `since` (J), by job index. An array
   * of unboxed doubles rather than a field of JobState: one allocation instead of a boxed number on
   * each of the run's job states (docs/benchmarks.md, "The cost recovered").
   */
  readonly jobEnergy: number[];
  ids: ReadonlyMap<string, number>;
  readonly events = new EventQueue();
  readonly cost: ReconfigurationCost;
  /** The servers: states, holders, energy, available list. */
  readonly cluster: ClusterState;
  /** Server groups of power-off decisions; power events carry a group index. */
  readonly groups: (readonly number[])[] = [];
  reconfigurations = 0;
  preemptions = 0;
  preemptedWork = 0;
  powerOffs = 0;
  switchOffs = 0;
  readonly allocationSegments: AllocationSegment[] | undefined;
  readonly cap: CapSchedule | undefined;
  readonly walltimeKill: boolean;
  readonly partitioned: boolean;
  /** Server failures (`RunOptions.availability`), or undefined. */
  readonly availability: AvailabilityState | undefined;

  constructor(private readonly config: RunConfig) {
    super();
    const { platform, jobs } = config;
    this.platform = platform;
    this.maxData = config.maxData;
    this.totalJobs = jobs.length;
    this.cost = config.reconfigurationCost;
    this.cluster = new ClusterState(platform, config.tables, config.trace);
    this.states = jobs.map((job, i) => new JobState(job, i, this));
    this.jobEnergy = new Array<number>(jobs.length).fill(0);
    this.ids = config.ids;
    this.allocationSegments = config.trace ? [] : undefined;
    this.cap = config.powerCap;
    if (config.softPowerCap !== undefined) this.cluster.draw.soft = config.softPowerCap;
    this.walltimeKill = config.walltimeKill;
    this.availability = config.availability === undefined ? undefined : new AvailabilityState(config.availability.settings, config.availability.rng);
    this.partitioned = platform.partitions !== undefined || platform.queues !== undefined || platform.reservations !== undefined;
  }

  // ---- state changes -----------------------------------------------------------------------

  /** Closes the current allocation interval of a job in the trace. */
  closeAllocation(st: JobState, work: number, power = this.jobPower(st)): void {
    this.jobEnergy[st.index] = (this.jobEnergy[st.index] as number) + power * (this.now - st.since);
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

  /** Power of a job's servers now (W): their computing power (a reconfiguring job's servers compute). */
  jobPower(st: JobState): number {
    const power = this.cluster.power;
    let w = 0;
    for (const s of st.servers) w += power[s * 5 + COMPUTING] as number;
    return w;
  }

  /** Progress rate of a job on a server set: `n^alpha * s` (malleable) or `s` (rigid), s = slowest server. */
  rateOn(job: Job, servers: readonly number[]): number {
    let speed = Infinity;
    for (const s of servers) speed = Math.min(speed, this.cluster.speed[s] as number);
    return job.kind === 'malleable' ? Math.pow(servers.length, job.alpha) * speed : speed;
  }

  // ---- main loop ---------------------------------------------------------------------------
  //
  // One loop for every way of driving a run (`advance`): `Simulation.run` runs it to the end in one
  // call (what `start(...).finish()` does when nobody listens); a `RunHandle` runs it one round (`step`) or up to a time
  // (`runUntil`) at a time. Nothing else advances a run.

  /** The submissions of the job set in (submit, index) order; `orderCount` of them (`states` grows with online jobs). */
  private order: readonly JobState[] = [];
  private orderCount = 0;
  private nextSub = 0;
  /** Jobs submitted online (`RunHandle.submit`) and not yet released, in (submit, arrival) order. */
  private readonly online = new OnlineSubmissions();
  private policy: Policy | undefined;
  private ctx: PolicyContext | undefined;
  private clock: DecisionClock | undefined;
  /** The read-only view the policy receives (one per run). */
  view: RunView | undefined;
  private lastDecisionTime = NaN;
  private roundsAtTime = 0;
  private lastDecisions: readonly Decision[] = [];
  /** Scheduling points in a row at which jobs wait, nothing runs and only power-downs are decided. */
  private readonly idle = new IdleCycles();
  /** With clockStart before the first submission, the run opens with a scheduling point at t0. */
  private opening = false;
  /** True once every job has completed (the loop is over; `close` integrates the servers up to `now`). */
  ended = false;
  private closed = false;
  /**
   * Where the events of the run are recorded while a `RunHandle` listens or steps (undefined
   * otherwise: `Simulation.run` builds no event object at all).
   */
  recorded: RunEvent[] | undefined = undefined;

  /**
   * Starts (an array) or stops (undefined) recording the run's events, server state changes
   * included. Returns the previous recording.
   */
  record(into: RunEvent[] | undefined): RunEvent[] | undefined {
    const previous = this.recorded;
    this.recorded = into;
    this.cluster.onState = into === undefined ? undefined : serverStateRecorder(into);
    return previous;
  }

  /** Prepares the loop: the submission order, the window start, the decision clock and the policy's view. */
  begin(policy: Policy, rng: Rng): void {
    const order = submissionOrder(this.states);
    this.order = order;
    this.orderCount = order.length;
    const firstSubmit = order[0]?.job.submit ?? 0;
    const clockStart = this.config.clockStart;
    const t0 = clockStart ?? firstSubmit; // createSimulation checked clockStart <= firstSubmit
    this.start = t0;
    this.now = t0;
    this.cluster.open(t0);
    this.clock = new DecisionClock(this.config.decisionInterval, this.config.decisionOrigin, t0);
    this.policy = policy;
    this.ctx = { rng };
    this.view = new RunView(this); // what the policy sees: read-only, no engine internals
    this.opening = t0 < firstSubmit;
    if (this.partitioned || this.availability !== undefined) this.beginRules(t0);
  }

  /** Issue 39's rules at the start: every reservation's end is a scheduling point, the first failures drawn. */
  private beginRules(t0: number): void {
    for (const r of this.platform.reservations ?? []) if (r.end > t0) this.events.push(r.end, EV_RESERVATION_END, 0, 0);
    this.availability?.begin(this, t0);
  }

  /** Time of the next submission (of the job set or online), or Infinity. */
  private nextSubmitTime(): number {
    const a = this.nextSub < this.orderCount ? (this.order[this.nextSub] as JobState).job.submit : Infinity;
    const b = this.online.peekTime();
    return a < b ? a : b;
  }

  /**
   * The event loop: runs rounds while the next one is strictly before `until` and fewer than
   * `rounds` have run. A round is the events due at the next time, the submissions at that time
   * and, at a scheduling point (or tick), one call of the policy with its decisions applied.
   * Returns the number of rounds run; `ended` is set once every job has completed.
   * `Simulation.run` is one call `advance(Infinity, Infinity)`; `RunHandle.step` is
   * `advance(Infinity, 1)`, `runUntil(t)` is `advance(t, ...)`.
   * @throws SimulationError when the policy fails, takes an illegal decision or stalls
   */
  advance(until: number, rounds: number): number {
    const events = this.events;
    const clock = this.clock as DecisionClock;
    const order = this.order;
    const orderCount = this.orderCount;
    const online = this.online;
    const policy = this.policy as Policy;
    const view = this.view as RunView;
    const ctx = this.ctx as PolicyContext;
    const interval = this.config.decisionInterval;
    let done = 0;
    while (done < rounds) {
      if (this.completedJobs === this.totalJobs) {
        this.ended = true;
        break;
      }
      const tSub = this.nextSub < orderCount ? (order[this.nextSub] as JobState).job.submit : Infinity;
      const tOnline = online.peekTime();
      const t = this.opening ? this.start : Math.min(events.peekTime(), tSub < tOnline ? tSub : tOnline, clock.next);
      if (!(t < until)) break;
      done++;
      this.now = t;
      this.cluster.draw.advance(t); // the draw held until t, switch-on starts before t applied: before any change at t
      let point = this.opening;
      this.opening = false;
      while (events.size > 0 && events.peekTime() === t) {
        events.pop();
        if (handleRunEvent(this, events.poppedType, events.poppedA, events.poppedB)) point = true;
      }
      if (tSub === t) {
        while (this.nextSub < orderCount && (order[this.nextSub] as JobState).job.submit === t) this.enqueue(order[this.nextSub++] as JobState);
        point = true;
      }
      // online jobs after the job set's at the same time: as if appended to the job list
      if (tOnline === t) {
        while (online.peekTime() === t) this.enqueue(online.pop());
        point = true;
      }
      const tick = clock.tickAt(t);
      if (this.completedJobs === this.totalJobs) {
        this.ended = true;
        break;
      }
      if (interval === undefined ? !point : !tick) continue;

      // A run that keeps deciding at one instant makes no progress (e.g. zero-duration
      // reconfigurations or power cycles forever): refuse it after MAX_ROUNDS_AT_ONE_TIME rounds.
      if (t === this.lastDecisionTime) {
        if (++this.roundsAtTime > MAX_ROUNDS_AT_ONE_TIME) throw noProgressError(policy, t, this.lastDecisions);
      } else {
        this.lastDecisionTime = t;
        this.roundsAtTime = 1;
      }
      const decisions = policyDecisions(policy, view, ctx, t, this.cluster.size);
      if (this.recorded === undefined) {
        for (let i = 0; i < decisions.length; i++) applyDecision(this, decisions[i]!, policy.name);
      } else {
        this.recorded.push(decisionEvent(t, decisions));
        for (let i = 0; i < decisions.length; i++) {
          const d = decisions[i]!;
          applyDecision(this, d, policy.name);
          if (d.type === 'start' || d.type === 'reconfigure') this.recorded.push(appliedEvent(d, this.states[this.ids.get(d.job) as number] as JobState, this.now));
        }
      }
      this.lastDecisions = decisions;

      // (server failures to come change nothing while every server is up: a policy that starts nothing then is stuck)
      if (decisions.length === 0 && this.queue.length > 0 && this.pendingEvents() === 0 && this.nextSubmitTime() === Infinity) {
        throw stuckQueueError(policy, t, this.queue.length, (this.queue.at(0) as Job).id, this.availableServers);
      }
      if (this.queue.length > 0 && this.runningJobs.size === 0) {
        if (this.idle.count(decisions, this.nothingToCome)) throw idleCyclesError(policy, t, this.queue.length, (this.queue.at(0) as Job).id);
      } else this.idle.reset();
    }
    if (this.completedJobs === this.totalJobs) this.ended = true;
    return done;
  }

  /** True when no job is still to be submitted (bound once: IdleCycles asks it only when it matters). */
  private readonly nothingToCome = (): boolean => this.nextSubmitTime() === Infinity;

  /** Events that can still change something for a waiting job: with failures to come, those count only while a server is down. */
  private pendingEvents(): number {
    const a = this.availability;
    if (a === undefined) return this.events.size;
    return a.failedCount > 0 ? 1 : this.events.size - a.pending;
  }

  /** Puts a job in the queue at its submission (`now`). */
  private enqueue(st: JobState): void {
    st.status = Status.Queued;
    this.queue.push(st);
    if (this.recorded !== undefined) this.recorded.push({ type: 'jobSubmitted', time: this.now, job: st.job });
  }

  /**
   * Adds a job submitted during the run (validated by the caller: fields, unique id, submit >= now).
   * It is queued at its submit time after the job set's jobs of that time and the online jobs
   * submitted before it, exactly as if it had been appended to the job list.
   */
  submitOnline(job: Job): void {
    const st = new JobState(job, this.states.length, this);
    this.states.push(st);
    this.jobEnergy.push(0);
    if (this.ids === this.config.ids) this.ids = new Map(this.config.ids); // the job set's index is shared by its runs
    (this.ids as Map<string, number>).set(job.id, st.index);
    this.totalJobs++;
    this.online.push(st);
  }

  /** Integrates every server up to the end of the window (the last completion); once. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.cluster.close(this.now);
  }
}
