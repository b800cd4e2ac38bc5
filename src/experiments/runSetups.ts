import type { ExperimentProgress } from './ExperimentProgress';
import type { Policy } from '../engine/Policy';
import type { Metrics } from '../engine/Simulation';
import { checkSetupNames } from './internals/checkSetupNames';
import { setupMetrics } from './internals/setupMetrics';
import type { ScenarioOptions } from './ScenarioOptions';
import { optionKeys, requireOptions, requireArray } from '../errors/internals/knownKeys';

const RUN_SETUPS_OPTIONS_KEYS = optionKeys<RunSetupsOptions>({ setups: true, seeds: true, onProgress: true, signal: true, platform: true, workload: true, decisionInterval: true, clockStart: true, reconfigurationCost: true });

/**
 * Metrics collected by {@link runSetups}, each as a matrix.
 *
 * @example
 * ```ts
 * import { SETUP_METRICS, type SetupResults } from 'schedlab/experiments';
 * declare const results: SetupResults; // from runSetups
 * for (const metric of SETUP_METRICS) console.log(metric, results.metrics[metric][0]); // first job set, every setup
 * ```
 */
export const SETUP_METRICS = [
  'meanStretch',
  'normalizedMeanPower',
  'cost',
  'reconfigurations',
  'powerOffs',
  'energy',
  'makespan',
  'meanWait',
  'utilization',
] as const satisfies ReadonlyArray<keyof Metrics>;

/**
 * Name of a collected metric.
 *
 * @example
 * ```ts
 * import type { SetupMetric, SetupResults } from 'schedlab/experiments';
 * import { mean } from 'schedlab/statistics';
 * // Mean of one metric per setup (column means).
 * function columnMeans(results: SetupResults, metric: SetupMetric): number[] {
 *   return results.setups.map((_, j) => mean(results.metrics[metric].map((row) => row[j]!)));
 * }
 * ```
 */
export type SetupMetric = (typeof SETUP_METRICS)[number];

/**
 * Options of {@link runSetups}.
 *
 * @example
 * ```ts
 * import { runSetups, jobSetSeeds, type RunSetupsOptions } from 'schedlab/experiments';
 * import { homogeneousPlatform } from 'schedlab/engine';
 * import { googleLikeWorkload } from 'schedlab/workload';
 * import { dupontSetup } from 'schedlab/experiments';
 * const options: RunSetupsOptions = {
 *   platform: homogeneousPlatform({ servers: 10 }), workload: googleLikeWorkload(),
 *   setups: [['FIFO', dupontSetup('FIFO')], ['Swarm1', dupontSetup('Swarm1')]], seeds: jobSetSeeds(3, 100),
 *   onProgress: (p) => console.log(`${p.done}/${p.total} ${p.unit}`),
 * };
 * const results = runSetups(options);
 * ```
 */
export interface RunSetupsOptions extends ScenarioOptions {
  /** Named policies, in column order. */
  readonly setups: ReadonlyArray<readonly [string, Policy]>;
  /** Seeds of the job sets (rows), e.g. from `jobSetSeeds`. */
  readonly seeds: readonly number[];
  /** Called after each job set, stage `'evaluation'`, unit `'job sets'`. */
  readonly onProgress?: (progress: ExperimentProgress) => void;
  /** Stops between job sets: the run throws the signal's reason (an `AbortError` by default). */
  readonly signal?: AbortSignal;
}

/**
 * Results of named setups over the same job sets: for each metric a matrix whose rows are the
 * job sets (blocks) and columns the setups, the input of `schedlab/statistics`.
 *
 * @example
 * ```ts
 * import { runSetups, jobSetSeeds, type SetupResults } from 'schedlab/experiments';
 * import { homogeneousPlatform } from 'schedlab/engine';
 * import { googleLikeWorkload } from 'schedlab/workload';
 * import { dupontSetup } from 'schedlab/experiments';
 * import { friedman } from 'schedlab/statistics';
 * const r: SetupResults = runSetups({ platform: homogeneousPlatform({ servers: 10 }), workload: googleLikeWorkload(),
 *   setups: (['FIFO', 'FIFO-Rcfg', 'Swarm3'] as const).map((n) => [n, dupontSetup(n)] as const), seeds: jobSetSeeds(9, 30) });
 * friedman(r.metrics.cost, { lowerIsBetter: true }).pValue; // rows = job sets, columns = setups
 * ```
 */
export interface SetupResults {
  readonly setups: readonly string[];
  readonly seeds: readonly number[];
  readonly metrics: Readonly<Record<SetupMetric, number[][]>>;
}

/**
 * Runs every setup on every job set (common random numbers: all setups see the same jobs and
 * the same policy stream for a given seed) and collects the metric matrices.
 *
 * @throws InvalidInputError when setups are empty or names repeat
 * @example
 * ```ts
 * import { runSetups, jobSetSeeds } from 'schedlab/experiments';
 * import { homogeneousPlatform } from 'schedlab/engine';
 * import { googleLikeWorkload } from 'schedlab/workload';
 * import { dupontSetup } from 'schedlab/experiments';
 * const r = runSetups({
 *   platform: homogeneousPlatform({ servers: 10 }),
 *   workload: googleLikeWorkload(),
 *   setups: (['FIFO', 'Swarm2'] as const).map((n) => [n, dupontSetup(n)] as const),
 *   seeds: jobSetSeeds(7, 20),
 * });
 * r.metrics.cost[0]; // costs of FIFO and Swarm2 on the first job set
 * ```
 */
export function runSetups(options: RunSetupsOptions): SetupResults {
  requireOptions('runSetups(options)', options, RUN_SETUPS_OPTIONS_KEYS);
  requireArray('runSetups(options).setups', options.setups, 'an array of [name, policy] pairs');
  options.setups.forEach((s, i) => requireArray(`runSetups(options).setups[${i}]`, s, 'a [name, policy] pair'));
  const names = options.setups.map(([n]) => n);
  checkSetupNames('runSetups', names);
  const metrics = Object.fromEntries(SETUP_METRICS.map((m) => [m, [] as number[][]])) as Record<SetupMetric, number[][]>;
  options.seeds.forEach((seed, row) => {
    options.signal?.throwIfAborted();
    const perSetup = setupMetrics(options, options.setups, seed);
    for (const key of SETUP_METRICS) metrics[key].push(perSetup.map((m) => m[key]));
    options.onProgress?.({ stage: 'evaluation', done: row + 1, total: options.seeds.length, unit: 'job sets' });
  });
  return { setups: names, seeds: [...options.seeds], metrics };
}
