import type { ClusterView, RunningJob } from '../engine/ClusterView';
import { InvalidInputError } from '../errors/InvalidInputError';
import type { Decision } from '../engine/Decision';
import { powerOff, reconfigureJob, startJob } from '../engine/Decision';
import type { MalleableJob } from '../engine/Job';
import type { Policy, PolicyContext } from '../engine/Policy';
import type { Condition, ReconfigurationInput } from './Condition';
import { never } from './Condition';
import type { PowerOffRule } from './PowerOffRule';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';

const GREEDY_POLICY_OPTIONS_KEYS = optionKeys<GreedyPolicyOptions>({ reconfiguration: true, shutdown: true, reconfigureWhileQueued: true, shutdownGranularity: true, reconfigurationOrder: true, shutdownWhileQueued: true, name: true });

/**
 * Options of {@link greedyPolicy}.
 *
 * @example
 * ```ts
 * import { greedyPolicy, always, powerOffRule, type GreedyPolicyOptions } from 'schedlab/policies';
 * const options: GreedyPolicyOptions = {
 *   reconfiguration: always,
 *   shutdown: powerOffRule({ condition: always, duration: 600 }),
 *   name: 'rcfg+poff600',
 * };
 * const policy = greedyPolicy(options);
 * ```
 */
export interface GreedyPolicyOptions {
  /** When to grow a running job onto free servers. @defaultValue {@link never} */
  readonly reconfiguration?: Condition<ReconfigurationInput>;
  /** When and for how long to power off free servers. @defaultValue undefined (never) */
  readonly shutdown?: PowerOffRule;
  /**
   * Also try reconfigurations while jobs wait in the queue (Algorithm 1 read literally). The
   * paper's text says reconfigurations happen "once the queue is empty"; that is the default.
   * @defaultValue false
   */
  readonly reconfigureWhileQueued?: boolean;
  /**
   * How the shutdown step powers servers off (Algorithm 1's `shutdown(servers_available,
   * some_duration)` allows both readings):
   * - `'perServer'`: the available servers are taken one at a time in ascending index order; before
   *   each, the rule is asked again with the number still available (one fewer after each power-off)
   *   and draws that server's own duration; the first refusal stops the step. This is what the
   *   authors' simulator does and what the paper's numbers come from: with the Table 4 parameters it
   *   keeps a warm reserve of 3 of 10 servers.
   * - `'allAtOnce'`: the rule is asked once and, if it agrees, every available server is powered off
   *   for the one duration it returns.
   * @defaultValue 'perServer'
   */
  readonly shutdownGranularity?: 'perServer' | 'allAtOnce';
  /**
   * Order in which running jobs are considered for growth: largest remaining mass first (the paper,
   * 4.2.1) or smallest first (the authors' simulator sorts ascending). @defaultValue 'largestRemainingMassFirst'
   */
  readonly reconfigurationOrder?: 'largestRemainingMassFirst' | 'smallestRemainingMassFirst';
  /**
   * Also run the shutdown step while jobs wait, powering a server off only while more servers stay
   * available than the waiting jobs' minimum sizes add up to (the authors' simulator). The paper's
   * text shuts down "once the queue is empty". @defaultValue false
   */
  readonly shutdownWhileQueued?: boolean;
  /** Policy name in results. @defaultValue derived from the conditions */
  readonly name?: string;
}

function byRemainingMass(a: RunningJob, b: RunningJob): number {
  return b.remainingMass - a.remainingMass;
}

function bySmallestRemainingMass(a: RunningJob, b: RunningJob): number {
  return a.remainingMass - b.remainingMass;
}

/** Above this many candidates, `sortCandidates` hands over to `Array.prototype.sort`. */
const INSERTION_SORT_MAX = 16;

/**
 * Stable sort of `jobs[0..count)`: the same order as `Array.prototype.sort` (stable since ES2019),
 * by insertion for the one to three jobs a paper-sized cluster runs at once (no call overhead).
 */
