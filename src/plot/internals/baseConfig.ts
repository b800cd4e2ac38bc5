import type { JsonObject } from '../Figure';

/** Default figure size in pixels (plot area). */
export const WIDTH = 640;
export const HEIGHT = 360;

/** The Vega-Lite schema URL written into every spec (documentation only; never fetched). */
export const SCHEMA = 'https://vega.github.io/schema/vega-lite/v6.json';

/** Shared styling: explicit font family (no font download), readable sizes, white background. */
export function baseConfig(): JsonObject {
  return {
    font: 'sans-serif',
    background: 'white',
    padding: 8,
    title: { fontSize: 16, anchor: 'start', offset: 10 },
    axis: { labelFontSize: 11, titleFontSize: 12, titlePadding: 8, labelLimit: 160 },
    legend: { labelFontSize: 11, titleFontSize: 12, labelLimit: 200 },
    header: { labelFontSize: 12, titleFontSize: 12 },
    view: { stroke: '#ccc' },
  };
}

/** The common top of a spec: schema, title, config. */
export function top(title: string): JsonObject {
  return { $schema: SCHEMA, title, config: baseConfig() };
}
