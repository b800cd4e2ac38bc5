import { InvalidInputError } from '../errors/InvalidInputError';
import { createRng } from '../random/createRng';
import { conoverFriedman } from '../statistics/conoverFriedman';
import { effectSizeCi } from '../statistics/effectSizeCi';
import { effectMagnitude } from '../statistics/effectMagnitude';
import { friedman } from '../statistics/friedman';
import { median } from '../statistics/median';
import { nemenyi } from '../statistics/nemenyi';
import { pairwiseFriedmanPosthoc } from '../statistics/pairwiseFriedmanPosthoc';
import { shapiroWilk } from '../statistics/shapiroWilk';
import { rmAnova } from '../statistics/rmAnova';
import { criticalDifferenceFigure } from '../plot/criticalDifferenceFigure';
import { formatSignificant } from '../plot/formatSignificant';
import type { SetupMetric, SetupResults } from './runSetups';
import { comparisonLatex, comparisonParagraph } from './internals/comparisonText';
import type { SetupComparisonCore } from './internals/comparisonText';
import type { PairEffect, SetupComparison } from './SetupComparison';
import { checkOptions, optionKeys, requireObject } from '../errors/internals/knownKeys';

const COMPARE_SETUPS_OPTIONS_KEYS = optionKeys<CompareSetupsOptions>({ metric: true, label: true, alpha: true, lowerIsBetter: true, posthoc: true, control: true, baseline: true, seed: true, resamples: true, digits: true, figureName: true, effectSizes: true });

/** Most setups {@link compareSetups} takes: the all-pairs post-hoc test and table grow as k^2 (Nemenyi at k = 1,000: 65 s). */
const COMPARE_MAX_SETUPS = 100;
/** Most values the effect-size bootstraps draw in all, pairs x resamples x (values per resample): about 20 s here (1.2e7 took 1.1 s). */
const COMPARE_MAX_DRAWS = 2e8;

/**
 * Results to compare: a {@link SetupResults} (one metric chosen by `options.metric`) or a plain
 * matrix with its setup names (rows = experiments, e.g. job sets or cells; columns = setups).
 *
 * @example
 * ```ts
 * import { compareSetups, type ComparisonInput } from 'schedlab/experiments';
 * const input: ComparisonInput = { setups: ['A', 'B', 'C'], values: [[1, 2, 3], [1, 3, 2], [2, 1, 3], [1, 2, 3]] };
 * compareSetups(input).paragraph;
 * ```
 */
export type ComparisonInput = SetupResults | { readonly setups: readonly string[]; readonly values: readonly (readonly number[])[] };

/**
 * Options of {@link compareSetups}.
 *
 * @example
 * ```ts
 * import { compareSetups, type CompareSetupsOptions, type SetupResults } from 'schedlab/experiments';
 * declare const results: SetupResults;
 * const options: CompareSetupsOptions = { metric: 'cost', alpha: 0.05, control: 'FIFO', seed: 7, label: 'cost' };
 * compareSetups(results, options);
 * ```
 */
export interface CompareSetupsOptions {
  /** Metric compared when the input is a {@link SetupResults}. @defaultValue 'cost' */
  readonly metric?: SetupMetric;
  /** What the values are, in the paragraph, table and figure (e.g. `'makespan (s)'`). @defaultValue the metric name, or `'value'` */
  readonly label?: string;
  /** Significance level of every test. @defaultValue 0.05 */
  readonly alpha?: number;
  /** Direction of "better". @defaultValue true */
  readonly lowerIsBetter?: boolean;
  /**
   * All-pairs post-hoc test after Friedman: `nemenyi` (Demšar 2006; the critical difference drawn
   * in the diagram), `conover` (Conover 1999, more powerful, Holm-adjusted) or `holm` (z-tests on
   * average ranks, Holm-adjusted; García & Herrera 2008).
   * @defaultValue 'nemenyi'
   */
  readonly posthoc?: 'nemenyi' | 'conover' | 'holm';
  /**
   * Effect sizes of this setup (e.g. the proposed method) against each other one: A12 = P(control
   * better). At most one of `control` and `baseline`; all pairs when neither is given.
   * @defaultValue undefined
   */
  readonly control?: string;
  /**
   * Effect sizes of each other setup against this one (e.g. FIFO): A12 = P(setup better than the
   * baseline). At most one of `control` and `baseline`.
   * @defaultValue undefined
   */
  readonly baseline?: string;
  /**
   * Which A12 and Cliff's delta: `unpaired`, the standard definitions (Vargha & Delaney 2000;
   * Cliff 1993: every value of one setup against every value of the other, A12 = P(X better than
   * Y) + P(tie) / 2 over all pairs of experiments; each setup resampled on its own), or `paired`,
   * the within-experiment version (the share of experiments on which one setup beats the other,
   * ties half; experiments resampled together; Grissom & Kim 2012, ch. 5). The definition is named
   * in the paragraph, the LaTeX caption and `effectSizePairing`.
   * @defaultValue 'unpaired'
   */
  readonly effectSizes?: 'unpaired' | 'paired';
  /** Seed of the bootstrap of the effect-size intervals. @defaultValue 1 */
  readonly seed?: number;
  /** Bootstrap resamples per interval. @defaultValue 2000 */
  readonly resamples?: number;
  /** Significant digits in the paragraph and the LaTeX table. @defaultValue 3 */
  readonly digits?: number;
  /** File-safe name of the critical-difference figure. @defaultValue 'critical-difference' */
  readonly figureName?: string;
}

