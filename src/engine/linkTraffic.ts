import type { RigidJob } from './Job';
import { requireObject } from '../errors/internals/knownKeys';

/**
 * Traffic a started rigid job puts on the inter-cluster link (Chhabra et al. 2019 model, see
 * `jobSlowdown`): `taskBandwidth x processors` when it carries a `sigma` and is co-allocated, else
 * 0. The engine adds it to the link load of jobs starting while it runs (`link.contention:
 * 'concurrent'`); exported for schedule builders that must compute the same load.
 *
 * @param job - the job
 * @param coallocated - whether its servers span more than one cluster
 * @example
 * ```ts
 * import { linkTraffic } from 'schedlab/engine';
 * const job = { kind: 'rigid', id: 'a', submit: 0, processors: 8, runtime: 60, estimate: 60, sigma: 0.7, taskBandwidth: 2.5 } as const;
 * linkTraffic(job, true); // 20
 * linkTraffic(job, false); // 0
 * ```
 */
export function linkTraffic(job: RigidJob, coallocated: boolean): number {
  requireObject('linkTraffic(job)', job, 'a rigid job');
  return coallocated && job.sigma !== undefined ? (job.taskBandwidth ?? 0) * job.processors : 0;
}
