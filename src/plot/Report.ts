import type { Figure } from './Figure';

/**
 * A table of a report: written as `<slug of caption>.csv` and as an HTML table.
 *
 * @example
 * ```ts
 * import { writeReport, type ReportTable } from 'schedlab/plot';
 * const table: ReportTable = { caption: 'Mean cost per setup', columns: ['setup', 'cost'], rows: [['FIFO', 1.32], ['Swarm2', 0.97]] };
 * await writeReport('out/report', { title: 'Results', sections: [{ heading: 'Cost', tables: [table] }] });
 * ```
 */
export interface ReportTable {
  /** Caption (also the CSV file name, slugified: lower case, `-` between words). */
  readonly caption: string;
  /** File-safe stem of the table's CSV file. @defaultValue a slug of the caption */
  readonly name?: string;
  /** Column headers. */
  readonly columns: readonly string[];
  /** Rows, each `columns.length` cells long. */
  readonly rows: readonly (readonly (string | number)[])[];
}

/**
 * A section of a report: heading, optional text, tables and figures (in that order).
 *
 * @example
 * ```ts
 * import { boxplotFigure, writeReport, type ReportSection } from 'schedlab/plot';
 * const section: ReportSection = {
 *   heading: 'Cost', text: '30 job sets of 50 jobs.',
 *   figures: [boxplotFigure({ name: 'cost', title: 'Cost per setup', yTitle: 'Cost', values: { FIFO: [1.3, 1.4], Swarm2: [0.9, 1.0] } })],
 * };
 * const written = await writeReport('out/report', { title: 'Results', sections: [section] });
 * ```
 */
export interface ReportSection {
  /** Section heading. */
  readonly heading: string;
  /** Plain text; blank lines separate paragraphs. HTML-escaped. */
  readonly text?: string;
  /** Tables of the section. */
  readonly tables?: readonly ReportTable[];
  /** Figures of the section; names must be distinct across the whole report. */
  readonly figures?: readonly Figure[];
}

/**
 * The content of a report written by `writeReport`.
 *
 * @example
 * ```ts
 * import type { Report } from 'schedlab/plot';
 * const report: Report = { title: 'Dupont 2020 reproduction', sections: [{ heading: 'Cost', text: '100 job sets.' }] };
 * ```
 */
export interface Report {
  /** Page title. */
  readonly title: string;
  /** Plain text under the title; blank lines separate paragraphs. */
  readonly intro?: string;
  /** Sections, in order. */
  readonly sections: readonly ReportSection[];
  /**
   * Significant digits of the numbers in the HTML tables (see `formatSignificant`); the CSV files
   * keep every digit, for re-analysis.
   * @defaultValue 4
   */
  readonly digits?: number;
  /**
   * Further files written in the same atomic step, by file name (e.g. `results.json`); names
   * must be file-safe and must not clash with the report's own files. @defaultValue none
   */
  readonly extraFiles?: Readonly<Record<string, string>>;
}

/**
 * What `writeReport` wrote.
 *
 * @example
 * ```ts
 * import type { ReportFiles } from 'schedlab/plot';
 * import { join, resolve } from 'node:path';
 * const dir = resolve('results/report'); // writeReport returns absolute paths
 * const out: ReportFiles = { dir, files: [join(dir, 'cost.svg'), join(dir, 'report.html')] };
 * ```
 */
export interface ReportFiles {
  /** Absolute path of the report directory. */
  readonly dir: string;
  /** Absolute paths of the written files, `report.html` last. */
  readonly files: readonly string[];
}
