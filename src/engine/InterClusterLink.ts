/**
 * How the co-allocated jobs share the inter-cluster link when the engine computes a job's
 * communication slowdown SC (Chhabra et al. 2019, section III.B, after Lérida et al. 2008 and
 * Blanco et al. 2011, where SC grows with the saturation of the link):
 * - `'concurrent'`: the link carries the traffic of every co-allocated job running when the job
 *   starts plus its own (the saturation reading of the cited model);
 * - `'own'`: only the job's own traffic counts (no interference between jobs).
 *
 * In both readings SC is fixed when the job starts (space sharing, no migration: III.A), so a
 * schedule builder can compute it exactly as the engine does.
 *
 * @example
 * ```ts
 * import { platform, type LinkContention } from 'schedlab/engine';
 * const contention: LinkContention = 'own';
 * const p = platform([{ servers: 4 }, { servers: 4, speed: 2 }], { link: { bandwidth: 1000, contention } });
 * ```
 */
export type LinkContention = 'concurrent' | 'own';

/**
 * The shared link between the clusters of a {@link Platform} (Chhabra et al. 2019, III.A: "multiple
 * federated clusters connected by a dedicated communication link").
 *
 * @example
 * ```ts
 * import { platform, type InterClusterLink } from 'schedlab/engine';
 * const link: InterClusterLink = platform([{ servers: 2 }, { servers: 2 }], { link: { bandwidth: 1000 } }).link;
 * link.contention; // 'concurrent'
 * ```
 */
export interface InterClusterLink {
  /**
   * Capacity, in the unit of the jobs' `taskBandwidth` (e.g. Mbit/s). `Infinity`: co-allocation
   * costs no communication slowdown.
   */
  readonly bandwidth: number;
  /** Which traffic saturates the link. */
  readonly contention: LinkContention;
}
