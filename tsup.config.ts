import { defineConfig } from 'tsup';

/** Library modules: one subpath export each (see package.json "exports"). */
const modules = ['errors', 'random', 'engine', 'power', 'workload', 'policies', 'optimizers', 'statistics', 'experiments', 'plot', 'distributed'];

export default defineConfig([
  {
    entry: {
      index: 'src/index.ts',
      ...Object.fromEntries(modules.map((m) => [`${m}/index`, `src/${m}/index.ts`])),
    },
    format: ['esm', 'cjs'],
    dts: true,
    // Shared chunks so that error classes are one object across subpaths (instanceof works).
    splitting: true,
    sourcemap: true,
    clean: true,
    target: 'node20',
  },
  {
    entry: { 'cli/main': 'src/cli/bin.ts' },
    format: ['esm'],
    dts: false,
    sourcemap: true,
    clean: false,
    target: 'node20',
    banner: { js: '#!/usr/bin/env node' },
  },
]);
