import { SimulationError } from '../../errors/SimulationError';
import type { Decision } from '../Decision';
import { Status, type JobState } from './JobState';
import {
  COMPUTING,
  EV_COMPLETION,
  EV_RECONFIG_END,
  EV_SWITCHED_OFF,
  EV_SWITCHED_ON,
  EV_WALLTIME,
  IDLE,
} from './constants';
import type { RunState as Run } from './RunState';
import { startRate } from './startRate';
import { partitionViolation } from './checkPartition';
import { reservationViolation } from './checkReservations';
import { MAX_SECONDS } from './limits';
import { secondsForMessage, count } from '../../errors/internals/formatForMessage';
import { applyPowerDecision } from './applyPowerDecision';
import type { DecisionChecks } from './DecisionChecks';
import { toSleepState } from './serverLevels';
import { checkCap } from './powerCap';
import { requeuePreempted } from './requeuePreempted';
import type { RunEvent } from '../RunEvent';

/**
 * The server list of a decision, ascending: the engine's own copy (`policyDecisions` made it), sorted
 * in place unless already ascending (the usual case).
 */
function ascending(servers: readonly number[]): number[] {
  const out = servers as number[];
  for (let i = 1; i < out.length; i++) {
    if ((out[i] as number) < (out[i - 1] as number)) return out.sort((a, b) => a - b);
  }
  return out;
}

/** JSON of a refused value for a message (never throws: a getter of the policy's may). */
function json(v: unknown): string {
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return Object.prototype.toString.call(v);
  }
}

function list(servers: readonly number[]): string {
  if (!Array.isArray(servers)) return json(servers);
  return servers.length > 12 ? `[${servers.slice(0, 12).join(', ')}, ...] (${servers.length})` : `[${servers.join(', ')}]`;
}

/**
 * The decision being validated, described only when it fails (the hot path builds neither strings
 * nor closures).
 */
type What = Decision;

function describe(d: Decision): string {
  switch (d.type) {
    case 'start':
      return `start of job "${d.job}" on servers ${list(d.servers)}`;
    case 'reconfigure':
      return `reconfiguration of job "${d.job}" to servers ${list(d.servers)}`;
    case 'switchOff':
    case 'switchOn':
      return `${d.type} of servers ${list(d.servers)}${d.type === 'switchOff' && d.sleepState !== undefined ? ` to sleep state ${json(d.sleepState)}` : ''}`;
    case 'callMeLater':
      return `callMeLater(${json(d.time)})`;
    case 'setPstate':
      return `setPstate of servers ${list(d.servers)} to p-state ${json(d.pstate)}`;
    case 'preempt':
      return `preemption of job ${json(d.job)} (${json(d.mode)})`;
    default:
      return `power-off of servers ${list(d.servers)} for ${secondsForMessage(d.duration)} s`;
  }
}

function fail(run: Run, what: What, why: string, job: string | undefined, servers: readonly number[]): never {
  throw new SimulationError(`t=${secondsForMessage(run.now)} s: ${describe(what)}: ${why}`, {
    time: run.now,
    ...(job === undefined ? {} : { job }),
    servers,
  });
}

/** Why a server cannot be taken now, or undefined when it is available. */
function unavailable(run: Run, s: number): string | undefined {
  const state = run.cluster.state[s];
  const holder = run.cluster.holder[s] as number;
  if (holder >= 0) return `server ${s} is busy with job "${run.states[holder]?.id}"`;
  if (state === IDLE) return undefined;
  return `server ${s} is ${run.serverState(s)} (idle again at ${secondsForMessage(run.cluster.readyAt[s]!)} s)`;
}

/**
 * Checks a server list: integers in range and distinct. Marks them with a fresh stamp in
 * `run.mark` and returns that stamp.
 */
function checkServers(run: Run, what: What, job: string | undefined, servers: readonly number[]): number {
  if (!Array.isArray(servers) || servers.length === 0) fail(run, what, 'expected a non-empty array of servers', job, []);
  const tag = ++run.cluster.stamp;
  for (const s of servers) {
    if (!Number.isInteger(s) || s < 0 || s >= run.cluster.size) {
      fail(run, what, `server ${String(s)} does not exist (0..${run.cluster.size - 1})`, job, servers);
    }
    if (run.cluster.mark[s] === tag) fail(run, what, `server ${s} is listed twice`, job, servers);
    run.cluster.mark[s] = tag;
  }
  return tag;
}

function findJob(run: Run, what: What, id: unknown, servers: readonly number[]): JobState {
  const i = typeof id === 'string' ? run.ids.get(id) : undefined;
  const st = i === undefined ? undefined : run.states[i];
  if (st === undefined) fail(run, what, `no job with id ${JSON.stringify(id)}`, undefined, servers);
  return st;
}

