/**
 * A JSON primitive, as found in a Vega-Lite specification.
 *
 * @example
 * ```ts
 * import { barFigure, renderSvg, type JsonPrimitive } from 'schedlab/plot';
 * const fig = barFigure({ name: 'energy', title: 'Energy', yTitle: 'Energy (J)', bars: [{ label: 'FIFO', value: 3.1e7 }] });
 * const background: JsonPrimitive = '#ffffff';
 * const svg = await renderSvg({ ...fig, spec: { ...fig.spec, background } });
 * ```
 */
export type JsonPrimitive = string | number | boolean | null;

/**
 * A JSON value: primitive, array or object (no functions, no `undefined` values).
 *
 * @example
 * ```ts
 * import { heatmapFigure, type JsonValue } from 'schedlab/plot';
 * const fig = heatmapFigure({ name: 'wins', title: 'Wins', valueTitle: 'Wins', labels: ['A', 'B'], matrix: [[0, 3], [7, 0]] });
 * const config: JsonValue | undefined = fig.spec.config; // inspect or replace before rendering
 * ```
 */
export type JsonValue = JsonPrimitive | JsonValue[] | JsonObject;

/**
 * A JSON object.
 *
 * @example
 * ```ts
 * import { boxplotFigure, renderSvg, type JsonObject } from 'schedlab/plot';
 * const fig = boxplotFigure({ name: 'cost', title: 'Cost', yTitle: 'Cost', values: { A: [1, 2, 3] } });
 * const bigFont: JsonObject = { font: 'Helvetica', title: { fontSize: 18 } };
 * const svg = await renderSvg({ ...fig, spec: { ...fig.spec, config: bigFont } });
 * ```
 */
export interface JsonObject {
  [key: string]: JsonValue;
}

/**
 * A Vega-Lite specification as plain JSON (https://vega.github.io/vega-lite/). Typed loosely on
 * purpose: schedlab builds it, users may restyle it (change `config`, `width`, colors) before
 * rendering, and it is saved beside each SVG as `<name>.vl.json`.
 *
 * @example
 * ```ts
 * import { writeFile } from 'node:fs/promises';
 * import { scatterFigure, type VegaLiteSpec } from 'schedlab/plot';
 * const fig = scatterFigure({ name: 'awrt', title: 'AWRT', xTitle: 'AWRT_1 (s)', yTitle: 'AWRT_2 (s)', points: [{ x: 1, y: 2, label: 'EASY' }] });
 * const spec: VegaLiteSpec = { ...fig.spec, width: 800 };
 * await writeFile('awrt.vl.json', JSON.stringify(spec)); // open in the Vega editor
 * ```
 */
export type VegaLiteSpec = JsonObject;

/**
 * A figure: a file-safe name, a human title and the declarative Vega-Lite spec that draws it.
 * Produced by the `*Figure` functions of `schedlab/plot`, rendered by {@link renderSvg}.
 *
 * @example
 * ```ts
 * import { boxplotFigure, renderSvg } from 'schedlab/plot';
 * import type { Figure } from 'schedlab/plot';
 * const fig: Figure = boxplotFigure({ name: 'cost', title: 'Cost per setup', yTitle: 'Cost', values: { A: [1, 2, 3] } });
 * const svg = await renderSvg(fig);
 * ```
 */
export interface Figure {
  /** File-safe name (letters, digits, `.`, `_`, `-`; starts with a letter or digit): `<name>.svg`. */
  readonly name: string;
  /** Title shown above the figure and used as caption and alt text in reports. */
  readonly title: string;
  /** The Vega-Lite specification (plain JSON). */
  readonly spec: VegaLiteSpec;
}
