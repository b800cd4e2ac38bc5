import { InvalidInputError } from '../errors/InvalidInputError';
import type { Figure, JsonObject } from './Figure';
import type { ServerSegment } from './ServerSegment';
import { checkFinite, checkName, checkText, checkWidth } from './internals/check';
import { checkSegments } from './internals/checkSegments';
import { WIDTH, top } from './internals/baseConfig';
import { powerStateColors } from './powerStateColors';
import { optionKeys, requireOptions } from '../errors/internals/knownKeys';

const GANTT_FIGURE_OPTIONS_KEYS = optionKeys<GanttFigureOptions>({ name: true, title: true, servers: true, allocations: true, width: true });

/**
 * A job's allocation during `[start, end)` seconds on a set of servers.
 *
 * @example
 * ```ts
 * import { ganttFigure, type GanttAllocation } from 'schedlab/plot';
 * const allocations: GanttAllocation[] = [
 *   { job: 'j0', servers: [0], start: 0, end: 40, reconfiguring: false },
 *   { job: 'j0', servers: [0, 1], start: 40, end: 45, reconfiguring: true }, // growing onto server 1
 * ];
 * const fig = ganttFigure({ name: 'gantt', title: 'j0 grows', servers: [{ server: 0, state: 'computing', start: 0, end: 45 }], allocations });
 * ```
 */
export interface GanttAllocation {
  /** Job id, written on its bars when they are wide enough. */
  readonly job: string;
  /** Server indices used by the job during the interval. */
  readonly servers: readonly number[];
  /** Start time in seconds. */
  readonly start: number;
  /** End time in seconds (>= start). */
  readonly end: number;
  /** True while the job is being reconfigured (drawn as a dashed purple overlay). */
  readonly reconfiguring: boolean;
}

/**
 * Options of {@link ganttFigure}.
 *
 * @example
 * ```ts
 * import { createSimulation, homogeneousPlatform } from 'schedlab/engine';
 * import { dupontSetup } from 'schedlab/experiments';
 * import { googleLikeWorkload } from 'schedlab/workload';
 * import { ganttFigure, renderSvg, type GanttFigureOptions } from 'schedlab/plot';
 * const sim = createSimulation({ platform: homogeneousPlatform({ servers: 10 }), workload: googleLikeWorkload() });
 * const trace = sim.run(dupontSetup('Swarm2'), { seed: 1, trace: true }).trace!;
 * const options: GanttFigureOptions = { name: 'fig2', title: 'Swarm2 schedule', servers: trace.servers, allocations: trace.allocations, width: 900 };
 * const svg = await renderSvg(ganttFigure(options));
 * ```
 */
export interface GanttFigureOptions {
  /** File-safe figure name (`<name>.svg`). */
  readonly name: string;
  /** Figure title. */
  readonly title: string;
  /** Power-state timeline of each server (states: off, switchingOn, idle, computing, switchingOff). */
  readonly servers: readonly ServerSegment[];
  /** Job allocations (outlined and labelled; reconfiguring ones overlaid). */
  readonly allocations: readonly GanttAllocation[];
  /**
   * Plot width in pixels.
   * @defaultValue `640`
   */
  readonly width?: number;
}

const STATES = ['off', 'switchingOn', 'idle', 'computing', 'switchingOff'] as const;
const READABLE: Readonly<Record<string, string>> = {
  off: 'off',
  switchingOn: 'switching on',
  idle: 'idle',
  computing: 'computing',
  switchingOff: 'switching off',
};
const LEGEND_DOMAIN = ['off', 'switching on', 'idle', 'computing', 'switching off', 'reconfiguring'];
const LEGEND_RANGE = [
  powerStateColors.off,
  powerStateColors.switchingOn,
  powerStateColors.idle,
  powerStateColors.computing,
  powerStateColors.switchingOff,
  powerStateColors.reconfiguring,
];

/**
 * Gantt chart of a schedule: one row per server, bars colored by power state with a fixed color
 * scheme ({@link powerStateColors}) and legend, job allocations outlined with their id written on
 * bars wide enough to hold it, and reconfiguration intervals overlaid in dashed purple
 * (Dupont, Mejri & Da Costa 2020, section 4, Fig. 2).
 *
 * @param options - server segments, allocations and labels
 * @returns the figure (rect and text layers over a time x server grid)
 * @throws InvalidInputError for an unknown state, overlapping segments of one server, `end < start`,
 *   a bad server index or job id (message names `servers[i]` / `allocations[i]`), or no data at all
 * @example
 * ```ts
 * import { ganttFigure } from 'schedlab/plot';
 * const fig = ganttFigure({
 *   name: 'schedule', title: 'Schedule',
 *   servers: [{ server: 0, state: 'computing', start: 0, end: 50 }, { server: 0, state: 'idle', start: 50, end: 60 }],
 *   allocations: [{ job: 'j1', servers: [0], start: 0, end: 50, reconfiguring: false }],
 * });
 * ```
 */
