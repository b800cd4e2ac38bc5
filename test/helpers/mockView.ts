import type { ClusterView, Job, MalleableJob, RunningJob } from '../../src/engine/index';
import { homogeneousPlatform } from '../../src/engine/index';

export interface MockRunning {
  job: MalleableJob;
  servers: number[];
  remainingMass: number;
  reconfiguring?: boolean;
}

/** A hand-made ClusterView, to test a policy without the engine. */
export function mockView(o: {
  servers: number;
  now?: number;
  queue?: Job[];
  running?: MockRunning[];
  available: number[];
  maxData?: number;
}): ClusterView {
  const running: RunningJob[] = (o.running ?? []).map((r) => ({
    job: r.job,
    id: r.job.id,
    start: 0,
    servers: r.servers,
    reconfiguring: r.reconfiguring ?? false,
    reconfigurations: 0,
    remainingMass: r.remainingMass,
  }));
  const queue = o.queue ?? [];
  return {
    now: o.now ?? 0,
    platform: homogeneousPlatform({ servers: o.servers }),
    queue,
    waiting: queue,
    running,
    availableServers: o.available,
    maxData: o.maxData ?? 500,
    completedJobs: 0,
    totalJobs: (o.queue?.length ?? 0) + running.length,
    serverState: (s) => (o.available.includes(s) ? 'idle' : 'computing'),
    serverJob: (s) => running.find((r) => r.servers.includes(s))?.id,
    readyAt: (s) => (o.available.includes(s) ? (o.now ?? 0) : NaN),
    stateSince: () => 0,
    transitionEnd: () => NaN,
  };
}
