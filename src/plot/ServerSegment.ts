/**
 * One interval of a server's power-state timeline: server `server` is in `state` during
 * `[start, end)` seconds. Input of `ganttFigure` and `powerTimeline`.
 *
 * @example
 * ```ts
 * import type { ServerSegment } from 'schedlab/plot';
 * const s: ServerSegment = { server: 0, state: 'computing', start: 0, end: 120 };
 * ```
 */
export interface ServerSegment {
  /** Server index (a row of the Gantt chart). */
  readonly server: number;
  /** Power state name (`'off'`, `'switchingOn'`, `'idle'`, `'computing'`, `'switchingOff'`). */
  readonly state: string;
  /** Start time in seconds. */
  readonly start: number;
  /** End time in seconds (>= start). */
  readonly end: number;
}
