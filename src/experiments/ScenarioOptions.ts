import type { Platform } from '../engine/platform';
import type { ReconfigurationCost } from '../engine/ReconfigurationCost';
import type { Workload } from '../engine/Workload';

/**
 * What every experiment helper needs to simulate a named job set: the platform, the workload the
 * sets are drawn from, and the engine options (see `createSimulation`). `runSetups`,
 * `simulationObjective`, `simulationParetoObjective` and `validateCandidates` take these fields, so a
 * scenario is written once and spread into each (a `DupontProfile`'s `simulation` fits here too).
 *
 * @example
 * ```ts
 * import { runSetups, jobSetSeeds, type ScenarioOptions } from 'schedlab/experiments';
 * import { homogeneousPlatform } from 'schedlab/engine';
 * import { googleLikeWorkload } from 'schedlab/workload';
 * import { dupontSetup } from 'schedlab/experiments';
 * const scenario: ScenarioOptions = { platform: homogeneousPlatform({ servers: 10 }), workload: googleLikeWorkload(), decisionInterval: 10 };
 * const r = runSetups({ ...scenario, setups: [['FIFO', dupontSetup('FIFO')]], seeds: jobSetSeeds(1, 5) });
 * ```
 */
export interface ScenarioOptions {
  readonly platform: Platform;
  /** Generator of the job sets. */
  readonly workload: Workload;
  /** Passed to `createSimulation`. */
  readonly decisionInterval?: number;
  /** Passed to `createSimulation`. */
  readonly clockStart?: number;
  /** Passed to `createSimulation`. */
  readonly reconfigurationCost?: ReconfigurationCost;
}
