/** A JSON primitive, as found in a Vega-Lite specification. */
export type JsonPrimitive = string | number | boolean | null;

/** A JSON value: primitive, array or object (no functions, no `undefined` values). */
export type JsonValue = JsonPrimitive | JsonValue[] | JsonObject;

/** A JSON object. */
export interface JsonObject {
  [key: string]: JsonValue;
}

/**
 * A Vega-Lite specification as plain JSON (https://vega.github.io/vega-lite/). Typed loosely on
 * purpose: schedlab builds it, users may restyle it (change `config`, `width`, colors) before
 * rendering, and it is saved beside each SVG as `<name>.vl.json`.
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
