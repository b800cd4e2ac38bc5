import { InvalidInputError } from '../errors/InvalidInputError';
import type { Figure, JsonObject } from './Figure';
import type { OccupancyPoint } from './occupancyTimeline';
import { WIDTH, top } from './internals/baseConfig';
import { checkFinite, checkName, checkNonEmpty, checkText } from './internals/check';
import { secondsPer, timeEncoding, timeUnitOf, type TimeUnit } from './internals/timeAxis';
import { optionKeys, requireOptions } from '../errors/internals/knownKeys';

const OCCUPANCY_FIGURE_OPTIONS_KEYS = optionKeys<OccupancyFigureOptions>({ name: true, title: true, points: true, capacity: true, timeUnit: true, origin: true });

/**
 * Options of {@link occupancyFigure}.
 *
 * @example
 * ```ts
 * import { occupancyFigure, occupancyTimeline, type OccupancyFigureOptions } from 'schedlab/plot';
 * const options: OccupancyFigureOptions = {
 *   name: 'occupancy', title: 'Utilisation and queue', capacity: 4,
 *   points: occupancyTimeline([{ submit: 0, start: 0, end: 3600, size: 2 }, { submit: 60, start: 3600, end: 7200, size: 4 }]),
 * };
 * const fig = occupancyFigure(options);
 * ```
 */
export interface OccupancyFigureOptions {
  /** File-safe figure name (`<name>.svg`). */
  readonly name: string;
  /** Figure title. */
  readonly title: string;
  /** The step series of {@link occupancyTimeline}. */
  readonly points: readonly OccupancyPoint[];
  /** Processors (servers) of the platform: utilisation = busy / capacity. */
  readonly capacity: number;
  /** Unit of the time axis; `auto` picks days, hours, minutes or seconds from the span. @defaultValue 'auto' */
  readonly timeUnit?: TimeUnit | 'auto';
  /** Unix time (s) of time 0 (an SWF header's `UnixStartTime`): the axis shows UTC dates. @defaultValue undefined */
  readonly origin?: number;
}

/**
 * Utilisation (busy / capacity, in %) and queue length (jobs waiting) over time for any run, as
 * two stacked step charts sharing the time axis (days, hours or minutes by span, or UTC dates).
 *
 * @param options - points, capacity, time axis
 * @returns the figure (Vega-Lite vconcat of two step lines)
 * @throws InvalidInputError for no points, a capacity that is not positive, or busy > capacity
 *   (message names `points[i]`)
 * @example
 * ```ts
 * import { occupancyFigure, occupancyTimeline } from 'schedlab/plot';
 * const points = occupancyTimeline([{ submit: 0, start: 0, end: 100, size: 1 }, { submit: 10, start: 100, end: 150, size: 2 }]);
 * const fig = occupancyFigure({ name: 'occupancy', title: 'Occupancy', points, capacity: 2 });
 * ```
 */
export function occupancyFigure(options: OccupancyFigureOptions): Figure {
  requireOptions('occupancyFigure(options)', options, OCCUPANCY_FIGURE_OPTIONS_KEYS);
  const fn = 'occupancyFigure';
  const name = checkName(fn, options.name);
  const title = checkText(fn, 'title', options.title);
  const points = checkNonEmpty(fn, 'points', options.points);
  const capacity = checkFinite(fn, 'capacity', options.capacity);
  if (!(capacity > 0)) throw new InvalidInputError(`${fn}: capacity: expected > 0, got ${capacity}`);
  const origin = options.origin === undefined ? undefined : checkFinite(fn, 'origin', options.origin);
  points.forEach((p, i) => {
    checkFinite(fn, `points[${i}].time`, p.time);
    const busy = checkFinite(fn, `points[${i}].busy`, p.busy);
    checkFinite(fn, `points[${i}].queued`, p.queued);
    if (busy > capacity) throw new InvalidInputError(`${fn}: points[${i}].busy: ${busy} exceeds the capacity ${capacity}`);
  });
  const t0 = points[0]!.time;
  const t1 = Math.max(points[points.length - 1]!.time, t0 + 1);
  const unit = timeUnitOf(fn, t1 - t0, options.timeUnit);
  const dated = origin !== undefined;
  const toX = (t: number): number => (dated ? (origin + t) * 1000 : t / secondsPer(unit));
  const rows = points.map((p) => ({ t: toX(p.time), utilization: (100 * p.busy) / capacity, queued: p.queued }));
  const x = timeEncoding('t', [toX(t0), toX(t1)], unit, dated);
  const panel = (field: string, yTitle: string, color: string, withAxisTitle: boolean): JsonObject => ({
    width: WIDTH,
    height: 150,
    mark: { type: 'line', interpolate: 'step-after', color, strokeWidth: 1.5, aria: false },
    encoding: { x: withAxisTitle ? x : { ...x, title: null }, y: { field, type: 'quantitative', title: yTitle } },
  });
  const spec: JsonObject = {
    ...top(title),
    data: { values: rows },
    vconcat: [panel('utilization', 'Utilisation (%)', '#4c78a8', false), panel('queued', 'Queue (jobs)', '#e45756', true)],
  };
  return { name, title, spec };
}
