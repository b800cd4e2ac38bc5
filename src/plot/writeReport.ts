import { join, resolve } from 'node:path';
import { InvalidInputError } from '../errors/InvalidInputError';
import type { Report, ReportFiles } from './Report';
import { checkName, checkText } from './internals/check';
import { slug } from './internals/html';
import { replaceDirectory, reportFilesComment } from './internals/replaceDirectory';
import { reportHtml } from './internals/reportHtml';
import { renderPng } from './renderPng';
import { renderSvg } from './renderSvg';
import { toCsv } from './toCsv';
import { checkOptions, optionKeys, requireObject } from '../errors/internals/knownKeys';

const WRITE_REPORT_OPTIONS_KEYS = optionKeys<WriteReportOptions>({ png: true, dpi: true });

/**
 * Options of {@link writeReport}.
 *
 * @example
 * ```ts
 * import { writeReport, type WriteReportOptions, type Report } from 'schedlab/plot';
 * declare const report: Report;
 * const options: WriteReportOptions = { png: true, dpi: 300 };
 * await writeReport('results/report', report, options);
 * ```
 */
export interface WriteReportOptions {
  /**
   * Also write each figure as `<name>.png` beside its SVG (see {@link renderPng}; needs the
   * optional peer `@resvg/resvg-js`, else a MissingDependencyError before anything is written).
   * @defaultValue false
   */
  readonly png?: boolean;
  /**
   * Resolution of the PNGs.
   * @defaultValue 300
   */
  readonly dpi?: number;
}

/**
 * Writes a report directory: each figure as `<name>.svg` and `<name>.vl.json` (its Vega-Lite
 * spec, to restyle and re-render), and `<name>.png` with `options.png`, each table as `<slug of caption>.csv` (RFC 4180; a repeated
 * slug gets `-2`, `-3`, ...), and a self-contained `report.html` (inline CSS, HTML tables, the
 * figures themselves inlined as `data:` SVG images with alt text and numbered captions, all text
 * HTML-escaped; it opens correctly on its own, e.g. sent by mail).
 *
 * Atomic: every figure is rendered and every file built in memory first; they are then written
 * to a temporary directory beside `dir` (same parent, same file system), together with copies of
 * the other files an existing `dir` holds (not those of the report it held: `report.html` ends with
 * a comment listing its report's files), and the directories are swapped: the old one renamed
 * away, the new one renamed in, the old one removed. A failure at any step (bad input, a figure
 * that does not render, a write error), or SIGINT/SIGTERM meanwhile, leaves `dir` as it was and no
 * temporary directory behind; the new directory gets the usual permissions (not mkdtemp's 0700).
 * An existing `dir` must be empty or a report directory (holding `report.html`).
 *
 * @param dir - the report directory (created if absent, with its parents)
 * @param report - title, intro and sections
 * @param options - `png`: a PNG beside every SVG (false), at `dpi` (300)
 * @returns the report directory and the written files (absolute paths, `report.html` last)
 * @throws InvalidInputError for an empty title or heading, a bad table (see {@link toCsv}), two
 *   figures with the same name, a figure that fails to render (see {@link renderSvg}), or a `dir`
 *   that is a file or a non-empty directory without `report.html`
 * @example
 * ```ts
 * import { boxplotFigure, writeReport } from 'schedlab/plot';
 * const fig = boxplotFigure({ name: 'cost', title: 'Cost per setup', yTitle: 'Cost', values: { A: [1, 2], B: [2, 3] } });
 * const out = await writeReport('results/report', {
 *   title: 'Comparison',
 *   sections: [{ heading: 'Cost', tables: [{ caption: 'Mean cost', columns: ['setup', 'mean'], rows: [['A', 1.5], ['B', 2.5]] }], figures: [fig] }],
 * });
 * out.files; // [.../cost.svg, .../cost.vl.json, .../mean-cost.csv, .../report.html]
 * ```
 */
