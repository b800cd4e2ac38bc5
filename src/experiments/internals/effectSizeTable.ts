import { formatSignificant } from '../../plot/formatSignificant';
import type { ReportTable } from '../../plot/Report';
import type { SetupComparison } from '../SetupComparison';
import { effectDefinition } from './comparisonText';

/** A report table of a comparison's effect sizes: one row per pair, A12 and Cliff's delta with their intervals. */
export function effectSizeTable(c: SetupComparison, name: string, caption: string, digits = 3): ReportTable {
  const f = (v: number): string => formatSignificant(v, digits);
  const level = Math.round((c.effectSizes[0]?.a12.level ?? 0.95) * 100);
  return {
    name,
    caption: `${caption}: ${effectDefinition(c.effectSizePairing)} (0.5 = no effect); ${level}% bootstrap intervals, seed ${c.seed}; magnitude of delta (Romano et al. 2006)`,
    columns: ['setup', 'against', 'A12', `A12 ${level}% CI`, "Cliff's delta", `delta ${level}% CI`, 'magnitude of delta'],
    rows: c.effectSizes.map((e) => [e.a, e.b, f(e.a12.estimate), `[${f(e.a12.lower)}, ${f(e.a12.upper)}]`, f(e.cliffsDelta.estimate), `[${f(e.cliffsDelta.lower)}, ${f(e.cliffsDelta.upper)}]`, e.cliffsDelta.magnitude]),
  };
}
