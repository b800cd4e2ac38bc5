import { rmSync } from 'node:fs';
import { defineConfig } from 'tsup';

/** Library modules: one subpath export each (see package.json "exports"). */
const modules = ['errors', 'random', 'engine', 'power', 'workload', 'policies', 'optimizers', 'statistics', 'experiments', 'plot', 'distributed', 'traces', 'batsim'];
const library = {
  index: 'src/index.ts',
  ...Object.fromEntries(modules.map((m) => [`${m}/index`, `src/${m}/index.ts`])),
};

// The two builds below run at once, so neither may clean dist/ (one would delete the other's
// files): it is emptied here, once, when the configuration is loaded.
rmSync('dist', { recursive: true, force: true });

const common = {
  // Shared chunks so that error classes are one object across subpaths (instanceof works).
  splitting: true,
  // No source maps in the package: the code is not minified (stack traces already point at
  // readable code with its function names), and maps without their sources (which would be
  // 3 MB of the 4 MB) would add only the original line numbers, for about 1 MB more on disk.
  sourcemap: false,
  clean: false,
  target: 'node20',
  // import.meta.url in the CommonJS build (schedlab/traces finds its data files from it)
  shims: true,
} as const;

export default defineConfig([
  {
    ...common,
    // The CLI is an entry of the ESM build, so it shares the library's chunks instead of
    // carrying a second copy of the library (about 0.5 MB); its shebang comes from src/cli/bin.ts.
    entry: { ...library, 'cli/main': 'src/cli/bin.ts' },
    format: ['esm'],
    dts: { entry: library },
  },
  {
    ...common,
    entry: library,
    format: ['cjs'],
    dts: true,
  },
]);
