import type { ClusterView } from '../engine/ClusterView';
import { callMeLater, switchOff, switchOn, type Decision } from '../engine/Decision';
import type { Policy, PolicyContext } from '../engine/Policy';
import type { Job } from '../engine/Job';
import { InvalidInputError } from '../errors/InvalidInputError';
import { checkOptions, optionKeys, requireObject } from '../errors/internals/knownKeys';
import type { ShutdownChoice, ShutdownRule, SleepHistory } from './ShutdownRule';
import { SleeperView, jobsOf } from './internals/SleeperView';
import { powerPicture, wakePlan, type PowerPicture } from './internals/wakePlan';
import { allocateWake } from './internals/allocateWake';
import { showValue } from '../errors/internals/showValue';

const WITH_SHUTDOWN_OPTIONS_KEYS = optionKeys<WithShutdownOptions>({ wake: true, showSleepers: true });

/**
 * Options of {@link withShutdown}.
 *
 * @example
 * ```ts
 * import { easyBackfilling, idleTimeout, withShutdown, type WithShutdownOptions } from 'schedlab/policies';
 * const options: WithShutdownOptions = { wake: 'onDemand' };
 * const policy = withShutdown(easyBackfilling(), idleTimeout({ suspendTime: 600 }), options);
 * ```
 */
export interface WithShutdownOptions {
  /**
   * When and for whom sleeping servers are switched on. `'allocate'` (the default since issue 38's
   * third round): Slurm's reading (slurm.schedmd.com/power_save.html: powered-down nodes stay
   * allocatable and the nodes of every job they are allocated to are resumed): every waiting job, in
   * queue order, gets idle, coming or sleeping servers, and the sleepers given out are switched on
   * now (see docs/energy.md, "Which servers to wake", for what it costs and saves). `'onDemand'`
   * (the default before): for the head job only (the first job the base left waiting), as soon as it
   * needs them, and only those it lacks at its earliest start counting running jobs' ends: minimal
   * waking, which runs a burst of small jobs one after another on one woken server. `'reservation'`:
   * the same servers as `'onDemand'`, switched on ahead so that they are idle exactly at the head
   * job's reservation (batsched's energy_bf). `'reservationAndAllocate'`: the head job's sleepers as
   * `'reservation'`, and the sleepers it does not need allocated to the jobs behind it as
   * `'allocate'` (switched on now; EASY backfills them when they are idle if that delays no
   * reservation): `energyBackfilling({ wakeForBackfill: true })`.
   * @defaultValue `'allocate'`
   */
  readonly wake?: 'onDemand' | 'reservation' | 'allocate' | 'reservationAndAllocate';
  /**
   * Show the base policy the sleeping servers as placeholder running jobs that end when the servers
   * can be idle, so a backfilling base plans its reservation with them (rigid-job bases; set false
   * for a base that reconfigures malleable running jobs).
   * @defaultValue true
   */
  readonly showSleepers?: boolean;
}

/** What one run of the policy remembers: switches in the last minute, calls asked for. */
interface RunMemory {
  /** The run (`view.run ?? view`): a host builds a view per call, the memory lasts the run. */
  readonly run: object;
  readonly sleeperView: SleeperView;
  readonly suspends: number[];
  readonly resumes: number[];
  readonly calls: Set<number>;
  /** For a rule that reads it (`sleepHistory`): each server's switch-off decision time and last sleep. */
  readonly history: RunHistory | undefined;
}

/** The sleeps withShutdown saw: switch-off decision times of the servers asleep, last sleep lengths. */
class RunHistory implements SleepHistory {
  readonly offAt = new Map<number, number>();
  readonly last = new Map<number, number>();
  lastSleep(server: number): number | undefined {
    return this.last.get(server);
  }
  /** Servers switched on at `now`: their sleep since their switch-off decision ends. */
  woken(servers: readonly number[], now: number): void {
    for (const s of servers) {
      const t = this.offAt.get(s);
      if (t === undefined) continue;
      this.last.set(s, now - t);
      this.offAt.delete(s);
    }
  }
}