function start(run: Run, what: What, id: string, servers: readonly number[]): void {
  const head = run.queue.first(); // most starts are of the head: no lookup of the id then
  const st = head !== undefined && head.id === id ? head : findJob(run, what, id, servers);
  if (st.status !== Status.Queued) {
    const why = ['has not been submitted yet', '', 'is already running', 'has already completed'][st.status] as string;
    fail(run, what, `the job ${why}`, id, servers);
  }
  checkServers(run, what, id, servers);
  for (const s of servers) {
    const why = unavailable(run, s);
    if (why !== undefined) fail(run, what, why, id, servers);
  }
  const job = st.job;
  const n = servers.length;
  if (job.kind === 'malleable') {
    if (n < job.minServers) fail(run, what, `${count(n, 'server')} is fewer than the job's minimum ${job.minServers}`, id, servers);
    if (n > job.maxServers) fail(run, what, `${count(n, 'server')} is more than the job's maximum ${job.maxServers}`, id, servers);
  } else if (n !== job.processors) {
    fail(run, what, `a rigid job needs exactly ${count(job.processors, 'server')}, got ${n}`, id, servers);
  }
  if (run.partitioned) {
    const why = partitionViolation(run.platform, job, servers) ?? reservationViolation(run.platform, job, servers, run.now);
    if (why !== undefined) fail(run, what, why, id, servers);
  }
  run.queue.remove(st); // O(1) for the head, O(log n) elsewhere (WaitingQueue)
  st.servers = ascending(servers);
  run.cluster.startOn(st.servers, st.index, run.now);
  st.status = Status.Running;
  st.start = run.now;
  st.since = run.now;
  st.firstServers = n;
  st.rate = startRate(run, st, st.servers);
  st.completion = run.now + st.remaining / st.rate;
  run.runningJobs.push(st);
  run.events.push(st.completion, EV_COMPLETION, st.index, st.version);
  if (run.walltimeKill && job.kind === 'rigid' && st.completion > run.now + job.estimate) run.events.push(run.now + job.estimate, EV_WALLTIME, st.index, 0);
}

function reconfigure(run: Run, what: What, id: string, servers: readonly number[]): void {
  const st = findJob(run, what, id, servers);
  if (st.status !== Status.Running) fail(run, what, 'the job is not running', id, servers);
  const job = st.job;
  if (job.kind !== 'malleable') fail(run, what, 'the job is rigid', id, servers);
  if (st.reconfiguring) fail(run, what, 'the job is already reconfiguring', id, servers);
  const tag = checkServers(run, what, id, servers);
  const n = st.servers.length;
  const m = servers.length;
  if (m < job.minServers) fail(run, what, `${count(m, 'server')} is fewer than the job's minimum ${job.minServers}`, id, servers);
  if (m > job.maxServers) fail(run, what, `${count(m, 'server')} is more than the job's maximum ${job.maxServers}`, id, servers);
  if (m === n) fail(run, what, `the job already runs on ${count(n, 'server')}`, id, servers);
  if (m > n) {
    for (const s of st.servers) {
      if (run.cluster.mark[s] !== tag) fail(run, what, `a grown set must keep the job's servers; server ${s} is missing`, id, servers);
    }
    for (const s of servers) {
      if (run.cluster.holder[s] === st.index) continue;
      const why = unavailable(run, s);
      if (why !== undefined) fail(run, what, why, id, servers);
    }
  } else {
    for (const s of servers) {
      if (run.cluster.holder[s] !== st.index) fail(run, what, `a shrunk set must be part of the job's servers; server ${s} is not`, id, servers);
    }
  }
  const duration = run.cost(n, m, job.data);
  if (!Number.isFinite(duration) || duration < 0) {
    fail(run, what, `the reconfiguration cost model returned ${duration}; expected a finite number >= 0`, id, servers);
  }
  // Freeze progress: work left is exact from the pending completion time.
  const left = st.rate * (st.completion - run.now);
  run.closeAllocation(st, st.remaining - left);
  st.remaining = left;
  st.rate = 0;
  st.completion = Infinity;
  st.version++;
  st.reconfiguring = true;
  st.reconfigurations++;
  run.reconfigurations++;
  st.target = ascending(servers);
  if (m > n) {
    for (const s of st.target) {
      if (run.cluster.holder[s] === st.index) continue;
      run.cluster.assign(s, st.index, COMPUTING, run.now);
    }
    st.servers = st.target.slice();
  }
  run.events.push(run.now + duration, EV_RECONFIG_END, st.index, st.version);
}

