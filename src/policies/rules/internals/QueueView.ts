import type { ClusterView, RunningJob, ServerState } from '../../../engine/ClusterView';
import type { Job } from '../../../engine/Job';
import type { JobQueue } from '../../../engine/JobQueue';
import type { Platform } from '../../../engine/platform';

/** A view that forwards everything to `inner` but shows the queue re-sorted when `sorted` is set. */
export class QueueView implements ClusterView {
  inner!: ClusterView;
  /** The re-sorted queue, or undefined to show the inner view's own (submission order). */
  sorted: readonly Job[] | undefined;

  get queue(): JobQueue {
    return this.sorted ?? this.inner.queue;
  }
  /** @deprecated as ClusterView.waiting: the same as `queue` */
  get waiting(): JobQueue {
    return this.queue;
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
  get running(): readonly RunningJob[] {
    return this.inner.running;
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
