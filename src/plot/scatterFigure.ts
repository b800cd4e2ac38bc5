import type { Figure, JsonObject } from './Figure';
import { checkFinite, checkName, checkNonEmpty, checkText } from './internals/check';
import { HEIGHT, WIDTH, top } from './internals/baseConfig';
import { optionKeys, requireOptions } from '../errors/internals/knownKeys';

const SCATTER_FIGURE_OPTIONS_KEYS = optionKeys<ScatterFigureOptions>({ name: true, title: true, points: true, xTitle: true, yTitle: true });

/**
 * Options of {@link scatterFigure}.
 *
 * @example
 * ```ts
 * import { scatterFigure, type ScatterFigureOptions } from 'schedlab/plot';
 * const options: ScatterFigureOptions = {
 *   name: 'pareto', title: 'AWRT of groups 1 and 2', xTitle: 'AWRT_1 (s)', yTitle: 'AWRT_2 (s)',
 *   points: [{ x: 3600, y: 5400, label: 'EASY' }, { x: 3100, y: 5600, label: 'CCA' }],
 * };
 * const fig = scatterFigure(options);
 * ```
 */
export interface ScatterFigureOptions {
  /** File-safe figure name (`<name>.svg`). */
  readonly name: string;
  /** Figure title. */
  readonly title: string;
  /** Points; `label` names the point (written beside it) and colors it. */
  readonly points: readonly { readonly x: number; readonly y: number; readonly label: string }[];
  /** Title of the x axis, with its unit. */
  readonly xTitle: string;
  /** Title of the y axis, with its unit. */
  readonly yTitle: string;
}

/**
 * Labelled scatter plot, e.g. the AWRT of user group 1 against that of group 2 for each policy,
 * the two objectives of Franke, Lepping & Schwiegelshohn (section 5, Pareto front of rule bases).
 * Points are colored by label (legend up to 20 distinct labels) and labelled when there are at
 * most 40 points.
 *
 * @param options - points and axis titles
 * @returns the figure (point + text layers)
 * @throws InvalidInputError for an empty point list, a non-finite coordinate or an empty label
 * @example
 * ```ts
 * import { scatterFigure } from 'schedlab/plot';
 * const fig = scatterFigure({
 *   name: 'awrt', title: 'AWRT per user group', xTitle: 'AWRT group 1 (s)', yTitle: 'AWRT group 2 (s)',
 *   points: [{ x: 3600, y: 5400, label: 'EASY' }, { x: 4000, y: 4200, label: 'rule base 7' }],
 * });
 * ```
 */
export function scatterFigure(options: ScatterFigureOptions): Figure {
  requireOptions('scatterFigure(options)', options, SCATTER_FIGURE_OPTIONS_KEYS);
  const fn = 'scatterFigure';
  const name = checkName(fn, options.name);
  const title = checkText(fn, 'title', options.title);
  const xTitle = checkText(fn, 'xTitle', options.xTitle);
  const yTitle = checkText(fn, 'yTitle', options.yTitle);
  const rows: JsonObject[] = checkNonEmpty(fn, 'points', options.points).map((p, i) => ({
    x: checkFinite(fn, `points[${i}].x`, p.x),
    y: checkFinite(fn, `points[${i}].y`, p.y),
    label: checkText(fn, `points[${i}].label`, p.label),
  }));
  const distinct = [...new Set(rows.map((r) => String(r.label)))];
  const x = { field: 'x', type: 'quantitative', title: xTitle, scale: { zero: false, nice: true, padding: 24 } };
  const y = { field: 'y', type: 'quantitative', title: yTitle, scale: { zero: false, nice: true, padding: 24 } };
  const layer: JsonObject[] = [
    {
      name: 'points',
      mark: { type: 'point', filled: true, size: 70, opacity: 0.9 },
      encoding: {
        x, y,
        color: { field: 'label', type: 'nominal', title: 'Label', scale: { domain: distinct, scheme: 'tableau20' }, ...(distinct.length > 20 ? { legend: null } : {}) },
      },
    },
  ];
  if (rows.length <= 40) {
    layer.push({
      name: 'labels',
      mark: { type: 'text', align: 'left', dx: 7, dy: -6, fontSize: 10, color: '#333' },
      encoding: { x, y, text: { field: 'label', type: 'nominal' } },
    });
  }
  const spec: JsonObject = { ...top(title), width: WIDTH, height: HEIGHT, data: { values: rows }, layer };
  return { name, title, spec };
}
