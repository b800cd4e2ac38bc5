import { InvalidInputError } from '../errors/InvalidInputError';
import type { Figure } from './Figure';
import { loadResvg } from './internals/loadResvg';
import { renderSvg } from './renderSvg';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';

const RENDER_PNG_OPTIONS_KEYS = optionKeys<RenderPngOptions>({ dpi: true });

/**
 * Options of {@link renderPng}.
 *
 * @example
 * ```ts
 * import { renderPng, type RenderPngOptions } from 'schedlab/plot';
 * declare const svg: string;
 * const options: RenderPngOptions = { dpi: 600 };
 * await renderPng(svg, options);
 * ```
 */
export interface RenderPngOptions {
  /**
   * Resolution, taking the SVG's pixel as 1/96 inch (CSS): a 320-pixel-wide figure (3.33 in, one
   * LaTeX column) becomes 1,000 pixels wide at 300 dpi. At most 2,400.
   * @defaultValue 300
   */
  readonly dpi?: number;
}

/**
 * Renders a {@link Figure} (through {@link renderSvg}) or an SVG document to a PNG image, for a
 * paper or a slide, without a browser: resvg (a Rust SVG renderer; the optional peer dependency
 * `@resvg/resvg-js`, whose npm packages ship prebuilt binaries) on a white background, with the
 * system's fonts (a Helvetica/Arial-metric font such as Liberation Sans if the figure names one).
 * Write the bytes beside the SVG: `writeFileSync('cd.png', await renderPng(svg))`.
 *
 * @param figure - a Figure, or an SVG document (a string starting with `<svg`)
 * @param options - `dpi` (300)
 * @returns the PNG file's bytes
 * @throws MissingDependencyError when `@resvg/resvg-js` (or, for a Figure, vega) is not installed;
 *   InvalidInputError for a string that is not an SVG document, a bad dpi, or an SVG resvg refuses
 * @example
 * ```ts
 * import { writeFileSync } from 'node:fs';
 * import { criticalDifferenceFigure, renderPng } from 'schedlab/plot';
 * const fig = criticalDifferenceFigure({ name: 'cd', title: 'Ranks', averageRanks: { A: 1.2, B: 1.8 }, nonSignificantPairs: [{ a: 'A', b: 'B' }] });
 * writeFileSync('cd.png', await renderPng(fig));
 * ```
 */
export async function renderPng(figure: Figure | string, options: RenderPngOptions = {}): Promise<Uint8Array> {
  checkOptions('renderPng(options)', options, RENDER_PNG_OPTIONS_KEYS);
  const dpi = options.dpi ?? 300;
  if (typeof dpi !== 'number' || !Number.isFinite(dpi) || dpi <= 0 || dpi > 2400) throw new InvalidInputError(`renderPng: options.dpi: expected a number in (0, 2400], got ${String(dpi)}`);
  const svg = typeof figure === 'string' ? figure.trim() : await renderSvg(figure);
  if (!svg.startsWith('<svg') || !svg.endsWith('</svg>')) throw new InvalidInputError('renderPng: figure: expected a Figure or an SVG document (<svg ...>...</svg>)');
  const width = Number(/^<svg[^>]*\swidth="([\d.]+)/.exec(svg)?.[1]);
  const { Resvg } = await loadResvg();
  try {
    const fitTo = Number.isFinite(width) && width > 0 ? { fitTo: { mode: 'width' as const, value: Math.max(1, Math.round((width * dpi) / 96)) } } : {};
    return new Resvg(svg, { background: 'white', font: { loadSystemFonts: true, defaultFontFamily: 'Liberation Sans' }, ...fitTo }).render().asPng();
  } catch (error) {
    throw new InvalidInputError(`renderPng: the SVG did not render: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
}
