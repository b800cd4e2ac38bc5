/**
 * A partition of a platform (issue 39; Slurm's partitions): a named set of servers. Partitions may
 * overlap. A job that names a partition (`RigidJob.partition`, its index in `platform.partitions`)
 * runs only on its servers; the engine refuses any other start.
 *
 * @example
 * ```ts
 * import { platform, type Partition } from 'schedlab/engine';
 * const p = platform([{ servers: 8 }], { partitions: [{ name: 'cpu', servers: [0, 1, 2, 3, 4, 5] }, { name: 'gpu', servers: [6, 7] }] });
 * const gpu: Partition | undefined = p.partitions?.[1];
 * gpu?.servers; // [6, 7]
 * ```
 */
export interface Partition {
  readonly name: string;
  /** Its servers (global indices), ascending and distinct. */
  readonly servers: readonly number[];
}

/**
 * A queue of a platform (issue 39; Slurm's partition limits, the SWF's queue numbers): a priority
 * (read by `multifactorPriority`'s queue factor through `queuePriorities`, or by your own policy),
 * the partitions its jobs may use and its limits. A job that names a queue (`RigidJob.queue`, its
 * index in `platform.queues`) and breaks a limit is refused at submission, as Slurm refuses it.
 *
 * @example
 * ```ts
 * import { platform, type Queue } from 'schedlab/engine';
 * const p = platform([{ servers: 8 }], {
 *   partitions: [{ name: 'all', servers: [0, 1, 2, 3, 4, 5, 6, 7] }, { name: 'small', servers: [0, 1] }],
 *   queues: [{ name: 'debug', priority: 10, partitions: [1], maxProcessors: 2, maxWalltime: 1800 }],
 * });
 * const debug: Queue | undefined = p.queues?.[0];
 * debug?.maxWalltime; // 1800
 * ```
 */
export interface Queue {
  readonly name: string;
  /** Its priority (>= 0). @defaultValue 0 */
  readonly priority: number;
  /** Indices of the partitions its jobs may use; a job of the queue without a partition may use any of their servers. @defaultValue every partition */
  readonly partitions: readonly number[];
  /** Most processors a job of the queue may request. @defaultValue Infinity */
  readonly maxProcessors: number;
  /** Longest walltime (a rigid job's `estimate`, s) a job of the queue may request. @defaultValue Infinity */
  readonly maxWalltime: number;
}

/**
 * A partition as given to `platform(clusters, { partitions })`.
 *
 * @example
 * ```ts
 * import { platform, type PartitionSpec } from 'schedlab/engine';
 * const gpu: PartitionSpec = { name: 'gpu', servers: [6, 7] };
 * platform([{ servers: 8 }], { partitions: [{ name: 'cpu', servers: [0, 1, 2, 3, 4, 5] }, gpu] });
 * ```
 */
export interface PartitionSpec {
  readonly name: string;
  /** Server indices (distinct, in range). */
  readonly servers: readonly number[];
}

/**
 * A queue as given to `platform(clusters, { queues })`: every field but `name` has the default of {@link Queue}.
 *
 * @example
 * ```ts
 * import type { QueueSpec } from 'schedlab/engine';
 * const debug: QueueSpec = { name: 'debug', priority: 10, maxProcessors: 4, maxWalltime: 1800 };
 * ```
 */
export interface QueueSpec {
  readonly name: string;
  readonly priority?: number;
  readonly partitions?: readonly number[];
  readonly maxProcessors?: number;
  readonly maxWalltime?: number;
}
