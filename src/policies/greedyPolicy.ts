import type { ClusterView, RunningJob } from '../engine/ClusterView';
import type { Decision } from '../engine/Decision';
import { powerOff, reconfigureJob, startJob } from '../engine/Decision';
import type { MalleableJob } from '../engine/Job';
import type { Policy, PolicyContext } from '../engine/Policy';
import type { Condition, ReconfigurationInput } from './Condition';
import { never } from './Condition';
import type { PowerOffRule } from './PowerOffRule';

/** Options of {@link greedyPolicy}. */
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
  /** Policy name in results. @defaultValue derived from the conditions */
  readonly name?: string;
}

function byRemainingMass(a: RunningJob, b: RunningJob): number {
  return b.remainingMass - a.remainingMass;
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
 * 3. Shutdown step, when the queue is empty and servers remain available: if the rule says so,
 *    all available servers are powered off for the duration it returns.
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
  const condition = options.reconfiguration ?? never;
  const shutdown = options.shutdown;
  const whileQueued = options.reconfigureWhileQueued === true;
  const name = options.name ?? `greedy(${condition.name}${shutdown === undefined ? '' : `, ${shutdown.name}`})`;
  const growing = condition !== never;

  function decide(view: ClusterView, ctx: PolicyContext): Decision[] {
    const free = view.availableServers;
    let used = 0; // free[0..used) have been given away in this call
    const decisions: Decision[] = [];
    const queue = view.queue;
    let started = 0;
    for (; started < queue.length; started++) {
      const job = queue[started]!;
      const left = free.length - used;
      const n = job.kind === 'malleable' ? Math.min(job.maxServers, left) : job.processors;
      if (n > left || (job.kind === 'malleable' && n < job.minServers)) break;
      decisions.push(startJob(job.id, free.slice(used, used + n)));
      used += n;
    }
    const queueEmpty = started === queue.length;

    if (growing && used < free.length && (queueEmpty || whileQueued) && view.running.length > 0) {
      const candidates = view.running.filter((r) => r.job.kind === 'malleable' && !r.reconfiguring);
      candidates.sort(byRemainingMass);
      for (const r of candidates) {
        const left = free.length - used;
        if (left === 0) break;
        const job = r.job as MalleableJob;
        const n = r.servers.length;
        const target = Math.min(job.maxServers, n + left);
        if (target <= n) continue;
        const input: ReconfigurationInput = {
          job,
          currentServers: n,
          newServers: target,
          maxServers: job.maxServers,
          alpha: job.alpha,
          data: job.data,
          maxData: view.maxData,
          remainingMass: r.remainingMass,
          availableServers: left,
          totalServers: view.platform.serverCount,
          queueLength: queue.length - started,
          now: view.now,
        };
        if (!condition.holds(input)) continue;
        const add = target - n;
        decisions.push(reconfigureJob(job.id, r.servers.concat(free.slice(used, used + add))));
        used += add;
      }
    }

    if (shutdown !== undefined && queueEmpty && used < free.length) {
      const duration = shutdown.decide(
        { availableServers: free.length - used, totalServers: view.platform.serverCount, runningJobs: view.running.length, now: view.now },
        ctx.rng,
      );
      if (duration !== undefined) decisions.push(powerOff(free.slice(used), duration));
    }
    return decisions;
  }

  return Object.freeze({ name, decide });
}