function sortCandidates(jobs: (RunningJob | undefined)[], count: number, compare: (a: RunningJob, b: RunningJob) => number): void {
  if (count > INSERTION_SORT_MAX) {
    const sorted = (jobs.slice(0, count) as RunningJob[]).sort(compare);
    for (let i = 0; i < count; i++) jobs[i] = sorted[i];
    return;
  }
  for (let i = 1; i < count; i++) {
    const x = jobs[i]!;
    let j = i - 1;
    while (j >= 0 && compare(jobs[j]!, x) > 0) {
      jobs[j + 1] = jobs[j];
      j--;
    }
    jobs[j + 1] = x;
  }
}

/**
 * The greedy algorithm of Dupont et al. 2020 (Algorithm 1, section 4.2), for malleable jobs
 * (rigid jobs in the queue are started FIFO on exactly their processors):
 *
 * 1. FIFO step: in submission order, start each queued job on min(maxServers, available)
 *    servers (lowest indices first) if that is at least its minServers; the first job that
 *    cannot start blocks the queue.
 * 2. Reconfiguration step, when servers remain available and the queue is empty: running jobs
 *    not reconfiguring, largest remaining mass first (ties: start order), each grown to
 *    n_new = min(maxServers, n + available) if n_new > n and the condition holds.
 * 3. Shutdown step, when the queue is empty and servers remain available: one server at a time
 *    (ascending index), while the rule agrees for the number still available, each for its own
 *    drawn duration (`shutdownGranularity: 'perServer'`, the default and the authors' reading); or
 *    all of them for one duration when the rule agrees once (`'allAtOnce'`).
 *
 * @example
 * ```ts
 * import { greedyPolicy, always, powerOffRule } from 'schedlab/policies';
 * const fifoRcfgPoff = greedyPolicy({
 *   reconfiguration: always,
 *   shutdown: powerOffRule({ condition: always, duration: 900 }),
 * });
 * ```
 */
