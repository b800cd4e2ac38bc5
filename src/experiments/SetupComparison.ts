import type { EffectSizeWithCi } from '../statistics/effectSizeCi';
import type { PValueMatrix } from '../statistics/PValueMatrix';
import type { SetupPair } from '../statistics/SetupPair';
import type { Figure } from '../plot/Figure';
import type { RmAnovaResult } from '../statistics/rmAnova';

/**
 * One effect size between two setups, oriented so that A12 is the probability that `a` is
 * better than `b` (ties count half) and Cliff's delta is P(a better) - P(b better) = 2 A12 - 1:
 * unpaired (a value of `a` on any experiment against a value of `b` on any experiment; Vargha &
 * Delaney 2000, Cliff 1993), or paired (on the same experiment) when
 * `compareSetups(..., { effectSizes: 'paired' })`; `a12.paired` says which.
 *
 * @example
 * ```ts
 * import { compareSetups, type PairEffect } from 'schedlab/experiments';
 * const c = compareSetups({ setups: ['A', 'B'], values: [[1, 2], [1, 3], [2, 1], [1, 2]] });
 * const e: PairEffect | undefined = c.effectSizes[0];
 * console.log(e?.a, e?.b, e?.a12.estimate, e?.cliffsDelta.magnitude);
 * ```
 */
export interface PairEffect {
  readonly a: string;
  readonly b: string;
  /** Vargha-Delaney A12 with its bootstrap interval. */
  readonly a12: EffectSizeWithCi;
  /** Cliff's delta = 2 A12 - 1 with its interval (the same resamples: 2 [lower, upper] - 1). */
  readonly cliffsDelta: EffectSizeWithCi;
}

/**
 * What {@link compareSetups} found, as plain data plus text and a figure.
 *
 * @example
 * ```ts
 * import { compareSetups, type SetupComparison } from 'schedlab/experiments';
 * const c: SetupComparison = compareSetups({ setups: ['A', 'B', 'C'], values: [[1, 2, 3], [1, 3, 2], [2, 1, 3], [1, 2, 3]] });
 * console.log(c.paragraph, c.latex);
 * ```
 */
export interface SetupComparison {
  readonly setups: readonly string[];
  /** Number of experiments (rows). */
  readonly n: number;
  readonly label: string;
  readonly alpha: number;
  readonly lowerIsBetter: boolean;
  /** Median of each setup, in setup order. */
  readonly medians: number[];
  /** Shapiro-Wilk on each setup's sample at alpha / k (Bonferroni, as autorank). */
  readonly normality: {
    readonly test: 'Shapiro-Wilk';
    readonly alpha: number;
    readonly setups: ReadonlyArray<{ readonly setup: string; readonly statistic: number | undefined; readonly pValue: number | undefined; readonly normal: boolean }>;
    readonly allNormal: boolean;
  };
  /**
   * The parametric choice, offered when Shapiro-Wilk rejects normality for no setup: the one-way
   * repeated-measures ANOVA (`rmAnova`) with its Greenhouse-Geisser correction; `significant`
   * follows the corrected p-value. Undefined when a setup is not normal (the ANOVA does not apply).
   */
  readonly parametric?: Pick<RmAnovaResult, 'statistic' | 'df1' | 'df2' | 'pValue' | 'epsilon' | 'pValueGreenhouseGeisser'> & {
    readonly test: 'repeated-measures ANOVA';
    readonly significant: boolean;
  };
  /** The omnibus test: always Friedman, with the reason in words. */
  readonly omnibus: {
    readonly test: 'Friedman';
    readonly statistic: number;
    readonly df: number;
    readonly pValue: number;
    readonly log10PValue: number;
    readonly significant: boolean;
    readonly reason: string;
  };
  /** Average rank of each setup (1 = best), in setup order. */
  readonly averageRanks: number[];
  /** The post-hoc test's p-values and decisions by name. */
  readonly posthoc: {
    readonly test: 'nemenyi' | 'conover' | 'holm';
    /** Nemenyi's critical difference (undefined for the other tests). */
    readonly criticalDifference: number | undefined;
    readonly matrix: PValueMatrix;
    readonly pairs: readonly SetupPair[];
  };
  /** Weak ranking (groups, best first) by the same post-hoc decisions. */
  readonly groups: ReadonlyArray<{ readonly rank: number; readonly names: readonly string[] }>;
  /** Pairs not significantly different, better first (the bars of the CD diagram). */
  readonly nonSignificantPairs: ReadonlyArray<{ readonly a: string; readonly b: string }>;
  /** Effect sizes: control against each other setup, each setup against the baseline, or every pair (better-ranked first). */
  readonly effectSizes: readonly PairEffect[];
  /** Which A12 and Cliff's delta: `unpaired` (standard, the default) or `paired` (within experiments). */
  readonly effectSizePairing: 'unpaired' | 'paired';
  /** Bootstrap seed. */
  readonly seed: number;
  /** A paragraph in plain English that states the tests, the decisions and the effect sizes. */
  readonly paragraph: string;
  /** A LaTeX table (booktabs) of ranks, medians and effect sizes. */
  readonly latex: string;
  /** The critical-difference diagram (Demšar 2006). */
  readonly figure: Figure;
}
