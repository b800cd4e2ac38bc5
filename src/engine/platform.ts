import { MAX_SPEED, MIN_RATE } from './internals/limits';
import { InvalidInputError } from '../errors/InvalidInputError';
import { PAPER_POWER_MODEL, powerModel } from '../power/PowerModel';
import type { PowerModel } from '../power/PowerModel';
import type { InterClusterLink, LinkContention } from './InterClusterLink';
import { checkKnownKeys, checkOptions, optionKeys } from '../errors/internals/knownKeys';
import type { Partition, PartitionSpec, Queue, QueueSpec } from './Partition';
import { checkedPartitions, checkedQueues, checkedReservations } from './internals/checkedPartitions';
import type { Reservation } from './Reservation';

const PLATFORM_OPTIONS_KEYS = optionKeys<PlatformOptions>({ link: true, partitions: true, queues: true, reservations: true });
const CLUSTER_SPEC_KEYS = optionKeys<ClusterSpec>({ name: true, servers: true, speed: true, power: true });
const LINK_KEYS = optionKeys<NonNullable<PlatformOptions['link']>>({ bandwidth: true, contention: true });

/**
 * Description of one cluster: identical servers sharing a speed and a power model.
 *
 * @example
 * ```ts
 * import { platform, type ClusterSpec } from 'schedlab/engine';
 * import { powerModel } from 'schedlab/power';
 * const fast: ClusterSpec = { name: 'fast', servers: 8, speed: 2, power: powerModel({ computing: 300 }) };
 * const p = platform([{ servers: 16 }, fast]);
 * ```
 */
export interface ClusterSpec {
  /** Display name. @defaultValue `"c<index>"` */
  readonly name?: string;
  /** Number of servers (integer >= 1). */
  readonly servers: number;
  /** Relative speed (> 0): a server of speed 2 does two units of work per second. @defaultValue 1 */
  readonly speed?: number;
  /** Power model of its servers. @defaultValue Dupont 2020 Table 1 (`PAPER_POWER_MODEL`) */
  readonly power?: PowerModel;
}

/**
 * One validated cluster of a {@link Platform}; its servers are numbered contiguously.
 *
 * @example
 * ```ts
 * import { platform, type Cluster } from 'schedlab/engine';
 * const p = platform([{ name: 'old', servers: 16 }, { name: 'new', servers: 8, speed: 1.8 }]);
 * const c: Cluster | undefined = p.clusters[1];
 * c?.firstServer; // 16: servers 16..23 belong to 'new'
 * ```
 */
export interface Cluster {
  readonly name: string;
  /** Position in `platform.clusters`. */
  readonly index: number;
  /** Number of servers. */
  readonly servers: number;
  /** Global index of its first server. */
  readonly firstServer: number;
  readonly speed: number;
  readonly power: PowerModel;
}

/**
 * The machine: clusters of servers, numbered globally from 0 to `serverCount - 1`
 * (cluster 0 first). Heterogeneous by construction; a homogeneous cluster is the one-cluster case.
 *
 * @example
 * ```ts
 * import { platform, homogeneousPlatform, type Platform } from 'schedlab/engine';
 * const paper: Platform = homogeneousPlatform({ servers: 10 });
 * const mixed: Platform = platform([{ servers: 4 }, { servers: 2, speed: 2 }]);
 * mixed.serverCluster; // [0, 0, 0, 0, 1, 1]
 * ```
 */
export interface Platform {
  readonly clusters: readonly Cluster[];
  readonly serverCount: number;
  /** Cluster index of each server. */
  readonly serverCluster: readonly number[];
  /** The link between clusters, used by co-allocated jobs that carry a `sigma` (see `RigidJob`). */
  readonly link: InterClusterLink;
  /** Its partitions (issue 39), when it has any: a job's `partition` indexes them. */
  readonly partitions?: readonly Partition[];
  /** Its queues (issue 39), when it has any: a job's `queue` indexes them. */
  readonly queues?: readonly Queue[];
  /** Its advance reservations and maintenance windows (issue 39), when it has any. */
  readonly reservations?: readonly Reservation[];
}

/**
 * Options of {@link platform} beyond its clusters.
 *
 * @example
 * ```ts
 * import { platform, type PlatformOptions } from 'schedlab/engine';
 * const options: PlatformOptions = { link: { bandwidth: 1000, contention: 'own' } };
 * platform([{ servers: 64 }, { servers: 64, speed: 1.5 }], options).link.bandwidth; // 1000
 * ```
 */
