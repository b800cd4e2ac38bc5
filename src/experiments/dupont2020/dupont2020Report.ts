import type { SetupMetric } from '../runSetups';
import type { Dupont2020Results } from './reproduceDupont2020';
import { DUPONT2020_PAPER } from './paperTables';
import type { Figure } from '../../plot/Figure';
import type { Report, ReportSection, ReportTable } from '../../plot/Report';
import { VERSION } from '../../version';
import { compareSetups } from '../compareSetups';
import { effectSizeTable } from '../internals/effectSizeTable';
import { findingsSections } from '../findingsSections';
import { labelFindings } from '../labelFindings';
import { labelTables } from '../internals/labelTables';
import { DUPONT2020_UNTESTED } from './findings';
import { weakRanking } from '../../statistics/weakRanking';
import { boxplotFigure } from '../../plot/boxplotFigure';
import { ganttFigure } from '../../plot/ganttFigure';
import { heatmapFigure } from '../../plot/heatmapFigure';
import { histogramFigure } from '../../plot/histogramFigure';
import { powerOverTimeFigure } from '../../plot/powerOverTimeFigure';
import { powerTimeline } from '../../plot/powerTimeline';
import { trainingCurveFigure } from '../../plot/trainingCurveFigure';
import { convergenceFigure } from '../../plot/convergenceFigure';
import { requireObject } from '../../errors/internals/knownKeys';

const METRIC_TITLE: Record<string, string> = {
  meanStretch: 'mean stretch',
  normalizedMeanPower: 'normalized mean power',
  cost: 'cost (mean stretch x normalized mean power)',
};

const round = (v: number, d = 3): number => Number(v.toFixed(d));

/** Job sets behind the paper's Friedman tests (section 6.1: N = 100 experiments). */
const PAPER_SETS = 100;

/** Kendall's coefficient of concordance from Friedman's chi-square: W = chi2 / (N (k - 1)) (Kendall & Babington Smith 1939; Demšar 2006, section 3.2.2). */
const kendallW = (chiSquare: number, n: number, k: number): number => chiSquare / (n * (k - 1));

function byColumn(matrix: readonly number[][], names: readonly string[]): Record<string, number[]> {
  return Object.fromEntries(names.map((n, j) => [n, matrix.map((r) => r[j]!)]));
}

/**
 * The report of a Dupont 2020 reproduction: Table 4 (trained parameters beside the paper's),
 * Tables 5-7 (means, Friedman tests, weak rankings beside the paper's), Figures 2-9 and
 * `results.json`, ready for `writeReport` (module `plot`) or for printing its tables. Plain data
 * in, report out: `schedlab reproduce dupont2020 --out DIR` writes exactly this.
 *
 * @param r - what {@link reproduceDupont2020} returned
 * @example
 * ```ts
 * import { dupont2020Config, dupont2020Report, reproduceDupont2020 } from 'schedlab/experiments';
 * import { writeReport } from 'schedlab/plot';
 * const results = await reproduceDupont2020(dupont2020Config('quick'), { seed: 1 });
 * const report = dupont2020Report(results);
 * await writeReport('out/dupont2020', report); // report.html, CSV tables, SVG figures, results.json
 * ```
 */
export function dupont2020Report(r: Dupont2020Results): Report {
  requireObject('dupont2020Report(r)', r, 'a Dupont2020Results');
  requireObject('dupont2020Report(r).config', r.config, 'the config of a Dupont2020Results');
  const profile = r.config.profile === 'paper' ? '' : `, profile ${r.config.profile}`;
  return {
    title: `Dupont, Mejri & Da Costa 2020 reproduced with schedlab ${VERSION} (${r.config.mode}${profile}, seed ${r.seed})`,
    intro:
      'Energy-aware scheduling of malleable jobs with a PSO-tuned greedy algorithm. Every number follows from the seed; ' +
      "the paper's values are shown beside ours where it reports them.",
    sections: labelTables(sections(r), r.config.mode, r.studySeeds),
    extraFiles: {
      'results.json': `${JSON.stringify({ library: 'schedlab', version: VERSION, ...r, findings: labelFindings(r.findings, r.config.mode, r.studySeeds), findingsPaperRule: labelFindings(r.findingsPaperRule, r.config.mode, r.studySeeds) }, null, 1)}\n`,
    },
  };
}

