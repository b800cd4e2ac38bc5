/**
 * The two ordinal effect sizes of schedlab/statistics.
 *
 * @example
 * ```ts
 * import type { EffectSizeMeasure } from 'schedlab/statistics';
 * const measure: EffectSizeMeasure = 'cliffsDelta';
 * ```
 */
export type EffectSizeMeasure = 'a12' | 'cliffsDelta';

/**
 * Verbal magnitude of an effect size (thresholds in {@link effectMagnitude}).
 *
 * @example
 * ```ts
 * import { effectMagnitude, type EffectMagnitude } from 'schedlab/statistics';
 * const m: EffectMagnitude = effectMagnitude('cliffsDelta', -0.4); // 'medium'
 * ```
 */
export type EffectMagnitude = 'negligible' | 'small' | 'medium' | 'large';

/**
 * An effect size of sample x against sample y.
 *
 * @example
 * ```ts
 * import { cliffsDelta, type EffectSize } from 'schedlab/statistics';
 * const e: EffectSize = cliffsDelta([3, 4, 5], [1, 2, 3]);
 * console.log(e.estimate, e.magnitude); // 0.888..., 'large'
 * ```
 */
export interface EffectSize {
  /** Which measure. */
  readonly measure: EffectSizeMeasure;
  /** A12 in [0, 1] (0.5 = no effect) or Cliff's delta in [-1, 1] (0 = no effect); > the null when x tends to be larger. */
  readonly estimate: number;
  /** Verbal magnitude of `estimate`. */
  readonly magnitude: EffectMagnitude;
  /** True for the within-pair (paired) version. */
  readonly paired: boolean;
}
