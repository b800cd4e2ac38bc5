import { InvalidInputError } from '../errors/InvalidInputError';
import { logGamma } from './internals/logGamma';
import { checkAlternative, checkMethod, logSumExp, normalLogP, result, resultFromP } from './internals/testHelpers';
import { validateVector, shown } from './internals/validate';
import type { Alternative, TestMethod, TestResult } from './TestResult';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';

const SIGN_TEST_OPTIONS_KEYS = optionKeys<SignTestOptions>({ alternative: true, ties: true, method: true });

/**
 * Options of {@link signTest}.
 *
 * @example
 * ```ts
 * import { signTest } from 'schedlab/statistics';
 * import type { SignTestOptions } from 'schedlab/statistics';
 * const opts: SignTestOptions = { ties: 'split', alternative: 'greater' };
 * signTest([3, 4, 5, 5], [1, 2, 5, 6], opts);
 * ```
 */
export interface SignTestOptions {
  /**
   * `greater`: x tends to be larger than y.
   * @defaultValue 'two-sided'
   */
  readonly alternative?: Alternative;
  /**
   * Ties (x = y): `drop` them, or `split` them evenly between both sides, dropping one if their
   * number is odd (Demšar 2006, section 3.1.3).
   * @defaultValue 'drop'
   */
  readonly ties?: 'drop' | 'split';
  /**
   * `exact` binomial (scipy.stats.binomtest, p = 1/2), `asymptotic` normal approximation
   * z = (wins - n/2) / (sqrt(n)/2), or `auto` = exact (cheap for every n).
   * @defaultValue 'auto'
   */
  readonly method?: TestMethod;
}

/**
 * Result of {@link signTest}.
 *
 * @example
 * ```ts
 * import { signTest } from 'schedlab/statistics';
 * import type { SignTestResult } from 'schedlab/statistics';
 * const r: SignTestResult = signTest([3, 4, 5, 5], [1, 2, 5, 6]);
 * console.log(r.wins, r.losses, r.ties, r.pValue);
 * ```
 */
export interface SignTestResult extends TestResult {
  /** Number of pairs with x > y (plus half the ties when split). */
  readonly wins: number;
  /** Number of pairs with x < y (plus half the ties when split). */
  readonly losses: number;
  /** Number of ties x = y. */
  readonly ties: number;
  /** Number of trials wins + losses. */
  readonly n: number;
}

/**
 * Sign test on paired samples (Demšar 2006, section 3.1.3): counts the pairs where x > y (wins)
 * and x < y (losses) and tests wins ~ Binomial(n, 1/2). `statistic` is the number of wins.
 * Pass the columns of two setups; for costs (lower is better) a significant `less` means x wins.
 * The counts match {@link winMatrix} (with `lowerIsBetter: false`).
 *
 * @param x - first sample
 * @param y - second sample (same length)
 * @param options - alternative, tie handling, method
 * @throws InvalidInputError on non-finite values, length mismatch, or no untied pair
 * @example
 * ```ts
 * import { signTest } from 'schedlab/statistics';
 * signTest([2, 3, 4, 5, 6, 7], [1, 1, 1, 1, 1, 1]).pValue; // 2 / 64 = 0.03125
 * ```
 */
export function signTest(x: readonly number[], y: readonly number[], options: SignTestOptions = {}): SignTestResult {
  checkOptions('signTest(options)', options, SIGN_TEST_OPTIONS_KEYS);
  validateVector(x, 'x');
  validateVector(y, 'y');
  if (y.length !== x.length) throw new InvalidInputError(`y: expected ${x.length} values (paired with x), got ${y.length}`);
  const alternative = options.alternative ?? 'two-sided';
  checkAlternative(alternative);
  const method = options.method ?? 'auto';
  checkMethod(method);
  let wins = 0;
  let losses = 0;
  let ties = 0;
  x.forEach((v, i) => {
    const d = v - y[i]!;
    if (d > 0) wins++;
    else if (d < 0) losses++;
    else ties++;
  });
  let w = wins;
  let l = losses;
  const tieMode = options.ties ?? 'drop';
  if (tieMode === 'split') {
    w += Math.floor(ties / 2);
    l += Math.floor(ties / 2);
  } else if (tieMode !== 'drop') {
    throw new InvalidInputError(`options.ties: expected drop | split, got ${shown(tieMode)}`);
  }
  const n = w + l;
  if (n === 0) throw new InvalidInputError('x, y: every pair is tied; the sign test is undefined');
  const base = { wins: w, losses: l, ties, n };
  if (method === 'asymptotic') {
    const z = (w - n / 2) / (Math.sqrt(n) / 2);
    return { ...result(w, normalLogP(z, alternative), 'asymptotic', z), ...base };
  }
  if (n <= 50) {
    let p: number;
    if (alternative === 'greater') p = binomialCdfSmall(n - w, n);
    else if (alternative === 'less') p = binomialCdfSmall(w, n);
    else p = 2 * binomialCdfSmall(Math.min(w, n - w), n);
    return { ...resultFromP(w, p, 'exact', undefined), ...base };
  }
  let logP: number;
  if (alternative === 'greater') logP = binomialLogSf(w, n);
  else if (alternative === 'less') logP = binomialLogCdf(w, n);
  else logP = Math.min(0, Math.LN2 + binomialLogCdf(Math.min(w, n - w), n));
  return { ...result(w, logP, 'exact', undefined), ...base };
}

/** P(X <= m), X ~ Binomial(n, 1/2), exact for n <= 50. */
function binomialCdfSmall(m: number, n: number): number {
  // exact for n <= 50: binomial coefficients are integers below 2^53 and 2^-n is a power of two
  let c = 1;
  let sum = 0;
  for (let i = 0; i <= m; i++) {
    sum += c;
    c = (c * (n - i)) / (i + 1);
  }
  return sum * 2 ** -n;
}

/** ln P(X <= m), X ~ Binomial(n, 1/2), n > 50. */
function binomialLogCdf(m: number, n: number): number {
  const lnC = (i: number): number => logGamma(n + 1) - logGamma(i + 1) - logGamma(n - i + 1) - n * Math.LN2;
  const terms: number[] = [];
  for (let i = 0; i <= m; i++) terms.push(lnC(i));
  return logSumExp(terms);
}

/** ln P(X >= m), X ~ Binomial(n, 1/2). */
function binomialLogSf(m: number, n: number): number {
  return binomialLogCdf(n - m, n);
}
