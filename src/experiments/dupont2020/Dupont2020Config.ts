import type { GoogleLikeWorkloadOptions } from '../../workload/googleLikeWorkload';
import type { DupontProfileName } from './dupontProfile';
import type { DupontTrainingSets } from './dupontTrainingObjective';
import { InvalidInputError } from '../../errors/InvalidInputError';
import { checkOptions, optionKeys } from '../../errors/internals/knownKeys';
import { showValue } from '../../errors/internals/showValue';

/**
 * One evaluation experiment of Dupont 2020 (sections 5.4, 6.6, 6.7).
 *
 * @example
 * ```ts
 * import { dupont2020Config, type Dupont2020Experiment } from 'schedlab/experiments';
 * import { googleLikeWorkload } from 'schedlab/workload';
 * const resilience: Dupont2020Experiment | undefined = dupont2020Config('full').experiments.find((e) => e.id === 'resilience');
 * const workload = googleLikeWorkload({ ...resilience?.workload, servers: resilience?.servers ?? 10 }); // Table 10 generator
 * ```
 */
export interface Dupont2020Experiment {
  /** `main`, `resilience` or `scaleUp`. */
  readonly id: 'main' | 'resilience' | 'scaleUp';
  readonly title: string;
  /** Servers of the platform. */
  readonly servers: number;
  /** Workload generator options (Table 3, 10 or 13). */
  readonly workload: GoogleLikeWorkloadOptions;
  /** Job sets (the paper: 100). */
  readonly sets: number;
  /** Confidence level of the weak rankings (the paper: 0.95; 0.90 in the resilience test). */
  readonly confidence: number;
}

/**
 * Sizes of a reproduction of Dupont et al. 2020.
 *
 * @example
 * ```ts
 * import { dupont2020Config, reproduceDupont2020, type Dupont2020Config } from 'schedlab/experiments';
 * const config: Dupont2020Config = dupont2020Config('full', { reevaluate: 'all-bests', epochs: 50 });
 * const r = await reproduceDupont2020(config, { seed: 1 });
 * ```
 */
export interface Dupont2020Config {
  /** `full` (the paper's sizes) or `quick`. */
  readonly mode: 'full' | 'quick';
  /** Particles per swarm (the paper: 30). */
  readonly particles: number;
  /** Training epochs (the paper: 100). */
  readonly epochs: number;
  /** Job sets per epoch, G_k (the paper: 50 sets of 50 jobs on 10 servers). */
  readonly setsPerEpoch: number;
  /**
   * Re-evaluate the personal and global bests on each epoch's job sets (PSO option
   * `reevaluate: 'all-bests'`), so a best found on an easy epoch does not stick forever. The
   * paper's PSO does not. @defaultValue 'none' (as the paper; 'all-bests' doubles the training
   * cost and, in our measurements, converges to the same parameters)
   */
  readonly reevaluate: 'none' | 'global-best' | 'all-bests';
  /**
   * Held-out job sets on which each swarm's final candidates are re-evaluated to pick its
   * parameters (see `validateCandidates`); 0 keeps the optimizer's own best, as the paper does.
   * Never used in training nor in the evaluation experiments. @defaultValue 50 (full), 10 (quick)
   */
  readonly validationSets: number;
  /**
   * How many of the best distinct candidates seen in training join the last epoch's particles as
   * validation candidates. @defaultValue 10 (full), 5 (quick)
   */
  readonly validationCandidates: number;
  /**
   * Simulator profile of training and evaluation (see `dupontProfile`): `paper`, or `authors2020` to
   * compare with numbers the authors' code produced. @defaultValue 'paper'
   */
  readonly profile: DupontProfileName;
  /**
   * The tuner of the swarms: `pso` (the paper, section 4.3) or `cma-es` (`cmaEs()` with IPOP
   * restarts, given the same number of evaluations: particles x epochs). @defaultValue 'pso'
   */
  readonly optimizer: 'pso' | 'cma-es';
  /**
   * The training epochs' job sets: `independent` (50 fresh sets per epoch, schedlab's reading) or
   * `authors2020` (the authors' code: epoch k's sets are seeds base + k ... base + k + 49, base the
   * training seed, so consecutive epochs share 49 of their 50 sets and the PSO sees a slowly moving
   * objective). @defaultValue 'authors2020' with `profile: 'authors2020'`, else 'independent'
   */
  readonly trainingSets: DupontTrainingSets;
  /**
   * How the greedy policy's shutdown step (Algorithm 1, `shutdown(servers_available,
   * some_duration)`) powers the available servers off, in training and in every evaluated setup:
   * `perServer` (one server at a time, the rule of section 4.2.2 evaluated again on the number
   * still available, a duration drawn for each: the authors' code) or `allAtOnce` (the rule
   * evaluated once, every available server off for one drawn duration: Algorithm 1 read
   * literally). See `greedyPolicy`'s `shutdownGranularity`. @defaultValue 'perServer'
   */
  readonly shutdownGranularity: 'perServer' | 'allAtOnce';
  readonly experiments: readonly Dupont2020Experiment[];
}

