import { InvalidInputError } from '../errors/InvalidInputError';
import type { Figure, JsonObject } from './Figure';
import { checkFinite, checkName, checkNonEmpty, checkText } from './internals/check';
import { HEIGHT, WIDTH, top } from './internals/baseConfig';
import { optionKeys, requireOptions } from '../errors/internals/knownKeys';

const TRAINING_CURVE_FIGURE_OPTIONS_KEYS = optionKeys<TrainingCurveFigureOptions>({ name: true, title: true, series: true, yTitle: true, xTitle: true, legendTitle: true });

/**
 * One epoch of a training curve: statistics of the cost over the particles of a swarm. Give the
 * `epoch` number, or pass an optimizer's history entries as they are (`minimize(...).history`): an
 * entry's 0-based `iteration` is plotted as epoch `iteration + 1`.
 *
 * @example
 * ```ts
 * import { trainingCurveFigure, type TrainingEpoch } from 'schedlab/plot';
 * import type { HistoryEntry } from 'schedlab/optimizers';
 * declare const history: readonly HistoryEntry[]; // e.g. minimize(...).history
 * const fig = trainingCurveFigure({ name: 'training', title: 'Training', yTitle: 'Cost', series: [{ label: 'Swarm1', epochs: history }] });
 * const handMade: TrainingEpoch = { epoch: 1, mean: 2, min: 1, max: 3 };
 * ```
 */
export type TrainingEpoch =
  | {
      /** Epoch number, as plotted. */
      readonly epoch: number;
      /** Mean cost of the particles at this epoch. */
      readonly mean: number;
      /** Lowest cost at this epoch. */
      readonly min: number;
      /** Highest cost at this epoch. */
      readonly max: number;
    }
  | {
      /** 0-based iteration of an optimizer's history (plotted as epoch iteration + 1). */
      readonly iteration: number;
      readonly mean: number;
      readonly min: number;
      readonly max: number;
    };

/**
 * Options of {@link trainingCurveFigure}.
 *
 * @example
 * ```ts
 * import { trainingCurveFigure, type TrainingCurveFigureOptions } from 'schedlab/plot';
 * const options: TrainingCurveFigureOptions = {
 *   name: 'training', title: 'PSO training', yTitle: 'Cost', xTitle: 'Epoch (50 job sets each)',
 *   series: [{ label: 'Swarm2', epochs: [{ epoch: 0, mean: 2, min: 1.2, max: 3 }, { epoch: 1, mean: 1.6, min: 1.1, max: 2.2 }] }],
 * };
 * const fig = trainingCurveFigure(options);
 * ```
 */
export interface TrainingCurveFigureOptions {
  /** File-safe figure name (`<name>.svg`). */
  readonly name: string;
  /** Figure title. */
  readonly title: string;
  /** One series per swarm (or optimizer run), with distinct labels. */
  readonly series: readonly { readonly label: string; readonly epochs: readonly TrainingEpoch[] }[];
  /** Title of the y axis, with its unit (e.g. `'Cost (stretch x normalized power)'`). */
  readonly yTitle: string;
  /**
   * Title of the x axis.
   * @defaultValue `'Epoch'`
   */
  readonly xTitle?: string;
  /**
   * Title of the legend: name the optimizer (e.g. `'PSO swarm'`, `'CMA-ES run'`).
   * @defaultValue `'Series'`
   */
  readonly legendTitle?: string;
}

/**
 * Training curves: the mean cost of the particles per epoch as a line, with the min-max range as a
 * translucent band, one color per swarm or run (Dupont, Mejri & Da Costa 2020, section 5.2,
 * Fig. 3); the legend is titled `legendTitle` (name the optimizer, not "Swarm" for CMA-ES).
 *
 * @param options - series and labels
 * @returns the figure (area + line layers colored by series)
 * @throws InvalidInputError for an empty or duplicate label, an empty series, a non-finite value,
 *   `min > mean` or `mean > max` (message names `series[s].epochs[e]`)
 * @example
 * ```ts
 * import { trainingCurveFigure } from 'schedlab/plot';
 * const fig = trainingCurveFigure({
 *   name: 'training', title: 'PSO training', yTitle: 'Cost',
 *   series: [{ label: 'Swarm1', epochs: [{ epoch: 0, mean: 2, min: 1, max: 3 }, { epoch: 1, mean: 1.5, min: 1, max: 2 }] }],
 * });
 * ```
 */
export function trainingCurveFigure(options: TrainingCurveFigureOptions): Figure {
  requireOptions('trainingCurveFigure(options)', options, TRAINING_CURVE_FIGURE_OPTIONS_KEYS);
  const fn = 'trainingCurveFigure';
  const name = checkName(fn, options.name);
  const title = checkText(fn, 'title', options.title);
  const yTitle = checkText(fn, 'yTitle', options.yTitle);
  const xTitle = checkText(fn, 'xTitle', options.xTitle ?? 'Epoch');
  const series = checkNonEmpty(fn, 'series', options.series);
  const legendTitle = checkText(fn, 'legendTitle', options.legendTitle ?? 'Series');
  const labels: string[] = [];
  const rows: JsonObject[] = [];
  series.forEach((s, si) => {
    const label = checkText(fn, `series[${si}].label`, s.label);
    if (labels.includes(label)) throw new InvalidInputError(`${fn}: series[${si}].label: duplicate label ${JSON.stringify(label)}`);
    labels.push(label);
    checkNonEmpty(fn, `series[${si}].epochs`, s.epochs).forEach((e, ei) => {
      const where = `series[${si}].epochs[${ei}]`;
      const epoch = 'epoch' in e ? checkFinite(fn, `${where}.epoch`, e.epoch) : checkFinite(fn, `${where}.iteration`, e.iteration) + 1;
      const mean = checkFinite(fn, `${where}.mean`, e.mean);
      const min = checkFinite(fn, `${where}.min`, e.min);
      const max = checkFinite(fn, `${where}.max`, e.max);
      // A mean computed as sum / n of equal values can exceed them by an ulp or two: allow 1e-12 relative.
      const slack = 1e-12 * Math.max(Math.abs(min), Math.abs(max));
      if (min > mean + slack || mean > max + slack) {
        throw new InvalidInputError(`${fn}: ${where}: expected min <= mean <= max, got ${min}, ${mean}, ${max}`);
      }
      rows.push({ series: label, epoch, mean, min, max });
    });
  });
  const color = { field: 'series', type: 'nominal', title: legendTitle, scale: { domain: labels, scheme: 'tableau10' } };
  const spec: JsonObject = {
    ...top(title),
    width: WIDTH,
    height: HEIGHT,
    data: { values: rows },
    encoding: { x: { field: 'epoch', type: 'quantitative', title: xTitle, axis: { tickMinStep: 1, format: 'd' } } },
    layer: [
      {
        name: 'bands',
        mark: { type: 'area', fillOpacity: 0.18 },
        encoding: {
          y: { field: 'min', type: 'quantitative', title: yTitle, scale: { zero: false } },
          y2: { field: 'max' },
          color,
        },
      },
      {
        name: 'means',
        mark: { type: 'line', strokeWidth: 2, point: { size: 16 } },
        encoding: {
          y: { field: 'mean', type: 'quantitative', title: yTitle },
          // One legend (merged with the bands'), drawn as solid line symbols.
          color: { ...color, legend: { symbolType: 'stroke', symbolStrokeWidth: 3, symbolOpacity: 1, symbolFillColor: 'transparent' } },
        },
      },
    ],
  };
  return { name, title, spec };
}