export async function writeReport(dir: string, report: Report, options: WriteReportOptions = {}): Promise<ReportFiles> {
  const fn = 'writeReport';
  checkText(fn, 'dir', dir);
  requireObject(`${fn}(report)`, report, 'a Report { title, sections }');
  checkText(fn, 'report.title', report.title);
  if (!Array.isArray(report.sections)) throw new InvalidInputError(`${fn}: report.sections: expected an array`);
  if (report.intro !== undefined) checkText(fn, 'report.intro', report.intro, true);
  checkOptions(`${fn}(options)`, options, WRITE_REPORT_OPTIONS_KEYS);
  if (options.png !== undefined && typeof options.png !== 'boolean') throw new InvalidInputError(`${fn}: options.png: expected a boolean, got ${String(options.png)}`);

  // 1. Build every file in memory (renders may fail: nothing is written yet).
  const files = new Map<string, string | Uint8Array>();
  const slugs = new Set<string>();
  const tableFiles: string[][] = [];
  for (const [s, section] of report.sections.entries()) {
    checkText(fn, `report.sections[${s}].heading`, section.heading);
    if (section.text !== undefined) checkText(fn, `report.sections[${s}].text`, section.text, true);
    const names: string[] = [];
    for (const [t, table] of (section.tables ?? []).entries()) {
      const where = `report.sections[${s}].tables[${t}]`;
      checkText(fn, `${where}.caption`, table.caption);
      const base = table.name === undefined ? slug(table.caption) : checkName(`${fn}: ${where}.name`, table.name);
      let stem = base;
      for (let k = 2; slugs.has(stem); k++) stem = `${base}-${k}`;
      slugs.add(stem);
      let csv: string;
      try {
        csv = toCsv(table.columns, table.rows);
      } catch (error) {
        throw new InvalidInputError(`${fn}: ${where}: ${error instanceof Error ? error.message : String(error)}`);
      }
      names.push(`${stem}.csv`);
      files.set(`${stem}.csv`, csv);
    }
    tableFiles.push(names);
    for (const [f, figure] of (section.figures ?? []).entries()) {
      const name = checkName(`${fn}: report.sections[${s}].figures[${f}]`, figure.name);
      checkText(fn, `report.sections[${s}].figures[${f}].title`, figure.title);
      if (files.has(`${name}.svg`)) throw new InvalidInputError(`${fn}: report.sections[${s}].figures[${f}].name: duplicate figure name ${JSON.stringify(name)}`);
      const svg = await renderSvg(figure);
      files.set(`${name}.svg`, svg);
      if (options.png === true) files.set(`${name}.png`, await renderPng(svg, options.dpi === undefined ? {} : { dpi: options.dpi }));
      files.set(`${name}.vl.json`, `${JSON.stringify(figure.spec, null, 2)}\n`);
    }
  }
  for (const [file, content] of Object.entries(report.extraFiles ?? {})) {
    const name = checkName(`${fn}: report.extraFiles`, file);
    if (files.has(name) || name === 'report.html') throw new InvalidInputError(`${fn}: report.extraFiles: ${JSON.stringify(name)} clashes with a report file`);
    if (typeof content !== 'string') throw new InvalidInputError(`${fn}: report.extraFiles[${JSON.stringify(name)}]: expected a string`);
    files.set(name, content);
  }
  const svgs = new Map<string, string>();
  for (const section of report.sections) for (const figure of section.figures ?? []) svgs.set(figure.name, String(files.get(`${checkName('writeReport', figure.name)}.svg`) ?? ''));
  // its last line lists the files this report writes, so that the next report into `dir` replaces them (replaceDirectory)
  files.set('report.html', reportHtml(report, { tableFiles, svgs }) + reportFilesComment(files.keys()));

  // 2. Write into a temporary sibling directory, then swap it in (see replaceDirectory).
  const target = resolve(dir);
  await replaceDirectory(target, files, 'report.html');
  const order = [...files.keys()].filter((f) => f !== 'report.html').concat('report.html');
  const written = order.map((file) => join(target, file));
  return { dir: target, files: written };
}
