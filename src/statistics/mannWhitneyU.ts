import { InvalidInputError } from '../errors/InvalidInputError';
import { rankInto } from './internals/rankInto';
import { bigRatio } from './internals/bigRatio';
import { checkAlternative, checkMethod, normalLogP, result, tieSum } from './internals/testHelpers';
import { binomial, countAtLeast, countAtMost } from './internals/uCounts';
import { validateVector } from './internals/validate';
import type { Alternative, TestMethod, TestResult } from './TestResult';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';

/** Largest n1 n2 of the exact distribution (memory: one big integer per value of U up to n1 n2 / 2). */
const MW_EXACT_MAX_PAIRS = 1e5;
/** Largest min(n1, n2) n1 n2 of the exact distribution (time: 300 x 300 = 2.7e7). */
const MW_EXACT_MAX_WORK = 2.7e7;

const MANN_WHITNEY_U_OPTIONS_KEYS = optionKeys<MannWhitneyOptions>({ alternative: true, method: true, continuity: true });

/**
 * Options of {@link mannWhitneyU}.
 *
 * @example
 * ```ts
 * import { mannWhitneyU } from 'schedlab/statistics';
 * import type { MannWhitneyOptions } from 'schedlab/statistics';
 * const opts: MannWhitneyOptions = { alternative: 'less', continuity: false };
 * mannWhitneyU([1, 2, 3], [4, 5, 6, 7], opts);
 * ```
 */
export interface MannWhitneyOptions {
  /**
   * `greater`: values of x tend to be larger than values of y.
   * @defaultValue 'two-sided'
   */
  readonly alternative?: Alternative;
  /**
   * `auto` uses the exact distribution when one sample has at most 8 values and there are no
   * ties, the normal approximation otherwise (scipy 1.17's rule; past n1 n2 = 1e5, where scipy
   * would still count, `auto` takes the normal approximation). `exact` counts the tail in big
   * integers and refuses ties and sizes past n1 n2 = 1e5 or min(n1, n2) n1 n2 = 2.7e7 (300 x 300).
   * @defaultValue 'auto'
   */
  readonly method?: TestMethod;
  /**
   * Continuity correction (0.5) in the normal approximation.
   * @defaultValue true
   */
  readonly continuity?: boolean;
}

/**
 * Result of {@link mannWhitneyU}.
 *
 * @example
 * ```ts
 * import { mannWhitneyU } from 'schedlab/statistics';
 * import type { MannWhitneyResult } from 'schedlab/statistics';
 * const r: MannWhitneyResult = mannWhitneyU([1, 2, 3], [4, 5, 6, 7]);
 * console.log(r.statistic, r.u2, r.pValue); // 0 12 0.057
 * ```
 */
export interface MannWhitneyResult extends TestResult {
  /** U statistic of y, n1 n2 - statistic. */
  readonly u2: number;
}

/**
 * Mann-Whitney U test of two independent samples (scipy.stats.mannwhitneyu conventions):
 * `statistic` is U1 = R1 - n1(n1+1)/2, the U of x. The normal approximation uses the tie-corrected
 * variance n1 n2 / 12 ((n+1) - sum(t^3 - t)/(n(n-1))). The exact distribution is the coefficient
 * list of the Gaussian binomial [n1+n2 choose n1]_q, counted in big integers on the shorter tail
 * (exact counts, then one division: p and log10PValue are correct to a few ulps however small p
 * is; 1.2e-28 at 300 x 300 where a floating-point recursion returns 1).
 *
 * @param x - first sample (>= 1 value)
 * @param y - second sample (>= 1 value)
 * @param options - alternative, method, continuity
 * @throws InvalidInputError on non-finite values, empty samples, `exact` with ties or past its
 *   size limit, or all values equal in the asymptotic mode
 * @example
 * ```ts
 * import { mannWhitneyU } from 'schedlab/statistics';
 * mannWhitneyU([1.1, 2.3, 3.5, 4.2], [2.0, 5.1, 6.3, 7.7, 8.4]).pValue; // 0.1111 (exact)
 * ```
 */
export function mannWhitneyU(x: readonly number[], y: readonly number[], options: MannWhitneyOptions = {}): MannWhitneyResult {
  checkOptions('mannWhitneyU(options)', options, MANN_WHITNEY_U_OPTIONS_KEYS);
  const n1 = validateVector(x, 'x');
  const n2 = validateVector(y, 'y');
  const alternative = options.alternative ?? 'two-sided';
  checkAlternative(alternative);
  const requested = options.method ?? 'auto';
  checkMethod(requested);
  const all = [...x, ...y];
  const r = rankInto(all, 'average', false, new Array<number>(all.length));
  let r1 = 0;
  for (let i = 0; i < n1; i++) r1 += r[i]!;
  const u1 = r1 - (n1 * (n1 + 1)) / 2;
  const u2 = n1 * n2 - u1;
  const ties = tieSum(all);
  const method = requested === 'auto' ? ((n1 <= 8 || n2 <= 8) && ties === 0 && exactAccepted(n1, n2) ? 'exact' : 'asymptotic') : requested;
  if (method === 'exact') {
    if (ties > 0) throw new InvalidInputError("options.method: 'exact' needs distinct values (ties found); use 'asymptotic' or 'auto'");
    if (!exactAccepted(n1, n2)) {
      throw new InvalidInputError(
        `options.method: 'exact' is limited to n1 n2 <= ${MW_EXACT_MAX_PAIRS} and min(n1, n2) n1 n2 <= ${MW_EXACT_MAX_WORK} (about a second), got ${n1} x ${n2}; use 'asymptotic'`,
      );
    }
    const total = binomial(n1 + n2, Math.min(n1, n2));
    let count: bigint;
    if (alternative === 'greater') count = countAtLeast(n1, n2, u1);
    else if (alternative === 'less') count = countAtMost(n1, n2, u1);
    else count = 2n * countAtMost(n1, n2, Math.min(u1, u2));
    const { p, log10 } = bigRatio(count, total);
    return { statistic: u1, pValue: p, log10PValue: log10, method: 'exact', zStatistic: undefined, u2 };
  }
  const n = n1 + n2;
  const sigma = Math.sqrt(((n1 * n2) / 12) * (n + 1 - ties / (n * (n - 1))));
  if (!(sigma > 0)) throw new InvalidInputError('x, y: all values are equal; the normal approximation is undefined');
  const mu = (n1 * n2) / 2;
  const cc = options.continuity === false ? 0 : 0.5;
  let z: number;
  if (alternative === 'two-sided') z = Math.max(0, Math.max(u1, u2) - mu - cc) / sigma;
  else if (alternative === 'greater') z = (u1 - mu - cc) / sigma;
  else z = (u1 - mu + cc) / sigma;
  return { ...result(u1, normalLogP(z, alternative), 'asymptotic', z), u2 };
}

/** Exact tails are counted when n1 n2 <= MW_EXACT_MAX_PAIRS and min(n1, n2) n1 n2 <= MW_EXACT_MAX_WORK. */
function exactAccepted(n1: number, n2: number): boolean {
  return n1 * n2 <= MW_EXACT_MAX_PAIRS && Math.min(n1, n2) * n1 * n2 <= MW_EXACT_MAX_WORK;
}
