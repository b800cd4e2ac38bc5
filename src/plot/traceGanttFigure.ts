import { InvalidInputError } from '../errors/InvalidInputError';
import type { Figure, JsonObject } from './Figure';
import type { GanttAllocation } from './ganttFigure';
import { WIDTH, top } from './internals/baseConfig';
import { checkFinite, checkName, checkText, checkWidth } from './internals/check';
import { secondsPer, timeEncoding, timeUnitOf, type TimeUnit } from './internals/timeAxis';
import { optionKeys, requireOptions } from '../errors/internals/knownKeys';

const TRACE_GANTT_FIGURE_OPTIONS_KEYS = optionKeys<TraceGanttFigureOptions>({ name: true, title: true, allocations: true, groups: true, timeUnit: true, origin: true, maxRects: true, width: true });

/**
 * Options of {@link traceGanttFigure}.
 *
 * @example
 * ```ts
 * import { traceGanttFigure, type TraceGanttFigureOptions } from 'schedlab/plot';
 * const options: TraceGanttFigureOptions = {
 *   name: 'llnl-gantt', title: 'LLNL Thunder, first day',
 *   allocations: [{ job: '1', servers: [0, 1, 2, 3], start: 0, end: 7200, reconfiguring: false }],
 *   groups: { '1': 'user 17' }, timeUnit: 'h',
 * };
 * const fig = traceGanttFigure(options);
 * ```
 */
export interface TraceGanttFigureOptions {
  /** File-safe figure name (`<name>.svg`). */
  readonly name: string;
  /** Figure title. */
  readonly title: string;
  /** Job allocations (e.g. a run's `trace.allocations`): processor indices and [start, end) in seconds. */
  readonly allocations: readonly GanttAllocation[];
  /**
   * Colour by group: job id to a user or group label (one colour per label, with a legend when
   * there are at most 20). Without it, one colour per job (cycled through 20 colours by start).
   * @defaultValue undefined (one colour per job)
   */
  readonly groups?: Readonly<Record<string, string | number>>;
  /** Unit of the time axis; `auto` picks days, hours, minutes or seconds from the span. @defaultValue 'auto' */
  readonly timeUnit?: TimeUnit | 'auto';
  /** Unix time (s) of time 0 (an SWF header's `UnixStartTime`): the axis shows UTC dates. @defaultValue undefined */
  readonly origin?: number;
  /**
   * Size guard: at most this many rectangles. Each allocation is drawn as its runs of consecutive
   * processors; beyond `maxRects` runs, each allocation is drawn as one rectangle over its
   * processor span (said in the title); beyond `maxRects` allocations, an error asks for a window.
   * @defaultValue 8000
   */
  readonly maxRects?: number;
  /** Plot width in pixels. @defaultValue 640 */
  readonly width?: number;
}

// Tableau 20 (Vega's "tableau20" scheme), as literal colours so that no scale of thousands of
// job ids is written into the spec.
const PALETTE = ['#4c78a8', '#9ecae9', '#f58518', '#ffbf79', '#54a24b', '#88d27a', '#b79a20', '#f2cf5b', '#439894', '#83bcb6', '#e45756', '#ff9d98', '#79706e', '#bab0ac', '#d67195', '#fcbfd2', '#b279a2', '#d6a5c9', '#9e765f', '#d8b5a5'];

/** Runs of consecutive processor indices, as [first, last]. */
function runs(servers: readonly number[]): Array<[number, number]> {
  const sorted = [...servers].sort((a, b) => a - b);
  const out: Array<[number, number]> = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (last !== undefined && p <= last[1] + 1) last[1] = Math.max(last[1], p);
    else out.push([p, p]);
  }
  return out;
}

/**
 * Gantt chart of a rigid-job schedule (a real trace replayed): one rectangle per job and run of
 * consecutive processors, over time, with one colour per job or per user/group, a time axis in
 * days, hours or minutes (or UTC dates from the trace's start time), and a size guard so that a
 * schedule of thousands of jobs stays a small SVG (a 2,000-job trace on 128 processors is well
 * under 2 MB; the marks carry no per-item ARIA labels).
 *
 * @param options - allocations, colouring, time axis, size guard
 * @returns the figure (one rect layer; x = time, y = processor index, top to bottom)
 * @throws InvalidInputError for a bad allocation (message names `allocations[i]`), no allocations,
 *   more allocations than `maxRects`, or bad options
 * @example
 * ```ts
 * import { traceGanttFigure } from 'schedlab/plot';
 * const fig = traceGanttFigure({
 *   name: 'gantt', title: 'Schedule',
 *   allocations: [
 *     { job: 'a', servers: [0, 1], start: 0, end: 3600, reconfiguring: false },
 *     { job: 'b', servers: [2, 5, 6], start: 600, end: 9000, reconfiguring: false },
 *   ],
 * });
 * ```
 */
