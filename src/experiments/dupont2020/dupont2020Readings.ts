import type { StudyReading } from '../runReadings';
import type { Dupont2020Config } from './Dupont2020Config';

/**
 * The choices of a Dupont 2020 study that its readings override (`reproduceDupont2020(config, {
 * readings })`): the tuner, the training epochs' job sets, the PSO's re-evaluation and the
 * simulator profile.
 *
 * @example
 * ```ts
 * import type { Dupont2020Overrides } from 'schedlab/experiments';
 * const o: Dupont2020Overrides = { optimizer: 'cma-es', trainingSets: 'authors2020' };
 * ```
 */
export type Dupont2020Overrides = Partial<Pick<Dupont2020Config, 'optimizer' | 'trainingSets' | 'reevaluate' | 'profile'>>;

/**
 * The documented readings of Dupont et al. 2020 that `reproduce dupont2020 --readings all` runs
 * side by side: the tuner (the paper's PSO, section 4.3, or CMA-ES with the same evaluations)
 * times the training job sets (`independent`: 50 fresh sets per epoch, schedlab's reading;
 * `authors2020`: the authors' code, epoch k's sets are seeds k..k+49), named `tuner/sets`.
 * (Per-server against all-at-once shutdown is not among them yet: it is a setup option of
 * `dupontSetup`, not a field of `Dupont2020Config`.)
 *
 * @example
 * ```ts
 * import { DUPONT2020_READINGS } from 'schedlab/experiments';
 * DUPONT2020_READINGS.map((r) => r.name); // ['pso/independent', 'pso/authors2020', 'cma-es/independent', 'cma-es/authors2020']
 * ```
 */
export const DUPONT2020_READINGS: ReadonlyArray<StudyReading<Dupont2020Overrides>> = Object.freeze(
  (['pso', 'cma-es'] as const).flatMap((optimizer) => (['independent', 'authors2020'] as const).map((trainingSets) => ({ name: `${optimizer}/${trainingSets}`, overrides: { optimizer, trainingSets } }))),
);