function toMatrix(results: ComparisonInput, metric: SetupMetric): { setups: string[]; values: number[][] } {
  if ('metrics' in results) {
    const m = results.metrics[metric];
    if (m === undefined) throw new InvalidInputError(`compareSetups: options.metric: no metric ${JSON.stringify(metric)} in the results`);
    return { setups: [...results.setups], values: m.map((r) => [...r]) };
  }
  if (!Array.isArray(results.setups) || !Array.isArray(results.values)) throw new InvalidInputError('compareSetups: results: expected a SetupResults or { setups, values }');
  return { setups: [...results.setups], values: results.values.map((r) => [...r]) };
}

/**
 * The one-call comparison of setups over many experiments, in the manner of autorank (Herbold
 * 2020) and Demšar (2006): Shapiro-Wilk normality checks, the Friedman test, an all-pairs
 * post-hoc test, a weak ranking with the non-significant pairs, effect sizes (Vargha-Delaney A12
 * and Cliff's delta, unpaired by default as the field reports them, paired within experiments as an
 * option, with seeded bootstrap intervals), a paragraph in plain English, a LaTeX table (booktabs)
 * and a critical-difference diagram.
 *
 * Why Friedman and not a repeated-measures ANOVA: the comparison is by ranks throughout (the CD
 * diagram and the effect sizes are ordinal), scheduling costs are ratios with heavy right tails,
 * and the Friedman test is valid whatever the distribution. The Shapiro-Wilk results are reported
 * so that a reader sees whether the ANOVA's normality assumption holds; when it holds for every
 * setup, the repeated-measures ANOVA (`rmAnova`, Greenhouse-Geisser corrected) is run as well and
 * reported as `parametric` and in the paragraph. Post-hoc decisions are only interpreted when
 * Friedman rejects.
 *
 * @param results - a {@link SetupResults} or `{ setups, values }` (rows = experiments)
 * @param options - metric, label, alpha, direction, post-hoc test, control or baseline, seed, digits
 * @throws InvalidInputError for fewer than 2 experiments or setups, more than 100 setups, a bad
 *   matrix, an unknown control, bad options, or effect-size bootstraps that would draw more than
 *   2e8 values (pairs x resamples x values per resample)
 * @example
 * ```ts
 * import { compareSetups } from 'schedlab/experiments';
 * const values = [[1.9, 1.2, 1.3], [2.4, 1.5, 1.4], [1.7, 1.4, 1.6], [3.1, 1.9, 2.0], [2.2, 1.1, 1.2], [2.8, 2.9, 2.7]];
 * const c = compareSetups({ setups: ['FIFO', 'Swarm1', 'Swarm2'], values }, { control: 'FIFO', label: 'cost' });
 * console.log(c.paragraph);
 * await import('schedlab/plot').then((p) => p.renderSvg(c.figure));
 * ```
 */
