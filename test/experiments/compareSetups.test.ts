import { describe, expect, it } from 'vitest';
import { compareSetups, SETUP_METRICS, type SetupResults } from '../../src/experiments/index';
import { friedman, nemenyi, rmAnova, shapiroWilk, varghaDelaneyA12 } from '../../src/statistics/index';
import { createRng, uniform } from '../../src/random/index';
import type { JsonObject } from '../../src/plot/index';

/** 30 job sets, 4 setups: Best < Near (close) < Mid << Far; seeded, lower is better. */
function data(): { setups: string[]; values: number[][] } {
  const rng = createRng(11);
  const values = Array.from({ length: 30 }, () => {
    const b = 1 + uniform(rng);
    return [b + 0.1 * uniform(rng), b + 0.03 + 0.2 * uniform(rng), b + 0.6 + 0.3 * uniform(rng), 3 * b + uniform(rng)];
  });
  return { setups: ['Best', 'Near', 'Mid', 'Far_1'], values };
}

describe('compareSetups', () => {
  it('runs the tests it names, with the numbers of the statistics module', () => {
    const d = data();
    const c = compareSetups(d, { label: 'cost' });
    const f = friedman(d.values);
    expect(c.omnibus).toMatchObject({ test: 'Friedman', statistic: f.statistic, df: 3, pValue: f.pValue, significant: true });
    expect(c.averageRanks).toEqual(f.averageRanks);
    const nem = nemenyi(f, { names: d.setups });
    expect(c.posthoc.criticalDifference).toBe(nem.criticalDifference);
    expect(c.posthoc.pairs).toEqual(nem.pairs);
    expect(c.normality.test).toBe('Shapiro-Wilk');
    expect(c.normality.alpha).toBe(0.05 / 4);
    expect(c.normality.setups[3]!.pValue).toBe(shapiroWilk(d.values.map((r) => r[3]!)).pValue);
    // non-significant pairs are exactly the pairs the post-hoc test did not separate, better first
    expect(c.nonSignificantPairs).toEqual(nem.pairs.filter((p) => !p.significant).map((p) => (f.averageRanks[d.setups.indexOf(p.a)]! <= f.averageRanks[d.setups.indexOf(p.b)]! ? { a: p.a, b: p.b } : { a: p.b, b: p.a })));
    expect(c.nonSignificantPairs).toContainEqual({ a: 'Best', b: 'Near' });
    expect(c.groups[0]!.names).toEqual(['Best', 'Near']);
    expect(c.groups[c.groups.length - 1]!.names).toEqual(['Far_1']);
  });

  it('effect sizes are unpaired (Vargha & Delaney 2000, Cliff 1993) by default, paired on request, and name their definition (issue 37)', () => {
    // lower is better; A beats B on every experiment, but not every value of B
    const input = { setups: ['A', 'B'], values: [[1, 1.5], [2, 2.5], [3, 3.5], [4, 4.5]] };
    const u = compareSetups(input, { control: 'A', resamples: 200 });
    // unpaired: pairs (a, b) with a < b: 4 + 3 + 2 + 1 = 10 of 16
    expect(u.effectSizePairing).toBe('unpaired');
    expect(u.effectSizes[0]!.a12.estimate).toBe(10 / 16);
    expect(u.effectSizes[0]!.a12.paired).toBe(false);
    expect(u.effectSizes[0]!.cliffsDelta.estimate).toBe(0.25);
    expect(u.effectSizes[0]!.cliffsDelta.magnitude).toBe('small');
    expect(u.paragraph).toContain('Effect sizes (unpaired Vargha-Delaney A12 (Vargha & Delaney 2000) = probability that a value of the first setup is better than a value of the second, over all pairs of experiments, ties counted half; Cliff\'s delta (Cliff 1993) = 2 A12 - 1');
    expect(u.latex).toContain('unpaired Vargha-Delaney $A_{12}$ (Vargha \\& Delaney 2000) = probability that a value of A is better than a value of the setup');
    const p = compareSetups(input, { control: 'A', resamples: 200, effectSizes: 'paired' });
    expect(p.effectSizePairing).toBe('paired');
    expect(p.effectSizes[0]!.a12.estimate).toBe(1); // A is better on each of the 4 experiments
    expect(p.effectSizes[0]!.cliffsDelta.magnitude).toBe('large');
    expect(p.paragraph).toContain('paired A12 = share of the experiments on which the first setup is better than the second');
    expect(p.latex).toContain('paired $A_{12}$ = share of the experiments on which A is better than the setup');
    // delta's interval is the A12 interval mapped by 2 A - 1 (one bootstrap per pair)
    for (const c of [u, p]) {
      const e = c.effectSizes[0]!;
      expect([e.cliffsDelta.lower, e.cliffsDelta.upper]).toEqual([2 * e.a12.lower - 1, 2 * e.a12.upper - 1]);
    }
    expect(() => compareSetups(input, { effectSizes: 'both' as 'paired' })).toThrow(/options.effectSizes: expected unpaired \| paired, got both/);
  });

  it('refuses up front what cannot finish in bounded time: more than 100 setups, effect-size bootstraps past 2e8 draws (issue 41)', () => {
    const wide = { setups: Array.from({ length: 1000 }, (_, j) => `S${j}`), values: Array.from({ length: 5 }, (_, i) => Array.from({ length: 1000 }, (_, j) => (i * 7 + j * 13) % 17)) };
    expect(() => compareSetups(wide)).toThrow(/at most 100 setups .* got 1000/);
    const d = data(); // 6 pairs x 30 experiments, unpaired: 60 values per resample
    expect(() => compareSetups(d, { resamples: 1e6 })).toThrow(/would draw 3\.60e\+8 values \(6 pairs x 1000000 resamples x 60\)/);
    expect(() => compareSetups({ setups: Array.from({ length: 100 }, (_, j) => `S${j}`), values: Array.from({ length: 30 }, (_, i) => Array.from({ length: 100 }, (_, j) => (i * 7 + j * 13) % 17)) }, { resamples: 2000 })).toThrow(
      /4950 pairs x 2000 resamples x 60\), more than 2e\+8; give options.control or options.baseline, or fewer options.resamples/,
    );
  });

  it('effect sizes are oriented (A12 = P(first better)) and seeded', () => {
    const d = data();
    const c = compareSetups(d, { baseline: 'Far_1', resamples: 300 });
    // Far_1 is the worst on every job set: each setup beats it everywhere
    expect(c.effectSizes.map((e) => [e.a, e.b, e.a12.estimate, e.cliffsDelta.estimate, e.cliffsDelta.magnitude])).toEqual([
      ['Best', 'Far_1', 1, 1, 'large'],
      ['Near', 'Far_1', 1, 1, 'large'],
      ['Mid', 'Far_1', 1, 1, 'large'],
    ]);
    const ctl = compareSetups(d, { control: 'Best', resamples: 300 });
    const col = (j: number): number[] => d.values.map((r) => -r[j]!); // larger = better
    expect(ctl.effectSizes[0]!.a12.estimate).toBe(varghaDelaneyA12(col(0), col(1)).estimate);
    expect(ctl.effectSizes.map((e) => e.b)).toEqual(['Near', 'Mid', 'Far_1']);
    expect(compareSetups(d, { control: 'Best', resamples: 300 })).toEqual(ctl); // same seed, same intervals
    const other = compareSetups(d, { control: 'Best', resamples: 300, seed: 2 });
    expect(other.effectSizes[0]!.a12.lower === ctl.effectSizes[0]!.a12.lower && other.effectSizes[0]!.a12.upper === ctl.effectSizes[0]!.a12.upper).toBe(false);
    // every pair, better-ranked first, when neither control nor baseline is given
    expect(compareSetups(d, { resamples: 100 }).effectSizes.map((e) => `${e.a}>${e.b}`)).toEqual(['Best>Near', 'Best>Mid', 'Best>Far_1', 'Near>Mid', 'Near>Far_1', 'Mid>Far_1']);
  });

  it('writes a paragraph, a booktabs table and a CD diagram that agree with the data', () => {
    const c = compareSetups(data(), { label: 'cost', baseline: 'Far_1', resamples: 200 });
    expect(c.paragraph).toMatch(/^4 setups were compared on cost \(lower is better\) over 30 experiments\. Shapiro-Wilk/);
    expect(c.paragraph).toContain('The Friedman test rejects');
    expect(c.paragraph).toContain("By Nemenyi's test (Demšar 2006) at alpha = 0.05 (critical difference");
    expect(c.paragraph).toContain('Not significantly different: Best and Near');
    expect(c.paragraph).toContain('Best vs Far_1: A12 = 1 [1, 1], delta = 1 [1, 1], large');
    const rows = c.latex.split('\n');
    expect(rows.filter((l) => /^\\(toprule|midrule|bottomrule)$/.test(l))).toEqual(['\\toprule', '\\midrule', '\\bottomrule']);
    const body = rows.slice(rows.indexOf('\\midrule') + 1, rows.indexOf('\\bottomrule'));
    expect(body.map((l) => l.split(' & ')[0])).toEqual(['Best', 'Near', 'Mid', 'Far\\_1']);
    expect(body[3]).toMatch(/& -- & -- & -- \\\\$/); // the baseline's own row
    expect(body[0]).toContain('& $1$ [$1$, $1$] & $1$ [$1$, $1$] & large');
    // the magnitude column is delta's, on Romano et al. 2006's scale, and says so (A12's scale differs)
    expect(rows[rows.indexOf('\\midrule') - 1]).toMatch(/& Magnitude of \$\\delta\$ \\\\$/);
    expect(c.latex).toContain('magnitude of $\\delta$ by Romano et al.\\ 2006.}');
    const layer = (name: string): JsonObject[] => (((c.figure.spec.layer as JsonObject[]).find((l) => l.name === name)!.data as JsonObject).values as JsonObject[]);
    expect(layer('drops').map((r) => [r.name, r.rank])).toEqual(['Best', 'Near', 'Mid', 'Far_1'].map((n) => [n, c.averageRanks[['Best', 'Near', 'Mid', 'Far_1'].indexOf(n)]]));
    expect(layer('cd')[0]!.x2).toBeCloseTo(1 + c.posthoc.criticalDifference!, 12);
  });

  it('offers the repeated-measures ANOVA when Shapiro-Wilk rejects normality for no setup, and only then', () => {
    // uniform noise around setup means 1, 1.05, 1.3 on 12 job sets: Shapiro-Wilk (alpha 0.05 / 3) does not reject
    const rng = createRng(4);
    const values = Array.from({ length: 12 }, () => [1, 1.05, 1.3].map((m) => m + 0.2 * uniform(rng)));
    const c = compareSetups({ setups: ['A', 'B', 'C'], values }, { resamples: 100 });
    expect(c.normality.allNormal).toBe(true);
    const a = rmAnova(values);
    expect(c.parametric).toEqual({ test: 'repeated-measures ANOVA', statistic: a.statistic, df1: 2, df2: 22, pValue: a.pValue, epsilon: a.epsilon, pValueGreenhouseGeisser: a.pValueGreenhouseGeisser, significant: a.pValueGreenhouseGeisser < 0.05 });
    expect(c.paragraph).toContain(`so a repeated-measures ANOVA is applicable: F(2, 22) = ${a.statistic.toPrecision(3)}`);
    expect(c.paragraph).toContain('the rank-based Friedman test stays the main test');
    // one job set where C is 40 times slower: Shapiro-Wilk rejects C's sample, so no ANOVA
    const d = compareSetups({ setups: ['A', 'B', 'C'], values: values.map((r, i) => (i === 11 ? [r[0]!, r[1]!, 40 * r[2]!] : r)) }, { resamples: 100 });
    expect(d.normality.allNormal).toBe(false);
    expect(d.parametric).toBeUndefined();
    expect(d.paragraph).toContain("so a repeated-measures ANOVA's assumption does not hold");
  });

  it('says when Friedman does not reject, and does not interpret the post-hoc test', () => {
    const values = [[1, 2], [2, 1], [1, 2], [2, 1], [1.5, 1.4]];
    const c = compareSetups({ setups: ['A', 'B'], values }, { resamples: 100 });
    expect(c.omnibus.significant).toBe(false);
    expect(c.paragraph).toContain('does not reject');
    expect(c.paragraph).toContain('the post-hoc comparisons are not interpreted');
  });

  it('Conover and Holm post-hoc tests: groups follow their decisions', () => {
    for (const posthoc of ['conover', 'holm'] as const) {
      const c = compareSetups(data(), { posthoc, resamples: 50 });
      expect(c.posthoc.test).toBe(posthoc);
      expect(c.posthoc.criticalDifference).toBeUndefined();
      for (const g of c.groups) for (const n of g.names.slice(1)) expect(c.posthoc.matrix.get(g.names[0]!, n)).toBeGreaterThanOrEqual(0.05);
      expect((c.figure.spec.layer as JsonObject[]).some((l) => l.name === 'cd')).toBe(false);
    }
  });

  it('takes a SetupResults metric; refuses bad options with typed errors', () => {
    const d = data();
    const results: SetupResults = { setups: d.setups, seeds: d.values.map((_, i) => i), metrics: Object.fromEntries(SETUP_METRICS.map((m) => [m, d.values])) as SetupResults['metrics'] };
    expect(compareSetups(results, { metric: 'meanStretch', resamples: 50 }).label).toBe('meanStretch');
    expect(() => compareSetups(d, { control: 'Nope' })).toThrow(/options.control: "Nope" is not a setup/);
    expect(() => compareSetups(d, { control: 'Best', baseline: 'Far_1' })).toThrow(/not both/);
    expect(() => compareSetups(d, { alpha: 0 })).toThrow(/options.alpha/);
    expect(() => compareSetups({ setups: ['A', 'B', 'C'], values: [[1, 2], [2, 1]] })).toThrow(/3 setup names for 2 columns/);
  });
});
