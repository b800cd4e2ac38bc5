import { InvalidInputError } from '../errors/InvalidInputError';
import type { ClusterView, RunningJob, ServerState } from './ClusterView';
import type { Job } from './Job';
import type { Platform } from './platform';
import { checkedJobIndex } from './internals/checkedJobIndex';
import { checkedPlatform } from './internals/checkedPlatform';
import { checkKnownKeys, optionKeys } from '../errors/internals/knownKeys';
import { allowedServers } from './allowedServers';
import { sortedHas } from './internals/sortedHas';
import { HostView } from './internals/HostView';

// `clusterView` lives in hostClusterView.ts: a file clusterView.ts would differ from ClusterView.ts
// (the interface) only in case, which case-insensitive file systems cannot hold.

/**
 * One server as a host simulator knows it.
 *
 * @example
 * ```ts
 * import type { HostServer } from 'schedlab/engine';
 * const idle: HostServer = { state: 'idle' };
 * const sleeping: HostServer = { state: 'off', readyAt: 4000 }; // idle again at t = 4000 s
 * const waiting: HostServer = { state: 'idle', since: 1200 }; // idle since t = 1200 s
 * ```
 */
export interface HostServer {
  readonly state: ServerState;
  /**
   * When a server that is off or in a power transition is idle again (s, >= now): required for
   * those states (a schedlab policy plans with it), ignored otherwise.
   */
  readonly readyAt?: number;
  /** When the server entered `state` (s, <= now): what an idle timeout reads. @defaultValue now */
  readonly since?: number;
  /**
   * When the server's power transition ends (s, >= now; `switchingOff` and `switchingOn` only).
   * @defaultValue `readyAt` for a server switching on, `NaN` (unknown) for one switching off
   */
  readonly transitionEnd?: number;
  /** The server's computing p-state (index into its power model's `pstates`). @defaultValue 0 */
  readonly pstate?: number;
  /** The sleep state of a server off or switching (index into `sleepStates`), ignored otherwise. @defaultValue 0 */
  readonly sleepState?: number;
}

/**
 * A running job as a host simulator knows it.
 *
 * @example
 * ```ts
 * import type { HostRunningJob } from 'schedlab/engine';
 * const r: HostRunningJob = {
 *   job: { kind: 'rigid', id: 'a', submit: 0, processors: 2, runtime: 100, estimate: 120 },
 *   start: 10,
 *   servers: [0, 1],
 * };
 * ```
 */
export interface HostRunningJob {
  readonly job: Job;
  /** Time of its first start (s): `job.submit <= start <= now`. */
  readonly start: number;
  /** Servers it holds (the larger set while reconfiguring); every one `computing` in `servers`. */
  readonly servers: readonly number[];
  /** True while a reconfiguration is in progress. @defaultValue false */
  readonly reconfiguring?: boolean;
  /** Reconfigurations decided so far. @defaultValue 0 */
  readonly reconfigurations?: number;
  /**
   * Work left at `now` (seconds on one speed-1 server; rigid jobs: seconds of run time at speed 1).
   * @defaultValue as if the job had run on `servers` since `start`: `mass - (now - start) n^alpha s`
   *   (malleable) or `runtime - (now - start) s` (rigid), s the slowest server's speed; exact for a
   *   job never reconfigured (and without a multi-cluster `sigma`). Negative is refused (the job
   *   would have completed).
   */
  readonly remainingMass?: number;
}

/**
 * The plain state of a host simulator from which {@link clusterView} builds a policy's view.
 *
 * @example
 * ```ts
 * import { homogeneousPlatform, type HostClusterState } from 'schedlab/engine';
 * const state: HostClusterState = {
 *   now: 0,
 *   platform: homogeneousPlatform({ servers: 2 }),
 *   servers: [{ state: 'idle' }, { state: 'idle' }],
 *   queue: [{ kind: 'rigid', id: 'a', submit: 0, processors: 1, runtime: 60, estimate: 90 }],
 *   running: [],
 * };
 * ```
 */
