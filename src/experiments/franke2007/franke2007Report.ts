import type { Report } from '../../plot/Report';
import { barFigure } from '../../plot/barFigure';
import { scatterFigure } from '../../plot/scatterFigure';
import { convergenceFigure } from '../../plot/convergenceFigure';
import { VERSION } from '../../version';
import { findingsSections } from '../findingsSections';
import { labelFindings } from '../labelFindings';
import { labelTables } from '../internals/labelTables';
import { FRANKE2007_UNTESTED } from './findings';
import type { Franke2007Results, Franke2007Table } from './Franke2007Results';
import { optionKeys, requireObject, requireOptions } from '../../errors/internals/knownKeys';

const FRANKE2007_REPORT_OPTIONS_KEYS = optionKeys<Franke2007ReportOptions>({ trace: true, quick: true });

/**
 * Options of {@link franke2007Report}.
 *
 * @example
 * ```ts
 * import type { Franke2007ReportOptions } from 'schedlab/experiments';
 * const options: Franke2007ReportOptions = { trace: 'KTH-SP2-1996-2.1-cln.swf.br', quick: true };
 * ```
 */
export interface Franke2007ReportOptions {
  /** Name of the trace the results come from (shown in the intro and results.json). */
  readonly trace: string;
  /** Whether the run used reduced sizes (said in the title and results.json). @defaultValue false */
  readonly quick?: boolean;
}

/**
 * The report of a Franke reproduction: Tables 3 and 4 equivalents, the per-group AWRT figures and
 * `results.json`, ready for `writeReport` (module `plot`). `schedlab reproduce franke2007` writes
 * exactly this.
 *
 * @param r - what {@link reproduceFranke2007} returned
 * @param options - the trace's name and whether the run was quick
 * @example
 * ```ts
 * import { franke2007Report, reproduceFranke2007, splitTrace } from 'schedlab/experiments';
 * import { writeReport } from 'schedlab/plot';
 * import { readSwf } from 'schedlab/workload';
 * const trace = await readSwf('data/traces/KTH-SP2-1996-2.1-cln.swf.br');
 * const results = await reproduceFranke2007({ jobs: trace.jobs.slice(0, 2000), machineSize: 100, seed: 0, p: 5, generations: 8, rules: 10 });
 * await writeReport('out/franke', franke2007Report(results, { trace: 'KTH-SP2', quick: true }));
 * ```
 */
export function franke2007Report(r: Franke2007Results, options: Franke2007ReportOptions): Report {
  requireObject('franke2007Report(r)', r, 'a Franke2007Results');
  requireOptions('franke2007Report(options)', options, FRANKE2007_REPORT_OPTIONS_KEYS);
  const trace = options.trace;
  const quick = options.quick === true;
  const methods = Object.keys(r.figures.awrtImprovement);
  const bars = methods.flatMap((m) =>
    r.figures.groups.map((g, i) => ({ label: `group ${g}`, value: r.figures.awrtImprovement[m]![i] ?? 0, group: m })),
  );
  const table = (name: string, caption: string, t: Franke2007Table) => ({ name, caption, columns: [...t.header], rows: t.rows.map((row) => [...row]) });
  const mode = quick ? 'quick' : 'full';
  return {
    title: `Franke, Lepping & Schwiegelshohn reproduced with schedlab ${VERSION}${quick ? ' (quick)' : ''}`,
    intro: `Trace ${trace}: rule bases trained on the first part of the trace (in time) and evaluated with EASY on the held-out part.`,
    sections: labelTables([
      ...findingsSections(r.findings, r.studySeeds, r.settings, {
        mode,
        untested: FRANKE2007_UNTESTED,
        shared: 'PROB, PITTS and CCA are independent replicates: each draws from its own deriveSeed of the root seed; all three train on the same training half and are scored on the same held-out half.',
      }),
      {
        heading: 'Held-out part of the trace',
        tables: [
          table('table3', 'Table 3 equivalent: AWRT per user group, utilization U and f_obj (AWRT and f_obj in s, U in %)', r.table3),
          table('table4', 'Table 4 equivalent: improvement over EASY (%)', r.table4),
          table('table4-in-sample', 'Table 4 layout on the training half (in-sample, the jobs the rule bases were trained on): improvement over EASY (%)', r.table4InSample),
        ],
        figures: [
          barFigure({ name: 'awrt-improvement', title: 'AWRT improvement over EASY per user group', bars, yTitle: 'AWRT improvement over EASY (%)', xTitle: 'User group' }),
          // not in the paper: the three trainings' best objective so far against the simulations spent (PROB: per round; PITTS, CCA: per ES generation)
          convergenceFigure({
            name: 'training-convergence',
            title: 'Training convergence: best f_obj on the training part so far',
            runs: Object.fromEntries(
              r.methods.filter((m) => m.trainingCurve.length > 0).map((m) => [m.method, m.trainingCurve.map((bestSoFar, i) => ({ iteration: i, evaluations: m.trainingEvaluations[i]!, bestSoFar }))]),
            ),
            yTitle: 'f_obj (training part)',
          }),
          scatterFigure({
            name: 'awrt1-vs-awrt2',
            title: 'AWRT of user groups 1 and 2 per method',
            points: r.figures.awrt1VsAwrt2.map((p) => ({ x: p.awrt1, y: p.awrt2, label: p.method })),
            xTitle: 'AWRT of group 1 (s)',
            yTitle: 'AWRT of group 2 (s)',
          }),
        ],
      },
    ], mode, r.studySeeds),
    extraFiles: { 'results.json': `${JSON.stringify({ library: 'schedlab', version: VERSION, trace, quick, ...r, findings: labelFindings(r.findings, mode, r.studySeeds) }, null, 1)}\n` },
  };
}
