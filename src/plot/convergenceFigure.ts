import { InvalidInputError } from '../errors/InvalidInputError';
import type { Figure, JsonObject } from './Figure';
import { HEIGHT, WIDTH, top } from './internals/baseConfig';
import { checkFinite, checkName, checkNonEmpty, checkText } from './internals/check';
import { optionKeys, requireOptions } from '../errors/internals/knownKeys';

const CONVERGENCE_FIGURE_OPTIONS_KEYS = optionKeys<ConvergenceFigureOptions>({ name: true, title: true, runs: true, x: true, yTitle: true, logScale: true });

/**
 * One iteration of an optimisation run, as `minimize(...).history` entries are (single objective:
 * `bestSoFar`, and `min`/`max` of the iteration's batch for the population spread), or a Pareto
 * run's progress with the `hypervolume` of its front after the iteration.
 *
 * @example
 * ```ts
 * import type { ConvergencePoint } from 'schedlab/plot';
 * const single: ConvergencePoint = { iteration: 0, evaluations: 20, bestSoFar: 3.2, min: 3.2, max: 9.1 };
 * const pareto: ConvergencePoint = { iteration: 0, evaluations: 100, hypervolume: 0.42 };
 * ```
 */
export interface ConvergencePoint {
  /** 0-based iteration. */
  readonly iteration: number;
  /** Evaluations so far. */
  readonly evaluations: number;
  /** Best value found so far (single objective). */
  readonly bestSoFar?: number;
  /** Lowest value of the iteration's batch. */
  readonly min?: number;
  /** Highest value of the iteration's batch. */
  readonly max?: number;
  /** Hypervolume of the front after the iteration (Pareto runs; higher is better). */
  readonly hypervolume?: number;
}

/**
 * Options of {@link convergenceFigure}.
 *
 * @example
 * ```ts
 * import { convergenceFigure, type ConvergenceFigureOptions } from 'schedlab/plot';
 * const options: ConvergenceFigureOptions = {
 *   name: 'convergence', title: 'PSO against CMA-ES',
 *   runs: { PSO: [{ iteration: 0, evaluations: 20, bestSoFar: 5 }], 'CMA-ES': [{ iteration: 0, evaluations: 12, bestSoFar: 4 }] },
 * };
 * const fig = convergenceFigure(options);
 * ```
 */
export interface ConvergenceFigureOptions {
  /** File-safe figure name (`<name>.svg`). */
  readonly name: string;
  /** Figure title. */
  readonly title: string;
  /** One history, or several by label (the label names the optimizer in the legend). */
  readonly runs: readonly ConvergencePoint[] | Readonly<Record<string, readonly ConvergencePoint[]>>;
  /** x axis: evaluations (fair between optimizers of different batch sizes) or iterations. @defaultValue 'evaluations' */
  readonly x?: 'evaluations' | 'iteration';
  /** Title of the y axis. @defaultValue 'best value so far' or 'hypervolume' */
  readonly yTitle?: string;
  /** Log scale on the y axis (every plotted value must be > 0). @defaultValue false */
  readonly logScale?: boolean;
}

/**
 * Convergence of one or more optimisation runs: the best value so far as a line per run, with the
 * spread of each iteration's batch (min to max) as a band, or, for Pareto runs, the hypervolume
 * of the front per iteration. Accepts `minimize(...).history` as it is, single-objective or
 * multi-objective (the latter when `minimize` was given `hypervolumeReference`, which fixes the
 * point the hypervolume is measured from: say it in the title or caption).
 *
 * @param options - runs, axes
 * @returns the figure (band and line layers colored by run)
 * @throws InvalidInputError for an empty run, a point without `bestSoFar` (or without
 *   `hypervolume` in a Pareto figure), a non-finite value, or a non-positive value on a log scale
 * @example
 * ```ts
 * import { minimize, pso, searchSpace } from 'schedlab/optimizers';
 * import { convergenceFigure, renderSvg } from 'schedlab/plot';
 * const r = await minimize({ space: searchSpace({ lower: [-5], upper: [5] }), evaluate: (x) => x[0]! ** 2 }, pso(), { seed: 1, maxIterations: 30 });
 * const svg = await renderSvg(convergenceFigure({ name: 'sphere', title: 'PSO on the sphere', runs: { PSO: r.history }, logScale: true }));
 * ```
 */
