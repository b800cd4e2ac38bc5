import { InvalidInputError } from '../../errors/InvalidInputError';
import type { JsonObject } from '../Figure';

/** A time unit of a figure's axis, with its length in seconds. */
const UNITS = { s: 1, min: 60, h: 3600, d: 86400 } as const;
export type TimeUnit = keyof typeof UNITS;

/**
 * The unit of a time axis: as asked, or automatic from the span (> 3 days: days, > 3 hours:
 * hours, > 3 minutes: minutes, else seconds) so that traces of weeks do not read in raw seconds.
 */
export function timeUnitOf(fn: string, span: number, asked: TimeUnit | 'auto' | undefined): TimeUnit {
  if (asked !== undefined && asked !== 'auto') {
    if (!Object.hasOwn(UNITS, asked)) throw new InvalidInputError(`${fn}: timeUnit: expected auto | s | min | h | d, got ${String(asked)}`);
    return asked;
  }
  if (span > 3 * UNITS.d) return 'd';
  if (span > 3 * UNITS.h) return 'h';
  if (span > 3 * UNITS.min) return 'min';
  return 's';
}

/** Seconds in a unit. */
export function secondsPer(unit: TimeUnit): number {
  return UNITS[unit];
}

/**
 * The x encoding of a time field: quantitative in `unit` (values already divided), or, with an
 * `origin` (Unix seconds of time 0, e.g. an SWF header's UnixStartTime), UTC dates (values in ms).
 */
export function timeEncoding(field: string, domain: readonly [number, number], unit: TimeUnit, dated: boolean): JsonObject {
  return dated
    ? { field, type: 'temporal', title: 'Time (UTC)', scale: { type: 'utc', domain: [...domain], nice: false }, axis: { format: '%Y-%m-%d %H:%M', labelAngle: -30 } }
    : { field, type: 'quantitative', title: `Time (${unit})`, scale: { domain: [...domain], nice: false, zero: false } };
}
