import { mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { InvalidInputError } from '../errors/InvalidInputError';
import type { Report, ReportFiles } from './Report';
import { checkName, checkText } from './internals/check';
import { slug } from './internals/html';
import { reportHtml } from './internals/reportHtml';
import { renderSvg } from './renderSvg';
import { toCsv } from './toCsv';

/**
 * Writes a report directory: each figure as `<name>.svg` and `<name>.vl.json` (its Vega-Lite
 * spec, to restyle and re-render), each table as `<slug of caption>.csv` (RFC 4180; a repeated
 * slug gets `-2`, `-3`, ...), and a self-contained `report.html` (inline CSS, HTML tables,
 * figures as `<img>` with alt text and numbered captions, all text HTML-escaped).
 *
 * Atomic: every figure is rendered and every file built in memory first; files are then written
 * to a fresh temporary directory beside `dir` (same parent, same file system) and renamed into
 * place, `report.html` last. If `dir` does not exist the temporary directory itself is renamed to
 * `dir`. A failure (bad input, a figure that does not render, a write error) leaves `dir`
 * untouched and removes the temporary directory. Other files already in `dir` are kept.
 *
 * @param dir - the report directory (created if absent, with its parents)
 * @param report - title, intro and sections
 * @returns the report directory and the written files (absolute paths, `report.html` last)
 * @throws InvalidInputError for an empty title or heading, a bad table (see {@link toCsv}), two
 *   figures with the same name, or a figure that fails to render (see {@link renderSvg})
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
export async function writeReport(dir: string, report: Report): Promise<ReportFiles> {
  const fn = 'writeReport';
  checkText(fn, 'dir', dir);
  checkText(fn, 'report.title', report.title);
  if (!Array.isArray(report.sections)) throw new InvalidInputError(`${fn}: report.sections: expected an array`);
  if (report.intro !== undefined) checkText(fn, 'report.intro', report.intro, true);

  // 1. Build every file in memory (renders may fail: nothing is written yet).
  const files = new Map<string, string>();
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
      files.set(`${name}.svg`, await renderSvg(figure));
      files.set(`${name}.vl.json`, `${JSON.stringify(figure.spec, null, 2)}\n`);
    }
  }
  for (const [file, content] of Object.entries(report.extraFiles ?? {})) {
    const name = checkName(`${fn}: report.extraFiles`, file);
    if (files.has(name) || name === 'report.html') throw new InvalidInputError(`${fn}: report.extraFiles: ${JSON.stringify(name)} clashes with a report file`);
    if (typeof content !== 'string') throw new InvalidInputError(`${fn}: report.extraFiles[${JSON.stringify(name)}]: expected a string`);
    files.set(name, content);
  }
  files.set('report.html', reportHtml(report, { tableFiles }));

  // 2. Write into a temporary sibling directory, then move into place.
  const target = resolve(dir);
  const parent = dirname(target);
  await makeDirs(parent);
  const tmp = await mkdtemp(join(parent, `.${basename(target)}.tmp-`));
  const written: string[] = [];
  try {
    for (const [file, content] of files) await writeFile(join(tmp, file), content, 'utf8');
    const order = [...files.keys()].filter((f) => f !== 'report.html').concat('report.html');
    if (!(await exists(target))) {
      await rename(tmp, target);
    } else {
      for (const file of order) await rename(join(tmp, file), join(target, file));
      await rm(tmp, { recursive: true, force: true });
    }
    for (const file of order) written.push(join(target, file));
  } catch (error) {
    await rm(tmp, { recursive: true, force: true });
    throw error;
  }
  return { dir: target, files: written };
}

/**
 * Creates a directory and its missing ancestors one level at a time (Node's recursive mkdir can
 * loop forever on special file systems such as /proc; one level at a time fails at once).
 */
async function makeDirs(path: string): Promise<void> {
  const missing: string[] = [];
  for (let p = path; !(await exists(p)); p = dirname(p)) {
    missing.push(p);
    if (dirname(p) === p) break;
  }
  for (const p of missing.reverse()) await mkdir(p);
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