const TABLE3: GoogleLikeWorkloadOptions = { jobs: 50, servers: 10, dynamism: 500, mass: 1700, disparity: 3.8, alpha: [0.5, 1], data: [10, 500] };
const TABLE10: GoogleLikeWorkloadOptions = { ...TABLE3, dynamism: 300, mass: 1900, disparity: 4.5, data: [10, 800] };
const TABLE13: GoogleLikeWorkloadOptions = { ...TABLE3, servers: 100, jobs: 500, dynamism: 50 };

const DUPONT2020_CONFIG_OVERRIDES_KEYS = optionKeys<Omit<Dupont2020Config, 'mode' | 'experiments'>>({ particles: true, epochs: true, setsPerEpoch: true, reevaluate: true, validationSets: true, validationCandidates: true, profile: true, optimizer: true, trainingSets: true, shutdownGranularity: true });

/**
 * The sizes of the reproduction. `full` is the paper: 3 swarms x 30 particles x 100 epochs x
 * 50 job sets (450,000 simulations), then 100 fresh job sets in each of the three experiments.
 * `quick` keeps every step but shrinks them: 12 particles, 15 epochs, 8 sets per epoch
 * (4,320 training simulations), 30 sets per experiment. Both add a held-out validation of each
 * swarm's final candidates (50 sets in full, 10 in quick; `validationSets: 0` to skip it as the paper).
 *
 * @example
 * ```ts
 * import { dupont2020Config } from 'schedlab/experiments';
 * dupont2020Config('quick').epochs; // 15
 * ```
 */
export function dupont2020Config(mode: 'full' | 'quick', overrides: Partial<Omit<Dupont2020Config, 'mode' | 'experiments'>> = {}): Dupont2020Config {
  if (mode !== 'full' && mode !== 'quick') throw new InvalidInputError(`dupont2020Config(mode): expected 'full' or 'quick', got ${showValue(mode)}`);
  checkOptions('dupont2020Config(overrides)', overrides, DUPONT2020_CONFIG_OVERRIDES_KEYS);
  const granularity = overrides.shutdownGranularity;
  if (granularity !== undefined && granularity !== 'perServer' && granularity !== 'allAtOnce') {
    throw new InvalidInputError(`dupont2020Config(overrides).shutdownGranularity: expected 'perServer' or 'allAtOnce', got ${JSON.stringify(granularity)}`);
  }
  const quick = mode === 'quick';
  const sets = quick ? 30 : 100;
  return Object.freeze({
    mode,
    particles: quick ? 12 : 30,
    epochs: quick ? 15 : 100,
    setsPerEpoch: quick ? 8 : 50,
    reevaluate: 'none',
    validationSets: quick ? 10 : 50,
    validationCandidates: quick ? 5 : 10,
    profile: 'paper',
    optimizer: 'pso',
    trainingSets: overrides.profile === 'authors2020' ? 'authors2020' : 'independent',
    shutdownGranularity: 'perServer',
    ...overrides,
    experiments: Object.freeze([
      { id: 'main', title: 'Main experiment (Table 3 generator, section 6.2-6.5)', servers: 10, workload: TABLE3, sets, confidence: 0.95 },
      { id: 'resilience', title: 'Resilience test (Table 10 generator, section 6.6)', servers: 10, workload: TABLE10, sets, confidence: 0.9 },
      { id: 'scaleUp', title: 'Scale-up test (Table 13: 100 servers, 500 jobs, section 6.7)', servers: 100, workload: TABLE13, sets, confidence: 0.95 },
    ] as const),
  });
}