export function compareSetups(results: ComparisonInput, options: CompareSetupsOptions = {}): SetupComparison {
  requireObject('compareSetups(results)', results, 'a ComparisonInput');
  checkOptions('compareSetups(options)', options, COMPARE_SETUPS_OPTIONS_KEYS);
  const metric = options.metric ?? 'cost';
  const { setups, values } = toMatrix(results, metric);
  const label = options.label ?? ('metrics' in results ? metric : 'value');
  const alpha = options.alpha ?? 0.05;
  if (!(typeof alpha === 'number' && alpha > 0 && alpha < 1)) throw new InvalidInputError(`compareSetups: options.alpha: expected a number in (0, 1), got ${String(alpha)}`);
  const lowerIsBetter = options.lowerIsBetter ?? true;
  const test = options.posthoc ?? 'nemenyi';
  if (!['nemenyi', 'conover', 'holm'].includes(test)) throw new InvalidInputError(`compareSetups: options.posthoc: expected nemenyi | conover | holm, got ${String(test)}`);
  const seed = options.seed ?? 1;
  const digits = options.digits ?? 3;
  const pairing = options.effectSizes ?? 'unpaired';
  if (pairing !== 'unpaired' && pairing !== 'paired') throw new InvalidInputError(`compareSetups: options.effectSizes: expected unpaired | paired, got ${String(pairing)}`);
  if (setups.length > COMPARE_MAX_SETUPS) {
    throw new InvalidInputError(`compareSetups: results: at most ${COMPARE_MAX_SETUPS} setups (the all-pairs post-hoc test grows as k^2), got ${setups.length}; rank more with friedman()`);
  }
  const f = friedman(values, { lowerIsBetter }); // validates the matrix
  const k = setups.length;
  if (f.k !== k) throw new InvalidInputError(`compareSetups: results: ${k} setup names for ${f.k} columns`);
  const { control, baseline } = options;
  for (const [key, v] of [['control', control], ['baseline', baseline]] as const) {
    if (v !== undefined && !setups.includes(v)) throw new InvalidInputError(`compareSetups: options.${key}: ${JSON.stringify(v)} is not a setup (${setups.join(', ')})`);
  }
  if (control !== undefined && baseline !== undefined) throw new InvalidInputError('compareSetups: give options.control or options.baseline, not both');
  const column = (j: number): number[] => values.map((r) => r[j]!);
  // refused before any test runs: the bootstraps' cost is known from the sizes
  const resamples = options.resamples ?? 2000;
  const pairCount = control !== undefined || baseline !== undefined ? k - 1 : (k * (k - 1)) / 2;
  const paired = pairing === 'paired';
  const draws = pairCount * resamples * (paired ? f.n : 2 * f.n);
  if (draws > COMPARE_MAX_DRAWS) {
    throw new InvalidInputError(
      `compareSetups: the effect-size bootstraps would draw ${draws.toExponential(2)} values (${pairCount} pairs x ${resamples} resamples x ${paired ? f.n : 2 * f.n}), more than ${COMPARE_MAX_DRAWS.toExponential(0)}; give options.control or options.baseline, or fewer options.resamples`,
    );
  }

  const normalityAlpha = alpha / k;
  const normal = setups.map((setup, j) => {
    const x = column(j);
    if (x.length < 3 || x.every((v) => v === x[0])) return { setup, statistic: undefined, pValue: undefined, normal: false };
    const s = shapiroWilk(x.slice(0, 5000));
    return { setup, statistic: s.statistic, pValue: s.pValue, normal: s.pValue >= normalityAlpha };
  });
  const allNormal = normal.every((s) => s.normal);
  const rejected = normal.filter((s) => !s.normal).length;
  const anova = allNormal ? rmAnova(values) : undefined;
  const parametric =
    anova === undefined
      ? undefined
      : { test: 'repeated-measures ANOVA' as const, statistic: anova.statistic, df1: anova.df1, df2: anova.df2, pValue: anova.pValue, epsilon: anova.epsilon, pValueGreenhouseGeisser: anova.pValueGreenhouseGeisser, significant: anova.pValueGreenhouseGeisser < alpha };
  const reason = anova !== undefined
    ? `Shapiro-Wilk did not reject normality for any setup (alpha = ${formatSignificant(normalityAlpha, digits)} each), so a repeated-measures ANOVA is applicable: F(${anova.df1}, ${anova.df2}) = ${formatSignificant(anova.statistic, digits)}, p = ${formatSignificant(anova.pValueGreenhouseGeisser, digits)} with the Greenhouse-Geisser correction (epsilon = ${formatSignificant(anova.epsilon, digits)}); the rank-based Friedman test stays the main test so that the test, the critical-difference diagram and the ordinal effect sizes rest on the same ranks`
    : `Shapiro-Wilk rejected normality for ${rejected} of ${k} setups (alpha = ${formatSignificant(normalityAlpha, digits)} each), so a repeated-measures ANOVA's assumption does not hold and the rank-based Friedman test is used`;

  const names = setups;
  let posthoc: SetupComparison['posthoc'];
  if (test === 'nemenyi') {
    const r = nemenyi(f, { alpha, names });
    posthoc = { test, criticalDifference: r.criticalDifference, matrix: r.matrix, pairs: r.pairs };
  } else if (test === 'conover') {
    const r = conoverFriedman(values, { alpha, names, lowerIsBetter });
    posthoc = { test, criticalDifference: undefined, matrix: r.matrix, pairs: r.pairs };
  } else {
    const r = pairwiseFriedmanPosthoc(f, { adjust: 'holm', alpha, names });
    posthoc = { test, criticalDifference: undefined, matrix: r.matrix, pairs: r.pairs };
  }
  // weak ranking by the same decisions (the leader rule of weakRanking)
  const order = names.map((_, j) => j).sort((a, b) => f.averageRanks[a]! - f.averageRanks[b]! || a - b);
  const differs = new Set(posthoc.pairs.filter((p) => p.significant).map((p) => `${p.a}|${p.b}`));
  const sig = (a: string, b: string): boolean => differs.has(`${a}|${b}`) || differs.has(`${b}|${a}`);
  const groups = leaderGroups(order.map((j) => names[j]!), sig);
  const position = new Map(order.map((j, r) => [names[j]!, r]));
  const nonSignificantPairs = posthoc.pairs
    .filter((p) => !p.significant)
    .map((p) => (position.get(p.a)! <= position.get(p.b)! ? { a: p.a, b: p.b } : { a: p.b, b: p.a }));

  // effect sizes on oriented values (larger = better), paired by experiment
  const oriented = (j: number): number[] => column(j).map((v) => (lowerIsBetter ? -v : v));
  const rng = createRng(seed);
  const pairList: Array<[number, number]> = [];
  if (control !== undefined) {
    const c = names.indexOf(control);
    for (let j = 0; j < k; j++) if (j !== c) pairList.push([c, j]);
  } else if (baseline !== undefined) {
    const b = names.indexOf(baseline);
    for (const j of order) if (j !== b) pairList.push([j, b]);
  } else {
    for (let s = 0; s < k; s++) for (let t = s + 1; t < k; t++) pairList.push([order[s]!, order[t]!]);
  }
  const effectSizes = pairList.map(([i, j]): PairEffect => {
    // one bootstrap per pair: delta = 2 A12 - 1 is monotone, so its percentile interval is 2 [lo, hi] - 1
    const a12 = effectSizeCi(rng, oriented(i), oriented(j), { measure: 'a12', paired, resamples });
    const delta = (a: number): number => Math.max(-1, Math.min(1, 2 * a - 1));
    const estimate = delta(a12.estimate);
    return { a: names[i]!, b: names[j]!, a12, cliffsDelta: { ...a12, measure: 'cliffsDelta', estimate, magnitude: effectMagnitude('cliffsDelta', estimate), lower: delta(a12.lower), upper: delta(a12.upper) } };
  });

  const medians = names.map((_, j) => median(column(j)));
  const base: SetupComparisonCore = {
    setups: names,
    n: f.n,
    label,
    alpha,
    lowerIsBetter,
    medians,
    normality: { test: 'Shapiro-Wilk' as const, alpha: normalityAlpha, setups: normal, allNormal },
    ...(parametric === undefined ? {} : { parametric }),
    omnibus: { test: 'Friedman' as const, statistic: f.statistic, df: f.df, pValue: f.pValue, log10PValue: f.log10PValue, significant: f.pValue < alpha, reason },
    averageRanks: f.averageRanks,
    posthoc,
    groups,
    nonSignificantPairs,
    effectSizes,
    effectSizePairing: pairing,
    seed,
  };
  const figure = criticalDifferenceFigure({
    name: options.figureName ?? 'critical-difference',
    title: `Average ranks by ${label} over ${f.n} experiments (${test === 'nemenyi' ? 'Nemenyi' : test === 'conover' ? 'Conover, Holm-adjusted' : 'Holm-adjusted z-tests'}, alpha = ${formatSignificant(alpha, 3)}); bars join setups not significantly different`,
    averageRanks: Object.fromEntries(names.map((n, j) => [n, f.averageRanks[j]!])),
    nonSignificantPairs,
    ...(posthoc.criticalDifference === undefined ? {} : { criticalDifference: posthoc.criticalDifference }),
  });
  return { ...base, paragraph: comparisonParagraph(base, digits), latex: comparisonLatex(base, digits), figure };
}

/** Leader-rule groups (as weakRanking) from any significance decision. */
function leaderGroups(order: readonly string[], sig: (a: string, b: string) => boolean): Array<{ rank: number; names: string[] }> {
  const groups: Array<{ rank: number; names: string[] }> = [];
  let leader: string | undefined;
  for (const n of order) {
    if (leader === undefined || sig(leader, n)) {
      leader = n;
      groups.push({ rank: groups.length + 1, names: [] });
    }
    groups[groups.length - 1]!.names.push(n);
  }
  return groups;
}
