import { InvalidInputError } from '../errors/InvalidInputError';
import type { Figure, JsonObject } from './Figure';
import { checkFinite, checkName, checkText, checkWidth } from './internals/check';
import { cliques } from './internals/cliques';
import { WIDTH, top } from './internals/baseConfig';
import { optionKeys, requireOptions } from '../errors/internals/knownKeys';

const CRITICAL_DIFFERENCE_FIGURE_OPTIONS_KEYS = optionKeys<CriticalDifferenceFigureOptions>({ name: true, title: true, averageRanks: true, nonSignificantPairs: true, criticalDifference: true, width: true });

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
   * Plot width in pixels.
   * @defaultValue `640`
   */
  readonly width?: number;
}

const ROW = 26; // pixels per label row
const CLIQUE_ROW = 0.45; // clique bars are this many label rows apart

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
  const width = checkWidth(fn, options.width, WIDTH);
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
  const leftEnd = lo - 0.35 * (hi - lo) / 2;
  const rightEnd = hi + 0.35 * (hi - lo) / 2;
  const setups = sorted.map((n, i) => {
    const rank = options.averageRanks[n]!;
    const left = i < half;
    // outermost setups get the shallowest rows so that no line crosses another
    const depth = firstLabel + (left ? i : k - 1 - i);
    return { name: n, rank, axisY: 0, depth, side: left ? 'left' : 'right', end: left ? leftEnd : rightEnd, label: left ? `${n} (${rank.toFixed(2)})` : `(${rank.toFixed(2)}) ${n}` };
  });
  const maxDepth = firstLabel + half - 1 + 0.6;
  const top0 = cd === undefined ? -0.9 : -1.9;
  const x = { type: 'quantitative', scale: { domain: [leftEnd, rightEnd], nice: false, zero: false }, axis: null };
  const y = { type: 'quantitative', scale: { domain: [top0, maxDepth], reverse: true, nice: false, zero: false }, axis: null };
  const ticks = Array.from({ length: hi - lo + 1 }, (_, i) => ({ t: lo + i }));
  const layer: JsonObject[] = [
    { name: 'axis', data: { values: [{ x: lo, x2: hi, y: 0 }] }, mark: { type: 'rule', strokeWidth: 1.5 }, encoding: { x: { ...x, field: 'x' }, x2: { field: 'x2' }, y: { ...y, field: 'y' } } },
    { name: 'ticks', data: { values: ticks }, mark: { type: 'rule' }, encoding: { x: { ...x, field: 't' }, y: { ...y, datum: -0.25 }, y2: { datum: 0 } } },
    { name: 'tickLabels', data: { values: ticks }, mark: { type: 'text', baseline: 'bottom', fontSize: 11 }, encoding: { x: { ...x, field: 't' }, y: { ...y, datum: -0.35 }, text: { field: 't', type: 'quantitative' } } },
    { name: 'drops', data: { values: setups }, mark: { type: 'rule' }, encoding: { x: { ...x, field: 'rank' }, y: { ...y, field: 'axisY' }, y2: { field: 'depth' } } },
    { name: 'arms', data: { values: setups }, mark: { type: 'rule' }, encoding: { x: { ...x, field: 'rank' }, x2: { field: 'end' }, y: { ...y, field: 'depth' } } },
    { name: 'labelsLeft', data: { values: setups.filter((s) => s.side === 'left') }, mark: { type: 'text', align: 'right', dx: -4, baseline: 'middle', fontSize: 12 }, encoding: { x: { ...x, field: 'end' }, y: { ...y, field: 'depth' }, text: { field: 'label', type: 'nominal' } } },
    { name: 'labelsRight', data: { values: setups.filter((s) => s.side === 'right') }, mark: { type: 'text', align: 'left', dx: 4, baseline: 'middle', fontSize: 12 }, encoding: { x: { ...x, field: 'end' }, y: { ...y, field: 'depth' }, text: { field: 'label', type: 'nominal' } } },
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
      { name: 'cd', data: { values: [{ x: lo, x2: lo + cd }] }, mark: { type: 'rule', strokeWidth: 2 }, encoding: { x: { ...x, field: 'x' }, x2: { field: 'x2' }, y: { ...y, datum: -1.3 } } },
      { name: 'cdLabel', data: { values: [{ x: lo + cd / 2, label: `CD = ${cd.toPrecision(3)}` }] }, mark: { type: 'text', baseline: 'bottom', fontSize: 11 }, encoding: { x: { ...x, field: 'x' }, y: { ...y, datum: -1.45 }, text: { field: 'label', type: 'nominal' } } },
    );
  }
  const spec: JsonObject = {
    ...top(title),
    width,
    height: Math.round((maxDepth - top0) * ROW),
    config: { ...(top(title).config as JsonObject), view: { stroke: null } },
    layer,
  };
  return { name, title, spec };
}
