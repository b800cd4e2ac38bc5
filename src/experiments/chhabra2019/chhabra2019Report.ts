import type { BatchMetrics } from '../../policies/multicluster/BatchSchedule';
import { barFigure } from '../../plot/barFigure';
import type { Figure } from '../../plot/Figure';
import type { Report, ReportSection, ReportTable } from '../../plot/Report';
import { VERSION } from '../../version';
import { compareSetups } from '../compareSetups';
import { effectSizeTable } from '../internals/effectSizeTable';
import { findingsSections } from '../findingsSections';
import { labelFindings } from '../labelFindings';
import { labelTables } from '../internals/labelTables';
import { CHHABRA2019_UNTESTED } from './findings';
import { CHHABRA2019_POLICIES } from './chhabra2019Policies';
import type { Chhabra2019Results } from './Chhabra2019Results';
import { requireObject } from '../../errors/internals/knownKeys';

const METRICS = [
  { key: 'makespan', title: 'Makespan', unit: 'Makespan (s)', scale: 1 },
  { key: 'energy', title: 'Energy consumption', unit: 'Energy (Wh)', scale: 1 / 3600 },
  { key: 'meanFlowtime', title: 'Average flowtime', unit: 'Average flowtime (s)', scale: 1 },
] as const;

const EXPERIMENTS = [
  { key: 'size', title: 'workload size', x: 'Jobs' },
  { key: 'resources', title: 'resource configuration', x: 'Resource configuration' },
  { key: 'speeds', title: 'speed heterogeneity', x: 'Speed heterogeneity' },
] as const;

const sig = (v: number): string => v.toExponential(2);

/**
 * The report of a Chhabra 2019 reproduction: Table III (ours beside the paper's), the Friedman
 * tests with weak rankings over all cells, Figures 2-19 (the paper's numbering), every cell's
 * metrics and `results.json`, ready for `writeReport` (module `plot`). `schedlab reproduce
 * chhabra2019 --out DIR` writes exactly this.
 *
 * @param r - what {@link reproduceChhabra2019} returned
 * @example
 * ```ts
 * import { chhabra2019Config, chhabra2019Report, reproduceChhabra2019 } from 'schedlab/experiments';
 * import { writeReport } from 'schedlab/plot';
 * import { readSwf } from 'schedlab/workload';
 * const llnl = await readSwf('data/traces/LLNL-Thunder-2007-1.1-cln.first20k.swf.br', { status: 'completed' });
 * const results = await reproduceChhabra2019(chhabra2019Config('quick', 1), { traces: [{ name: 'LLNL-Thunder', jobs: llnl.jobs }] });
 * await writeReport('out/chhabra2019', chhabra2019Report(results));
 * ```
 */
