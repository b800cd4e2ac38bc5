/**
 * What every long experiment function reports through its `onProgress` option (one shape for
 * `runSetups`, `trainDupontSwarms`, `reproduceDupont2020`, `trainProbabilistic`,
 * `trainPittsburgh`, `trainCoevolution`, `reproduceFranke2007` and `reproduceChhabra2019`):
 * a stage, how much of it is done, in which unit, and the best cost so far for optimisations.
 * `done === total` closes a stage. Progress bars and logs are one function for all of them.
 *
 * @example
 * ```ts
 * import { runSetups, jobSetSeeds, type ExperimentProgress } from 'schedlab/experiments';
 * import { homogeneousPlatform } from 'schedlab/engine';
 * import { googleLikeWorkload } from 'schedlab/workload';
 * import { dupontSetup } from 'schedlab/experiments';
 * const log = (p: ExperimentProgress): void => console.log(`${p.stage}: ${p.done}/${p.total} ${p.unit}${p.best === undefined ? '' : `, best ${p.best}`}`);
 * runSetups({ platform: homogeneousPlatform({ servers: 10 }), workload: googleLikeWorkload(), setups: [['FIFO', dupontSetup('FIFO')]], seeds: jobSetSeeds(1, 5), onProgress: log });
 * ```
 */
export interface ExperimentProgress {
  /** What is running, e.g. `'evaluation'`, `'training Swarm2'`, `'PITTS'`, `'metaheuristic runs'`. */
  readonly stage: string;
  /** Units done so far in this stage. */
  readonly done: number;
  /** Units of the whole stage. */
  readonly total: number;
  /** The unit of `done` and `total`: `'job sets'`, `'evaluations'`, `'generations'`, `'runs'`. */
  readonly unit: string;
  /** Best (lowest) cost found so far, for optimisation stages. */
  readonly best?: number;
}