export interface PlatformOptions {
  /** The inter-cluster link. @defaultValue `{ bandwidth: Infinity, contention: 'concurrent' }` */
  readonly link?: { readonly bandwidth?: number; readonly contention?: LinkContention };
  /** Named server sets (may overlap) that jobs may be restricted to (issue 39). @defaultValue none */
  readonly partitions?: readonly PartitionSpec[];
  /** Queues with a priority, allowed partitions and limits (issue 39). @defaultValue none */
  readonly queues?: readonly QueueSpec[];
  /** Advance reservations and maintenance windows the engine enforces (issue 39). @defaultValue none */
  readonly reservations?: readonly Reservation[];
}

/**
 * Most servers a platform may have in total: 10^7, ten times the largest machines of the Top500;
 * the engine keeps a few typed-array slots per server, so larger counts exhaust memory instead of
 * simulating (an SWF header with `MaxProcs: 1e12` would otherwise crash the process).
 */
const MAX_SERVERS = 10_000_000;

/**
 * Builds a (possibly heterogeneous) platform from cluster descriptions.
 *
 * @param clusters - the clusters, numbered in this order
 * @param options - the inter-cluster link
 * @throws InvalidInputError naming the cluster and field when a size or speed is invalid, or the
 *   link field when its bandwidth is not > 0 or its contention is unknown
 * @example
 * ```ts
 * import { platform } from 'schedlab/engine';
 * import { powerModel } from 'schedlab/power';
 * const p = platform([
 *   { name: 'old', servers: 16, speed: 1 },
 *   { name: 'new', servers: 8, speed: 1.8, power: powerModel({ computing: 250 }) },
 * ]);
 * p.serverCount; // 24
 * ```
 */
export function platform(clusters: readonly ClusterSpec[], options: PlatformOptions = {}): Platform {
  checkOptions('platform(options)', options, PLATFORM_OPTIONS_KEYS);
  if (!Array.isArray(clusters) || clusters.length === 0) {
    throw new InvalidInputError('platform: expected a non-empty array of clusters');
  }
  const out: Cluster[] = [];
  const serverCluster: number[] = [];
  let first = 0;
  clusters.forEach((spec, index) => {
    const where = `platform: clusters[${index}]`;
    if (spec === null || typeof spec !== 'object') throw new InvalidInputError(`${where}: expected a cluster { servers, speed?, power?, name? }, got ${spec === null ? 'null' : String(spec)}`);
    checkKnownKeys(where, spec, CLUSTER_SPEC_KEYS);
    if (!Number.isInteger(spec.servers) || spec.servers < 1 || first + spec.servers > MAX_SERVERS) {
      throw new InvalidInputError(`${where}.servers: expected an integer >= 1 with at most ${MAX_SERVERS} servers in total, got ${String(spec.servers)}`);
    }
    const speed = spec.speed ?? 1;
    if (typeof speed !== 'number' || !(speed >= MIN_RATE && speed <= MAX_SPEED)) {
      throw new InvalidInputError(`${where}.speed: expected a number in [${MIN_RATE}, ${MAX_SPEED}], got ${String(speed)}`);
    }
    const power = spec.power === undefined ? PAPER_POWER_MODEL : powerModel(spec.power);
    out.push(Object.freeze({ name: spec.name ?? `c${index}`, index, servers: spec.servers, firstServer: first, speed, power }));
    for (let s = 0; s < spec.servers; s++) serverCluster.push(index);
    first += spec.servers;
  });
  checkKnownKeys('platform: options.link', options.link, LINK_KEYS);
  const bandwidth = options.link?.bandwidth ?? Infinity;
  if (typeof bandwidth !== 'number' || !(bandwidth >= MIN_RATE)) {
    throw new InvalidInputError(`platform: options.link.bandwidth: expected a number >= ${MIN_RATE} (Infinity allowed), got ${String(bandwidth)}`);
  }
  const contention = options.link?.contention ?? 'concurrent';
  if (contention !== 'concurrent' && contention !== 'own') {
    throw new InvalidInputError(`platform: options.link.contention: expected 'concurrent' or 'own', got ${JSON.stringify(contention)}`);
  }
  const base = {
    clusters: Object.freeze(out),
    serverCount: first,
    serverCluster: Object.freeze(serverCluster),
    link: Object.freeze({ bandwidth, contention }),
  };
  if (options.partitions === undefined && options.queues === undefined && options.reservations === undefined) return Object.freeze(base);
  const partitions = options.partitions === undefined ? undefined : checkedPartitions(options.partitions, first);
  const queues = options.queues === undefined ? undefined : checkedQueues(options.queues, partitions?.length ?? 0);
  const reservations = options.reservations === undefined ? undefined : checkedReservations(options.reservations, first, queues?.length ?? 0);
  return Object.freeze({ ...base, ...(partitions === undefined ? {} : { partitions }), ...(queues === undefined ? {} : { queues }), ...(reservations === undefined ? {} : { reservations }) });
}
