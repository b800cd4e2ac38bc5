import type { ClusterView, RunningJob, ServerState } from '../../engine/ClusterView';
import type { Job, RigidJob } from '../../engine/Job';
import type { JobQueue } from '../../engine/JobQueue';
import type { Platform } from '../../engine/platform';

/**
 * A view that forwards everything to `inner` but also lists, among the running jobs, one placeholder
 * rigid job per group of servers that are asleep or on their way, "ending" when they can be idle (a
 * sleeper: its earliest readiness if switched on now). A backfilling base policy then plans its head
 * job's reservation with the sleeping servers, as batsched's energy_bf plans with its switch-on jobs,
 * instead of seeing them never come back. The placeholders hold no server (`servers` empty) and never
 * reach the engine (the base starts jobs only on `availableServers`). One per run, so a base that keeps
 * an index between calls (EASY) keeps it.
 */
export class SleeperView implements ClusterView {
  inner!: ClusterView;
  private shown: RunningJob[] = [];

  /** Sets the placeholders: `ready[i]` is when the i-th sleeping server can be idle. */
  update(inner: ClusterView, ready: readonly number[]): void {
    this.inner = inner;
    const running = inner.running;
    if (ready.length === 0) {
      this.shown = running as RunningJob[];
      return;
    }
    const out = running.slice();
    let i = 0;
    while (i < ready.length) {
      const t = ready[i] as number;
      let j = i;
      while (j < ready.length && ready[j] === t) j++;
      const job: RigidJob = { kind: 'rigid', id: `\u0000asleep-${i}`, submit: inner.now, processors: j - i, runtime: t - inner.now, estimate: t - inner.now };
      out.push(Object.freeze({ job, id: job.id, start: inner.now, servers: [], reconfiguring: false, reconfigurations: 0, remainingMass: t - inner.now }));
      i = j;
    }
    this.shown = out;
  }

  get running(): readonly RunningJob[] {
    return this.shown;
  }
  get queue(): JobQueue {
    return this.inner.queue;
  }
  /** @deprecated as ClusterView.waiting */
  get waiting(): JobQueue {
    return this.inner.queue;
  }
  get now(): number {
    return this.inner.now;
  }
  get platform(): Platform {
    return this.inner.platform;
  }
  /** The wrapped view's run. */
  get run(): object {
    return this.inner.run ?? this.inner;
  }
  get availableServers(): readonly number[] {
    return this.inner.availableServers;
  }
  get maxData(): number {
    return this.inner.maxData;
  }
  get completedJobs(): number {
    return this.inner.completedJobs;
  }
  get totalJobs(): number {
    return this.inner.totalJobs;
  }
  serverState(server: number): ServerState {
    return this.inner.serverState(server);
  }
  serverJob(server: number): string | undefined {
    return this.inner.serverJob(server);
  }
  readyAt(server: number): number {
    return this.inner.readyAt(server);
  }
  stateSince(server: number): number {
    return this.inner.stateSince(server);
  }
  transitionEnd(server: number): number {
    return this.inner.transitionEnd(server);
  }
  pstate(server: number): number {
    return this.inner.pstate?.(server) ?? 0;
  }
  sleepState(server: number): number | undefined {
    return this.inner.sleepState?.(server);
  }
  get poweredDownServers(): readonly number[] | undefined {
    return this.inner.poweredDownServers;
  }
}

/** Jobs of `queue` with the given ids, in queue order (reads until all are found). */
export function jobsOf(queue: JobQueue, ids: ReadonlySet<string>): Job[] {
  const out: Job[] = [];
  if (ids.size === 0) return out;
  for (const job of queue) {
    if (ids.has(job.id)) {
      out.push(job);
      if (out.length === ids.size) break;
    }
  }
  return out;
}
