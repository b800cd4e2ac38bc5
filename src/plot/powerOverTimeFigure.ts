import { InvalidInputError } from '../errors/InvalidInputError';
import type { Figure, JsonObject } from './Figure';
import type { PowerPoint } from './powerTimeline';
import { checkFinite, checkName, checkNonEmpty, checkText } from './internals/check';
import { HEIGHT, WIDTH, top } from './internals/baseConfig';
import { optionKeys, requireOptions } from '../errors/internals/knownKeys';

const POWER_OVER_TIME_FIGURE_OPTIONS_KEYS = optionKeys<PowerOverTimeFigureOptions>({ name: true, title: true, points: true });

/**
 * Options of {@link powerOverTimeFigure}.
 *
 * @example
 * ```ts
 * import { powerOverTimeFigure, powerTimeline, type PowerOverTimeFigureOptions } from 'schedlab/plot';
 * import { PAPER_POWER_MODEL } from 'schedlab/power';
 * const segments = [{ server: 0, state: 'computing', start: 0, end: 300 }, { server: 1, state: 'off', start: 0, end: 300 }];
 * const options: PowerOverTimeFigureOptions = { name: 'power', title: 'Cluster power', points: powerTimeline(segments, { computing: PAPER_POWER_MODEL.computing, off: PAPER_POWER_MODEL.off }) };
 * const fig = powerOverTimeFigure(options);
 * ```
 */
export interface PowerOverTimeFigureOptions {
  /** File-safe figure name (`<name>.svg`). */
  readonly name: string;
  /** Figure title. */
  readonly title: string;
  /** Step series of total power, sorted by time (e.g. from `powerTimeline`). */
  readonly points: readonly PowerPoint[];
}

/**
 * Cluster power over time as a step line (each value held until the next point), the quantity
 * integrated into energy in Dupont, Mejri & Da Costa 2020, section 3.2.
 *
 * @param options - the step series
 * @returns the figure (line mark with `step-after` interpolation over a light area)
 * @throws InvalidInputError for an empty series, a non-finite value or times not non-decreasing
 *   (message names `points[i]`)
 * @example
 * ```ts
 * import { powerOverTimeFigure, powerTimeline } from 'schedlab/plot';
 * const points = powerTimeline([{ server: 0, state: 'idle', start: 0, end: 60 }], { idle: 95 });
 * const fig = powerOverTimeFigure({ name: 'power', title: 'Cluster power', points });
 * ```
 */
export function powerOverTimeFigure(options: PowerOverTimeFigureOptions): Figure {
  requireOptions('powerOverTimeFigure(options)', options, POWER_OVER_TIME_FIGURE_OPTIONS_KEYS);
  const fn = 'powerOverTimeFigure';
  const name = checkName(fn, options.name);
  const title = checkText(fn, 'title', options.title);
  const rows: JsonObject[] = [];
  let previous = -Infinity;
  checkNonEmpty(fn, 'points', options.points).forEach((p, i) => {
    const time = checkFinite(fn, `points[${i}].time`, p.time);
    const watts = checkFinite(fn, `points[${i}].watts`, p.watts);
    if (time < previous) throw new InvalidInputError(`${fn}: points[${i}].time: expected times in non-decreasing order, got ${time} after ${previous}`);
    previous = time;
    rows.push({ time, watts });
  });
  const x = { field: 'time', type: 'quantitative', title: 'Time (s)' };
  const y = { field: 'watts', type: 'quantitative', title: 'Cluster power (W)' };
  const spec: JsonObject = {
    ...top(title),
    width: WIDTH,
    height: HEIGHT,
    data: { values: rows },
    layer: [
      { name: 'area', mark: { type: 'area', interpolate: 'step-after', color: '#2c7bb6', opacity: 0.15 }, encoding: { x, y } },
      { name: 'power', mark: { type: 'line', interpolate: 'step-after', color: '#2c7bb6', strokeWidth: 1.5 }, encoding: { x, y } },
    ],
  };
  return { name, title, spec };
}
