import { InvalidInputError } from '../../errors/InvalidInputError';
import type { LinkContention } from '../../engine/InterClusterLink';
import { platform, type Platform } from '../../engine/platform';
import { powerModel } from '../../power/PowerModel';
import { CHHABRA2019_TABLE1 } from './paperTables';
import { checkOptions, optionKeys } from '../../errors/internals/knownKeys';

const CHHABRA_PLATFORM_OPTIONS_KEYS = optionKeys<ChhabraPlatformOptions>({ resources: true, speeds: true, linkBandwidth: true, linkContention: true });

/**
 * A resource configuration of Table I (PEs per cluster).
 *
 * @example
 * ```ts
 * import { chhabraPlatform, type ChhabraResources } from 'schedlab/experiments';
 * const all: ChhabraResources[] = ['RC1', 'RC2', 'RC3'];
 * all.map((resources) => chhabraPlatform({ resources }).serverCount); // [256, 192, 128]
 * ```
 */
export type ChhabraResources = 'RC1' | 'RC2' | 'RC3';
/**
 * A speed heterogeneity + energy configuration of Table I (SHk goes with ECk).
 *
 * @example
 * ```ts
 * import { chhabraPlatform, type ChhabraSpeeds } from 'schedlab/experiments';
 * const high: ChhabraSpeeds = 'SH3';
 * chhabraPlatform({ speeds: high }).clusters.map((c) => c.speed); // [1, 2, 3, 4]
 * ```
 */
export type ChhabraSpeeds = 'SH1' | 'SH2' | 'SH3';

/**
 * Options of {@link chhabraPlatform}.
 *
 * @example
 * ```ts
 * import { chhabraPlatform, type ChhabraPlatformOptions } from 'schedlab/experiments';
 * const o: ChhabraPlatformOptions = { resources: 'RC3', speeds: 'SH3', linkBandwidth: 100 };
 * chhabraPlatform(o).serverCount; // 128
 * ```
 */
export interface ChhabraPlatformOptions {
  /** PEs per cluster. @defaultValue `'RC1'` (4 x 64) */
  readonly resources?: ChhabraResources;
  /** MIPS and power per cluster. @defaultValue `'SH1'` */
  readonly speeds?: ChhabraSpeeds;
  /**
   * Inter-cluster link bandwidth, in the unit of the jobs' `taskBandwidth` (Mbit/s with
   * {@link chhabraJobs}' defaults). The paper gives no value; 1,000 (a 1 Gbit/s link federating
   * the clusters) is our choice. @defaultValue 1000
   */
  readonly linkBandwidth?: number;
  /** Which traffic saturates the link (see `LinkContention`). @defaultValue `'concurrent'` */
  readonly linkContention?: LinkContention;
}

/**
 * The heterogeneous multi-cluster of Chhabra et al. 2019 (Table I) as an engine platform: four
 * clusters CR1-CR4 whose speed is `MIPS / 1000` (CR1, the slowest, has speed 1, so a job's
 * `runtime` is the paper's Tb, its run time on the slowest cluster) and whose power model has the
 * table's computing and idle power (no power-off: the paper keeps every PE on).
 *
 * @param options - configuration names and link
 * @throws InvalidInputError for an unknown configuration name
 * @example
 * ```ts
 * import { chhabraPlatform } from 'schedlab/experiments';
 * const p = chhabraPlatform({ resources: 'RC1', speeds: 'SH2' });
 * p.clusters.map((c) => c.speed); // [1, 1.5, 2, 3]
 * p.clusters[3]?.power.idle; // 365
 * ```
 */
export function chhabraPlatform(options: ChhabraPlatformOptions = {}): Platform {
  checkOptions('chhabraPlatform(options)', options, CHHABRA_PLATFORM_OPTIONS_KEYS);
  const rc = options.resources ?? 'RC1';
  const sh = options.speeds ?? 'SH1';
  const pes = (CHHABRA2019_TABLE1.resources as Record<string, readonly number[]>)[rc];
  const speeds = (CHHABRA2019_TABLE1.speeds as Record<string, { mips: readonly number[]; computing: readonly number[]; idle: readonly number[] }>)[sh];
  if (pes === undefined || !Object.hasOwn(CHHABRA2019_TABLE1.resources, rc)) {
    throw new InvalidInputError(`chhabraPlatform: resources: expected 'RC1', 'RC2' or 'RC3', got ${JSON.stringify(rc)}`);
  }
  if (speeds === undefined || !Object.hasOwn(CHHABRA2019_TABLE1.speeds, sh)) {
    throw new InvalidInputError(`chhabraPlatform: speeds: expected 'SH1', 'SH2' or 'SH3', got ${JSON.stringify(sh)}`);
  }
  return platform(
    pes.map((servers, i) => ({
      name: `CR${i + 1}`,
      servers,
      speed: (speeds.mips[i] as number) / 1000,
      power: powerModel({ computing: speeds.computing[i] as number, idle: speeds.idle[i] as number }),
    })),
    { link: { bandwidth: options.linkBandwidth ?? 1000, contention: options.linkContention ?? 'concurrent' } },
  );
}