/** The switch-off decisions of a rule's choice, at most `room` servers: one per sleep state (state 0: a plain switchOff). */
function offDecisions(choice: ShutdownChoice, room: number): { readonly decisions: Decision[]; readonly servers: readonly number[] } {
  const servers = room >= choice.off.length ? choice.off : choice.off.slice(0, Math.max(0, room));
  const st = choice.sleepState;
  if (servers.length === 0) return { decisions: [], servers };
  if (st === undefined || st === 0) return { decisions: [switchOff(servers)], servers };
  if (typeof st === 'number') return { decisions: [switchOff(servers, { sleepState: st })], servers };
  const byState = new Map<number, number[]>();
  servers.forEach((s, i) => {
    const k = st[i] ?? 0;
    const group = byState.get(k);
    if (group === undefined) byState.set(k, [s]);
    else group.push(s);
  });
  const decisions = [...byState.keys()].sort((a, b) => a - b).map((k) => (k === 0 ? switchOff(byState.get(k)!) : switchOff(byState.get(k)!, { sleepState: k })));
  return { decisions, servers };
}

/** Drops the times more than 60 s before `now`; returns how many remain. */
function inLastMinute(times: number[], now: number): number {
  let k = 0;
  while (k < times.length && (times[k] as number) <= now - 60) k++;
  if (k > 0) times.splice(0, k);
  return times.length;
}

/**
 * Any policy plus a shutdown rule (issue 38; docs/energy.md): at each scheduling point the base
 * policy decides on the servers that are on; then sleeping servers are switched on for the waiting
 * jobs they are allocated to (`wake: 'allocate'`, the default, Slurm's reading), or for the head job
 * of the queue only (the first job the base left waiting: on demand, or ahead of time for its
 * reservation), and, when no job waits, the rule switches idle servers off. The rule's rates (Slurm's
 * SuspendRate, ResumeRate) are enforced over any 60 s; a timeout, a deferred wake-up or a rate's
 * window asks for a scheduling point (`callMeLater`). Rigid jobs: the head job's need is its
 * `processors` (a malleable head needs its `minServers`), running jobs end at `start + estimate`.
 *
 * Policies keep no state they cannot rebuild, except here: the switches of the last minute and the
 * calls asked for, kept per run (a new view object is a new run).
 *
 * @param base - the scheduling policy (EASY, FCFS, ...)
 * @param rule - when idle servers go off (`idleTimeout`, `breakEvenShutdown`, `keepIdle`, your own)
 * @throws InvalidInputError for a missing base or rule or an invalid option
 * @example
 * ```ts
 * import { createSimulation, homogeneousPlatform } from 'schedlab/engine';
 * import { easyBackfilling, idleTimeout, withShutdown } from 'schedlab/policies';
 * const sim = createSimulation({
 *   platform: homogeneousPlatform({ servers: 4 }),
 *   jobs: [
 *     { kind: 'rigid', id: 'a', submit: 0, processors: 4, runtime: 600, estimate: 600 },
 *     { kind: 'rigid', id: 'b', submit: 9000, processors: 4, runtime: 600, estimate: 600 },
 *   ],
 * });
 * const m = sim.run(withShutdown(easyBackfilling(), idleTimeout({ suspendTime: 1800 }))).metrics;
 * m.switchOffs; // 4: off at 2400 s, woken when b arrives (allocated to it)
 * ```
 */
