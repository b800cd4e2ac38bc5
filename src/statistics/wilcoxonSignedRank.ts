import { InvalidInputError } from '../errors/InvalidInputError';
import { rankInto } from './internals/rankInto';
import { checkAlternative, checkMethod, normalLogP, result, resultFromP, tieSum } from './internals/testHelpers';
import { signedRankTail } from './internals/signedRankTail';
import { validateVector, shown } from './internals/validate';
import type { Alternative, TestMethod, TestResult } from './TestResult';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';

/** Largest number of non-zero differences of the exact distribution (about a second at 1,000). */
const WILCOXON_EXACT_MAX = 1000;

const WILCOXON_SIGNED_RANK_OPTIONS_KEYS = optionKeys<WilcoxonOptions>({ alternative: true, zeroMethod: true, method: true, correction: true });

/**
 * Options of {@link wilcoxonSignedRank}.
 *
 * @example
 * ```ts
 * import { wilcoxonSignedRank } from 'schedlab/statistics';
 * import type { WilcoxonOptions } from 'schedlab/statistics';
 * const opts: WilcoxonOptions = { zeroMethod: 'zsplit', method: 'asymptotic' };
 * wilcoxonSignedRank([1, 2, 3, 4, 5], [1, 1, 2, 2, 2], opts);
 * ```
 */
export interface WilcoxonOptions {
  /**
   * Alternative hypothesis on the differences d = x - y (`greater`: x tends to be larger).
   * @defaultValue 'two-sided'
   */
  readonly alternative?: Alternative;
  /**
   * Treatment of zero differences, as scipy: `wilcox` drops them; `pratt` ranks them then
   * drops their ranks; `zsplit` splits their ranks between R+ and R- (Demšar 2006).
   * @defaultValue 'wilcox'
   */
  readonly zeroMethod?: 'wilcox' | 'pratt' | 'zsplit';
  /**
   * `auto` is scipy 1.17.1's rule: the normal approximation past 50 differences (zeros
   * included); otherwise the exact distribution when there are no ties and no zeros; with ties
   * or zeros, the exact distribution conditional on the observed ranks (all 2^n sign flips, what
   * scipy's permutation test enumerates) up to 13 differences, the normal approximation past 13.
   * `exact` always uses that exact (conditional) distribution, up to 1,000 non-zero differences
   * (scipy's `method='exact'` with ties instead rounds R+ on the untied distribution).
   * @defaultValue 'auto'
   */
  readonly method?: TestMethod;
  /**
   * Continuity correction (0.5 towards the mean) in the normal approximation.
   * @defaultValue false
   */
  readonly correction?: boolean;
}

/**
 * Result of {@link wilcoxonSignedRank}.
 *
 * @example
 * ```ts
 * import { wilcoxonSignedRank } from 'schedlab/statistics';
 * import type { WilcoxonResult } from 'schedlab/statistics';
 * const r: WilcoxonResult = wilcoxonSignedRank([1.2, 2.4, 3.1, 4.8], [1.0, 2.0, 3.5, 4.1]);
 * console.log(r.rPlus, r.rMinus, r.pValue);
 * ```
 */
export interface WilcoxonResult extends TestResult {
  /** Sum of the ranks of positive differences (plus half the zero ranks for `zsplit`). */
  readonly rPlus: number;
  /** Sum of the ranks of negative differences (plus half the zero ranks for `zsplit`). */
  readonly rMinus: number;
  /** Number of differences used. */
  readonly n: number;
}

/**
 * Wilcoxon signed-rank test of paired samples (Demšar 2006, section 3.1.3; scipy.stats.wilcoxon
 * conventions). `statistic` is min(R+, R-) for two-sided tests and R+ otherwise; `zStatistic`
 * is (R+ - n(n+1)/4) / sigma with the tie (and Pratt) corrections of scipy, signed (positive when
 * x tends to exceed y).
 *
 * @param x - first sample (e.g. costs of setup A per experiment)
 * @param y - second sample, same length; omit to test `x` itself (differences) against 0
 * @param options - alternative, zero handling, method, continuity correction
 * @throws InvalidInputError on non-finite values, length mismatch, all-zero differences, or
 *   `exact` past 1,000 non-zero differences
 * @example
 * ```ts
 * import { wilcoxonSignedRank } from 'schedlab/statistics';
 * const x = [1.83, 0.5, 1.62, 2.48, 1.68, 1.88, 1.55, 3.06, 1.3];
 * const y = [0.878, 0.647, 0.598, 2.05, 1.06, 1.29, 1.06, 3.14, 1.29];
 * wilcoxonSignedRank(x, y).pValue; // 0.0390625 (exact)
 * ```
 */
