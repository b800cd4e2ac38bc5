import { InvalidInputError } from '../errors/InvalidInputError';
import { rankInto } from './internals/rankInto';
import { checkAlternative, checkMethod, normalLogP, result, resultFromP, tieSum } from './internals/testHelpers';
import { validateVector } from './internals/validate';
import type { Alternative, TestMethod, TestResult } from './TestResult';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';

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
   * ties, the normal approximation otherwise (scipy's rule). `exact` refuses ties.
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
 * list of the Gaussian binomial [n1+n2 choose n1]_q.
 *
 * @param x - first sample (>= 1 value)
 * @param y - second sample (>= 1 value)
 * @param options - alternative, method, continuity
 * @throws InvalidInputError on non-finite values, empty samples, `exact` with ties, or all
 *   values equal in the asymptotic mode
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
  const method = requested === 'auto' ? ((n1 <= 8 || n2 <= 8) && ties === 0 ? 'exact' : 'asymptotic') : requested;
  if (method === 'exact') {
    if (ties > 0) throw new InvalidInputError("options.method: 'exact' needs distinct values (ties found); use 'asymptotic' or 'auto'");
    if (n1 * n2 > 1e6) throw new InvalidInputError(`options.method: 'exact' is limited to n1 n2 <= 1e6, got ${n1 * n2}`);
    const counts = uDistribution(n1, n2);
    const cdf = (u: number): number => sumRange(counts, 0, Math.floor(u + 1e-9));
    const sf = (u: number): number => sumRange(counts, Math.ceil(u - 1e-9), n1 * n2);
    let p: number;
    if (alternative === 'greater') p = sf(u1);
    else if (alternative === 'less') p = cdf(u1);
    else p = Math.min(1, 2 * sf(Math.max(u1, u2)));
    return { ...resultFromP(u1, p, 'exact', undefined), u2 };
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

function sumRange(a: Float64Array, from: number, to: number): number {
  let s = 0;
  for (let i = Math.max(0, from); i <= Math.min(a.length - 1, to); i++) s += a[i]!;
  return s;
}

/** Probability of each U in 0..n1 n2 under H0: Gaussian binomial coefficients / C(n1+n2, n1). */
function uDistribution(n1: number, n2: number): Float64Array {
  const m = Math.min(n1, n2);
  const o = Math.max(n1, n2);
  const size = m * o + 1;
  const poly = new Float64Array(size + m);
  poly[0] = 1;
  let degree = 0;
  for (let i = 1; i <= m; i++) {
    // multiply by (1 - q^(o+i)) then divide by (1 - q^i): the quotient is a polynomial of degree
    // degree + o (the Gaussian binomial [o+i choose i]_q), so entries above it end at 0.
    const shift = o + i;
    const top = degree + shift;
    for (let s = top; s >= shift; s--) poly[s] = poly[s]! - poly[s - shift]!;
    for (let s = i; s <= top; s++) poly[s] = poly[s]! + poly[s - i]!;
    degree += o;
  }
  const out = poly.slice(0, size);
  let total = 0;
  for (const c of out) total += c;
  for (let s = 0; s < size; s++) out[s] = out[s]! / total;
  return out;
}
