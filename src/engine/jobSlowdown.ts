import { requireNumber } from '../errors/internals/knownKeys';

/**
 * Cumulative slowdown of a parallel job on a heterogeneous multi-cluster (Chhabra et al. 2019,
 * section III.B, eq. 1): `SD = sigma x SP + (1 - sigma) x SC`; the job then runs for
 * `Te = Tb x SD` (eq. 2), Tb being its run time on speed-1 servers with SP = SC = 1.
 *
 * - SP, the processing slowdown, is `1 / s` with `s` the speed of the slowest server the job
 *   uses: a job finishes with its slowest task (III.A) and Tb is measured on the slowest cluster
 *   of the system, which the Table I presets give speed 1 (MIPS / 1000).
 * - SC, the communication slowdown, is 1 for a job inside one cluster and
 *   `max(1, load / bandwidth)` for a co-allocated one, `load` being the traffic on the shared
 *   link (the saturation model of Lérida et al. 2008 and Blanco et al. 2011 that the paper cites;
 *   which traffic counts is the platform's `link.contention`). A job's own traffic is
 *   `taskBandwidth x size`: every task of a co-allocated BSP job exchanges data across the link
 *   (our reading; the paper leaves SC to the cited works).
 *
 * @param sigma - relevance of computation, in [0, 1]
 * @param slowestSpeed - speed of the slowest server used (> 0)
 * @param communicationSlowdown - SC (>= 1)
 * @returns SD
 * @example
 * ```ts
 * import { jobSlowdown } from 'schedlab/engine';
 * // sigma 0.8 on a cluster twice as fast as the reference, link saturated 1.5 times:
 * jobSlowdown(0.8, 2, 1.5); // 0.8 * 0.5 + 0.2 * 1.5 = 0.7
 * ```
 */
export function jobSlowdown(sigma: number, slowestSpeed: number, communicationSlowdown: number): number {
  requireNumber('jobSlowdown(sigma)', sigma);
  requireNumber('jobSlowdown(slowestSpeed)', slowestSpeed);
  requireNumber('jobSlowdown(communicationSlowdown)', communicationSlowdown);
  return sigma * (1 / slowestSpeed) + (1 - sigma) * communicationSlowdown;
}
