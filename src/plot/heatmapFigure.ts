import { InvalidInputError } from '../errors/InvalidInputError';
import type { Figure, JsonObject } from './Figure';
import { checkFinite, checkName, checkNonEmpty, checkText } from './internals/check';
import { top } from './internals/baseConfig';
import { optionKeys, requireOptions } from '../errors/internals/knownKeys';

const HEATMAP_FIGURE_OPTIONS_KEYS = optionKeys<HeatmapFigureOptions>({ name: true, title: true, labels: true, matrix: true, valueTitle: true, rowTitle: true, columnTitle: true });

/**
 * Options of {@link heatmapFigure}.
 *
 * @example
 * ```ts
 * import { heatmapFigure, type HeatmapFigureOptions } from 'schedlab/plot';
 * import { winMatrix } from 'schedlab/statistics';
 * const costs = [[1.3, 0.9], [1.5, 1.0], [1.1, 1.2]]; // rows: job sets, columns: setups
 * const options: HeatmapFigureOptions = {
 *   name: 'wins', title: 'Pairwise wins on cost', valueTitle: 'Wins (job sets)',
 *   labels: ['FIFO', 'Swarm2'], matrix: winMatrix(costs, { lowerIsBetter: true }).wins,
 * };
 * const fig = heatmapFigure(options);
 * ```
 */
export interface HeatmapFigureOptions {
  /** File-safe figure name (`<name>.svg`). */
  readonly name: string;
  /** Figure title. */
  readonly title: string;
  /** Setup names, in row and column order (distinct). */
  readonly labels: readonly string[];
  /**
   * Square matrix: `matrix[i][j]` is the number of experiments in which setup `labels[i]` (row)
   * beats setup `labels[j]` (column).
   */
  readonly matrix: readonly (readonly number[])[];
  /** Title of the color legend, with its unit (e.g. `'Wins (experiments)'`). */
  readonly valueTitle: string;
  /**
   * Title of the rows.
   * @defaultValue `'Setup that wins'`
   */
  readonly rowTitle?: string;
  /**
   * Title of the columns.
   * @defaultValue `'Compared with'`
   */
  readonly columnTitle?: string;
}

/**
 * Heatmap of pairwise comparisons with the count written in each cell; row = the setup that wins,
 * column = the other (Dupont, Mejri & Da Costa 2020, section 6.1, Fig. 7).
 *
 * @param options - labels and the square matrix
 * @returns the figure (rect + text marks, sequential color scale with a gradient legend)
 * @throws InvalidInputError for duplicate labels, a matrix that is not `labels.length` square, or
 *   a non-finite cell (message names `matrix[i][j]`)
 * @example
 * ```ts
 * import { heatmapFigure } from 'schedlab/plot';
 * const fig = heatmapFigure({
 *   name: 'wins', title: 'Pairwise wins on cost', valueTitle: 'Wins (experiments)',
 *   labels: ['FIFO', 'Swarm1'], matrix: [[0, 12], [88, 0]],
 * });
 * ```
 */
export function heatmapFigure(options: HeatmapFigureOptions): Figure {
  requireOptions('heatmapFigure(options)', options, HEATMAP_FIGURE_OPTIONS_KEYS);
  const fn = 'heatmapFigure';
  const name = checkName(fn, options.name);
  const title = checkText(fn, 'title', options.title);
  const valueTitle = checkText(fn, 'valueTitle', options.valueTitle);
  const rowTitle = checkText(fn, 'rowTitle', options.rowTitle ?? 'Setup that wins');
  const columnTitle = checkText(fn, 'columnTitle', options.columnTitle ?? 'Compared with');
  const labels = checkNonEmpty(fn, 'labels', options.labels);
  labels.forEach((l, i) => checkText(fn, `labels[${i}]`, l));
  if (new Set(labels).size !== labels.length) throw new InvalidInputError(`${fn}: labels: expected distinct names`);
  const n = labels.length;
  if (!Array.isArray(options.matrix) || options.matrix.length !== n) {
    throw new InvalidInputError(`${fn}: matrix: expected ${n} rows (one per label), got ${Array.isArray(options.matrix) ? options.matrix.length : typeof options.matrix}`);
  }
  const rows: JsonObject[] = [];
  let max = -Infinity;
  let min = Infinity;
  options.matrix.forEach((row, i) => {
    if (!Array.isArray(row) || row.length !== n) {
      throw new InvalidInputError(`${fn}: matrix[${i}]: expected ${n} columns, got ${Array.isArray(row) ? row.length : typeof row}`);
    }
    row.forEach((v, j) => {
      const value = checkFinite(fn, `matrix[${i}][${j}]`, v);
      max = Math.max(max, value);
      min = Math.min(min, value);
      rows.push({ row: labels[i] ?? '', column: labels[j] ?? '', value, text: formatCell(value) });
    });
  });
  const cell = Math.max(28, Math.min(64, Math.floor(480 / n)));
  const threshold = min + (max - min) / 2;
  const spec: JsonObject = {
    ...top(title),
    width: cell * n,
    height: cell * n,
    data: { values: rows },
    encoding: {
      x: { field: 'column', type: 'nominal', sort: [...labels], title: columnTitle, axis: { orient: 'top', labelAngle: -35 } },
      y: { field: 'row', type: 'nominal', sort: [...labels], title: rowTitle },
    },
    layer: [
      {
        name: 'cells',
        mark: { type: 'rect', stroke: 'white', strokeWidth: 1 },
        encoding: { color: { field: 'value', type: 'quantitative', title: valueTitle, scale: { scheme: 'blues' } } },
      },
      {
        name: 'counts',
        mark: { type: 'text', fontSize: cell >= 40 ? 12 : 10 },
        encoding: {
          text: { field: 'text', type: 'nominal' },
          color: { condition: { test: `datum.value > ${threshold}`, value: 'white' }, value: 'black' },
        },
      },
    ],
  };
  return { name, title, spec };
}

function formatCell(value: number): string {
  if (Number.isInteger(value)) return String(value);
  return Number(value.toPrecision(3)).toString();
}
