import type { Job } from '../Job';
import { linkTraffic } from '../linkTraffic';
import type { Platform } from '../platform';
import { rigidJobRate } from '../rigidJobRate';
import type { JobState } from './JobState';

/** What the start rate reads from the run. */
export interface RateSource {
  readonly platform: Platform;
  /** The servers (their speeds). */
  readonly cluster: { readonly speed: Float64Array };
  /** The running jobs in start order (the engine's states, not the policy's views). */
  readonly runningStates: readonly JobState[];
  rateOn(job: Job, servers: readonly number[]): number;
}

/**
 * Rate of a job starting now on `servers`: `rateOn` for malleable jobs and rigid jobs without a
 * sigma; for the multi-cluster model (Chhabra et al. 2019, see `rigidJobRate`) it also records the
 * job's link traffic. The concurrent link load is summed over the running jobs in their start
 * order, as a schedule builder placing jobs in start order does, so both get the same bits.
 */
export function startRate(run: RateSource, st: JobState, servers: readonly number[]): number {
  const job = st.job;
  if (job.kind === 'malleable' || job.sigma === undefined) return run.rateOn(job, servers);
  let speed = Infinity;
  const clusterOf = run.platform.serverCluster;
  const first = clusterOf[servers[0] as number];
  let coallocated = false;
  for (const s of servers) {
    speed = Math.min(speed, run.cluster.speed[s] as number);
    if (clusterOf[s] !== first) coallocated = true;
  }
  const link = run.platform.link;
  let load = 0;
  if (coallocated && link.contention === 'concurrent') {
    for (const r of run.runningStates) load += r.traffic;
  }
  st.traffic = linkTraffic(job, coallocated);
  return rigidJobRate(job, speed, coallocated, load, link);
}
