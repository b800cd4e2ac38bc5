import { InvalidInputError } from '../errors/InvalidInputError';
import { distributions } from './distributions';
import type { Matrix } from './Matrix';
import { validateMatrix } from './internals/validate';

/**
 * Result of {@link rmAnova}.
 *
 * @example
 * ```ts
 * import { rmAnova, type RmAnovaResult } from 'schedlab/statistics';
 * const r: RmAnovaResult = rmAnova([[1, 2, 4], [2, 3, 5], [3, 3, 6], [2, 4, 5]]);
 * console.log(r.statistic, r.df1, r.df2, r.pValue); // 42 2 6 0.000296...
 * ```
 */
export interface RmAnovaResult {
  /** F = MS_conditions / MS_error. Infinity (p = 0) when the error sum of squares is 0 and the conditions differ; both 0 is refused. */
  readonly statistic: number;
  /** k - 1. */
  readonly df1: number;
  /** (k - 1)(n - 1). */
  readonly df2: number;
  /** Upper tail of F(df1, df2) at the statistic (sphericity assumed). */
  readonly pValue: number;
  /** Greenhouse-Geisser epsilon in [1 / (k - 1), 1] (1 when k = 2, where sphericity always holds). */
  readonly epsilon: number;
  /** Upper tail of F(epsilon df1, epsilon df2): the p-value corrected for non-sphericity. */
  readonly pValueGreenhouseGeisser: number;
  /** Sums of squares: between conditions (setups), between subjects (rows), error (the interaction). */
  readonly ssConditions: number;
  readonly ssSubjects: number;
  readonly ssError: number;
  /** Mean of each condition (column), the setups' order. */
  readonly means: readonly number[];
}

/**
 * One-way repeated-measures ANOVA: rows are subjects (job sets, problem instances), columns the
 * conditions compared on each (setups), as the matrices of `friedman`. The parametric counterpart
 * of the Friedman test (Demšar 2006, section 3.2.2, who prefers Friedman for comparing algorithms
 * because the ANOVA assumes normal distributions and sphericity). Sums of squares as in Maxwell &
 * Delaney, "Designing Experiments and Analyzing Data" (2nd ed., ch. 11):
 * SS_cond = n sum_j (mean_j - grand)^2, SS_subj = k sum_i (mean_i - grand)^2,
 * SS_error = SS_total - SS_cond - SS_subj, F = (SS_cond / (k - 1)) / (SS_error / ((k - 1)(n - 1))).
 * The Greenhouse-Geisser epsilon (Greenhouse & Geisser 1959) is trace(S*)^2 / ((k - 1) sum S*_ij^2),
 * S* the double-centred covariance matrix of the columns; it scales both degrees of freedom of
 * the corrected p-value. Checked against scipy 1.17.1 (data/reference/rm-anova-vectors.py) and a
 * hand computation.
 *
 * @param matrix - n x k results (n >= 2 subjects, k >= 2 conditions), finite numbers
 * @throws InvalidInputError for a matrix that is not rectangular and finite, with fewer than 2 rows or
 *   columns, or whose rows are each constant (F = 0 / 0: constant data)
 * @example
 * ```ts
 * import { rmAnova } from 'schedlab/statistics';
 * const r = rmAnova([[1, 2, 4], [2, 3, 5], [3, 3, 6], [2, 4, 5]]);
 * r.statistic; // 42 (F(2, 6)); r.pValue = 15^-3 = 0.000296
 * ```
 */
export function rmAnova(matrix: Matrix): RmAnovaResult {
  const { n, k } = validateMatrix(matrix, 'rmAnova(matrix)');
  const means = Array.from({ length: k }, (_, j) => matrix.reduce((s, row) => s + row[j]!, 0) / n);
  const rowMeans = matrix.map((row) => row.reduce((s, v) => s + v, 0) / k);
  const grand = means.reduce((s, v) => s + v, 0) / k;
  let ssTotal = 0;
  for (const row of matrix) for (const v of row) ssTotal += (v - grand) ** 2;
  const ssConditions = n * means.reduce((s, m) => s + (m - grand) ** 2, 0);
  const ssSubjects = k * rowMeans.reduce((s, m) => s + (m - grand) ** 2, 0);
  // residual of the additive model, computed directly (no cancellation of SS_total - ...)
  let ssError = 0;
  for (let i = 0; i < n; i++) for (let j = 0; j < k; j++) ssError += (matrix[i]![j]! - rowMeans[i]! - means[j]! + grand) ** 2;
  if (!Number.isFinite(ssTotal)) throw new InvalidInputError('rmAnova(matrix): the sums of squares overflow; rescale the values');
  const df1 = k - 1;
  const df2 = (k - 1) * (n - 1);
  if (ssError === 0 && ssConditions === 0) {
    throw new InvalidInputError(`rmAnova(matrix): every row is constant across its ${k} columns (no difference between conditions and no error variance), so F = 0 / 0 is undefined`);
  }
  const statistic = ssError === 0 ? Infinity : ssConditions / df1 / (ssError / df2);
  const epsilon = greenhouseGeisser(matrix, means, n, k);
  const p = (d1: number, d2: number): number => (statistic === Infinity ? 0 : distributions.f.sf(statistic, d1, d2));
  return { statistic, df1, df2, pValue: p(df1, df2), epsilon, pValueGreenhouseGeisser: p(epsilon * df1, epsilon * df2), ssConditions, ssSubjects, ssError, means };
}

/** Greenhouse-Geisser epsilon from the double-centred sample covariance of the columns; 1 when it is undefined (k = 2, or no variance). */
function greenhouseGeisser(matrix: Matrix, means: readonly number[], n: number, k: number): number {
  if (k === 2) return 1;
  const s: number[][] = Array.from({ length: k }, (_, a) =>
    Array.from({ length: k }, (_, b) => matrix.reduce((acc, row) => acc + (row[a]! - means[a]!) * (row[b]! - means[b]!), 0) / (n - 1)),
  );
  const rowMean = s.map((r) => r.reduce((x, v) => x + v, 0) / k);
  const all = rowMean.reduce((x, v) => x + v, 0) / k;
  let trace = 0;
  let squares = 0;
  for (let a = 0; a < k; a++) {
    for (let b = 0; b < k; b++) {
      const c = s[a]![b]! - rowMean[a]! - rowMean[b]! + all; // S is symmetric: its column means are its row means
      squares += c * c;
      if (a === b) trace += c;
    }
  }
  if (squares === 0) return 1;
  // bounded to [1/(k-1), 1] as the estimator is in exact arithmetic
  return Math.min(1, Math.max(1 / (k - 1), (trace * trace) / ((k - 1) * squares)));
}
