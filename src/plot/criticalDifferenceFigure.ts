import { InvalidInputError } from '../errors/InvalidInputError';
import type { Figure, JsonObject } from './Figure';
import { checkFinite, checkName, checkText, checkWidth } from './internals/check';
import { cliques } from './internals/cliques';
import { top } from './internals/baseConfig';
import { HELVETICA_STACK, textWidth } from './internals/textWidth';
import { optionKeys, requireOptions } from '../errors/internals/knownKeys';

const CRITICAL_DIFFERENCE_FIGURE_OPTIONS_KEYS = optionKeys<CriticalDifferenceFigureOptions>({ name: true, title: true, averageRanks: true, nonSignificantPairs: true, criticalDifference: true, width: true, fontSize: true });

/**
 * Options of {@link criticalDifferenceFigure}.
 *
 * @example
 * ```ts
 * import { criticalDifferenceFigure, type CriticalDifferenceFigureOptions } from 'schedlab/plot';
 * const options: CriticalDifferenceFigureOptions = {
 *   name: 'cd', title: 'Average ranks by cost (Nemenyi, alpha = 0.05)',
 *   averageRanks: { FIFO: 3.6, 'FIFO-Poff': 2.9, Swarm1: 1.6, Swarm2: 1.9 },
 *   nonSignificantPairs: [{ a: 'Swarm1', b: 'Swarm2' }, { a: 'FIFO-Poff', b: 'FIFO' }],
 *   criticalDifference: 0.74,
 * };
 * const fig = criticalDifferenceFigure(options);
 * ```
 */
export interface CriticalDifferenceFigureOptions {
  /** File-safe figure name (`<name>.svg`). */
  readonly name: string;
  /** Figure title. */
  readonly title: string;
  /** Average rank of each setup (1 = best), by name. */
  readonly averageRanks: Readonly<Record<string, number>>;
  /** Pairs of setups that do not differ significantly (either order); every name must be a key of `averageRanks`. */
  readonly nonSignificantPairs: ReadonlyArray<{ readonly a: string; readonly b: string }>;
  /** Critical difference drawn as a scale bar above the axis (Nemenyi); omitted when undefined. @defaultValue undefined */
  readonly criticalDifference?: number;
  /**
   * Width of the whole figure in pixels (the SVG's width; labels included, no margin beyond 2
   * pixels): 320 is 3.33 inches at 96 pixels per inch, one column of a two-column LaTeX paper. The
   * figure grows when the labels leave less than 60 pixels of axis.
   * @defaultValue `320`
   */
  readonly width?: number;
  /**
   * Font size of the setup labels in pixels (tick and CD labels are 1 pixel smaller): 11 pixels
   * in a 320-pixel figure print at 8.25 pt when the figure is one 3.3-inch column wide.
   * @defaultValue `11`
   */
  readonly fontSize?: number;
}

const CLIQUE_ROW = 0.45; // clique bars are this many label rows apart
const PAD = 2; // pixels left blank at each side
const GAP = 3; // pixels between an arm's end and its label
const MIN_ARM = 8; // pixels of arm at least between the axis end and a label's anchor
const MIN_AXIS = 60; // pixels of axis at least

/**
 * Critical-difference diagram (Demšar 2006, section 3.2.2, Fig. 1): the setups' average ranks on
 * an axis (rank 1, the best, on the left), each setup's name joined to its rank by a line (the
 * better half labelled on the left, the others on the right), and thick bars joining setups that
 * are not significantly different. The bars are the maximal runs of setups, consecutive in rank
 * order, whose pairs are all non-significant; a non-significant pair outside any run (possible
 * with step-wise post-hoc adjustments, not with Nemenyi's critical difference) gets a dashed bar of
 * its own. Built from plain data: the ranks and the list of non-significant pairs.
 *
 * @param options - ranks, pairs, optional critical difference
 * @returns the figure (rule and text layers; `spec.layer` names: axis, ticks, tickLabels, cd,
 *   cdLabel, drops, arms, labelsLeft, labelsRight, cliques)
 * @throws InvalidInputError for fewer than 2 setups, a rank outside [1, k], an unknown name in a
 *   pair, a pair of a setup with itself, or a critical difference that is not positive
 * @example
 * ```ts
 * import { criticalDifferenceFigure, renderSvg } from 'schedlab/plot';
 * const svg = await renderSvg(criticalDifferenceFigure({
 *   name: 'cd', title: 'Demšar 2006, Fig. 1 style',
 *   averageRanks: { 'C4.5': 3.143, 'C4.5+m': 2.0, 'C4.5+cf': 2.893, 'C4.5+m+cf': 1.964 },
 *   nonSignificantPairs: [{ a: 'C4.5+m+cf', b: 'C4.5+m' }, { a: 'C4.5+m', b: 'C4.5+cf' }, { a: 'C4.5+cf', b: 'C4.5' }, { a: 'C4.5+m+cf', b: 'C4.5+cf' }],
 *   criticalDifference: 1.25,
 * }));
 * ```
 */