/** The sections of {@link dupont2020Report}. */
function sections(r: Dupont2020Results): ReportSection[] {
  const sections: ReportSection[] = [
    ...findingsSections(r.findings, r.studySeeds, r.settings, {
      mode: r.config.mode,
      untested: DUPONT2020_UNTESTED,
      columns: { "paper's post-hoc rule (6.1)": r.findingsPaperRule },
      shared:
        'Swarm1, Swarm2 and Swarm3 are independent replicates: each runs its optimizer under its own seed (replicateSeeds of the training seed, stream 5), ' +
        'while all three train on the same job sets at each epoch (named by the training seed: common random numbers, as the paper trained "under the same seed"). ' +
        'The validation and evaluation job sets are shared by all setups. "holds" uses Holm-adjusted post-hoc groups; the last column the paper\'s unadjusted z-tests at alpha.',
    }),
  ];
  // Training: Table 4 and Fig. 3
  const paramRows: Array<Array<string | number>> = [];
  for (const s of r.training) {
    const paper = r.paperParameters[s.swarm];
    s.names.forEach((name, i) => paramRows.push([s.swarm, name, round(s.parameters[i]!, 3), paper[i] ?? '']));
  }
  sections.push({
    heading: 'Training (section 5.3)',
    text:
      (r.config.optimizer === 'cma-es'
        ? `CMA-ES with IPOP restarts, ${r.config.particles * r.config.epochs} evaluations per swarm (the PSO budget), ${r.config.setsPerEpoch} job sets per iteration `
        : `${r.config.particles} particles per swarm, ${r.config.epochs} epochs, ${r.config.setsPerEpoch} job sets per epoch `) +
      `(${r.simulations.training} simulations); training seed ${r.seeds.training}; Rand-Param1..3 parameters drawn with seed ${r.seeds.randomParameters}.`,
    tables: [
      {
        name: 'table4-parameters',
        caption: 'Table 4: parameters found by each swarm (ours) and by the paper',
        columns: ['swarm', 'parameter', 'trained', 'paper (Table 4)'],
        rows: paramRows,
      },
      {
        name: 'training-summary',
        caption: 'Training summary: best mean cost per swarm',
        columns: ['swarm', 'best mean cost', 'final epoch mean cost'],
        rows: r.training.map((s) => [s.swarm, round(s.bestValue), round(s.history[s.history.length - 1]!.mean)]),
      },
      ...(r.training.every((s) => s.validation !== undefined)
        ? [
            {
              name: 'validation',
              caption:
                `Held-out validation: each swarm's final candidates on ${r.training[0]!.validation!.sets} job sets used neither in training nor in the experiments ` +
                `(mean cost; the chosen candidate gives the parameters above)`,
              columns: ['swarm', 'candidates', 'chosen', "optimizer's best", 'FIFO', 'best mean cost in training'],
              rows: r.training.map((s) => [s.swarm, s.validation!.candidates, round(s.validation!.cost), round(s.validation!.trainingBestCost), round(s.validation!.fifoCost), round(s.bestValue)]),
            },
          ]
        : []),
    ],
    figures: [
      trainingCurveFigure({
        name: 'fig3-training',
        title: 'Fig. 3: mean, min and max cost of the particles per epoch',
        series: r.training.map((s) => ({
          label: s.swarm,
          epochs: s.history, // history entries plot as epochs iteration + 1
        })),
        yTitle: 'cost (mean over the epoch job sets)',
        xTitle: 'epoch',
        legendTitle: r.config.optimizer === 'cma-es' ? 'CMA-ES run' : 'PSO swarm',
      }),
      // not in the paper: the best cost so far against the evaluations spent, the way every optimiser's run is drawn
      convergenceFigure({
        name: 'training-convergence',
        title: `Training convergence (${r.config.optimizer === 'cma-es' ? 'CMA-ES' : 'PSO'}): best cost so far, band = min to max of each epoch's batch`,
        runs: Object.fromEntries(r.training.map((s) => [s.swarm, s.history])),
        yTitle: 'cost (mean over the epoch job sets)',
      }),
    ],
  });

  for (const { experiment, results, analysis } of r.experiments) {
    const id = experiment.id;
    const paper = DUPONT2020_PAPER[id];
    const names = analysis.setups;
    const figures: Figure[] = [];
    const tables: ReportTable[] = [
      {
        name: `${id}-operations`,
        caption: `${id}: mean reconfigurations and power-offs per job set (Table ${id === 'main' ? 5 : id === 'resilience' ? 11 : 14})`,
        columns: ['setup', 'reconfigurations', 'power-offs', 'paper reconfigurations', 'paper power-offs'],
        rows: names.map((n, j) => [
          n,
          round(analysis.means.reconfigurations[j]!, 2),
          round(analysis.means.powerOffs[j]!, 2),
          paper.operations[n]?.[0] ?? '',
          paper.operations[n]?.[1] ?? '',
        ]),
      },
      {
        name: `${id}-means`,
        caption: `${id}: means per setup over ${analysis.sets} job sets`,
        columns: ['setup', 'mean stretch', 'normalized mean power', 'cost', 'median cost'],
        rows: names.map((n, j) => [
          n,
          round(analysis.means.meanStretch[j]!),
          round(analysis.means.normalizedMeanPower[j]!),
          round(analysis.means.cost[j]!),
          round(analysis.medians.cost[j]!),
        ]),
      },
      {
        name: `${id}-average-ranks`,
        caption: `${id}: average ranks (1 = best)${id === 'main' ? ' and the paper\'s Table 8 (cost)' : ''}`,
        columns: ['setup', 'rank by stretch', 'rank by power', 'rank by cost', ...(id === 'main' ? ['paper rank by cost'] : [])],
        rows: names.map((n, j) => [
          n,
          ...analysis.rankings.map((k) => round(k.averageRanks[j]!, 2)),
          ...(id === 'main' ? [DUPONT2020_PAPER.main.costRanks[n] ?? ''] : []),
        ]),
      },
      {
        name: `${id}-friedman`,
        caption:
          `${id}: Friedman tests (tie-corrected chi-square, ${names.length - 1} df) with Kendall's W = chi2 / (N (k - 1)), comparable across N ` +
          `(ours N = ${analysis.sets}, the paper's N = ${PAPER_SETS}, k = ${names.length})`,
        columns: ['criterion', 'chi-square', 'p-value', 'log10 p', "Kendall's W", 'paper chi-square', 'paper p-value', "paper's W"],
        rows: analysis.rankings.map((k) => [
          METRIC_TITLE[k.metric] ?? k.metric,
          round(k.chiSquare, 2),
          k.pValue.toExponential(2),
          round(k.log10PValue, 2),
          round(kendallW(k.chiSquare, analysis.sets, names.length)),
          paper.friedman[k.metric]?.[0] ?? '',
          paper.friedman[k.metric]?.[1]?.toExponential(2) ?? '',
          paper.friedman[k.metric] === undefined ? '' : round(kendallW(paper.friedman[k.metric]![0], PAPER_SETS, names.length)),
        ]),
      },
    ];
    for (const k of analysis.rankings) {
      const theirs = paper.rankings[k.metric];
      const unadjusted = weakRanking(results.metrics[k.metric], { alpha: k.alpha, method: 'none', names: [...names], lowerIsBetter: true }).groups;
      const depth = Math.max(k.groups.length, unadjusted.length, theirs?.length ?? 0);
      tables.push({
        name: `${id}-ranking-${k.metric}`,
        caption: `${id}: weak ranking by ${METRIC_TITLE[k.metric]} at ${Math.round((1 - k.alpha) * 100)}% confidence: Holm-adjusted post-hoc z-tests, and the paper's rule (section 6.1: each z-test at alpha, unadjusted)`,
        columns: ['rank', 'setups (ours, Holm)', "setups (ours, paper's rule)", ...(theirs === undefined ? [] : ['setups (paper)'])],
        rows: Array.from({ length: depth }, (_, i) => [
          i + 1,
          k.groups[i]?.names.join(' and ') ?? '',
          unadjusted[i]?.names.join(' and ') ?? '',
          ...(theirs === undefined ? [] : [theirs[i]?.join(' and ') ?? '']),
        ]),
      });
    }
    const metric = (m: SetupMetric) => byColumn(results.metrics[m], names);
    if (id === 'main') {
      figures.push(
        histogramFigure({ name: 'fig4-stretch-histograms', title: 'Fig. 4: mean stretch per job set', values: metric('meanStretch'), xTitle: 'mean stretch', order: [...names] }),
        histogramFigure({ name: 'fig5-power-histograms', title: 'Fig. 5: normalized mean power per job set', values: metric('normalizedMeanPower'), xTitle: 'normalized mean power (mean W / idle W)', order: [...names] }),
        boxplotFigure({ name: 'fig6-cost-boxplots', title: 'Fig. 6: cost per job set', values: metric('cost'), yTitle: 'cost', order: [...names] }),
        heatmapFigure({ name: 'fig7-cost-wins', title: 'Fig. 7: job sets on which the row setup has a lower cost than the column setup', labels: [...names], matrix: analysis.costWins, valueTitle: 'job sets won' }),
      );
    } else {
      const fig = id === 'resilience' ? 'fig8' : 'fig9';
      figures.push(boxplotFigure({ name: `${fig}-${id}-cost-boxplots`, title: `Fig. ${id === 'resilience' ? 8 : 9}: cost per job set, ${experiment.title}`, values: metric('cost'), yTitle: 'cost', order: [...names] }));
    }
    sections.push({ heading: experiment.title, text: `${analysis.sets} job sets, seeds derived from ${r.seeds.experiments[id]}.`, tables, figures });
  }

  const trace = r.schedule.trace;
  sections.push({
    heading: 'One schedule (Fig. 2)',
    text: `${r.schedule.setup} on the first job set of the main experiment (seed ${r.schedule.seed}).`,
    tables: [],
    figures: [
      ganttFigure({ name: 'fig2-gantt', title: `Fig. 2: schedule of ${r.schedule.setup}, with server power states`, servers: trace.servers, allocations: trace.allocations }),
      powerOverTimeFigure({ name: 'cluster-power', title: 'Cluster power over time for the same schedule', points: powerTimeline(trace.servers, r.schedule.powerByState) }),
    ],
  });
  sections.push(comparisonSection(r));
  return sections;
}

/**
 * Critical-difference diagrams (Demšar 2006) and (unpaired, the default of compareSetups) effect sizes of every setup against FIFO
 * on cost, per experiment (not in the paper); bootstrap seeded with the reproduction's seed.
 */
function comparisonSection(r: Dupont2020Results): ReportSection {
  const figures: Figure[] = [];
  const tables: ReportTable[] = [];
  const text: string[] = [];
  for (const { experiment, results } of r.experiments) {
    const id = experiment.id;
    const baseline = results.setups.includes('FIFO') ? { baseline: 'FIFO' } : {};
    const c = compareSetups(results, { metric: 'cost', label: 'cost', alpha: 1 - experiment.confidence, seed: r.seed, figureName: `${id}-cd-cost`, ...baseline });
    figures.push({ ...c.figure, title: `${experiment.title}: ${c.figure.title}` });
    tables.push(effectSizeTable(c, `${id}-effect-sizes`, `${id}: effect sizes on cost`));
    text.push(`${experiment.title}. ${c.paragraph}`);
  }
  return { heading: 'Critical-difference diagrams and effect sizes (not in the paper)', text: text.join('\n\n'), tables, figures };
}