export function greedyPolicy(options: GreedyPolicyOptions = {}): Policy {
  checkOptions('greedyPolicy(options)', options, GREEDY_POLICY_OPTIONS_KEYS);
  const condition = options.reconfiguration ?? never;
  const shutdown = options.shutdown;
  const whileQueued = options.reconfigureWhileQueued === true;
  const granularity = options.shutdownGranularity ?? 'perServer';
  const order = options.reconfigurationOrder ?? 'largestRemainingMassFirst';
  if (order !== 'largestRemainingMassFirst' && order !== 'smallestRemainingMassFirst') {
    throw new InvalidInputError(`greedyPolicy: reconfigurationOrder must be 'largestRemainingMassFirst' or 'smallestRemainingMassFirst', got ${JSON.stringify(order)}`);
  }
  const compareCandidates = order === 'largestRemainingMassFirst' ? byRemainingMass : bySmallestRemainingMass;
  const shutdownWhileQueued = options.shutdownWhileQueued === true;
  if (granularity !== 'perServer' && granularity !== 'allAtOnce') {
    throw new InvalidInputError(`greedyPolicy: shutdownGranularity must be 'perServer' or 'allAtOnce', got ${JSON.stringify(granularity)}`);
  }
  const name = options.name ?? `greedy(${condition.name}${shutdown === undefined ? '' : `, ${shutdown.name}`})`;
  const growing = condition !== never;

  // Scratch objects reused across calls (decide is synchronous; conditions must not keep
  // their input), so a scheduling point allocates only the decisions it returns.
  const candidates: (RunningJob | undefined)[] = [];
  const input = {
    job: undefined as unknown as MalleableJob,
    currentServers: 0,
    newServers: 0,
    maxServers: 0,
    alpha: 0,
    data: 0,
    maxData: 0,
    remainingMass: 0,
    availableServers: 0,
    totalServers: 0,
    queueLength: 0,
    now: 0,
  };
  const shutdownInput = { availableServers: 0, totalServers: 0, runningJobs: 0, now: 0 };

  function decide(view: ClusterView, ctx: PolicyContext): Decision[] {
    const free = view.availableServers;
    let used = 0; // free[0..used) have been given away in this call
    const decisions: Decision[] = [];
    const queue = view.queue; // live: reading the head of a long queue copies nothing
    let started = 0;
    for (; started < queue.length; started++) {
      const job = queue.at(started)!;
      const left = free.length - used;
      const n = job.kind === 'malleable' ? Math.min(job.maxServers, left) : job.processors;
      if (n > left || (job.kind === 'malleable' && n < job.minServers)) break;
      decisions.push(startJob(job.id, free.slice(used, used + n)));
      used += n;
    }
    const queueEmpty = started === queue.length;

    if (growing && used < free.length && (queueEmpty || whileQueued) && view.running.length > 0) {
      let count = 0;
      for (const r of view.running) if (r.job.kind === 'malleable' && !r.reconfiguring) candidates[count++] = r;
      sortCandidates(candidates, count, compareCandidates);
      for (let c = 0; c < count; c++) {
        const r = candidates[c]!;
        candidates[c] = undefined; // keep no job of this run once the call returns
        const left = free.length - used;
        if (left === 0) continue;
        const job = r.job as MalleableJob;
        const n = r.servers.length;
        const target = Math.min(job.maxServers, n + left);
        if (target <= n) continue;
        input.job = job;
        input.currentServers = n;
        input.newServers = target;
        input.maxServers = job.maxServers;
        input.alpha = job.alpha;
        input.data = job.data;
        input.maxData = view.maxData;
        input.remainingMass = r.remainingMass;
        input.availableServers = left;
        input.totalServers = view.platform.serverCount;
        input.queueLength = queue.length - started;
        input.now = view.now;
        if (!condition.holds(input)) continue;
        const add = target - n;
        decisions.push(reconfigureJob(job.id, r.servers.concat(free.slice(used, used + add))));
        used += add;
      }
    }

    // Servers the waiting jobs need at least (the authors' guard for shutting down while jobs wait).
    let reserve = 0;
    if (shutdownWhileQueued && !queueEmpty) {
      for (let i = started; i < queue.length; i++) {
        const job = queue.at(i)!;
        reserve += job.kind === 'malleable' ? job.minServers : job.processors;
      }
    }
    if (shutdown !== undefined && (queueEmpty || shutdownWhileQueued) && used + reserve < free.length) {
      shutdownInput.availableServers = free.length - used;
      shutdownInput.totalServers = view.platform.serverCount;
      shutdownInput.runningJobs = view.running.length;
      shutdownInput.now = view.now;
      if (granularity === 'allAtOnce') {
        const duration = shutdown.decide(shutdownInput, ctx.rng);
        if (duration !== undefined) decisions.push(powerOff(free.slice(used, free.length - reserve), duration));
      } else {
        shutdownPerServer(free, used, free.length - reserve, decisions, ctx);
      }
    }
    return decisions;
  }

  /**
   * The per-server shutdown step: servers free[used..limit) in order while the rule agrees (asked with
   * the number still available); one decision per distinct duration.
   */
  function shutdownPerServer(free: readonly number[], used: number, limit: number, decisions: Decision[], ctx: PolicyContext): void {
    if (used >= limit) return;
    shutdownInput.availableServers = free.length - used;
    const first = shutdown!.decide(shutdownInput, ctx.rng);
    if (first === undefined) return; // the usual answer: nothing to allocate
    // at most a few distinct durations (one, or the rule's two): parallel arrays, no Map per call
    const durations: number[] = [first];
    const groups: number[][] = [[free[used]!]];
    for (let i = used + 1; i < limit; i++) {
      shutdownInput.availableServers = free.length - i;
      const duration = shutdown!.decide(shutdownInput, ctx.rng);
      if (duration === undefined) break;
      const g = durations.indexOf(duration);
      if (g === -1) {
        durations.push(duration);
        groups.push([free[i]!]);
      } else groups[g]!.push(free[i]!);
    }
    for (let g = 0; g < durations.length; g++) decisions.push(powerOff(groups[g]!, durations[g]!));
  }

  return Object.freeze({ name, decide });
}
