import type { Report } from '../Report';
import { formatSignificant } from '../formatSignificant';
import { escapeHtml, paragraphs } from './html';

const CSS = `
body { font-family: sans-serif; color: #222; max-width: 1000px; margin: 2em auto; padding: 0 1em; line-height: 1.45; }
h1 { font-size: 1.7em; border-bottom: 2px solid #2c7bb6; padding-bottom: .2em; }
h2 { font-size: 1.3em; margin-top: 2em; }
figure { margin: 1.5em 0; }
figure img { max-width: 100%; height: auto; border: 1px solid #ddd; }
figcaption, caption { font-size: .92em; color: #444; margin: .4em 0; text-align: left; }
table { border-collapse: collapse; margin: 1.2em 0; font-size: .92em; }
th, td { border: 1px solid #ccc; padding: .25em .6em; }
th { background: #f0f4f8; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
.files { font-size: .85em; }
`;

/** Where each table and figure of the report is written (file names, relative to the report). */
export interface ReportLayout {
  readonly tableFiles: readonly (readonly string[])[];
  /** The rendered SVG of each figure, by figure name (inlined as data URIs). */
  readonly svgs: ReadonlyMap<string, string>;
}

/**
 * The self-contained report page: inline CSS, HTML tables, and each figure inlined as an
 * `<img>` with a `data:image/svg+xml` URI (an image rather than inline `<svg>` markup, so the ids
 * Vega gives clip paths cannot collide between figures); the SVG files stay beside it.
 */
export function reportHtml(report: Report, layout: ReportLayout): string {
  const out: string[] = [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(report.title)}</title>`,
    `<style>${CSS}</style>`,
    '</head>',
    '<body>',
    `<h1>${escapeHtml(report.title)}</h1>`,
  ];
  if (report.intro !== undefined) out.push(paragraphs(report.intro));
  let tableNo = 0;
  let figureNo = 0;
  report.sections.forEach((section, s) => {
    out.push('<section>', `<h2>${escapeHtml(section.heading)}</h2>`);
    if (section.text !== undefined) out.push(paragraphs(section.text));
    (section.tables ?? []).forEach((table, t) => {
      tableNo++;
      const file = layout.tableFiles[s]?.[t] ?? '';
      out.push(
        '<table>',
        `<caption>Table ${tableNo}. ${escapeHtml(table.caption)} <span class="files">(<a href="${escapeHtml(encodeURIComponent(file))}">CSV</a>)</span></caption>`,
        `<thead><tr>${table.columns.map((c) => `<th scope="col">${escapeHtml(c)}</th>`).join('')}</tr></thead>`,
        '<tbody>',
        ...table.rows.map(
          (row) => `<tr>${row.map((v) => (typeof v === 'number' ? `<td class="num">${escapeHtml(formatSignificant(v, report.digits ?? 4))}</td>` : `<td>${escapeHtml(v)}</td>`)).join('')}</tr>`,
        ),
        '</tbody>',
        '</table>',
      );
    });
    for (const figure of section.figures ?? []) {
      figureNo++;
      const stem = encodeURIComponent(figure.name);
      out.push(
        '<figure>',
        `<img src="data:image/svg+xml;base64,${Buffer.from(layout.svgs.get(figure.name) ?? '', 'utf8').toString('base64')}" alt="${escapeHtml(figure.title)}" data-file="${escapeHtml(stem)}.svg">`,
        `<figcaption>Figure ${figureNo}. ${escapeHtml(figure.title)} <span class="files">(<a href="${escapeHtml(stem)}.svg">SVG</a>, <a href="${escapeHtml(stem)}.vl.json">Vega-Lite spec</a>)</span></figcaption>`,
        '</figure>',
      );
    }
    out.push('</section>');
  });
  out.push('</body>', '</html>', '');
  return out.join('\n');
}
