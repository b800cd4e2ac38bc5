import { InvalidInputError } from '../errors/InvalidInputError';
import { uniformInt } from '../random/uniformInt';
import type { Rng } from '../random/Rng';
import { sortedQuantile } from './internals/sortedQuantile';
import { thrownText } from '../errors/internals/thrownText';
import { validateInteger, validateOpenUnit, validateVector } from './internals/validate';
import { checkOptions, optionKeys, requireFunction, requireRng } from '../errors/internals/knownKeys';

/** Most resamples of {@link bootstrapCi} (1e6 doubles: 8 MB, sorted once). */
const BOOTSTRAP_MAX_RESAMPLES = 1e6;
/** Most values drawn in all, resamples x values.length. */
const BOOTSTRAP_MAX_DRAWS = 1e8;

const BOOTSTRAP_CI_OPTIONS_KEYS = optionKeys<BootstrapOptions>({ resamples: true, level: true });

/**
 * Options of {@link bootstrapCi}.
 *
 * @example
 * ```ts
 * import { createRng } from 'schedlab/random';
 * import { bootstrapCi, median } from 'schedlab/statistics';
 * import type { BootstrapOptions } from 'schedlab/statistics';
 * const opts: BootstrapOptions = { resamples: 5000, level: 0.9 };
 * bootstrapCi(createRng(3), [1, 2, 3, 4, 5], median, opts);
 * ```
 */
export interface BootstrapOptions {
  /**
   * Number of bootstrap resamples: at most 1e6, and resamples x values.length at most 1e8 (the
   * drawing alone then takes seconds; refused up front beyond).
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
 * Result of {@link bootstrapCi}.
 *
 * @example
 * ```ts
 * import { createRng } from 'schedlab/random';
 * import { bootstrapCi, median } from 'schedlab/statistics';
 * import type { BootstrapCiResult } from 'schedlab/statistics';
 * const ci: BootstrapCiResult = bootstrapCi(createRng(3), [1, 2, 3, 4, 5], median);
 * console.log(`${ci.estimate} [${ci.lower}, ${ci.upper}]`);
 * ```
 */
export interface BootstrapCiResult {
  /** Statistic on the original sample. */
  readonly estimate: number;
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
 * Percentile bootstrap confidence interval (Efron & Tibshirani 1993, ch. 13) of any statistic of a
 * sample: draws `resamples` samples with replacement using `rng` (advanced in place; same seed,
 * same interval) and takes the (1 - level)/2 and (1 + level)/2 quantiles of the statistic.
 *
 * @param rng - generator from schedlab/random (e.g. `createRng(seed)`)
 * @param values - the sample (>= 2 finite numbers)
 * @param statistic - function of a sample, e.g. `mean` or `median`; must return a finite number
 *   (an exception it throws comes back as an InvalidInputError naming the resample, with the
 *   original as `cause`)
 * @param options - resamples (2000, at most 1e6 and 1e8 / values.length) and level (0.95)
 * @throws InvalidInputError on bad values/options, a statistic that throws or is not finite
 *   (on the sample itself or a resample)
 * @example
 * ```ts
 * import { createRng } from 'schedlab/random';
 * import { bootstrapCi, mean } from 'schedlab/statistics';
 * const ci = bootstrapCi(createRng(1), [2.1, 2.5, 1.9, 3.2, 2.8], mean, { resamples: 1000 });
 * console.log(ci.lower, ci.upper);
 * ```
 */
export function bootstrapCi(
  rng: Rng,
  values: readonly number[],
  statistic: (sample: readonly number[]) => number,
  options: BootstrapOptions = {},
): BootstrapCiResult {
  requireRng('bootstrapCi(rng)', rng);
  requireFunction('bootstrapCi(statistic)', statistic, 'a function (sample) => number');
  checkOptions('bootstrapCi(options)', options, BOOTSTRAP_CI_OPTIONS_KEYS);
  const n = validateVector(values, 'values', 2);
  const resamples = options.resamples ?? 2000;
  validateInteger(resamples, 'options.resamples', 2, BOOTSTRAP_MAX_RESAMPLES);
  if (resamples * n > BOOTSTRAP_MAX_DRAWS) {
    throw new InvalidInputError(`bootstrapCi: options.resamples x values.length must be at most ${BOOTSTRAP_MAX_DRAWS}, got ${resamples} x ${n}`);
  }
  const level = options.level ?? 0.95;
  validateOpenUnit(level, 'options.level');
  const estimate = callStatistic(statistic, [...values], 'the sample itself');
  const stats = new Float64Array(resamples);
  const sample = new Array<number>(n);
  for (let b = 0; b < resamples; b++) {
    for (let i = 0; i < n; i++) sample[i] = values[uniformInt(rng, 0, n - 1)]!;
    stats[b] = callStatistic(statistic, sample, `resample ${b} of ${resamples}`);
  }
  stats.sort();
  return {
    estimate,
    lower: sortedQuantile(stats, (1 - level) / 2),
    upper: sortedQuantile(stats, (1 + level) / 2),
    level,
    resamples,
  };
}

/** The statistic of one sample: a finite number, or an InvalidInputError naming where (the thrown value as `cause`). */
function callStatistic(statistic: (sample: readonly number[]) => number, sample: readonly number[], where: string): number {
  let s: unknown;
  try {
    s = statistic(sample);
  } catch (e) {
    throw new InvalidInputError(`bootstrapCi(statistic): threw on ${where}: ${thrownText(e)}`, { cause: e });
  }
  if (typeof s !== 'number' || !Number.isFinite(s)) throw new InvalidInputError(`bootstrapCi(statistic): returned ${typeof s === 'number' ? String(s) : typeof s} on ${where}; expected a finite number`);
  return s;
}
