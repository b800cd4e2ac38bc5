import { formatSignificant } from '../../plot/formatSignificant';
import type { PairEffect, SetupComparison } from '../SetupComparison';

/** A SetupComparison before its text and figure are made. */
export type SetupComparisonCore = Omit<SetupComparison, 'paragraph' | 'latex' | 'figure'>;

const POSTHOC: Record<string, string> = {
  nemenyi: "Nemenyi's test (Demšar 2006)",
  conover: "Conover's test (Conover 1999), Holm-adjusted",
  holm: 'z-tests on average ranks (García & Herrera 2008), Holm-adjusted',
};

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function pValue(p: number, log10: number, digits: number): string {
  return p > 0 ? formatSignificant(p, digits) : `10^${formatSignificant(log10, digits)}`;
}

/**
 * The definition of the effect sizes, named wherever they are printed: `unpaired` (the standard
 * Vargha & Delaney 2000 A12 and Cliff 1993 delta, every value of one setup against every value of
 * the other) or `paired` (within experiments). `first` and `second` name the two sides.
 */
export function effectDefinition(pairing: 'unpaired' | 'paired', first = 'the first setup', second = 'the second'): string {
  return pairing === 'unpaired'
    ? `unpaired Vargha-Delaney A12 (Vargha & Delaney 2000) = probability that a value of ${first} is better than a value of ${second}, over all pairs of experiments, ties counted half; Cliff's delta (Cliff 1993) = 2 A12 - 1; each setup resampled on its own`
    : `paired A12 = share of the experiments on which ${first} is better than ${second}, ties counted half (the within-experiment version, Grissom & Kim 2012), delta = 2 A12 - 1; experiments resampled together`;
}

/**
 * The effect-size column of the table: against the baseline (rows: P(row better)), from the
 * control (rows: P(control better)), or from the best-ranked setup when every pair was computed.
 */
export function effectReference(c: SetupComparisonCore): { ref: string; rowFirst: boolean; byOther: Map<string, PairEffect> } {
  const e = c.effectSizes;
  const k = c.setups.length;
  if (k > 2 && e.length === k - 1 && e.every((x) => x.b === e[0]!.b)) return { ref: e[0]!.b, rowFirst: true, byOther: new Map(e.map((x) => [x.a, x])) };
  const best = c.setups[c.averageRanks.indexOf(Math.min(...c.averageRanks))]!;
  const ref = e.length === k - 1 && e.every((x) => x.a === e[0]!.a) ? e[0]!.a : best;
  return { ref, rowFirst: false, byOther: new Map(e.filter((x) => x.a === ref).map((x) => [x.b, x])) };
}

/** The plain-English paragraph of a comparison. */
export function comparisonParagraph(c: SetupComparisonCore, digits: number): string {
  const f = (v: number): string => formatSignificant(v, digits);
  const k = c.setups.length;
  const o = c.omnibus;
  const order = c.setups.map((_, j) => j).sort((a, b) => c.averageRanks[a]! - c.averageRanks[b]! || a - b);
  const out: string[] = [];
  out.push(
    `${k} setups were compared on ${c.label} (${c.lowerIsBetter ? 'lower' : 'higher'} is better) over ${c.n} experiments. ` +
      `${o.reason.charAt(0).toUpperCase()}${o.reason.slice(1)}. ` +
      `The Friedman test ${o.significant ? 'rejects' : 'does not reject'} the hypothesis that all setups perform alike at alpha = ${f(c.alpha)} ` +
      `(chi-square = ${f(o.statistic)}, ${o.df} df, p = ${pValue(o.pValue, o.log10PValue, digits)}).`,
  );
  out.push(`Average ranks (1 = best): ${order.map((j) => `${c.setups[j]} ${f(c.averageRanks[j]!)}`).join(', ')}.`);
  const cd = c.posthoc.criticalDifference === undefined ? '' : ` (critical difference ${f(c.posthoc.criticalDifference)} ranks)`;
  if (o.significant) {
    const better = order
      .map((j) => c.setups[j]!)
      .map((a) => ({ a, worse: c.posthoc.pairs.filter((p) => p.significant && (p.a === a || p.b === a)).map((p) => (p.a === a ? p.b : p.a)).filter((b) => c.averageRanks[c.setups.indexOf(b)]! > c.averageRanks[c.setups.indexOf(a)]!) }))
      .filter((x) => x.worse.length > 0)
      .map((x) => `${x.a} is significantly better than ${list(x.worse)}`);
    out.push(
      `By ${POSTHOC[c.posthoc.test]} at alpha = ${f(c.alpha)}${cd}, ` +
        (better.length > 0 ? `${better.join('; ')}.` : 'no pair of setups differs significantly.') +
        (c.nonSignificantPairs.length > 0 ? ` Not significantly different: ${c.nonSignificantPairs.map((p) => `${p.a} and ${p.b}`).join('; ')}.` : ''),
    );
  } else {
    out.push('As the Friedman test does not reject, the post-hoc comparisons are not interpreted.');
  }
  if (c.effectSizes.length > 0) {
    const e0 = c.effectSizes[0]!.a12;
    out.push(
      `Effect sizes (${effectDefinition(c.effectSizePairing)}; ${Math.round(e0.level * 100)}% percentile bootstrap intervals, ${e0.resamples} resamples, seed ${c.seed}; magnitude of delta by Romano et al. 2006): ` +
        c.effectSizes
          .map((e) => `${e.a} vs ${e.b}: A12 = ${f(e.a12.estimate)} [${f(e.a12.lower)}, ${f(e.a12.upper)}], delta = ${f(e.cliffsDelta.estimate)} [${f(e.cliffsDelta.lower)}, ${f(e.cliffsDelta.upper)}], ${e.cliffsDelta.magnitude}`)
          .join('; ') +
        '.',
    );
  }
  return out.join(' ');
}

