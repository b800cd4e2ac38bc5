import type { Objective } from '../../optimizers/Objective';
import { greedyFamily } from '../../policies/greedyFamily';
import { conditionK } from './internals/conditionK';
import { googleLikeWorkload, type GoogleLikeWorkloadOptions } from '../../workload/googleLikeWorkload';
import { simulationObjective } from '../simulationObjective';
import { profileFamilyOptions, type DupontProfileName } from './dupontProfile';
import { readingProfile } from './internals/readingProfile';
import { optionKeys, requireOptions } from '../../errors/internals/knownKeys';

const DUPONT_TRAINING_OBJECTIVE_SPEC_KEYS = optionKeys<DupontTrainingSpec>({ condition: true, servers: true, workload: true, setsPerIteration: true, profile: true, trainingSets: true, trainingSetBase: true, setsSeed: true, shutdownGranularity: true });

/**
 * JSON description of a training objective (what a worker thread needs to rebuild it).
 *
 * @example
 * ```ts
 * import { dupontTrainingObjective, type DupontTrainingSpec } from 'schedlab/experiments';
 * import { minimize, pso } from 'schedlab/optimizers';
 * const spec: DupontTrainingSpec = { condition: 3, servers: 10, workload: { jobs: 50, dynamism: 500 }, setsPerIteration: 8 };
 * const result = await minimize(dupontTrainingObjective(spec), pso({ swarmSize: 12 }), { seed: 1, maxIterations: 10 });
 * ```
 */
export interface DupontTrainingSpec {
  /** Reconfiguration condition 1, 2 or 3 (Swarm1, Swarm2, Swarm3). */
  readonly condition: 1 | 2 | 3;
  readonly servers: number;
  readonly workload: GoogleLikeWorkloadOptions;
  readonly setsPerIteration: number;
  /** Simulator profile (see `dupontProfile`). @defaultValue 'paper' */
  readonly profile?: DupontProfileName;
  /**
   * The epochs' job sets: `independent` (fresh sets each epoch, named by the epoch's iteration
   * seed) or `authors2020` (the authors' code: epoch k uses the sets of seeds
   * `trainingSetBase + k ... trainingSetBase + k + setsPerIteration - 1`, so consecutive epochs
   * share all sets but one). @defaultValue 'independent'
   */
  readonly trainingSets?: DupontTrainingSets;
  /** First set seed of `trainingSets: 'authors2020'`. @defaultValue 0 */
  readonly trainingSetBase?: number;
  /**
   * With `trainingSets: 'independent'`, the seed whose iteration seeds name the epochs' sets
   * (`simulationObjective`'s `sharedSets`), so swarms run under their own optimizer seeds
   * still train on the same sets. @defaultValue undefined: the optimizer run's own iteration seeds
   */
  readonly setsSeed?: number;
  /**
   * The shutdown step's reading (see `Dupont2020Config.shutdownGranularity`): `perServer` or
   * `allAtOnce`. @defaultValue the profile's (`perServer` in both profiles)
   */
  readonly shutdownGranularity?: 'perServer' | 'allAtOnce';
}

/**
 * How the training epochs draw their job sets (see {@link DupontTrainingSpec}).
 *
 * @example
 * ```ts
 * import type { DupontTrainingSets } from 'schedlab/experiments';
 * const sets: DupontTrainingSets = 'authors2020';
 * ```
 */
export type DupontTrainingSets = 'independent' | 'authors2020';

/**
 * The training objective of Dupont 2020 section 5.3 for one swarm, built from plain JSON: the
 * mean cost of `greedyFamily(conditionK)` over the epoch's job sets. Exported as a factory so
 * that `workerEvaluator({ module, exportName: 'dupontTrainingObjective', factoryData: spec })`
 * rebuilds it in each worker thread.
 *
 * @example
 * ```ts
 * import { dupontTrainingObjective } from 'schedlab/experiments';
 * const objective = dupontTrainingObjective({ condition: 2, servers: 10, workload: {}, setsPerIteration: 50 });
 * ```
 */
export function dupontTrainingObjective(spec: DupontTrainingSpec): Objective {
  requireOptions('dupontTrainingObjective(spec)', spec, DUPONT_TRAINING_OBJECTIVE_SPEC_KEYS);
  const profile = readingProfile(spec.profile ?? 'paper', spec.shutdownGranularity, 'dupontTrainingObjective(spec)');
  return simulationObjective({
    platform: profile.platform(spec.servers),
    workload: googleLikeWorkload({ ...spec.workload, servers: spec.servers }),
    ...profile.simulation,
    family: greedyFamily(conditionK(spec.condition), profileFamilyOptions(profile)),
    setsPerIteration: spec.setsPerIteration,
    ...(spec.trainingSets === 'authors2020' ? { slidingSets: { base: spec.trainingSetBase ?? 0 } } : spec.setsSeed === undefined ? {} : { sharedSets: { seed: spec.setsSeed } }),
  });
}