export function criticalDifferenceFigure(options: CriticalDifferenceFigureOptions): Figure {
  requireOptions('criticalDifferenceFigure(options)', options, CRITICAL_DIFFERENCE_FIGURE_OPTIONS_KEYS);
  const fn = 'criticalDifferenceFigure';
  const name = checkName(fn, options.name);
  const title = checkText(fn, 'title', options.title);
  const requested = checkWidth(fn, options.width, 320);
  const fontSize = options.fontSize ?? 11;
  if (typeof fontSize !== 'number' || !Number.isFinite(fontSize) || fontSize < 4 || fontSize > 72) throw new InvalidInputError(`${fn}: fontSize: expected a number of pixels in [4, 72], got ${String(fontSize)}`);
  if (options.averageRanks === null || typeof options.averageRanks !== 'object') throw new InvalidInputError(`${fn}: averageRanks: expected an object of setup names to ranks`);
  const names = Object.keys(options.averageRanks);
  const k = names.length;
  if (k < 2) throw new InvalidInputError(`${fn}: averageRanks: expected at least 2 setups, got ${k}`);
  for (const n of names) {
    const r = checkFinite(fn, `averageRanks[${JSON.stringify(n)}]`, options.averageRanks[n]);
    if (r < 1 || r > k) throw new InvalidInputError(`${fn}: averageRanks[${JSON.stringify(n)}]: expected a rank in [1, ${k}], got ${r}`);
  }
  const sorted = [...names].sort((a, b) => options.averageRanks[a]! - options.averageRanks[b]! || names.indexOf(a) - names.indexOf(b));
  const pos = new Map(sorted.map((n, i) => [n, i]));
  const ns = new Set<string>();
  if (!Array.isArray(options.nonSignificantPairs)) throw new InvalidInputError(`${fn}: nonSignificantPairs: expected an array of { a, b }`);
  options.nonSignificantPairs.forEach((p, i) => {
    const ia = pos.get(p?.a);
    const ib = pos.get(p?.b);
    if (ia === undefined || ib === undefined) {
      throw new InvalidInputError(`${fn}: nonSignificantPairs[${i}]: ${JSON.stringify(ia === undefined ? p?.a : p?.b)} is not a setup of averageRanks (${names.join(', ')})`);
    }
    if (ia === ib) throw new InvalidInputError(`${fn}: nonSignificantPairs[${i}]: a setup paired with itself (${JSON.stringify(p.a)})`);
    ns.add(`${Math.min(ia, ib)},${Math.max(ia, ib)}`);
  });
  const cd = options.criticalDifference;
  if (cd !== undefined && !(typeof cd === 'number' && cd > 0 && Number.isFinite(cd))) {
    throw new InvalidInputError(`${fn}: criticalDifference: expected a positive finite number, got ${String(cd)}`);
  }
  const bars = cliques(k, (i, j) => ns.has(`${i},${j}`));
  // stack bars: each on the first row where it does not overlap a bar already there
  const rowsEnd: number[] = [];
  const cliqueRows = bars.map((b) => {
    const from = options.averageRanks[sorted[b.from]!]!;
    const to = options.averageRanks[sorted[b.to]!]!;
    let row = rowsEnd.findIndex((end) => end < b.from);
    if (row === -1) row = rowsEnd.push(b.to) - 1;
    else rowsEnd[row] = b.to;
    return { from: sorted[b.from]!, to: sorted[b.to]!, x: from - 0.04, x2: to + 0.04, y: 0.5 + row * CLIQUE_ROW, contiguous: b.contiguous };
  });
  const firstLabel = 0.5 + Math.max(1, rowsEnd.length) * CLIQUE_ROW + 0.3;
  const half = Math.ceil(k / 2);
  const lo = 1;
  const hi = k;
  const labelOf = (n: string, i: number): string => (i < half ? `${n} (${options.averageRanks[n]!.toFixed(2)})` : `(${options.averageRanks[n]!.toFixed(2)}) ${n}`);
  // lay out in pixels: [PAD | left labels | GAP | arms | axis | arms | GAP | right labels | PAD], no other margin
  const leftW = Math.max(0, ...sorted.slice(0, half).map((n, i) => textWidth(labelOf(n, i), fontSize)));
  const rightW = Math.max(0, ...sorted.slice(half).map((n, i) => textWidth(labelOf(n, half + i), fontSize)));
  const side = (w: number): number => PAD + w + GAP + MIN_ARM;
  const width = Math.max(requested, Math.ceil(side(leftW) + side(rightW) + MIN_AXIS));
  const x0 = side(leftW); // pixel of rank 1
  const x1 = width - side(rightW); // pixel of rank k
  const ppr = (x1 - x0) / (hi - lo); // pixels per rank
  const rankAt = (px: number): number => lo + (px - x0) / ppr;
  const leftEnd = rankAt(PAD + leftW + GAP);
  const rightEnd = rankAt(width - PAD - rightW - GAP);
  const setups = sorted.map((n, i) => {
    const rank = options.averageRanks[n]!;
    const left = i < half;
    // outermost setups get the shallowest rows so that no line crosses another
    const depth = firstLabel + (left ? i : k - 1 - i);
    return { name: n, rank, axisY: 0, depth, side: left ? 'left' : 'right', end: left ? leftEnd : rightEnd, label: labelOf(n, i) };
  });
  const maxDepth = firstLabel + half - 1 + 0.6;
  const top0 = cd === undefined ? -1.15 : -2.4; // room for the tick labels (and the CD label) above the axis
  const row = Math.round(fontSize * 1.45); // pixels per label row
  const x = { type: 'quantitative', scale: { domain: [rankAt(0), rankAt(width)], range: [0, width], nice: false, zero: false }, axis: null };
  const y = { type: 'quantitative', scale: { domain: [top0, maxDepth], reverse: true, nice: false, zero: false }, axis: null };
  const ticks = Array.from({ length: hi - lo + 1 }, (_, i) => ({ t: lo + i }));
  const small = fontSize - 1;
  const layer: JsonObject[] = [
    { name: 'axis', data: { values: [{ x: lo, x2: hi, y: 0 }] }, mark: { type: 'rule', strokeWidth: 1.5 }, encoding: { x: { ...x, field: 'x' }, x2: { field: 'x2' }, y: { ...y, field: 'y' } } },
    { name: 'ticks', data: { values: ticks }, mark: { type: 'rule' }, encoding: { x: { ...x, field: 't' }, y: { ...y, datum: -0.25 }, y2: { datum: 0 } } },
    { name: 'tickLabels', data: { values: ticks }, mark: { type: 'text', baseline: 'bottom', fontSize: small }, encoding: { x: { ...x, field: 't' }, y: { ...y, datum: -0.35 }, text: { field: 't', type: 'quantitative' } } },
    { name: 'drops', data: { values: setups }, mark: { type: 'rule' }, encoding: { x: { ...x, field: 'rank' }, y: { ...y, field: 'axisY' }, y2: { field: 'depth' } } },
    { name: 'arms', data: { values: setups }, mark: { type: 'rule' }, encoding: { x: { ...x, field: 'rank' }, x2: { field: 'end' }, y: { ...y, field: 'depth' } } },
    { name: 'labelsLeft', data: { values: setups.filter((s) => s.side === 'left') }, mark: { type: 'text', align: 'right', dx: -GAP, baseline: 'middle', fontSize }, encoding: { x: { ...x, field: 'end' }, y: { ...y, field: 'depth' }, text: { field: 'label', type: 'nominal' } } },
    { name: 'labelsRight', data: { values: setups.filter((s) => s.side === 'right') }, mark: { type: 'text', align: 'left', dx: GAP, baseline: 'middle', fontSize }, encoding: { x: { ...x, field: 'end' }, y: { ...y, field: 'depth' }, text: { field: 'label', type: 'nominal' } } },
    {
      name: 'cliques', data: { values: cliqueRows },
      mark: { type: 'rule', strokeWidth: 4, strokeCap: 'round' },
      encoding: {
        x: { ...x, field: 'x' }, x2: { field: 'x2' }, y: { ...y, field: 'y' },
        strokeDash: { field: 'contiguous', type: 'nominal', scale: { domain: [true, false], range: [[1, 0], [4, 3]] }, legend: null },
      },
    },
  ];
  if (cd !== undefined) {
    layer.push(
      { name: 'cd', data: { values: [{ x: lo, x2: lo + cd }] }, mark: { type: 'rule', strokeWidth: 2 }, encoding: { x: { ...x, field: 'x' }, x2: { field: 'x2' }, y: { ...y, datum: -1.4 } } },
      { name: 'cdLabel', data: { values: [{ x: lo + cd / 2, label: `CD = ${cd.toPrecision(3)}` }] }, mark: { type: 'text', baseline: 'bottom', fontSize: small }, encoding: { x: { ...x, field: 'x' }, y: { ...y, datum: -1.6 }, text: { field: 'label', type: 'nominal' } } },
    );
  }
  // no title inside the figure (the caption is the paper's or the report's: figure.title) and no
  // automatic padding, whose text-width estimate (0.8 em per character) left 41% of the old figure blank
  const { title: _title, config, ...head } = top(title);
  const spec: JsonObject = {
    ...head,
    width,
    height: Math.round((maxDepth - top0) * row),
    autosize: { type: 'none', contains: 'padding' },
    padding: 0,
    config: { ...(config as JsonObject), font: HELVETICA_STACK, view: { stroke: null } },
    layer,
  };
  return { name, title, spec };
}