export function convergenceFigure(options: ConvergenceFigureOptions): Figure {
  requireOptions('convergenceFigure(options)', options, CONVERGENCE_FIGURE_OPTIONS_KEYS);
  const fn = 'convergenceFigure';
  const name = checkName(fn, options.name);
  const title = checkText(fn, 'title', options.title);
  const runs: Record<string, readonly ConvergencePoint[]> = Array.isArray(options.runs) ? { run: options.runs as readonly ConvergencePoint[] } : { ...(options.runs as Record<string, readonly ConvergencePoint[]>) };
  const labels = Object.keys(runs);
  if (labels.length === 0) throw new InvalidInputError(`${fn}: runs: expected at least one run`);
  const xField = options.x ?? 'evaluations';
  if (xField !== 'evaluations' && xField !== 'iteration') throw new InvalidInputError(`${fn}: x: expected evaluations | iteration, got ${String(xField)}`);
  const pareto = labels.every((l) => (runs[l] ?? []).every((p) => p.hypervolume !== undefined));
  const log = options.logScale === true;
  const rows: JsonObject[] = [];
  for (const label of labels) {
    checkNonEmpty(fn, `runs[${JSON.stringify(label)}]`, runs[label]).forEach((p, i) => {
      const at = `runs[${JSON.stringify(label)}][${i}]`;
      const x = checkFinite(fn, `${at}.${xField}`, xField === 'evaluations' ? p.evaluations : p.iteration + 1);
      const yKey = pareto ? 'hypervolume' : 'bestSoFar';
      const raw = pareto ? p.hypervolume : p.bestSoFar;
      if (raw === undefined) {
        if ('frontSize' in p) throw new InvalidInputError(`${fn}: ${at}.hypervolume: missing: a Pareto history records it when minimize is given options.hypervolumeReference`);
        throw new InvalidInputError(`${fn}: ${at}.bestSoFar: missing (give bestSoFar, or hypervolume on every point of a Pareto figure)`);
      }
      const y = checkFinite(fn, `${at}.${yKey}`, raw);
      const row: JsonObject = { run: label, x, y };
      if (!pareto && p.min !== undefined && p.max !== undefined) {
        row.lo = checkFinite(fn, `${at}.min`, p.min);
        row.hi = checkFinite(fn, `${at}.max`, p.max);
      }
      if (log && (y <= 0 || (typeof row.lo === 'number' && row.lo <= 0))) throw new InvalidInputError(`${fn}: ${at}: every value must be > 0 on a log scale, got ${y}`);
      rows.push(row);
    });
  }
  const yTitle = checkText(fn, 'yTitle', options.yTitle ?? (pareto ? 'hypervolume' : 'best value so far'));
  const color = { field: 'run', type: 'nominal', title: 'Run', scale: { domain: labels, scheme: 'tableau10' } };
  const y = { type: 'quantitative', title: yTitle, scale: log ? { type: 'log' } : { zero: false } };
  const layer: JsonObject[] = [];
  if (rows.some((r) => r.lo !== undefined)) {
    layer.push({
      name: 'spread',
      transform: [{ filter: 'isValid(datum.lo)' }],
      mark: { type: 'area', fillOpacity: 0.15 },
      encoding: { y: { ...y, field: 'lo' }, y2: { field: 'hi' }, color },
    });
  }
  layer.push({ name: 'best', mark: { type: 'line', strokeWidth: 2, interpolate: pareto ? 'linear' : 'step-after' }, encoding: { y: { ...y, field: 'y' }, color } });
  const spec: JsonObject = {
    ...top(title),
    width: WIDTH,
    height: HEIGHT,
    data: { values: rows },
    encoding: { x: { field: 'x', type: 'quantitative', title: xField === 'evaluations' ? 'evaluations' : 'iteration' } },
    layer,
  };
  return { name, title, spec };
}
