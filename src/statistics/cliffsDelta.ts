import { a12Of, checkSamples, deltaOf } from './internals/dominance';
import { effectMagnitude } from './effectMagnitude';
import type { EffectSize } from './EffectSize';
import type { DominanceOptions } from './varghaDelaneyA12';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';

const CLIFFS_DELTA_OPTIONS_KEYS = optionKeys<DominanceOptions>({ paired: true });

/**
 * Cliff's delta (Cliff 1993, "Dominance statistics", Psychol. Bull. 114(3)): d = P(X > Y) -
 * P(X < Y) in [-1, 1]; 0 means no effect. Computed as 2 A12 - 1 (the identity holds for both
 * the unpaired and the within-pair version, see {@link varghaDelaneyA12}). Paired samples use the
 * within-pair dominance (#(x_i > y_i) - #(x_i < y_i))/n, a documented choice (Cliff's delta is
 * defined for independent groups).
 *
 * @param x - first sample (finite numbers)
 * @param y - second sample (same length when paired)
 * @param options - `paired`
 * @returns estimate and magnitude (Romano et al. 2006 thresholds, see {@link effectMagnitude})
 * @throws InvalidInputError for an empty or non-finite sample, or paired samples of different lengths
 * @example
 * ```ts
 * import { cliffsDelta } from 'schedlab/statistics';
 * cliffsDelta([3, 4, 5], [1, 2, 3]).estimate; // (8 - 0) / 9 = 0.888...
 * ```
 */
export function cliffsDelta(x: readonly number[], y: readonly number[], options: DominanceOptions = {}): EffectSize {
  checkOptions('cliffsDelta(options)', options, CLIFFS_DELTA_OPTIONS_KEYS);
  const paired = options.paired === true;
  checkSamples('cliffsDelta', x, y, paired);
  const estimate = deltaOf(a12Of(x, y, paired));
  return { measure: 'cliffsDelta', estimate, magnitude: effectMagnitude('cliffsDelta', estimate), paired };
}