export function withShutdown(base: Policy, rule: ShutdownRule, options: WithShutdownOptions = {}): Policy {
  requireObject('withShutdown(base)', base, 'a Policy');
  requireObject('withShutdown(rule)', rule, 'a ShutdownRule (idleTimeout, breakEvenShutdown, keepIdle)');
  checkOptions('withShutdown(options)', options, WITH_SHUTDOWN_OPTIONS_KEYS);
  const wake = options.wake ?? 'allocate';
  if (wake !== 'onDemand' && wake !== 'reservation' && wake !== 'allocate' && wake !== 'reservationAndAllocate') throw new InvalidInputError(`withShutdown: options.wake must be 'onDemand', 'reservation', 'allocate' or 'reservationAndAllocate', got ${showValue(wake)}`);
  const showSleepers = options.showSleepers ?? true;
  const both = wake === 'reservationAndAllocate';
  const ahead = wake === 'reservation' || both;
  const allocate = wake === 'allocate';
  // the name marks the modes other than the default
  const name = `${base.name}+${rule.name}${both ? '+wakeAheadAndAllocated' : ahead ? '+wakeAhead' : allocate ? '' : '+wakeOnDemand'}`;
  let memory: RunMemory | undefined;

  function decide(view: ClusterView, ctx: PolicyContext): readonly Decision[] {
    const run = view.run ?? view;
    if (memory === undefined || memory.run !== run) memory = { run, sleeperView: new SleeperView(), suspends: [], resumes: [], calls: new Set(), history: rule.sleepHistory === true ? new RunHistory() : undefined };
    const mem = memory;
    const now = view.now;
    let picture = powerPicture(view);
    let shown: ClusterView = view;
    if (showSleepers && (picture.sleepers.length > 0 || picture.coming.length > 0)) {
      mem.sleeperView.update(view, [...picture.coming, ...picture.sleepers.map((s) => s.ready)].sort((a, b) => a - b));
      shown = mem.sleeperView;
    }
    const out = base.decide(shown, ctx).slice();
    // what the base left: idle servers and the head job
    const used = new Set<number>();
    const started = new Set<string>();
    // servers the base itself switches (energyBackfilling, a powering-off greedy policy): the wrapper
    // leaves them alone in this batch, and counts the ones the base wakes as on their way
    let touched: Set<number> | undefined;
    let woken: number[] | undefined;
    for (const d of out) {
      if (d.type === 'start') {
        started.add(d.job);
        for (const s of d.servers) used.add(s);
      } else if (d.type === 'switchOn' || d.type === 'switchOff' || d.type === 'powerOff' || d.type === 'setPstate') {
        touched ??= new Set();
        for (const s of d.servers) touched.add(s);
        if (d.type === 'switchOn') (woken ??= []).push(...d.servers);
      }
    }
    if (woken !== undefined) mem.history?.woken(woken, now);
    const idle = view.availableServers.filter((s) => !used.has(s) && !touched?.has(s));
    if (touched !== undefined) picture = baseSwitched(picture, touched, woken);
    let head: Job | undefined;
    if (view.queue.length > started.size) {
      for (const job of view.queue) {
        if (!started.has(job.id)) {
          head = job;
          break;
        }
      }
    }
    let next = Infinity;
    if (head !== undefined) {
      const need = head.kind === 'rigid' ? head.processors : head.minServers;
      const releases: [number, number][] = [];
      for (const r of view.running) {
        if (r.job.kind === 'rigid') releases.push([Math.max(now, r.start + r.job.estimate), r.servers.length]);
      }
      for (const j of jobsOf(view.queue, started)) if (j.kind === 'rigid') releases.push([now + j.estimate, j.processors]);
      let plan: { readonly servers: readonly number[]; readonly at: number } | undefined = allocate ? allocatedPlan(picture, idle.length, view.queue, started, now) : wakePlan(picture, need, idle.length, releases, now, ahead);
      if (both) plan = withBackfillWake(plan, picture, view.queue, started, head, now);
      if (plan !== undefined) {
        if (plan.at > now) next = plan.at;
        else {
          const room = rule.maxResumesPerMinute - inLastMinute(mem.resumes, now);
          const servers = room >= plan.servers.length ? plan.servers : plan.servers.slice(0, Math.max(0, room));
          if (servers.length > 0) {
            out.push(switchOn(servers));
            for (let i = 0; i < servers.length; i++) mem.resumes.push(now);
            mem.history?.woken(servers, now);
          }
          if (servers.length < plan.servers.length) next = (mem.resumes[0] as number) + 60;
        }
      }
    } else if (idle.length > 0) {
      const choice = mem.history === undefined ? rule.select(view, idle) : rule.select(view, idle, mem.history);
      next = choice.next;
      if (choice.off.length > 0) {
        const room = rule.maxSuspendsPerMinute - inLastMinute(mem.suspends, now);
        const { decisions, servers: off } = offDecisions(choice, room);
        if (off.length > 0) {
          out.push(...decisions);
          for (let i = 0; i < off.length; i++) mem.suspends.push(now);
          if (mem.history !== undefined) for (const s of off) mem.history.offAt.set(s, now);
        }
        if (off.length < choice.off.length) next = Math.min(next, (mem.suspends[0] as number) + 60);
      }
    }
    for (const t of mem.calls) if (t <= now) mem.calls.delete(t);
    if (next > now && next < Infinity && !mem.calls.has(next)) {
      mem.calls.add(next);
      out.push(callMeLater(next));
    }
    return out;
  }

  return Object.freeze({ name, decide });
}

