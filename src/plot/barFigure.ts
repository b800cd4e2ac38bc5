import { InvalidInputError } from '../errors/InvalidInputError';
import type { Figure, JsonObject } from './Figure';
import { checkFinite, checkName, checkNonEmpty, checkText } from './internals/check';
import { HEIGHT, WIDTH, top } from './internals/baseConfig';
import { optionKeys, requireOptions } from '../errors/internals/knownKeys';

const BAR_FIGURE_OPTIONS_KEYS = optionKeys<BarFigureOptions>({ name: true, title: true, bars: true, yTitle: true, xTitle: true });

/**
 * Options of {@link barFigure}.
 *
 * @example
 * ```ts
 * import { barFigure, type BarFigureOptions } from 'schedlab/plot';
 * // Grouped bars: one color per experiment.
 * const options: BarFigureOptions = {
 *   name: 'powerOffs', title: 'Power-offs', yTitle: 'Power-offs (count)',
 *   bars: [{ label: 'FIFO-Poff', value: 120, group: 'main' }, { label: 'FIFO-Poff', value: 95, group: 'resilience' }],
 * };
 * const fig = barFigure(options);
 * ```
 */
export interface BarFigureOptions {
  /** File-safe figure name (`<name>.svg`). */
  readonly name: string;
  /** Figure title. */
  readonly title: string;
  /**
   * Bars, drawn in the given order. With `group` on every bar, bars of one label are drawn side
   * by side, one color per group (grouped bar chart); `group` must be on all bars or none.
   */
  readonly bars: readonly { readonly label: string; readonly value: number; readonly group?: string }[];
  /** Title of the y axis, with its unit. */
  readonly yTitle: string;
  /**
   * Title of the x axis.
   * @defaultValue `'Setup'`
   */
  readonly xTitle?: string;
}

/**
 * Bar chart of one value per label (e.g. energy in joules or reconfiguration counts per setup,
 * Dupont, Mejri & Da Costa 2020, Tables 5-6), optionally grouped.
 *
 * @param options - bars and axis titles
 * @returns the figure (bar mark; grouped with `xOffset` and a color legend when groups are given)
 * @throws InvalidInputError for no bars, a non-finite value, an empty label, `group` on some bars
 *   only, or a (label, group) pair given twice
 * @example
 * ```ts
 * import { barFigure } from 'schedlab/plot';
 * const fig = barFigure({
 *   name: 'reconfigurations', title: 'Reconfigurations per setup', yTitle: 'Reconfigurations (count)',
 *   bars: [{ label: 'FIFO-Rcfg', value: 412 }, { label: 'Swarm1', value: 35 }],
 * });
 * ```
 */
export function barFigure(options: BarFigureOptions): Figure {
  requireOptions('barFigure(options)', options, BAR_FIGURE_OPTIONS_KEYS);
  const fn = 'barFigure';
  const name = checkName(fn, options.name);
  const title = checkText(fn, 'title', options.title);
  const yTitle = checkText(fn, 'yTitle', options.yTitle);
  const xTitle = checkText(fn, 'xTitle', options.xTitle ?? 'Setup');
  const bars = checkNonEmpty(fn, 'bars', options.bars);
  const grouped = bars[0]?.group !== undefined;
  const seen = new Set<string>();
  const labels: string[] = [];
  const groups: string[] = [];
  const rows: JsonObject[] = bars.map((b, i) => {
    const label = checkText(fn, `bars[${i}].label`, b.label);
    const value = checkFinite(fn, `bars[${i}].value`, b.value);
    if ((b.group !== undefined) !== grouped) {
      throw new InvalidInputError(`${fn}: bars[${i}].group: give a group on every bar or on none (bars[0] ${grouped ? 'has' : 'has no'} group)`);
    }
    const group = grouped ? checkText(fn, `bars[${i}].group`, b.group) : '';
    const key = JSON.stringify([label, group]);
    if (seen.has(key)) throw new InvalidInputError(`${fn}: bars[${i}]: duplicate bar ${label}${grouped ? ` / ${group}` : ''}`);
    seen.add(key);
    if (!labels.includes(label)) labels.push(label);
    if (grouped && !groups.includes(group)) groups.push(group);
    return grouped ? { label, value, group } : { label, value };
  });
  const encoding: JsonObject = {
    x: { field: 'label', type: 'nominal', sort: labels, title: xTitle, axis: { labelAngle: labels.length > 6 ? -35 : 0 } },
    y: { field: 'value', type: 'quantitative', title: yTitle },
    color: grouped
      ? { field: 'group', type: 'nominal', title: 'Group', scale: { domain: groups, scheme: 'tableau10' } }
      : { field: 'label', type: 'nominal', scale: { domain: labels, scheme: 'tableau10' }, legend: null },
  };
  if (grouped) encoding.xOffset = { field: 'group', type: 'nominal', sort: groups };
  const spec: JsonObject = {
    ...top(title),
    width: WIDTH,
    height: HEIGHT,
    data: { values: rows },
    mark: { type: 'bar' },
    encoding,
  };
  return { name, title, spec };
}