export function chhabra2019Report(r: Chhabra2019Results): Report {
  requireObject('chhabra2019Report(r)', r, 'a Chhabra2019Results');
  requireObject('chhabra2019Report(r).config', r.config, 'the config of a Chhabra2019Results');
  // the paper's medians come from batches of 200-1,000 jobs: beside a quick run's 40-80-job batches they would mislead
  const withPaper = r.config.mode === 'full';
  const table3: ReportTable[] = Object.entries(r.table3).map(([trace, rows]) => {
    const paper = (r.paper as Record<string, Record<string, { makespan: number; energy: number; meanFlowtime: number }>>)[trace];
    const q = (p: string, k: 'makespan' | 'energy' | 'meanFlowtime'): string[] => (withPaper ? [paper?.[p] ? sig(paper[p]![k]) : ''] : []);
    return {
      name: `table3-${trace.toLowerCase()}`,
      caption:
        `Table III, ${trace}: median over the experiments (makespan and flowtime in s, energy in Wh; % more than HCSPSO, eq. 14), ` +
        (withPaper ? "ours and the paper's" : `ours only: batches of ${r.config.sizes.join('/')} jobs, not comparable with the paper's 200-1,000`),
      columns: ['policy', 'makespan', '%', ...(withPaper ? ['paper'] : []), 'energy (Wh)', '%', ...(withPaper ? ['paper'] : []), 'avg flowtime', '%', ...(withPaper ? ['paper'] : [])],
      rows: CHHABRA2019_POLICIES.map((p) => {
        const v = rows[p];
        return [p, sig(v.makespan), v.increase[0].toFixed(1), ...q(p, 'makespan'), sig(v.energy), v.increase[1].toFixed(1), ...q(p, 'energy'), sig(v.meanFlowtime), v.increase[2].toFixed(1), ...q(p, 'meanFlowtime')];
      }),
    };
  });
  const rankings: ReportTable = {
    name: 'rankings',
    caption:
      `Friedman test over the ${r.cells.length} cells (7 policies; Holm weak ranking at 0.05, best group first), with Kendall's W = chi2 / (N (k - 1)), ` +
      `N = ${r.cells.length} cells, k = 7 (the paper runs no test)`,
    columns: ['criterion', 'chi-square', 'df', 'p-value', "Kendall's W", 'weak ranking', ...CHHABRA2019_POLICIES.map((p) => `rank ${p}`)],
    rows: r.rankings.map((k) => [
      k.criterion, k.chiSquare.toFixed(2), k.df, k.pValue.toExponential(2), (k.chiSquare / (r.cells.length * k.df)).toFixed(3),
      k.groups.map((g) => g.names.join(' = ')).join(' < '), ...k.averageRanks.map((a) => a.toFixed(2)),
    ]),
  };
  const cells: ReportTable = {
    name: 'cells',
    caption: 'Every cell: mean metrics per policy (makespan and flowtime in s, energy in Wh) and eq. 8 fitness (First-Fit = 1)',
    columns: ['trace', 'resources', 'speeds', 'jobs', 'policy', 'makespan', 'energy (Wh)', 'avg flowtime', 'fitness'],
    rows: r.cells.flatMap((c) =>
      CHHABRA2019_POLICIES.map((p) => [c.trace, c.resources, c.speeds, c.jobs, p, c.metrics[p].makespan.toFixed(0), (c.metrics[p].energy / 3600).toFixed(0), c.metrics[p].meanFlowtime.toFixed(0), c.fitness[p].toFixed(4)]),
    ),
  };
  const figures: Figure[] = [];
  // the paper's numbering: Figs. 2-4 LLNL and 5-7 METACENTRUM by workload size, 8-13 by resources, 14-19 by speeds
  const FIRST = { size: 2, resources: 8, speeds: 14 } as const;
  for (const e of EXPERIMENTS) {
    for (const [ti, trace] of r.traces.map((t) => t.name).entries()) {
      for (const [mi, m] of METRICS.entries()) {
        const number = FIRST[e.key] + 3 * ti + mi;
        const points = r.experiments.filter((x) => x.trace === trace && x.experiment === e.key);
        figures.push(
          barFigure({
            name: `fig${number}-${trace.toLowerCase()}-${e.key}-${m.key}`,
            title: `Fig. ${number}: effect of ${e.title} on ${m.title.toLowerCase()}, ${trace}`,
            xTitle: e.x,
            yTitle: m.unit,
            bars: points.flatMap((pt) => CHHABRA2019_POLICIES.map((p) => ({ label: pt.label, group: p, value: (r.cells[pt.cell]!.metrics[p] as BatchMetrics)[m.key] * m.scale }))),
          }),
        );
      }
    }
  }
  const c = r.config;
  return {
    title: `Chhabra, Singh & Kahlon 2019 reproduced with schedlab ${VERSION} (${c.mode}, seed ${c.seed})`,
    intro:
      `Offline batches of ${c.sizes.join('/')} jobs (and ${c.fixedSize} for the configuration experiments) from ${r.traces.map((t) => t.name).join(' and ')} ` +
      `on Table I's clusters; ${c.repetitions} runs of each metaheuristic per cell (HCSPSO ${c.budgets.HCSPSO.population} x ${c.budgets.HCSPSO.iterations}, ` +
      `MOGA ${c.budgets.MOGA.population} x ${c.budgets.MOGA.iterations}, MOPSO-FGA ${c.budgets['MOPSO-FGA'].population} x ${c.budgets['MOPSO-FGA'].iterations}); ` +
      `start rule ${c.startRule}, bound rule ${c.boundary}, link ${c.linkBandwidth} Mbit/s (${c.linkContention}). ${r.runs} metaheuristic runs. ` +
      'The paper used the 2013-2015 METACENTRUM log; this uses the 2009 one.',
    sections: labelTables([
      ...findingsSections(r.findings, r.studySeeds, r.settings, {
        mode: c.mode,
        untested: CHHABRA2019_UNTESTED,
        shared:
          'Every metaheuristic run is an independent replicate with its own seed (deriveSeed of the root seed, cell by cell, method by method, run by run); ' +
          'all policies of a cell schedule the same batch (the first jobs of the trace\'s draw). Evaluations are per run, the mean over the runs; ' +
          `budgets: ${c.budget === 'equal' ? 'equal (every method spends HCSPSO\'s evaluations)' : 'Table II as published'}.`,
      }),
      { heading: 'Table III', tables: table3 },
      { heading: 'Statistics over all cells (not in the paper)', tables: [rankings] },
      ...(r.cells.length >= 2 ? [comparisonSection(r)] : []),
      { heading: 'Figures 2-19', figures },
      { heading: 'Every cell', tables: [cells] },
    ], c.mode, r.studySeeds),
    extraFiles: { 'results.json': `${JSON.stringify({ library: 'schedlab', version: VERSION, ...r, findings: labelFindings(r.findings, c.mode, r.studySeeds) }, null, 1)}\n` },
  };
}

/**
 * Critical-difference diagrams (Demšar 2006) of the seven policies over all cells, per metric,
 * and the (unpaired) effect sizes of HCSPSO against each baseline (not in the paper); the bootstrap is
 * seeded with the configuration's seed.
 */
function comparisonSection(r: Chhabra2019Results): ReportSection {
  const figures: Figure[] = [];
  const tables: ReportTable[] = [];
  const text: string[] = [];
  for (const m of METRICS) {
    const values = r.cells.map((c) => CHHABRA2019_POLICIES.map((p) => (c.metrics[p] as BatchMetrics)[m.key]));
    const c = compareSetups({ setups: [...CHHABRA2019_POLICIES], values }, { label: m.title.toLowerCase(), control: 'HCSPSO', seed: r.config.seed, figureName: `cd-${m.key}` });
    figures.push(c.figure);
    tables.push(effectSizeTable(c, `effect-sizes-${m.key}`, `${m.title}: HCSPSO against each baseline over the ${r.cells.length} cells`));
    text.push(`${m.title}. ${c.paragraph}`);
  }
  return { heading: 'Critical-difference diagrams and effect sizes over all cells (not in the paper)', text: text.join('\n\n'), tables, figures };
}
