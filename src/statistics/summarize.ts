import { InvalidInputError } from '../errors/InvalidInputError';
import { compensatedSum } from './internals/compensatedSum';
import { sortedQuantile } from './internals/sortedQuantile';
import { validateMatrix } from './internals/validate';
import type { Matrix } from './Matrix';
import { optionalObject } from '../errors/internals/knownKeys';

/**
 * Summary of one column of a results matrix (one treatment: a setup, a policy, an algorithm), as
 * a table row or a boxplot.
 *
 * @example
 * ```ts
 * import { summarize } from 'schedlab/statistics';
 * import type { ColumnSummary } from 'schedlab/statistics';
 * const [a]: ColumnSummary[] = summarize([[1, 2], [3, 4], [5, 6]], ['A', 'B']);
 * console.log(a?.median, a?.q1, a?.q3);
 * ```
 */
export interface ColumnSummary {
  /** Column name (from `names`, else the column index as a string). */
  readonly name: string;
  /** Number of rows (blocks, e.g. job sets). */
  readonly count: number;
  /** Arithmetic mean. */
  readonly mean: number;
  /** Sample standard deviation (n - 1). */
  readonly sd: number;
  /** Smallest value. */
  readonly min: number;
  /** First quartile (type 7). */
  readonly q1: number;
  /** Median. */
  readonly median: number;
  /** Third quartile (type 7). */
  readonly q3: number;
  /** Largest value. */
  readonly max: number;
}

/**
 * Descriptive statistics per column (treatment) of a results matrix: count, mean, sample standard
 * deviation (n - 1), min, type-7 quartiles, median and max (Dupont 2020 Fig. 6 boxplots).
 *
 * @param matrix - rows = experiments, columns = setups (>= 2 x 2, finite)
 * @param names - optional setup names, one per column
 * @throws InvalidInputError for a bad matrix or a names list of the wrong length
 * @example
 * ```ts
 * import { summarize } from 'schedlab/statistics';
 * const [a, b] = summarize([[1, 10], [2, 20], [3, 30]], ['A', 'B']);
 * // a = { name: 'A', count: 3, mean: 2, sd: 1, min: 1, q1: 1.5, median: 2, q3: 2.5, max: 3 }
 * ```
 */
export function summarize(matrix: Matrix, names?: readonly string[]): ColumnSummary[] {
  const { n, k } = validateMatrix(matrix);
  optionalObject('summarize(names)', names, 'an array of column names');
  if (names !== undefined && names.length !== k) {
    throw new InvalidInputError(`names: expected ${k} names (one per column), got ${names.length}`);
  }
  const out: ColumnSummary[] = [];
  for (let j = 0; j < k; j++) {
    const col = new Float64Array(n);
    for (let i = 0; i < n; i++) col[i] = matrix[i]![j]!;
    const values = Array.from(col);
    const m = compensatedSum(values) / n;
    const sd = Math.sqrt(compensatedSum(values.map((v) => (v - m) * (v - m))) / (n - 1));
    col.sort();
    out.push({
      name: names?.[j] ?? String(j),
      count: n,
      mean: m,
      sd,
      min: col[0]!,
      q1: sortedQuantile(col, 0.25),
      median: sortedQuantile(col, 0.5),
      q3: sortedQuantile(col, 0.75),
      max: col[n - 1]!,
    });
  }
  return out;
}
