import type { Figure, JsonObject } from './Figure';
import { checkGroups, checkName, checkText } from './internals/check';
import { HEIGHT, WIDTH, top } from './internals/baseConfig';
import { logTitle, useLogScale } from './internals/logScale';
import { optionKeys, requireOptions } from '../errors/internals/knownKeys';

const BOXPLOT_FIGURE_OPTIONS_KEYS = optionKeys<BoxplotFigureOptions>({ name: true, title: true, values: true, yTitle: true, order: true, xTitle: true, logScale: true });

/**
 * Options of {@link boxplotFigure}.
 *
 * @example
 * ```ts
 * import { boxplotFigure, renderSvg, type BoxplotFigureOptions } from 'schedlab/plot';
 * const options: BoxplotFigureOptions = {
 *   name: 'power', title: 'Normalized mean power', yTitle: 'Power (ratio to idle)',
 *   values: { FIFO: [1.9, 1.8, 2.0], Swarm2: [1.2, 1.3, 1.1] }, order: ['Swarm2', 'FIFO'],
 * };
 * const svg = await renderSvg(boxplotFigure(options));
 * ```
 */
export interface BoxplotFigureOptions {
  /** File-safe figure name (`<name>.svg`). */
  readonly name: string;
  /** Figure title. */
  readonly title: string;
  /** Observations per setup (e.g. the cost of each of 100 experiments). */
  readonly values: Readonly<Record<string, readonly number[]>>;
  /** Title of the y axis, with its unit. */
  readonly yTitle: string;
  /** Display order of the setups, left to right. @defaultValue the key order of `values` */
  readonly order?: readonly string[];
  /**
   * Title of the x axis.
   * @defaultValue `'Setup'`
   */
  readonly xTitle?: string;
  /**
   * Log scale on the value axis. Automatic by default: on when every value is positive and they
   * span more than two decades (max / min > 100); the title then ends with "(log scale)".
   * @defaultValue undefined (automatic)
   */
  readonly logScale?: boolean;
}

/**
 * Boxplots of one metric per setup: box from the first to the third quartile, median tick, Tukey
 * whiskers (1.5 IQR) and outlier points (Dupont, Mejri & Da Costa 2020, section 6.1 Fig. 6,
 * section 6.2 Fig. 8, section 6.3 Fig. 9).
 *
 * @param options - data and labels
 * @returns the figure (one Vega-Lite `boxplot` per setup)
 * @throws InvalidInputError for an empty setup, a non-finite value or an `order` that is not a
 *   permutation of the setups
 * @example
 * ```ts
 * import { boxplotFigure } from 'schedlab/plot';
 * const fig = boxplotFigure({
 *   name: 'cost', title: 'Cost per setup', yTitle: 'Cost (stretch x normalized power)',
 *   values: { 'FIFO': [0.9, 1.1, 1.4], 'Swarm1': [0.7, 0.8, 0.95] },
 * });
 * ```
 */
export function boxplotFigure(options: BoxplotFigureOptions): Figure {
  requireOptions('boxplotFigure(options)', options, BOXPLOT_FIGURE_OPTIONS_KEYS);
  const fn = 'boxplotFigure';
  const name = checkName(fn, options.name);
  const title = checkText(fn, 'title', options.title);
  const yTitle = checkText(fn, 'yTitle', options.yTitle);
  const xTitle = checkText(fn, 'xTitle', options.xTitle ?? 'Setup');
  const setups = checkGroups(fn, options.values, options.order);
  const log = useLogScale(fn, options.values, options.logScale);
  const shown = logTitle(title, log);
  const rows: JsonObject[] = [];
  for (const setup of setups) for (const value of options.values[setup] ?? []) rows.push({ setup, value });
  const spec: JsonObject = {
    ...top(shown),
    width: WIDTH,
    height: HEIGHT,
    data: { values: rows },
    mark: { type: 'boxplot', extent: 1.5, size: Math.max(8, Math.min(40, Math.floor(WIDTH / setups.length) - 12)), median: { color: 'black' } },
    encoding: {
      x: { field: 'setup', type: 'nominal', sort: setups, title: xTitle, axis: { labelAngle: setups.length > 6 ? -35 : 0 } },
      y: { field: 'value', type: 'quantitative', title: yTitle, scale: log ? { type: 'log' } : { zero: false } },
      color: { field: 'setup', type: 'nominal', title: 'Setup', scale: { domain: setups, scheme: 'tableau10' }, legend: null },
    },
  };
  return { name, title: shown, spec };
}
