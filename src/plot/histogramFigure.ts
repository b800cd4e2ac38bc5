import { InvalidInputError } from '../errors/InvalidInputError';
import type { Figure, JsonObject } from './Figure';
import { checkGroups, checkName, checkText } from './internals/check';
import { top } from './internals/baseConfig';
import { logTitle, useLogScale } from './internals/logScale';
import { optionKeys, requireOptions } from '../errors/internals/knownKeys';

const HISTOGRAM_FIGURE_OPTIONS_KEYS = optionKeys<HistogramFigureOptions>({ name: true, title: true, values: true, xTitle: true, countTitle: true, legendTitle: true, bins: true, columns: true, order: true, logScale: true });

/**
 * Options of {@link histogramFigure}.
 *
 * @example
 * ```ts
 * import { histogramFigure, type HistogramFigureOptions } from 'schedlab/plot';
 * const options: HistogramFigureOptions = {
 *   name: 'stretch', title: 'Mean stretch', xTitle: 'Mean stretch (ratio)',
 *   values: { FIFO: [1.2, 1.5, 2.0], Swarm1: [1.1, 1.2, 1.3] }, bins: 10, columns: 2,
 * };
 * const fig = histogramFigure(options);
 * ```
 */
export interface HistogramFigureOptions {
  /** File-safe figure name (`<name>.svg`). */
  readonly name: string;
  /** Figure title. */
  readonly title: string;
  /** Observations per setup (e.g. the mean stretch of each of 100 experiments). */
  readonly values: Readonly<Record<string, readonly number[]>>;
  /** Title of the shared x axis, with its unit (e.g. `'Mean stretch (ratio)'`). */
  readonly xTitle: string;
  /** Title of the count axis. @defaultValue `'Experiments (count)'` */
  readonly countTitle?: string;
  /** Title of the legend of the series. @defaultValue `'Setup'` */
  readonly legendTitle?: string;
  /**
   * Maximum number of bins (Vega-Lite `maxbins`); the bin boundaries are shared by all setups.
   * @defaultValue `20`
   */
  readonly bins?: number;
  /**
   * Small multiples per row.
   * @defaultValue `3`
   */
  readonly columns?: number;
  /** Display order of the setups. @defaultValue the key order of `values` */
  readonly order?: readonly string[];
  /**
   * Log scale on the value axis (bins of equal width in log10 of the value, axis labelled in the
   * values themselves). Automatic by default: on when every value is positive and they span more
   * than two decades (max / min > 100); the title then ends with "(log scale)".
   * @defaultValue undefined (automatic)
   */
  readonly logScale?: boolean;
}

/**
 * Histograms of one metric, one small multiple per setup, with shared bins and a shared x scale
 * (Dupont, Mejri & Da Costa 2020, section 6.1, Fig. 4 for the mean stretch and Fig. 5 for the
 * mean normalised power).
 *
 * @param options - data and labels
 * @returns the figure (Vega-Lite facet of bar marks, colored per setup)
 * @throws InvalidInputError for an empty setup, a non-finite value, `bins` not an integer in
 *   [2, 200], `columns` not an integer in [1, 12], or an `order` that is not a permutation
 * @example
 * ```ts
 * import { histogramFigure } from 'schedlab/plot';
 * const fig = histogramFigure({
 *   name: 'stretch', title: 'Mean stretch per setup', xTitle: 'Mean stretch (ratio)',
 *   values: { 'FIFO': [1.2, 1.5, 2.0], 'Swarm1': [1.1, 1.2, 1.3] },
 * });
 * ```
 */
export function histogramFigure(options: HistogramFigureOptions): Figure {
  requireOptions('histogramFigure(options)', options, HISTOGRAM_FIGURE_OPTIONS_KEYS);
  const fn = 'histogramFigure';
  const name = checkName(fn, options.name);
  const title = checkText(fn, 'title', options.title);
  const xTitle = checkText(fn, 'xTitle', options.xTitle);
  const setups = checkGroups(fn, options.values, options.order);
  const bins = options.bins ?? 20;
  if (!Number.isInteger(bins) || bins < 2 || bins > 200) {
    throw new InvalidInputError(`${fn}: bins: expected an integer in [2, 200], got ${bins}`);
  }
  const columns = options.columns ?? 3;
  if (!Number.isInteger(columns) || columns < 1 || columns > 12) {
    throw new InvalidInputError(`${fn}: columns: expected an integer in [1, 12], got ${columns}`);
  }
  const log = useLogScale(fn, options.values, options.logScale);
  const shown = logTitle(title, log);
  const rows: JsonObject[] = [];
  for (const setup of setups) for (const value of options.values[setup] ?? []) rows.push(log ? { setup, value, log10: Math.log10(value) } : { setup, value });
  const perRow = Math.min(columns, setups.length);
  const cellWidth = Math.max(140, Math.floor((640 - 20 * (perRow - 1)) / perRow));
  const spec: JsonObject = {
    ...top(shown),
    data: { values: rows },
    facet: { field: 'setup', type: 'nominal', title: null, sort: setups },
    columns,
    spacing: { column: 20, row: 24 },
    resolve: { scale: { x: 'shared', y: 'shared' } },
    spec: {
      width: cellWidth,
      height: 120,
      mark: { type: 'bar', stroke: 'white', strokeWidth: 0.5 },
      encoding: {
        x: log
          ? { field: 'log10', type: 'quantitative', bin: { maxbins: bins }, title: xTitle, axis: { labelExpr: "format(pow(10, datum.value), '.3~r')" } }
          : { field: 'value', type: 'quantitative', bin: { maxbins: bins }, title: xTitle },
        y: { aggregate: 'count', type: 'quantitative', title: options.countTitle ?? 'Experiments (count)' },
        color: { field: 'setup', type: 'nominal', title: options.legendTitle ?? 'Setup', scale: { domain: setups, scheme: 'tableau10' } },
      },
    },
  };
  return { name, title: shown, spec };
}