export function ganttFigure(options: GanttFigureOptions): Figure {
  requireOptions('ganttFigure(options)', options, GANTT_FIGURE_OPTIONS_KEYS);
  const fn = 'ganttFigure';
  const name = checkName(fn, options.name);
  const title = checkText(fn, 'title', options.title);
  const width = checkWidth(fn, options.width, WIDTH);
  checkSegments(fn, 'servers', options.servers);
  if (!Array.isArray(options.allocations)) throw new InvalidInputError(`${fn}: allocations: expected an array`);
  const rowsSet = new Set<number>();
  let t0 = Infinity;
  let t1 = -Infinity;
  const states: JsonObject[] = options.servers.map((s, i) => {
    if (!(STATES as readonly string[]).includes(s.state)) {
      throw new InvalidInputError(`${fn}: servers[${i}].state: expected one of ${STATES.join(', ')}, got ${JSON.stringify(s.state)}`);
    }
    rowsSet.add(s.server);
    t0 = Math.min(t0, s.start);
    t1 = Math.max(t1, s.end);
    return { server: s.server, state: READABLE[s.state] ?? s.state, start: s.start, end: s.end };
  });
  const jobs: JsonObject[] = [];
  const reconf: JsonObject[] = [];
  options.allocations.forEach((a, i) => {
    const at = `allocations[${i}]`;
    const job = checkText(fn, `${at}.job`, a.job);
    const start = checkFinite(fn, `${at}.start`, a.start);
    const end = checkFinite(fn, `${at}.end`, a.end);
    if (end < start) throw new InvalidInputError(`${fn}: ${at}: expected start <= end, got [${start}, ${end}]`);
    if (typeof a.reconfiguring !== 'boolean') throw new InvalidInputError(`${fn}: ${at}.reconfiguring: expected a boolean`);
    const list: readonly number[] = a.servers;
    if (!Array.isArray(list as unknown) || list.length === 0) throw new InvalidInputError(`${fn}: ${at}.servers: expected a non-empty array`);
    list.forEach((server, k) => {
      if (!Number.isInteger(server) || server < 0) {
        throw new InvalidInputError(`${fn}: ${at}.servers[${k}]: expected an integer >= 0, got ${String(server)}`);
      }
      rowsSet.add(server);
      const row = { server, job, start, end, mid: (start + end) / 2 };
      (a.reconfiguring ? reconf : jobs).push(a.reconfiguring ? { ...row, state: 'reconfiguring' } : row);
    });
    t0 = Math.min(t0, start);
    t1 = Math.max(t1, end);
  });
  if (rowsSet.size === 0) throw new InvalidInputError(`${fn}: servers and allocations are both empty: nothing to draw`);
  if (t1 <= t0) t1 = t0 + 1;
  const rows = [...rowsSet].sort((a, b) => a - b);
  const rowHeight = Math.max(4, Math.min(36, Math.floor(480 / rows.length)));
  const pxPerSecond = width / (t1 - t0);
  const labels = rowHeight >= 11 ? jobs.filter((j) => fits(j, pxPerSecond)) : [];
  const x = { field: 'start', type: 'quantitative', title: 'Time (s)', scale: { domain: [t0, t1], nice: false, zero: false } };
  const y = {
    field: 'server', type: 'ordinal', title: 'Server', sort: rows,
    scale: { domain: rows, paddingInner: 0.15, paddingOuter: 0.05 },
    axis: { labelOverlap: true },
  };
  const color = { field: 'state', type: 'nominal', title: 'Server state', scale: { domain: LEGEND_DOMAIN, range: LEGEND_RANGE } };
  const layer: JsonObject[] = [
    { name: 'states', data: { values: states }, mark: { type: 'rect' }, encoding: { x, x2: { field: 'end' }, y, color } },
    {
      name: 'jobs', data: { values: jobs },
      mark: { type: 'rect', fillOpacity: 0, stroke: '#1a1a1a', strokeWidth: 0.8 },
      encoding: { x, x2: { field: 'end' }, y },
    },
    {
      name: 'reconfigurations', data: { values: reconf },
      mark: { type: 'rect', fillOpacity: 0.75, stroke: '#000', strokeWidth: 1, strokeDash: [3, 2] },
      encoding: { x, x2: { field: 'end' }, y, color },
    },
    {
      name: 'jobLabels', data: { values: labels },
      mark: { type: 'text', color: 'white', fontSize: Math.min(11, rowHeight - 3), baseline: 'middle', align: 'center' },
      encoding: { x: { ...x, field: 'mid' }, y, text: { field: 'job', type: 'nominal' } },
    },
  ];
  const spec: JsonObject = { ...top(title), width, height: rowHeight * rows.length, layer };
  return { name, title, spec };
}

function fits(row: JsonObject, pxPerSecond: number): boolean {
  const { start, end, job } = row;
  if (typeof start !== 'number' || typeof end !== 'number' || typeof job !== 'string') return false;
  return (end - start) * pxPerSecond >= job.length * 6.5 + 6;
}
