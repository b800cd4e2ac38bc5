import type { RigidJob } from '../engine/Job';

/**
 * A Batsim workload as schedlab reads it (`parseBatsimWorkload`, `readBatsimWorkload`).
 *
 * @example
 * ```ts
 * import { parseBatsimWorkload, type BatsimWorkload } from 'schedlab/workload';
 * const w: BatsimWorkload = parseBatsimWorkload('{"nb_res":4,"jobs":[{"id":1,"subtime":0,"walltime":60,"res":2,"profile":"d"}],"profiles":{"d":{"type":"delay","delay":30}}}');
 * w.resources; // 4
 * w.jobs[0]; // { kind: 'rigid', id: '1', submit: 0, processors: 2, runtime: 30, estimate: 60 }
 * ```
 */
export interface BatsimWorkload {
  /** The workload's `nb_res`: the resources it was designed for (the platform size to simulate). */
  readonly resources: number;
  /** The jobs, in file order, as rigid jobs. */
  readonly jobs: readonly RigidJob[];
}

/**
 * Options of `parseBatsimWorkload` and `readBatsimWorkload`.
 *
 * @example
 * ```ts
 * import type { BatsimWorkloadOptions } from 'schedlab/workload';
 * const options: BatsimWorkloadOptions = { hostSpeed: 1e9 }; // hosts of 1 Gflop/s
 * ```
 */
export interface BatsimWorkloadOptions {
  /**
   * The `speed` of the platform's hosts in flop/s (the pstate Batsim computes at; in a SimGrid
   * platform file, the host's `speed`, e.g. `"1Gf"` = 1e9). A `parallel_homogeneous` job runs
   * `cpu / hostSpeed` seconds. Required only when a job uses such a profile.
   * @defaultValue undefined (a parallel_homogeneous job is then refused, naming this option)
   */
  readonly hostSpeed?: number;
  /** Name of the input in error messages (a file path). @defaultValue 'Batsim workload' */
  readonly source?: string;
}
