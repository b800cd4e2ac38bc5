import { InvalidInputError } from '../errors/InvalidInputError';
import { friedman } from '../statistics/friedman';
import { mean } from '../statistics/mean';
import { median } from '../statistics/median';
import { weakRanking } from '../statistics/weakRanking';
import { winMatrix } from '../statistics/winMatrix';
import type { SetupMetric, SetupResults } from './runSetups';
import { checkOptions, optionKeys, requireObject, requireArray } from '../errors/internals/knownKeys';

const ANALYZE_SETUPS_OPTIONS_KEYS = optionKeys<AnalyzeSetupsOptions>({ alpha: true, confidence: true });

/**
 * The three criteria ranked in Dupont 2020 (sections 6.3-6.5); lower is better for all.
 *
 * @example
 * ```ts
 * import { analyzeSetups, RANKED_METRICS, type SetupResults } from 'schedlab/experiments';
 * declare const results: SetupResults; // from runSetups
 * const analysis = analyzeSetups(results);
 * RANKED_METRICS.forEach((metric, i) => console.log(metric, analysis.rankings[i]?.averageRanks));
 * ```
 */
export const RANKED_METRICS = ['meanStretch', 'normalizedMeanPower', 'cost'] as const satisfies readonly SetupMetric[];

/**
 * Friedman test and weak ranking of the setups on one criterion.
 *
 * @example
 * ```ts
 * import { analyzeSetups, type CriterionRanking, type SetupResults } from 'schedlab/experiments';
 * declare const results: SetupResults; // from runSetups
 * const byCost: CriterionRanking | undefined = analyzeSetups(results).rankings.find((r) => r.metric === 'cost');
 * console.log(byCost?.pValue, byCost?.groups.map((g) => g.names.join(' = ')).join(' < '));
 * ```
 */
export interface CriterionRanking {
  readonly metric: SetupMetric;
  /** Tie-corrected Friedman chi-square (scipy / R). */
  readonly chiSquare: number;
  readonly df: number;
  readonly pValue: number;
  readonly log10PValue: number;
  /** Average rank per setup (1 = best), in setup order. */
  readonly averageRanks: number[];
  /** Weak ranking: groups of setups not significantly different, best first. */
  readonly groups: Array<{ readonly rank: number; readonly names: string[] }>;
  /** Pairs of setups that do not differ significantly (better first); overlaps between groups show here. */
  readonly nonSignificantPairs: ReadonlyArray<{ readonly a: string; readonly b: string }>;
  /** Significance level of the post-hoc tests. */
  readonly alpha: number;
  /** Post-hoc p-value adjustment used for the grouping. */
  readonly method: 'holm';
}

/**
 * Everything Dupont 2020 reports about one experiment, as plain data.
 *
 * @example
 * ```ts
 * import { analyzeSetups, runSetups, jobSetSeeds, type SetupAnalysis } from 'schedlab/experiments';
 * import { homogeneousPlatform } from 'schedlab/engine';
 * import { googleLikeWorkload } from 'schedlab/workload';
 * import { dupontSetup } from 'schedlab/experiments';
 * const results = runSetups({ platform: homogeneousPlatform({ servers: 10 }), workload: googleLikeWorkload(),
 *   setups: (['FIFO', 'FIFO-Poff', 'Swarm2'] as const).map((n) => [n, dupontSetup(n)] as const), seeds: jobSetSeeds(1, 30) });
 * const analysis: SetupAnalysis = analyzeSetups(results, { alpha: 0.1 });
 * analysis.means.cost; // mean cost of FIFO, FIFO-Poff and Swarm2
 * ```
 */
export interface SetupAnalysis {
  readonly setups: readonly string[];
  readonly sets: number;
  /** Mean and median of each metric per setup. */
  readonly means: Readonly<Record<SetupMetric, number[]>>;
  readonly medians: Readonly<Record<SetupMetric, number[]>>;
  /** Rankings by mean stretch, normalized power and cost (Tables 6-9, 12, 15). */
  readonly rankings: readonly CriterionRanking[];
  /** wins[i][j]: job sets on which setup i had a strictly lower cost than setup j (Fig. 7). */
  readonly costWins: number[][];
}

