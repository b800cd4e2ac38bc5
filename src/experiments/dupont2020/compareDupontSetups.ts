import type { Workload } from '../../engine/Workload';
import { homogeneousPlatform } from '../../engine/homogeneousPlatform';
import { InvalidInputError } from '../../errors/InvalidInputError';
import { googleLikeWorkload } from '../../workload/googleLikeWorkload';
import type { ExperimentProgress } from '../ExperimentProgress';
import { jobSetSeeds } from '../jobSetSeeds';
import { runSetups, type SetupResults } from '../runSetups';
import { DUPONT_SETUPS, dupontSetup, type DupontSetupOptions } from './dupontSetup';
import { checkOptions, optionKeys } from '../../errors/internals/knownKeys';

const COMPARE_DUPONT_SETUPS_OPTIONS_KEYS = optionKeys<CompareDupontSetupsOptions>({ sets: true, servers: true, seed: true, workload: true, setupOptions: true, onProgress: true, signal: true });

/**
 * Options of {@link compareDupontSetups}.
 *
 * @example
 * ```ts
 * import type { CompareDupontSetupsOptions } from 'schedlab/experiments';
 * const options: CompareDupontSetupsOptions = { sets: 30, servers: 10, seed: 7 };
 * ```
 */
export interface CompareDupontSetupsOptions {
  /** Job sets per setup (integer >= 1). @defaultValue 100 (Dupont 2020, section 5.4) */
  readonly sets?: number;
  /** Servers of the platform and of the workload (integer >= 2). @defaultValue 10 (Table 3) */
  readonly servers?: number;
  /** Seed of the job-set seeds (`jobSetSeeds(seed, sets)`). @defaultValue 1 */
  readonly seed?: number;
  /** Options of every setup, e.g. `randomParametersSeed` or trained `swarmParameters`. @defaultValue {} */
  readonly setupOptions?: DupontSetupOptions;
  /** The job sets' workload (e.g. `workloadModel({ model: 'lublin', servers })`). @defaultValue `googleLikeWorkload({ servers })` (Table 3) */
  readonly workload?: Workload;
  /** Called after each job set. */
  readonly onProgress?: (progress: ExperimentProgress) => void;
  /** Stops between job sets: the run throws the signal's reason. */
  readonly signal?: AbortSignal;
}

/**
 * Runs the ten setups of Dupont et al. 2020 (section 5.4: FIFO ... Swarm3, Table 4 parameters)
 * on the same Table 3 job sets (Google-like workload, 50 jobs) and returns every metric per job
 * set and setup, ready for `analyzeSetups`: what `schedlab compare` prints.
 *
 * @param options - sets, servers, seed, setup options
 * @throws InvalidInputError for a number of sets or servers out of range
 * @example
 * ```ts
 * import { analyzeSetups, compareDupontSetups } from 'schedlab/experiments';
 * const results = compareDupontSetups({ sets: 30, seed: 7 });
 * const analysis = analyzeSetups(results, { confidence: 0.95 });
 * analysis.rankings.find((r) => r.metric === 'cost')?.groups; // best group first
 * ```
 */
export function compareDupontSetups(options: CompareDupontSetupsOptions = {}): SetupResults {
  checkOptions('compareDupontSetups(options)', options, COMPARE_DUPONT_SETUPS_OPTIONS_KEYS);
  const sets = options.sets ?? 100;
  const servers = options.servers ?? 10;
  if (!Number.isInteger(sets) || sets < 1) throw new InvalidInputError(`compareDupontSetups: options.sets must be an integer >= 1, got ${String(sets)}`);
  if (!Number.isInteger(servers) || servers < 2) throw new InvalidInputError(`compareDupontSetups: options.servers must be an integer >= 2, got ${String(servers)}`);
  const setupOptions = options.setupOptions ?? {};
  return runSetups({
    platform: homogeneousPlatform({ servers }),
    workload: options.workload ?? googleLikeWorkload({ servers }),
    setups: DUPONT_SETUPS.map((name) => [name, dupontSetup(name, setupOptions)] as const),
    seeds: jobSetSeeds(options.seed ?? 1, sets),
    ...(options.onProgress === undefined ? {} : { onProgress: options.onProgress }),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
  });
}
