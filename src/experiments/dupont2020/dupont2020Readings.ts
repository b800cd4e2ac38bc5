import type { StudyReading } from '../runReadings';
import type { Dupont2020Config } from './Dupont2020Config';

/**
 * The choices of a Dupont 2020 study that its readings override (`reproduceDupont2020(config, {
 * readings })`): the tuner, the training epochs' job sets, the PSO's re-evaluation, the
 * simulator profile and the shutdown step's granularity.
 *
 * @example
 * ```ts
 * import type { Dupont2020Overrides } from 'schedlab/experiments';
 * const o: Dupont2020Overrides = { optimizer: 'cma-es', trainingSets: 'authors2020' };
 * ```
 */
export type Dupont2020Overrides = Partial<Pick<Dupont2020Config, 'optimizer' | 'trainingSets' | 'reevaluate' | 'profile' | 'shutdownGranularity'>>;

/**
 * The documented readings of Dupont et al. 2020 that `reproduce dupont2020 --readings all` runs
 * side by side, named `tuner/sets[/shutdown]`:
 *
 * - the tuner: the paper's PSO (section 4.3) or CMA-ES with the same evaluations;
 * - the training job sets: `independent` (50 fresh sets per epoch, schedlab's reading) or
 *   `authors2020` (the authors' code: epoch k's sets are seeds k..k+49);
 * - the shutdown step of Algorithm 1, `shutdown(servers_available, some_duration)`: no suffix keeps
 *   the configuration's `shutdownGranularity` (per server by default, as the authors' code) and
 *   `/allAtOnce` sets `allAtOnce` (one rule evaluation, every
 *   available server off for one duration: the pseudocode read literally). The paper allows both:
 *   Algorithm 1 passes the whole list and one duration, while section 4.2.2 bases the decision on
 *   "the number of available servers" and draws a duration "for choosing t1off over t2off" without
 *   saying whether per server or per call. The all-at-once readings are run on independent sets
 *   only (`pso/independent/allAtOnce`, `cma-es/independent/allAtOnce`), not the full product.
 *
 * @example
 * ```ts
 * import { DUPONT2020_READINGS } from 'schedlab/experiments';
 * DUPONT2020_READINGS.map((r) => r.name);
 * // ['pso/independent', 'pso/authors2020', 'cma-es/independent', 'cma-es/authors2020',
 * //  'pso/independent/allAtOnce', 'cma-es/independent/allAtOnce']
 * ```
 */
export const DUPONT2020_READINGS: ReadonlyArray<StudyReading<Dupont2020Overrides>> = Object.freeze([
  ...(['pso', 'cma-es'] as const).flatMap((optimizer) => (['independent', 'authors2020'] as const).map((trainingSets) => ({ name: `${optimizer}/${trainingSets}`, overrides: { optimizer, trainingSets } }))),
  ...(['pso', 'cma-es'] as const).map((optimizer) => ({ name: `${optimizer}/independent/allAtOnce`, overrides: { optimizer, trainingSets: 'independent', shutdownGranularity: 'allAtOnce' } as const })),
]);