/**
 * Options of {@link analyzeSetups}.
 *
 * @example
 * ```ts
 * import { analyzeSetups, type AnalyzeSetupsOptions, type SetupResults } from 'schedlab/experiments';
 * declare const results: SetupResults; // from runSetups
 * const options: AnalyzeSetupsOptions = { alpha: 0.1 }; // the paper's resilience test: 90% confidence
 * analyzeSetups(results, options);
 * ```
 */
export interface AnalyzeSetupsOptions {
  /**
   * Significance level of the post-hoc tests (the name used across schedlab/statistics).
   * @defaultValue 0.05
   */
  readonly alpha?: number;
  /**
   * @deprecated Use `alpha` (= 1 - confidence); kept for one minor version. Giving both with
   * different meanings is an error.
   * @defaultValue 0.95
   */
  readonly confidence?: number;
}

/** alpha from `alpha` or the deprecated `confidence` (checked: in (0, 1), consistent when both are given). */
function alphaOf(options: AnalyzeSetupsOptions): number {
  const { alpha, confidence } = options;
  for (const [name, v] of [['alpha', alpha], ['confidence', confidence]] as const) {
    if (v !== undefined && !(typeof v === 'number' && v > 0 && v < 1)) {
      throw new InvalidInputError(`analyzeSetups: options.${name}: expected a number in (0, 1), got ${String(v)}`);
    }
  }
  if (alpha !== undefined && confidence !== undefined && Math.abs(alpha - (1 - confidence)) > 1e-12) {
    throw new InvalidInputError(`analyzeSetups: options.alpha (${alpha}) and the deprecated options.confidence (${confidence}) disagree; give alpha only`);
  }
  return alpha ?? (confidence === undefined ? 0.05 : 1 - confidence);
}

function column(matrix: readonly number[][], j: number): number[] {
  return matrix.map((row) => row[j]!);
}

/**
 * Analyses a {@link SetupResults} as Dupont 2020 section 6 does: means (Tables 5, 11, 14),
 * Friedman test and weak ranking on each criterion at significance level alpha (groups by Holm-adjusted
 * pairwise z-tests of García & Herrera 2008), and the pairwise win matrix on cost.
 *
 * @example
 * ```ts
 * import { analyzeSetups, runSetups, jobSetSeeds } from 'schedlab/experiments';
 * declare const results: ReturnType<typeof runSetups>;
 * const a = analyzeSetups(results, { alpha: 0.05 });
 * a.rankings[2]!.groups; // weak ranking by cost
 * ```
 */
export function analyzeSetups(results: SetupResults, options: AnalyzeSetupsOptions = {}): SetupAnalysis {
  requireObject('analyzeSetups(results)', results, 'a SetupResults');
  checkOptions('analyzeSetups(options)', options, ANALYZE_SETUPS_OPTIONS_KEYS);
  requireArray('analyzeSetups(results).setups', results.setups, 'an array of setup names');
  const alpha = alphaOf(options);
  const k = results.setups.length;
  const means = {} as Record<SetupMetric, number[]>;
  const medians = {} as Record<SetupMetric, number[]>;
  for (const [metric, matrix] of Object.entries(results.metrics) as Array<[SetupMetric, number[][]]>) {
    means[metric] = Array.from({ length: k }, (_, j) => mean(column(matrix, j)));
    medians[metric] = Array.from({ length: k }, (_, j) => median(column(matrix, j)));
  }
  const rankings = RANKED_METRICS.map((metric): CriterionRanking => {
    const m = results.metrics[metric];
    const f = friedman(m, { lowerIsBetter: true });
    const w = weakRanking(m, { alpha, method: 'holm', names: results.setups, lowerIsBetter: true });
    return {
      metric,
      chiSquare: f.statistic,
      df: f.df,
      pValue: f.pValue,
      log10PValue: f.log10PValue,
      averageRanks: f.averageRanks,
      groups: w.groups.map((g) => ({ rank: g.rank, names: g.names })),
      nonSignificantPairs: w.nonSignificantPairs,
      alpha,
      method: 'holm',
    };
  });
  const costWins = winMatrix(results.metrics.cost, { lowerIsBetter: true }).wins;
  return { setups: results.setups, sets: results.seeds.length, means, medians, rankings, costWins };
}