/**
 * The power picture once the base's own switches are applied: its switched servers are no longer
 * sleepers the wrapper may wake, and those it switches on are on their way (idle at the readiness a
 * switch-on now gives them).
 */
function baseSwitched(picture: PowerPicture, touched: ReadonlySet<number>, woken: readonly number[] | undefined): PowerPicture {
  const wokenSet = new Set(woken ?? []);
  const coming = [...picture.coming];
  for (const s of picture.sleepers) if (wokenSet.has(s.server)) coming.push(s.ready);
  coming.sort((a, b) => a - b);
  return { sleepers: picture.sleepers.filter((s) => !touched.has(s.server)), coming };
}

/** `wake: 'allocate'`: the sleepers the waiting jobs are given, switched on now (undefined: none). */
function allocatedPlan(picture: PowerPicture, idle: number, queue: Iterable<Job>, started: ReadonlySet<string>, now: number): { readonly servers: readonly number[]; readonly at: number } | undefined {
  if (picture.sleepers.length === 0) return undefined;
  const waiting: Job[] = [];
  for (const j of queue) if (!started.has(j.id)) waiting.push(j);
  const servers = allocateWake(picture, idle, waiting);
  return servers.length === 0 ? undefined : { servers, at: now };
}

/**
 * `wake: 'reservationAndAllocate'`: the head job's plan (`head`, ahead of time) plus the sleepers it
 * does not take allocated now, Slurm-like, to the jobs behind it (no idle server counted: EASY left
 * them none it could use). A deferred head plan is kept as it is when nothing else is woken; else the
 * others are woken now and the head's sleepers at their time (the next scheduling point asks again).
 */
function withBackfillWake(headPlan: { readonly servers: readonly number[]; readonly at: number } | undefined, picture: PowerPicture, queue: Iterable<Job>, started: ReadonlySet<string>, head: Job, now: number): { readonly servers: readonly number[]; readonly at: number } | undefined {
  const taken = new Set(headPlan?.servers ?? []);
  const rest = { sleepers: picture.sleepers.filter((s) => !taken.has(s.server)), coming: [] };
  const behind: Job[] = [];
  for (const j of queue) if (!started.has(j.id) && j !== head) behind.push(j);
  const others = rest.sleepers.length === 0 ? [] : allocateWake(rest, 0, behind);
  if (others.length === 0) return headPlan;
  if (headPlan === undefined || headPlan.at > now) return { servers: others, at: now };
  return { servers: [...headPlan.servers, ...others].sort((a, b) => a - b), at: now };
}