export function traceGanttFigure(options: TraceGanttFigureOptions): Figure {
  requireOptions('traceGanttFigure(options)', options, TRACE_GANTT_FIGURE_OPTIONS_KEYS);
  const fn = 'traceGanttFigure';
  const name = checkName(fn, options.name);
  let title = checkText(fn, 'title', options.title);
  const width = checkWidth(fn, options.width, WIDTH);
  const maxRects = options.maxRects ?? 8000;
  if (!Number.isInteger(maxRects) || maxRects < 1) throw new InvalidInputError(`${fn}: maxRects: expected a positive integer, got ${String(maxRects)}`);
  const allocations = options.allocations;
  if (!Array.isArray(allocations) || allocations.length === 0) throw new InvalidInputError(`${fn}: allocations: expected a non-empty array`);
  if (allocations.length > maxRects) {
    throw new InvalidInputError(`${fn}: allocations: ${allocations.length} allocations exceed maxRects = ${maxRects}; plot a time window (filter the allocations) or raise maxRects`);
  }
  const origin = options.origin === undefined ? undefined : checkFinite(fn, 'origin', options.origin);
  let t0 = Infinity;
  let t1 = -Infinity;
  let maxServer = 0;
  const parsed = allocations.map((a, i) => {
    const at = `allocations[${i}]`;
    const job = checkText(fn, `${at}.job`, a.job);
    const start = checkFinite(fn, `${at}.start`, a.start);
    const end = checkFinite(fn, `${at}.end`, a.end);
    if (end < start) throw new InvalidInputError(`${fn}: ${at}: expected start <= end, got [${start}, ${end}]`);
    const servers: readonly number[] = a.servers;
    if (!Array.isArray(servers as unknown) || servers.length === 0) throw new InvalidInputError(`${fn}: ${at}.servers: expected a non-empty array`);
    servers.forEach((s, k) => {
      if (!Number.isInteger(s) || s < 0) throw new InvalidInputError(`${fn}: ${at}.servers[${k}]: expected an integer >= 0, got ${String(s)}`);
      if (s > maxServer) maxServer = s;
    });
    t0 = Math.min(t0, start);
    t1 = Math.max(t1, end);
    return { job, start, end, runs: runs(servers) };
  });
  const totalRuns = parsed.reduce((n, p) => n + p.runs.length, 0);
  const spans = totalRuns > maxRects;
  if (spans) title = `${title} (each job drawn over its processor span: ${totalRuns} processor runs exceed ${maxRects})`;
  if (t1 <= t0) t1 = t0 + 1;
  const unit = timeUnitOf(fn, t1 - t0, options.timeUnit);
  const dated = origin !== undefined;
  const toX = (t: number): number => (dated ? (origin + t) * 1000 : t / secondsPer(unit));

  // colours: by group label, or by job in start order
  const groups = options.groups;
  const labels: string[] = [];
  const colourOf = new Map<string, string>();
  const order = [...parsed].sort((a, b) => a.start - b.start || (a.job < b.job ? -1 : a.job > b.job ? 1 : 0));
  for (const p of order) {
    const key = groups === undefined ? p.job : groups[p.job];
    if (key === undefined) throw new InvalidInputError(`${fn}: groups: no group for job ${JSON.stringify(p.job)}`);
    const label = String(key);
    if (!colourOf.has(label)) {
      colourOf.set(label, PALETTE[labels.length % PALETTE.length]!);
      labels.push(label);
    }
  }
  const rows: JsonObject[] = [];
  for (const p of parsed) {
    const label = String(groups === undefined ? p.job : groups[p.job]);
    const bands = spans ? [[p.runs[0]![0], p.runs[p.runs.length - 1]![1]] as [number, number]] : p.runs;
    for (const [lo, hi] of bands) rows.push({ x: toX(p.start), x2: toX(p.end), y: lo, y2: hi + 1, c: colourOf.get(label)!, g: label });
  }
  const legend = groups !== undefined && labels.length <= 20;
  const color = legend
    ? { field: 'g', type: 'nominal', title: 'Group', scale: { domain: labels, range: labels.map((l) => colourOf.get(l)!) } }
    : { field: 'c', type: 'nominal', scale: null, legend: null };
  const x = timeEncoding('x', [toX(t0), toX(t1)], unit, dated);
  const spec: JsonObject = {
    ...top(title),
    width,
    height: Math.max(120, Math.min(600, 4 * (maxServer + 1))),
    data: { values: rows },
    mark: { type: 'rect', aria: false, stroke: 'white', strokeWidth: 0.4 }, // a hairline keeps neighbouring jobs of one colour apart
    encoding: {
      x,
      x2: { field: 'x2' },
      y: { field: 'y', type: 'quantitative', title: 'Processor', scale: { domain: [0, maxServer + 1], reverse: true, nice: false, zero: true } },
      y2: { field: 'y2' },
      color,
    },
  };
  return { name, title, spec };
}