function powerOff(run: Run, what: What, servers: readonly number[], duration: number): void {
  checkServers(run, what, undefined, servers);
  for (const s of servers) {
    const why = unavailable(run, s);
    if (why !== undefined) fail(run, what, why, undefined, servers);
    if (run.cluster.sleepOf !== undefined) toSleepState(run.cluster, s, 0, undefined); // a powerOff cycle is sleep state 0 (unused by an idle server until then)
    const min = (run.cluster.switchOff[s] as number) + (run.cluster.switchOn[s] as number);
    if (!(typeof duration === 'number' && Number.isFinite(duration) && duration >= min && duration <= MAX_SECONDS)) {
      fail(run, what, `duration must be a finite number >= switch-off + switch-on time of server ${s} (${secondsForMessage(min)} s) and <= 1e12 s`, undefined, servers);
    }
  }
  const back = run.now + duration;
  // One group of events per cluster (servers of a cluster share their transition times).
  const cluster = run.cluster;
  const clusterOf = cluster.clusterOf;
  let rest: number[] | undefined;
  const first = clusterOf[servers[0] as number];
  for (const s of servers) {
    // off once switched off; switching on from `back - switchOn` (no event: ClusterState.stateAt)
    const offAt = run.now + (cluster.switchOff[s] as number);
    cluster.powerOff(s, run.now, Math.max(offAt, back - (cluster.switchOn[s] as number)), back);
    if (clusterOf[s] !== first) (rest ??= []).push(s);
  }
  if (rest === undefined) powerGroup(run, servers, back); // the engine's own copy (policyDecisions)
  else for (const g of splitByCluster(run, servers)) powerGroup(run, g, back);
  run.powerOffs += servers.length;
  run.switchOffs += servers.length;
}

/** The events of a power-off group of servers of one cluster (switched off, back at `back`). */
function powerGroup(run: Run, g: readonly number[], back: number): void {
  const groups = run.groups;
  const id = groups.length;
  groups[id] = g;
  run.events.push(run.now + (run.cluster.switchOff[g[0] as number] as number), EV_SWITCHED_OFF, id, 0);
  run.events.push(back, EV_SWITCHED_ON, id, 0);
}

function splitByCluster(run: Run, servers: readonly number[]): number[][] {
  const by = new Map<number, number[]>();
  for (const s of servers) {
    const c = run.cluster.clusterOf[s] as number;
    const g = by.get(c);
    if (g === undefined) by.set(c, [s]);
    else g.push(s);
  }
  return [...by.values()];
}

/** `preempt(job, 'requeue')` (issue 39): a running job, not reconfiguring, requeued. */
function preempt(run: Run, what: What, id: string, mode: unknown): void {
  if (mode !== 'requeue') fail(run, what, `mode must be 'requeue' (Slurm's PreemptMode=SUSPEND is not modelled), got ${json(mode)}`, typeof id === 'string' ? id : undefined, []);
  const st = findJob(run, what, id, []);
  if (st.status !== Status.Running) fail(run, what, 'the job is not running', id, []);
  if (st.reconfiguring) fail(run, what, 'the job is reconfiguring', id, st.servers);
  requeuePreempted(run as Run & { readonly recorded: RunEvent[] | undefined }, st); // (Run has `recorded`)
}

/** The checks the power decisions share (applyPowerDecision.ts). */
const CHECKS: DecisionChecks = { fail, checkServers, unavailable };

/** Validates one decision against the current state and applies it; throws SimulationError if illegal. */
export function applyDecision(run: Run, d: Decision, policy: string): void {
  if (run.cap !== undefined) capped(run, d, run.cap);
  // the common decisions here, the rest in a function of its own (keeps this one small enough for V8 to inline)
  switch (d?.type) {
    case 'start':
      return start(run, d, d.job, d.servers);
    case 'reconfigure':
      return reconfigure(run, d, d.job, d.servers);
    case 'powerOff':
      return powerOff(run, d, d.servers, d.duration);
    default:
      return otherDecision(run, d, policy);
  }
}

/** Refuses a decision that would take the draw above the cap in force (a decision of a shape the cap cannot read is left to its own checks). */
function capped(run: Run, d: Decision, cap: NonNullable<Run['cap']>): void {
  if (d !== null && typeof d === 'object' && (!('servers' in d) || Array.isArray(d.servers))) checkCap(run, d, CHECKS, cap);
}

/** The decisions of issues 38 and 39 (power, calls, preemption) and anything unknown. */
function otherDecision(run: Run, d: Decision, policy: string): void {
  switch (d?.type) {
    case 'preempt':
      return preempt(run, d, d.job, d.mode);
    case 'switchOff':
    case 'switchOn':
    case 'callMeLater':
    case 'setPstate':
      return applyPowerDecision(run, d, CHECKS);
    default:
      throw new SimulationError(`t=${secondsForMessage(run.now)} s: decision of policy "${policy}": unknown decision ${json(d)}`, { time: run.now, servers: [] });
  }
}
