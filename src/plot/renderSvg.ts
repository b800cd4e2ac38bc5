import type { TopLevelSpec } from 'vega-lite';
import { InvalidInputError } from '../errors/InvalidInputError';
import type { Figure } from './Figure';
import { checkName } from './internals/check';
import { loadVega } from './internals/loadVega';
import { noNetworkLoader } from './internals/noNetworkLoader';
import { quietLogger } from './internals/quietLogger';
import { requireObject } from '../errors/internals/knownKeys';

/**
 * Renders a {@link Figure} to an SVG document, headless and without a browser: Vega-Lite compiles
 * the spec to Vega, and a Vega `View` with the `'none'` renderer serializes its scenegraph to SVG.
 * Nothing is fetched: data must be inline (`data.values`), any URL load is refused; text uses the
 * font family named in the spec's `config.font` (`'sans-serif'` for schedlab figures).
 *
 * @param figure - the figure to render (its spec may have been restyled by the caller)
 * @returns the SVG document (starts with `<svg`, ends with `</svg>`)
 * @throws InvalidInputError when the figure name is not file-safe, the spec does not compile or
 *   render (message names the figure), or the output is not an SVG document
 * @example
 * ```ts
 * import { barFigure, renderSvg } from 'schedlab/plot';
 * const svg = await renderSvg(barFigure({ name: 'energy', title: 'Energy', yTitle: 'Energy (J)', bars: [{ label: 'FIFO', value: 3.2e6 }] }));
 * svg.startsWith('<svg'); // true
 * ```
 */
export async function renderSvg(figure: Figure): Promise<string> {
  requireObject('renderSvg(figure)', figure, 'a Figure');
  const name = checkName('renderSvg', figure.name);
  const { vega, vegaLite } = await loadVega();
  let svg: string;
  try {
    // The spec is plain JSON by construction; Vega-Lite validates it while compiling. Compile a
    // copy: Vega-Lite normalizes (mutates) the object it is given, and the figure is the caller's.
    const log = quietLogger(vega);
    const vgSpec = vegaLite.compile(structuredClone(figure.spec) as unknown as TopLevelSpec, { logger: log.logger }).spec;
    const view = new vega.View(vega.parse(vgSpec), { renderer: 'none', loader: noNetworkLoader(), logger: log.logger });
    try {
      svg = await view.toSVG();
    } finally {
      view.finalize();
    }
    if (log.errors.length > 0) throw new Error(log.errors.join('; '));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new InvalidInputError(`renderSvg: figure ${JSON.stringify(name)}: the Vega-Lite spec failed to render: ${reason}`);
  }
  const trimmed = svg.trim();
  if (!trimmed.startsWith('<svg') || !trimmed.endsWith('</svg>')) {
    throw new InvalidInputError(`renderSvg: figure ${JSON.stringify(name)}: the renderer did not produce an <svg> document`);
  }
  return trimmed;
}