export interface HostClusterState {
  /** Current time (s), finite and >= 0. */
  readonly now: number;
  readonly platform: Platform;
  /** Every server of the platform, by index. */
  readonly servers: readonly HostServer[];
  /** Waiting jobs in the order the policy should see them (submission order for the built-in policies). */
  readonly queue: readonly Job[];
  /** Running jobs, in start order. */
  readonly running: readonly HostRunningJob[];
  /** The scheduler's bound on any job's data (D_max). @defaultValue the largest data of the queued and running jobs */
  readonly maxData?: number;
  /** Jobs completed so far. @defaultValue 0 */
  readonly completedJobs?: number;
  /** Jobs of the whole run. @defaultValue queued + running + completed */
  readonly totalJobs?: number;
  /**
   * One object the host keeps for the whole run and passes with every state ({@link ClusterView.run}):
   * how a policy that remembers between calls (withShutdown's rates and sleep history,
   * multifactorPriority's fair-share usage, conservative backfilling's reservations) knows that two
   * views are of one run. @defaultValue the view itself (each call then reads as a new run)
   */
  readonly run?: object;
}

const STATE_KEYS = optionKeys<HostClusterState>({ now: true, platform: true, run: true, servers: true, queue: true, running: true, maxData: true, completedJobs: true, totalJobs: true });
const SERVER_KEYS = optionKeys<HostServer>({ state: true, readyAt: true, since: true, transitionEnd: true, pstate: true, sleepState: true });
const RUNNING_KEYS = optionKeys<HostRunningJob>({ job: true, start: true, servers: true, reconfiguring: true, reconfigurations: true, remainingMass: true });

const STATES: ReadonlySet<string> = new Set<ServerState>(['off', 'switchingOn', 'idle', 'computing', 'switchingOff']);

function fail(field: string, expected: string, got: unknown): never {
  let shown: string;
  try {
    shown = JSON.stringify(got) ?? String(got);
  } catch {
    shown = Object.prototype.toString.call(got);
  }
  throw new InvalidInputError(`clusterView: state.${field}: expected ${expected}, got ${shown}`);
}

Object.freeze(HostView.prototype);

/**
 * Builds the read-only {@link ClusterView} a schedlab policy expects from a host simulator's plain
 * state (servers and their states, queue, running jobs with their servers, now), so the policy can
 * be called from another simulator's own event loop: `policy.decide(clusterView(state), { rng })`.
 * The state is checked as the engine checks its own: jobs as in `createSimulation` (fields, unique
 * ids across queue and running), a waiting job already submitted, a running job started between its
 * submission and now on distinct existing servers of the right number, each held server
 * `computing` and held by one job only, every `computing` server held, `readyAt` known for servers
 * that are off or switching. Everything is copied (the view never changes, and changing the host's
 * state afterwards does not change it): O(servers + queue + running) per call. `availableServers`
 * are the idle servers no job holds, ascending; `readyAt` is `now` for an idle server and `NaN`
 * for a computing one, as in a run.
 *
 * The policy's decisions are the host's to validate and apply. A policy that keeps an index
 * between calls (EASY) sees a new queue object at every call and rebuilds it, which is correct.
 *
 * @throws InvalidInputError naming the field (`state.running[2].servers[1]`) and what it expected
 * @example
 * ```ts
 * import { clusterView, homogeneousPlatform, type Decision } from 'schedlab/engine';
 * import { easyBackfilling } from 'schedlab/policies';
 * import { seedStream, STREAMS } from 'schedlab/random';
 * const view = clusterView({
 *   now: 100,
 *   platform: homogeneousPlatform({ servers: 4 }),
 *   servers: [{ state: 'computing' }, { state: 'computing' }, { state: 'idle' }, { state: 'idle' }],
 *   queue: [{ kind: 'rigid', id: 'b', submit: 50, processors: 2, runtime: 30, estimate: 40 }],
 *   running: [{ job: { kind: 'rigid', id: 'a', submit: 0, processors: 2, runtime: 500, estimate: 600 }, start: 0, servers: [0, 1] }],
 * });
 * const decisions: readonly Decision[] = easyBackfilling().decide(view, { rng: seedStream(1, STREAMS.policy) });
 * // [{ type: 'start', job: 'b', servers: [2, 3] }]
 * ```
 */
