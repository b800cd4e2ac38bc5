import { MissingDependencyError } from '../../errors/MissingDependencyError';
import { isModuleNotFound } from '../../errors/internals/isModuleNotFound';

type VegaModule = typeof import('vega');
type VegaLiteModule = typeof import('vega-lite');

/** The rendering libraries, loaded on first use. */
export interface VegaLibraries {
  readonly vega: VegaModule;
  readonly vegaLite: VegaLiteModule;
}

let loading: Promise<VegaLibraries> | undefined;

/**
 * Loads `vega` and `vega-lite` once, with Node's native dynamic `import()`.
 *
 * Why not a static import: both are ESM-only, and vega's module graph has a top-level await
 * (vega-canvas probing the optional `canvas` package), which `require()` of ESM refuses
 * (ERR_REQUIRE_ASYNC_MODULE). A static import would make the CommonJS build of schedlab fail
 * to load at all. Why not a plain `import()`: the CJS build (tsup with code splitting) rewrites
 * `import('x')` into `require('x')`. An `import()` compiled at run time is left alone by
 * bundlers and resolves the specifier from this file, as a plain one would (checked: CJS and ESM
 * builds load from a directory without node_modules of its own).
 *
 * Both are optional peer dependencies of schedlab: when either is not installed this rejects
 * with a {@link MissingDependencyError} naming both and the install command (and the next call
 * tries again, so installing them while a program runs is enough).
 */
export function loadVega(): Promise<VegaLibraries> {
  loading ??= Promise.all([nativeImport('vega'), nativeImport('vega-lite')]).then(
    ([vega, vegaLite]) => ({ vega: vega as VegaModule, vegaLite: vegaLite as VegaLiteModule }),
    (e: unknown) => {
      loading = undefined;
      if (isModuleNotFound(e, 'vega') || isModuleNotFound(e, 'vega-lite')) {
        throw new MissingDependencyError('schedlab/plot (renderSvg, writeReport)', ['vega', 'vega-lite'], { cause: e });
      }
      throw e;
    },
  );
  return loading;
}

const literalImport = (specifier: 'vega' | 'vega-lite'): Promise<unknown> =>
  specifier === 'vega' ? import('vega') : import('vega-lite');

/**
 * Native `import()` first (needed by the CJS build); where the host gives run-time compiled code
 * no module loader (a `vm` context such as Vitest's: ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING) or
 * forbids compiling strings, the literal `import()` (which works there, being ESM).
 */
async function nativeImport(specifier: 'vega' | 'vega-lite'): Promise<unknown> {
  let compiled: ((specifier: string) => Promise<unknown>) | undefined;
  try {
    compiled = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<unknown>;
  } catch {
    return literalImport(specifier);
  }
  try {
    return await compiled(specifier);
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING') return literalImport(specifier);
    throw error;
  }
}
