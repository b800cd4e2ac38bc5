/**
 * Alternative hypothesis of a two-sample test: `greater` means the first sample (x) tends to be
 * larger than the second (y).
 *
 * @example
 * ```ts
 * import type { Alternative } from 'schedlab/statistics';
 * const alt: Alternative = 'two-sided';
 * ```
 */
export type Alternative = 'two-sided' | 'greater' | 'less';

/**
 * How a rank test computes its p-value: the `exact` null distribution, the `asymptotic` normal
 * approximation, or `auto` (each test documents its rule, following scipy).
 *
 * @example
 * ```ts
 * import type { TestMethod } from 'schedlab/statistics';
 * const m: TestMethod = 'auto';
 * ```
 */
export type TestMethod = 'auto' | 'exact' | 'asymptotic';

/**
 * Result of a two-sample test.
 *
 * @example
 * ```ts
 * import { signTest } from 'schedlab/statistics';
 * import type { TestResult } from 'schedlab/statistics';
 * const r: TestResult = signTest([3, 4, 5, 6], [1, 2, 3, 4]);
 * ```
 */
export interface TestResult {
  /** Test statistic (documented per test, scipy's convention). */
  readonly statistic: number;
  /** p-value (0 only if below 5e-324; see log10PValue). */
  readonly pValue: number;
  /** Base-10 log of the p-value. */
  readonly log10PValue: number;
  /** Method actually used (after resolving `auto`). */
  readonly method: 'exact' | 'asymptotic';
  /** Standardized statistic of the normal approximation (undefined for exact). */
  readonly zStatistic: number | undefined;
}
