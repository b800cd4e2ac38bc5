import { InvalidInputError } from '../errors/InvalidInputError';
import { uniformInt } from '../random/uniformInt';
import type { Rng } from '../random/Rng';
import { a12Of, checkSamples, deltaOf } from './internals/dominance';
import { a12Resampler } from './internals/a12Resampler';
import { sortedQuantile } from './internals/sortedQuantile';
import { validateInteger, validateOpenUnit, shown } from './internals/validate';
import { effectMagnitude } from './effectMagnitude';
import type { EffectSize, EffectSizeMeasure } from './EffectSize';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';

/** Most resamples of {@link effectSizeCi}. */
const EFFECT_SIZE_MAX_RESAMPLES = 1e6;
/** Most values drawn in all (resamples x n paired, resamples x (m + n) unpaired): each resample costs O(m + n). */
const EFFECT_SIZE_MAX_DRAWS = 1e8;

const EFFECT_SIZE_CI_OPTIONS_KEYS = optionKeys<EffectSizeCiOptions>({ measure: true, paired: true, resamples: true, level: true });

/**
 * Options of {@link effectSizeCi}.
 *
 * @example
 * ```ts
 * import { createRng } from 'schedlab/random';
 * import { effectSizeCi, type EffectSizeCiOptions } from 'schedlab/statistics';
 * const opts: EffectSizeCiOptions = { measure: 'a12', paired: true, resamples: 5000, level: 0.9 };
 * effectSizeCi(createRng(7), [1.2, 1.4, 1.1, 1.3], [1.3, 1.5, 1.0, 1.6], opts);
 * ```
 */
export interface EffectSizeCiOptions {
  /**
   * The effect size.
   * @defaultValue 'cliffsDelta'
   */
  readonly measure?: EffectSizeMeasure;
  /**
   * Paired samples: resample pairs (x[i], y[i]) together; unpaired: resample x and y independently.
   * @defaultValue false
   */
  readonly paired?: boolean;
  /**
   * Number of bootstrap resamples: at most 1e6, and at most 1e8 values drawn in all (resamples x
   * n paired, x (m + n) unpaired); refused up front beyond.
   * @defaultValue 2000
   */
  readonly resamples?: number;
  /**
   * Confidence level of the interval.
   * @defaultValue 0.95
   */
  readonly level?: number;
}

/**
 * An effect size with its bootstrap confidence interval.
 *
 * @example
 * ```ts
 * import { createRng } from 'schedlab/random';
 * import { effectSizeCi, type EffectSizeWithCi } from 'schedlab/statistics';
 * const e: EffectSizeWithCi = effectSizeCi(createRng(1), [3, 4, 5, 6], [1, 2, 3, 4]);
 * console.log(`${e.estimate} [${e.lower}, ${e.upper}] ${e.magnitude}`);
 * ```
 */
export interface EffectSizeWithCi extends EffectSize {
  /** Lower bound: type-7 quantile (1 - level)/2 of the bootstrap distribution. */
  readonly lower: number;
  /** Upper bound: type-7 quantile (1 + level)/2 of the bootstrap distribution. */
  readonly upper: number;
  /** Confidence level. */
  readonly level: number;
  /** Number of resamples. */
  readonly resamples: number;
}

/**
 * Vargha-Delaney A12 or Cliff's delta ({@link varghaDelaneyA12}, {@link cliffsDelta}) with a
 * percentile bootstrap confidence interval (Efron & Tibshirani 1993, ch. 13): `resamples` draws
 * with replacement, of pairs when `paired`, of each sample independently otherwise, using `rng`
 * (advanced in place: same generator state, same interval).
 *
 * @param rng - generator from schedlab/random (e.g. `createRng(seed)`)
 * @param x - first sample
 * @param y - second sample (same length when paired)
 * @param options - measure, paired, resamples (2000), level (0.95)
 * @throws InvalidInputError for bad samples or options
 * @example
 * ```ts
 * import { createRng } from 'schedlab/random';
 * import { effectSizeCi } from 'schedlab/statistics';
 * const fifo = [1.9, 2.4, 1.7, 3.1, 2.2, 2.8];
 * const swarm = [1.2, 1.5, 1.4, 1.9, 1.1, 2.9];
 * const e = effectSizeCi(createRng(42), swarm, fifo, { paired: true }); // Cliff's delta of swarm - fifo
 * e.estimate; // -0.667: the swarm's cost is lower on 5 of 6 job sets
 * ```
 */
export function effectSizeCi(rng: Rng, x: readonly number[], y: readonly number[], options: EffectSizeCiOptions = {}): EffectSizeWithCi {
  checkOptions('effectSizeCi(options)', options, EFFECT_SIZE_CI_OPTIONS_KEYS);
  const measure = options.measure ?? 'cliffsDelta';
  if (measure !== 'a12' && measure !== 'cliffsDelta') throw new InvalidInputError(`effectSizeCi: options.measure: expected a12 | cliffsDelta, got ${shown(measure)}`);
  const paired = options.paired === true;
  checkSamples('effectSizeCi', x, y, paired);
  const resamples = options.resamples ?? 2000;
  validateInteger(resamples, 'options.resamples', 2, EFFECT_SIZE_MAX_RESAMPLES);
  const drawn = paired ? x.length : x.length + y.length;
  if (resamples * drawn > EFFECT_SIZE_MAX_DRAWS) {
    throw new InvalidInputError(`effectSizeCi: options.resamples x values drawn per resample must be at most ${EFFECT_SIZE_MAX_DRAWS}, got ${resamples} x ${drawn}`);
  }
  const level = options.level ?? 0.95;
  validateOpenUnit(level, 'options.level');
  const of = (a: number): number => (measure === 'a12' ? a : deltaOf(a));
  const estimate = of(a12Of(x, y, paired));
  const ix = new Int32Array(x.length);
  const iy = new Int32Array(y.length);
  const a12 = a12Resampler(x, y, paired);
  const stats = new Float64Array(resamples);
  for (let b = 0; b < resamples; b++) {
    for (let t = 0; t < ix.length; t++) ix[t] = uniformInt(rng, 0, x.length - 1);
    if (!paired) for (let t = 0; t < iy.length; t++) iy[t] = uniformInt(rng, 0, y.length - 1);
    stats[b] = of(a12(ix, iy));
  }
  stats.sort();
  return {
    measure,
    estimate,
    magnitude: effectMagnitude(measure, estimate),
    paired,
    lower: sortedQuantile(stats, (1 - level) / 2),
    upper: sortedQuantile(stats, (1 + level) / 2),
    level,
    resamples,
  };
}