/** LaTeX special characters escaped in text mode. */
export function latexEscape(s: string): string {
  return s.replace(/[\\{}&%$#_^~]/g, (ch) => ({ '\\': '\\textbackslash{}', '^': '\\textasciicircum{}', '~': '\\textasciitilde{}' })[ch] ?? `\\${ch}`);
}

/** The booktabs table of a comparison. */
export function comparisonLatex(c: SetupComparisonCore, digits: number): string {
  const f = (v: number): string => formatSignificant(v, digits).replace(/e(-?\d+)$/, '\\times 10^{$1}');
  const m = (v: number): string => `$${f(v)}$`;
  const { ref, rowFirst, byOther } = effectReference(c);
  const order = c.setups.map((_, j) => j).sort((a, b) => c.averageRanks[a]! - c.averageRanks[b]! || a - b);
  const groupOf = new Map(c.groups.flatMap((g) => g.names.map((n) => [n, g.rank] as const)));
  const lines = [
    '% requires \\usepackage{booktabs}',
    '\\begin{table}[ht]',
    '\\centering',
    `\\caption{${latexEscape(c.label)} of ${c.setups.length} setups over ${c.n} experiments: Friedman $\\chi^2 = ${f(c.omnibus.statistic)}$, ` +
      `$p = ${c.omnibus.pValue > 0 ? f(c.omnibus.pValue) : `10^{${f(c.omnibus.log10PValue)}}`}$; groups by ${latexEscape(POSTHOC[c.posthoc.test] ?? c.posthoc.test)} at $\\alpha = ${f(c.alpha)}$; ` +
      `effect sizes ${rowFirst ? `of each setup against ${latexEscape(ref)}` : `of ${latexEscape(ref)} against each setup`}: ` +
      `${latexEscape(rowFirst ? effectDefinition(c.effectSizePairing, 'the setup', ref) : effectDefinition(c.effectSizePairing, ref, 'the setup')).replace('A12', '$A_{12}$').replace('2 A12 - 1', '$2 A_{12} - 1$')}; ${Math.round((c.effectSizes[0]?.a12.level ?? 0.95) * 100)}\\% bootstrap intervals; magnitude of $\\delta$ by Romano et al.\\ 2006.}`,
    '\\begin{tabular}{lrrrlll}',
    '\\toprule',
    `Setup & Avg.\\ rank & Median & Group & $A_{12}$ [CI] & Cliff's $\\delta$ [CI] & Magnitude of $\\delta$ \\\\`,
    '\\midrule',
    ...order.map((j) => {
      const name = c.setups[j]!;
      const e = byOther.get(name);
      const effect = e === undefined ? ['--', '--', '--'] : [`${m(e.a12.estimate)} [${m(e.a12.lower)}, ${m(e.a12.upper)}]`, `${m(e.cliffsDelta.estimate)} [${m(e.cliffsDelta.lower)}, ${m(e.cliffsDelta.upper)}]`, e.cliffsDelta.magnitude];
      return `${latexEscape(name)} & ${m(c.averageRanks[j]!)} & ${m(c.medians[j]!)} & ${groupOf.get(name) ?? ''} & ${effect.join(' & ')} \\\\`;
    }),
    '\\bottomrule',
    '\\end{tabular}',
    '\\end{table}',
    '',
  ];
  return lines.join('\n');
}