export function clusterView(state: HostClusterState): ClusterView {
  if (state === null || typeof state !== 'object') fail('', 'an object', state);
  checkKnownKeys('clusterView: state', state, STATE_KEYS);
  const { now, platform } = state;
  if (!(typeof now === 'number' && Number.isFinite(now) && now >= 0)) fail('now', 'a finite number >= 0 (seconds)', now);
  if (platform === null || typeof platform !== 'object' || !Array.isArray(platform.clusters)) fail('platform', 'a Platform (homogeneousPlatform or platform)', platform);
  checkedPlatform(platform);
  if (state.run !== undefined && (state.run === null || typeof state.run !== 'object')) fail('run', 'an object the host keeps for the whole run', state.run);
  const n = platform.serverCount;
  if (!Array.isArray(state.servers) || state.servers.length !== n) {
    fail('servers', `an array of the platform's ${n} servers`, Array.isArray(state.servers) ? `${state.servers.length} entries` : state.servers);
  }
  if (!Array.isArray(state.queue)) fail('queue', 'an array of jobs', state.queue);
  if (!Array.isArray(state.running)) fail('running', 'an array of running jobs', state.running);

  const states = new Array<ServerState>(n);
  const ready = new Float64Array(n);
  const since = new Float64Array(n);
  const until = new Float64Array(n).fill(NaN);
  const levels = new Uint8Array(2 * n);
  state.servers.forEach((s: HostServer, i) => {
    checkKnownKeys(`clusterView: state.servers[${i}]`, s, SERVER_KEYS);
    const st = s?.state;
    if (typeof st !== 'string' || !STATES.has(st)) fail(`servers[${i}].state`, `one of ${[...STATES].join(', ')}`, st);
    states[i] = st;
    if (st === 'idle') ready[i] = now;
    else if (st === 'computing') ready[i] = NaN;
    else {
      const r = s.readyAt;
      // Infinity: off (or switching off) until switched on
      if (!(typeof r === 'number' && !Number.isNaN(r) && r >= now)) fail(`servers[${i}].readyAt`, `a time >= now (${now} s) for a server that is ${st} (Infinity: until switched on)`, r);
      ready[i] = r;
    }
    const from = s.since ?? now;
    if (!(typeof from === 'number' && Number.isFinite(from) && from <= now)) fail(`servers[${i}].since`, `a time <= now (${now} s)`, from);
    since[i] = from;
    if (st === 'switchingOn' || st === 'switchingOff') {
      const end = s.transitionEnd ?? (st === 'switchingOn' ? ready[i] as number : NaN);
      if (!(Number.isNaN(end) || (typeof end === 'number' && end >= now))) fail(`servers[${i}].transitionEnd`, `a time >= now (${now} s)`, end);
      until[i] = end;
    }
    levels[i] = hostLevel(platform, i, 'pstates', s.pstate);
    if (st !== 'idle' && st !== 'computing') levels[n + i] = hostLevel(platform, i, 'sleepStates', s.sleepState);
  });

  // jobs: the queue's and the running ones' together, as one job set (unique ids)
  const running = state.running;
  const all: Job[] = state.queue.slice();
  running.forEach((r: HostRunningJob, i) => {
    if (r === null || typeof r !== 'object') fail(`running[${i}]`, 'an object { job, start, servers }', r);
    checkKnownKeys(`clusterView: state.running[${i}]`, r, RUNNING_KEYS);
    all.push(r.job);
  });
  try {
    checkedJobIndex(all, platform);
  } catch (e) {
    // name the job where the caller wrote it: jobs[k] is queue[k] or running[k - queue.length].job
    const m = e instanceof InvalidInputError ? /^jobs\[(\d+)\](.*)$/s.exec(e.message) : null;
    if (m === null) throw e;
    const k = Number(m[1]);
    const where = k < state.queue.length ? `queue[${k}]` : `running[${k - state.queue.length}].job`;
    throw new InvalidInputError(`clusterView: state.${where}${(m[2] as string).replace(/\(also jobs\[(\d+)\]\)/, (_, j: string) => `(also ${Number(j) < state.queue.length ? `queue[${j}]` : `running[${Number(j) - state.queue.length}].job`})`)}`);
  }
  state.queue.forEach((job, i) => {
    if (job.submit > now) fail(`queue[${i}].submit`, `a time <= now (${now} s): a waiting job has been submitted`, job.submit);
  });

  const holder = new Array<string | undefined>(n).fill(undefined);
  const views: RunningJob[] = [];
  running.forEach((r, i) => {
    const job = r.job;
    if (!(typeof r.start === 'number' && Number.isFinite(r.start) && r.start >= job.submit && r.start <= now)) {
      fail(`running[${i}].start`, `a time in [job.submit, now] = [${job.submit}, ${now}] s`, r.start);
    }
    if (!Array.isArray(r.servers) || r.servers.length === 0) fail(`running[${i}].servers`, 'a non-empty array of servers', r.servers);
    const servers: number[] = (r.servers as readonly number[]).slice().sort((a, b) => a - b);
    let slowest = Infinity;
    servers.forEach((s: number, k: number) => {
      if (!(Number.isInteger(s) && s >= 0 && s < n)) fail(`running[${i}].servers`, `distinct server indices in 0..${n - 1}`, r.servers);
      if (k > 0 && servers[k - 1] === s) fail(`running[${i}].servers`, `distinct servers (server ${s} is listed twice)`, r.servers);
      if (holder[s] !== undefined) fail(`running[${i}].servers`, `servers no other job holds (server ${s} is held by "${holder[s]}")`, r.servers);
      if (states[s] !== 'computing') fail(`servers[${s}].state`, `'computing' (it is held by running job "${job.id}")`, states[s]);
      holder[s] = job.id;
      const speed = platform.clusters[platform.serverCluster[s] as number]?.speed ?? 1;
      if (speed < slowest) slowest = speed;
    });
    const allowed = allowedServers(platform, job);
    if (allowed !== undefined) {
      for (const s of servers) if (!sortedHas(allowed, s)) fail(`running[${i}].servers`, `servers of the job's partition (${allowed.join(', ')}); server ${s} is not`, r.servers);
    }
    const reconfiguring = r.reconfiguring ?? false;
    if (typeof reconfiguring !== 'boolean') fail(`running[${i}].reconfiguring`, 'a boolean', reconfiguring);
    const reconfigurations = r.reconfigurations ?? 0;
    if (!(Number.isInteger(reconfigurations) && reconfigurations >= 0)) fail(`running[${i}].reconfigurations`, 'an integer >= 0', reconfigurations);
    const m = servers.length;
    if (job.kind === 'rigid') {
      if (reconfiguring) fail(`running[${i}].reconfiguring`, 'false for a rigid job', reconfiguring);
      if (m !== job.processors) fail(`running[${i}].servers`, `exactly the job's ${job.processors} processors`, r.servers);
    } else if (m < job.minServers || m > job.maxServers) {
      fail(`running[${i}].servers`, `between the job's minServers ${job.minServers} and maxServers ${job.maxServers} servers`, r.servers);
    }
    let left = r.remainingMass;
    if (left === undefined) {
      const elapsed = now - r.start;
      left = job.kind === 'malleable' ? job.mass - elapsed * Math.pow(m, job.alpha) * slowest : job.runtime - elapsed * slowest;
      if (left < 0) fail(`running[${i}]`, `a job not yet complete at now (run on its servers since ${r.start} s it would have ended before ${now} s; give remainingMass)`, job.id);
    } else if (!(typeof left === 'number' && Number.isFinite(left) && left >= 0)) {
      fail(`running[${i}].remainingMass`, 'a finite number >= 0', left);
    }
    views.push(Object.freeze({ job, id: job.id, start: r.start, servers: Object.freeze(servers), reconfiguring, reconfigurations, remainingMass: left }));
  });
  states.forEach((st, s) => {
    if (st === 'computing' && holder[s] === undefined) fail(`servers[${s}].state`, `a state other than 'computing' (no running job holds server ${s})`, st);
  });

  const available: number[] = [];
  for (let s = 0; s < n; s++) if (states[s] === 'idle') available.push(s);
  let maxData = state.maxData;
  if (maxData === undefined) {
    maxData = 0;
    for (const j of all) if (j.kind === 'malleable' && j.data > maxData) maxData = j.data;
  } else if (!(typeof maxData === 'number' && Number.isFinite(maxData) && maxData >= 0)) fail('maxData', 'a finite number >= 0', maxData);
  const completedJobs = state.completedJobs ?? 0;
  if (!(Number.isInteger(completedJobs) && completedJobs >= 0)) fail('completedJobs', 'an integer >= 0', completedJobs);
  const least = all.length + completedJobs;
  const totalJobs = state.totalJobs ?? least;
  if (!(Number.isInteger(totalJobs) && totalJobs >= least)) fail('totalJobs', `an integer >= queued + running + completed (${least})`, totalJobs);

  return new HostView(
    { now, platform, run: state.run, queue: Object.freeze(state.queue.slice()), running: Object.freeze(views), availableServers: Object.freeze(available), maxData, completedJobs, totalJobs },
    states,
    ready,
    holder,
    since,
    until,
    levels,
  );
}

/** Server i's `pstate` or `sleepState` (default 0), checked against its cluster's power model. */
function hostLevel(platform: Platform, i: number, list: 'pstates' | 'sleepStates', k: number | undefined): number {
  const count = platform.clusters[platform.serverCluster[i] as number]!.power[list]?.length ?? 1;
  const field = list === 'pstates' ? 'pstate' : 'sleepState';
  if (k !== undefined && !(Number.isInteger(k) && k >= 0 && k < count)) fail(`servers[${i}].${field}`, `an integer in 0..${count - 1} (the server's power model's ${list})`, k);
  return k ?? 0;
}
