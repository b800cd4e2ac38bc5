import { checkSamples, a12Of } from './internals/dominance';
import { effectMagnitude } from './effectMagnitude';
import type { EffectSize } from './EffectSize';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';

const VARGHA_DELANEY_A12_OPTIONS_KEYS = optionKeys<DominanceOptions>({ paired: true });

/**
 * Options of {@link varghaDelaneyA12} and {@link cliffsDelta}.
 *
 * @example
 * ```ts
 * import { varghaDelaneyA12, type DominanceOptions } from 'schedlab/statistics';
 * const opts: DominanceOptions = { paired: true }; // same job sets for both setups
 * varghaDelaneyA12([1.2, 1.4, 1.1], [1.3, 1.5, 1.0], opts).estimate; // 1/3
 * ```
 */
export interface DominanceOptions {
  /**
   * Paired samples (x[i] and y[i] measured on the same job set): the within-pair version
   * (compares x[i] with y[i] only). Unpaired: every x[i] with every y[j].
   * @defaultValue false
   */
  readonly paired?: boolean;
}

/**
 * Vargha-Delaney A12 (Vargha & Delaney 2000): the probability that an observation of x is larger
 * than one of y, ties counted half, A = P(X > Y) + P(X = Y)/2; 0.5 means no effect.
 *
 * Unpaired samples use Vargha & Delaney's rank-sum formula A = (R1/m - (m + 1)/2)/n (R1: sum of
 * the mid-ranks of x in the pooled sample; equal to Mann-Whitney's U/(mn)). Paired samples
 * (a documented choice: Vargha & Delaney treat independent groups) use the within-pair
 * probability of superiority (#(x_i > y_i) + #(x_i = y_i)/2)/n, the dependent-groups version of
 * Grissom & Kim (2012, "Effect sizes for research", ch. 5). For costs (lower is better), A12 of
 * (y, x) is the probability that x is better.
 *
 * @param x - first sample (finite numbers)
 * @param y - second sample (same length when paired)
 * @param options - `paired`
 * @returns estimate and magnitude (Vargha & Delaney 2000 thresholds, see {@link effectMagnitude})
 * @throws InvalidInputError for an empty or non-finite sample, or paired samples of different lengths
 * @example
 * ```ts
 * import { varghaDelaneyA12 } from 'schedlab/statistics';
 * varghaDelaneyA12([3, 4, 5], [1, 2, 3]).estimate; // (8 + 0.5) / 9 = 0.944...
 * ```
 */
export function varghaDelaneyA12(x: readonly number[], y: readonly number[], options: DominanceOptions = {}): EffectSize {
  checkOptions('varghaDelaneyA12(options)', options, VARGHA_DELANEY_A12_OPTIONS_KEYS);
  const paired = options.paired === true;
  checkSamples('varghaDelaneyA12', x, y, paired);
  const estimate = a12Of(x, y, paired);
  return { measure: 'a12', estimate, magnitude: effectMagnitude('a12', estimate), paired };
}
