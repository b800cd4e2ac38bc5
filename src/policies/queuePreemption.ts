import type { ClusterView, RunningJob } from '../engine/ClusterView';
import { preemptJob, startJob, type Decision } from '../engine/Decision';
import type { Job, RigidJob } from '../engine/Job';
import type { Platform } from '../engine/platform';
import type { Policy, PolicyContext } from '../engine/Policy';
import { allowedServers } from '../engine/allowedServers';
import { blockedServers } from '../engine/blockedServers';
import { InvalidInputError } from '../errors/InvalidInputError';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';

const QUEUE_PREEMPTION_OPTIONS_KEYS = optionKeys<QueuePreemptionOptions>({ mode: true });

/**
 * Options of {@link queuePreemption}.
 *
 * @example
 * ```ts
 * import { easyBackfilling, queuePreemption, type QueuePreemptionOptions } from 'schedlab/policies';
 * const options: QueuePreemptionOptions = { mode: 'requeue' };
 * const policy = queuePreemption(easyBackfilling(), options); // named 'queuePreemption(easyBackfilling)'
 * ```
 */
export interface QueuePreemptionOptions {
  /** What happens to a preempted job: requeued (Slurm's PreemptMode=REQUEUE; SUSPEND is not modelled). @defaultValue `'requeue'` */
  readonly mode?: 'requeue';
}

/** A job's queue priority (0 without a queue). */
function priorityOf(platform: Platform, job: Job): number {
  return job.kind === 'rigid' && job.queue !== undefined ? (platform.queues?.[job.queue]?.priority ?? 0) : 0;
}

/**
 * Preemption by queue priority around a rigid policy (issue 39), after Slurm's
 * `PreemptType=preempt/partition_prio` with `PreemptMode=REQUEUE` (slurm.schedmd.com/preempt.html:
 * a job of a higher-priority partition may preempt the jobs of lower ones; ours are the platform's
 * queues and their `priority`).
 *
 * At each scheduling point, the waiting rigid jobs whose queue priority is above that of some
 * running job are taken by decreasing queue priority (then queue order): one that fits on the free
 * servers it may use (its partition, off its windows) is placed there; one that does not takes
 * servers from running rigid jobs of strictly lower queue priority on servers it may use, the most
 * recently started first (the least work lost; Slurm leaves the choice to its select plugin), never
 * a job started at this instant: enough of them are preempted (requeued with all their work to do)
 * and the job starts on the free servers and theirs. When it preempts, the call returns only these
 * decisions (starts and preemptions); the engine's preemption is a scheduling point at the same
 * instant, where `inner` decides. Without a preemption to make, `inner` decides alone. A platform
 * without queues is `inner` unchanged.
 *
 * Not done: Slurm's SUSPEND and CANCEL modes, grace times, `PreemptExemptTime`, QOS-based
 * preemption, and preempting for a job that would only fit later (a backfilling reservation).
 *
 * @param inner - the policy that schedules (FCFS, EASY, conservative, ...)
 * @param options - the preemption mode
 * @throws InvalidInputError for an invalid option
 * @example
 * ```ts
 * import { createSimulation, platform } from 'schedlab/engine';
 * import { fcfs, queuePreemption } from 'schedlab/policies';
 * const machine = platform([{ servers: 2 }], { queues: [{ name: 'normal' }, { name: 'urgent', priority: 10 }] });
 * const sim = createSimulation({
 *   platform: machine,
 *   jobs: [
 *     { kind: 'rigid', id: 'long', submit: 0, processors: 2, runtime: 100, estimate: 100, queue: 0 },
 *     { kind: 'rigid', id: 'urgent', submit: 10, processors: 1, runtime: 5, estimate: 5, queue: 1 },
 *   ],
 * });
 * const r = sim.run(queuePreemption(fcfs()));
 * r.jobs.map((j) => [j.id, j.start, j.end]); // [['long', 15, 115], ['urgent', 10, 15]]: long restarted at 15
 * r.metrics.preemptions; // 1 (preemptedWork 10)
 * ```
 */
export function queuePreemption(inner: Policy, options: QueuePreemptionOptions = {}): Policy {
  if (inner === null || typeof inner !== 'object' || typeof inner.decide !== 'function') {
    throw new InvalidInputError(`queuePreemption(inner): expected a policy { name, decide }, got ${inner === null ? 'null' : typeof inner}`);
  }
  checkOptions('queuePreemption(options)', options, QUEUE_PREEMPTION_OPTIONS_KEYS);
  const mode = options.mode ?? 'requeue';
  if (mode !== 'requeue') throw new InvalidInputError(`queuePreemption: options.mode must be 'requeue' (SUSPEND is not modelled), got ${JSON.stringify(mode)}`);
  const name = `queuePreemption(${inner.name})`;

  function preemptions(view: ClusterView): Decision[] {
    const platform = view.platform;
    const out: Decision[] = [];
    const used = new Set<number>();
    const victims = new Set<string>();
    let lowest = Infinity;
    for (const r of view.running) lowest = Math.min(lowest, priorityOf(platform, r.job));
    // the waiting jobs above the lowest running queue, by decreasing queue priority (then queue order)
    const waiting = [...view.queue].filter((j): j is RigidJob => j.kind === 'rigid' && priorityOf(platform, j) > lowest);
    waiting.sort((a, b) => priorityOf(platform, b) - priorityOf(platform, a));
    let preempting = false;
    for (const job of waiting) {
      const allowed = allowedServers(platform, job);
      const blocked = new Set(blockedServers(platform, job, view.now));
      const ok = (s: number): boolean => !used.has(s) && !blocked.has(s) && (allowed === undefined || allowed.includes(s));
      const servers = view.availableServers.filter(ok);
      // a job started at this instant is not preempted (no attempt of length 0)
      const candidates = view.running
        .filter((r) => r.job.kind === 'rigid' && r.start < view.now && !victims.has(r.id) && priorityOf(platform, r.job) < priorityOf(platform, job) && r.servers.some(ok))
        .sort((a, b) => b.start - a.start || (a.id < b.id ? -1 : 1));
      const taken: RunningJob[] = [];
      // a job that fits on free servers starts there (before a lower queue may take them)
      for (const r of servers.length >= job.processors ? [] : candidates) {
        if (servers.length >= job.processors) break;
        taken.push(r);
        servers.push(...r.servers.filter(ok));
      }
      if (servers.length < job.processors) continue;
      for (const r of taken) {
        victims.add(r.id);
        out.push(preemptJob(r.id, mode));
        preempting = true;
      }
      const mine = servers.slice(0, job.processors).sort((a, b) => a - b);
      for (const s of mine) used.add(s);
      out.push(startJob(job.id, mine));
    }
    // without a preemption, the starts above are the inner policy's to decide
    return preempting ? out : [];
  }

  function decide(view: ClusterView, ctx: PolicyContext): readonly Decision[] {
    if (view.platform.queues === undefined) return inner.decide(view, ctx);
    const out = preemptions(view);
    return out.length > 0 ? out : inner.decide(view, ctx);
  }

  return Object.freeze({ name, decide });
}
