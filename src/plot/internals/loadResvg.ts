import { MissingDependencyError } from '../../errors/MissingDependencyError';
import { isModuleNotFound } from '../../errors/internals/isModuleNotFound';

/** The part of `@resvg/resvg-js` (v2) that renderPng uses, typed here so that schedlab's published types never mention it. */
export interface ResvgModule {
  readonly Resvg: new (
    svg: string,
    options: {
      readonly background?: string;
      readonly fitTo?: { readonly mode: 'width'; readonly value: number };
      readonly font?: { readonly loadSystemFonts?: boolean; readonly defaultFontFamily?: string };
    },
  ) => { render(): { asPng(): Uint8Array; readonly width: number; readonly height: number } };
}

let loading: Promise<ResvgModule> | undefined;

/**
 * Loads `@resvg/resvg-js` on first use: an optional peer dependency of schedlab (the Rust resvg
 * renderer with prebuilt binaries shipped in its npm packages: no browser, no download at install).
 * When it is not installed this rejects with a {@link MissingDependencyError} naming the package
 * and the install command (the next call tries again), as `loadVega` does for vega.
 */
export function loadResvg(): Promise<ResvgModule> {
  loading ??= (import('@resvg/resvg-js') as Promise<unknown>).then(
    (m) => ((m as { Resvg?: unknown }).Resvg === undefined ? (m as { default: ResvgModule }).default : (m as ResvgModule)),
    (e: unknown) => {
      loading = undefined;
      throw isModuleNotFound(e, '@resvg/resvg-js') ? new MissingDependencyError('renderPng (schedlab/plot)', ['@resvg/resvg-js'], { cause: e }) : e;
    },
  );
  return loading;
}