export function wilcoxonSignedRank(x: readonly number[], y?: readonly number[], options: WilcoxonOptions = {}): WilcoxonResult {
  checkOptions('wilcoxonSignedRank(options)', options, WILCOXON_SIGNED_RANK_OPTIONS_KEYS);
  validateVector(x, 'x');
  let d: number[];
  if (y === undefined) d = [...x];
  else {
    validateVector(y, 'y');
    if (y.length !== x.length) throw new InvalidInputError(`y: expected ${x.length} values (paired with x), got ${y.length}`);
    d = x.map((v, i) => v - y[i]!);
  }
  const alternative = options.alternative ?? 'two-sided';
  checkAlternative(alternative);
  const requested = options.method ?? 'auto';
  checkMethod(requested);
  const zeroMethod = options.zeroMethod ?? 'wilcox';
  if (!['wilcox', 'pratt', 'zsplit'].includes(zeroMethod)) {
    throw new InvalidInputError(`options.zeroMethod: expected wilcox | pratt | zsplit, got ${shown(zeroMethod)}`);
  }
  const nFull = d.length;
  const nZero = d.filter((v) => v === 0).length;
  if (nZero === nFull) throw new InvalidInputError(`x - y: every difference is zero (${nFull} of ${nFull}); the signed-rank test is undefined`);
  if (zeroMethod === 'wilcox') d = d.filter((v) => v !== 0);
  const abs = d.map(Math.abs);
  const r = rankInto(abs, 'average', false, new Array<number>(abs.length));
  let rPlus = 0;
  let rMinus = 0;
  let rZero = 0;
  d.forEach((v, i) => {
    if (v > 0) rPlus += r[i]!;
    else if (v < 0) rMinus += r[i]!;
    else rZero += r[i]!;
  });
  if (zeroMethod === 'zsplit') {
    rPlus += rZero / 2;
    rMinus += rZero / 2;
  }
  const count = d.length;
  const nonZeroRanks = zeroMethod === 'pratt' ? r.filter((_, i) => d[i] !== 0) : r;
  const hasTies = tieSum(nonZeroRanks) > 0;
  let method: 'exact' | 'asymptotic';
  // scipy 1.17.1 (_wilcoxon.py): auto is asymptotic past 50 differences (zeros included); exact
  // without ties and zeros; with ties or zeros, a permutation test over all 2^n sign flips
  // (deterministic, the exact conditional distribution) up to 13 differences; asymptotic past that
  if (requested === 'auto') method = nFull > 50 ? 'asymptotic' : !hasTies && nZero === 0 ? 'exact' : nFull <= 13 ? 'exact' : 'asymptotic';
  else method = requested;
  if (method === 'exact' && count > WILCOXON_EXACT_MAX) {
    throw new InvalidInputError(`options.method: 'exact' is limited to n <= ${WILCOXON_EXACT_MAX} non-zero differences, got ${count}; use 'asymptotic'`);
  }
  const statistic = alternative === 'two-sided' ? Math.min(rPlus, rMinus) : rPlus;
  const base = { rPlus, rMinus, n: count };
  if (method === 'exact') {
    const ranks2: number[] = [];
    let observed2 = 0;
    d.forEach((v, i) => {
      if (v === 0) return;
      ranks2.push(Math.round(2 * r[i]!));
      if (v > 0) observed2 += Math.round(2 * r[i]!);
    });
    return { ...resultFromP(statistic, signedRankTail(ranks2, observed2, alternative), 'exact', undefined), ...base };
  }
  let mn = (count * (count + 1)) / 4;
  let se = count * (count + 1) * (2 * count + 1);
  if (zeroMethod === 'pratt') {
    mn -= (nZero * (nZero + 1)) / 4;
    se -= nZero * (nZero + 1) * (2 * nZero + 1);
  }
  se = Math.sqrt((se - 0.5 * tieSum(nonZeroRanks)) / 24);
  let diff = rPlus - mn;
  if (options.correction === true) {
    if (alternative === 'two-sided') diff = Math.sign(diff) * Math.max(0, Math.abs(diff) - 0.5);
    else diff += alternative === 'greater' ? -0.5 : 0.5;
  }
  const z = diff / se;
  return { ...result(statistic, normalLogP(z, alternative), 'asymptotic', z), ...base };
}
