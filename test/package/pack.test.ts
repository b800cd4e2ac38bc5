import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * What a user gets is what CI checks: the packed tarball installed into a fresh app, used from ESM
 * and CommonJS on every subpath, and typechecked under nodenext, node10 and bundler resolution.
 */
const root = join(import.meta.dirname, '..', '..');
const app = mkdtempSync(join(tmpdir(), 'schedlab-pack-'));
const SUBPATHS = ['', '/errors', '/engine', '/power', '/workload', '/policies', '/optimizers', '/statistics', '/experiments', '/plot', '/random', '/distributed'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (cmd: string, args: string[], cwd: string) => execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 300_000 });

describe('the packed tarball in a fresh app', () => {
  beforeAll(() => {
    run('npx', ['tsup'], root);
    const tgz = run(npm, ['pack', '--pack-destination', app, '--silent'], root).trim().split('\n').pop()!;
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'user-app', version: '1.0.0', private: true }));
    const typesVersion = JSON.parse(run('node', ['-p', 'JSON.stringify(require("./node_modules/@types/node/package.json").version)'], root)) as string;
    run(npm, ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', join(app, tgz), `@types/node@${typesVersion}`], app);
  }, 360_000);

  it('ships the built modules, the KTH trace for --quick, and no sources or tests', () => {
    const pkg = join(app, 'node_modules', 'schedlab');
    const top = readdirSync(pkg).sort();
    expect(top).toEqual(expect.arrayContaining(['dist', 'package.json', 'README.md']));
    expect(top).not.toContain('src');
    expect(top).not.toContain('test');
    expect(readdirSync(join(pkg, 'data', 'traces'))).toEqual(expect.arrayContaining(['KTH-SP2-1996-2.1-cln.swf.gz', 'LLNL-Thunder-2007-1.1-cln.swf.gz', 'METACENTRUM-2009-2.swf.gz'])); // the CLI's reproductions read them
  });

  it('the root loads neither Vega nor BullMQ (README: import plot and distributed by subpath)', () => {
    // packages reached by the static imports of an entry point, following its chunks
    const reached = (entry: string): string[] => {
      const seen = new Set<string>();
      const packages = new Set<string>();
      const walk = (file: string): void => {
        if (seen.has(file)) return;
        seen.add(file);
        for (const m of readFileSync(file, 'utf8').matchAll(/(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\s*['"]([^'"]+)['"]/g)) {
          const spec = (m[1] ?? m[2])!;
          if (spec.startsWith('.')) walk(resolve(dirname(file), spec));
          else packages.add(spec.split('/')[0]!);
        }
      };
      walk(join(app, 'node_modules', 'schedlab', 'dist', entry));
      return [...packages].sort();
    };
    for (const entry of ['index.js', 'policies/index.js', 'experiments/index.js']) {
      expect(reached(entry).filter((p) => /^(vega|vega-lite|bullmq|ioredis)$/.test(p)), entry).toEqual([]);
    }
    expect(reached('distributed/index.js')).toContain('bullmq'); // the walk does see packages
  });

  it('every subpath loads from ESM and from CommonJS, and errors pass instanceof across the two builds', () => {
    const esm = [
      ...SUBPATHS.map((s, i) => `import * as m${i} from 'schedlab${s}';`),
      `import { createSimulation, homogeneousPlatform } from 'schedlab/engine';`,
      `import { googleLikeWorkload } from 'schedlab/workload';`,
      `import { dupontSetup } from 'schedlab/experiments';`,
      `import { createRequire } from 'node:module';`,
      `const counts = [${SUBPATHS.map((_, i) => `Object.keys(m${i}).length`).join(', ')}];`,
      `if (counts.some((c) => c === 0)) throw new Error('an empty subpath: ' + counts);`,
      `const r = createSimulation({ platform: homogeneousPlatform({ servers: 10 }), workload: googleLikeWorkload() }).run(dupontSetup('FIFO'), { seed: 1 });`,
      `const cjs = createRequire(import.meta.url)('schedlab');`,
      `let crossed = false;`,
      `try { homogeneousPlatform({ servers: 0 }); } catch (e) { crossed = e instanceof cjs.InvalidInputError && cjs.isSchedlabError(e); }`,
      `console.log(JSON.stringify({ cost: r.metrics.cost, crossed }));`,
    ].join('\n');
    writeFileSync(join(app, 'esm.mjs'), esm);
    const out = JSON.parse(run('node', ['esm.mjs'], app)) as { cost: number; crossed: boolean };
    expect(out.cost).toBeGreaterThan(0);
    expect(out.crossed).toBe(true);
    const cjs = [
      ...SUBPATHS.map((s) => `if (Object.keys(require('schedlab${s}')).length === 0) throw new Error('empty: schedlab${s}');`),
      `const { minimize, pso, searchSpace } = require('schedlab/optimizers');`,
      `minimize({ space: searchSpace({ lower: [-1], upper: [1] }), evaluate: (x) => x[0] * x[0] }, pso(), { seed: 1, maxIterations: 5 }).then((r) => console.log(r.best.value));`,
    ].join('\n');
    writeFileSync(join(app, 'cjs.cjs'), cjs);
    expect(Number(run('node', ['cjs.cjs'], app))).toBeLessThan(0.5);
  });

  it('typed usage compiles under nodenext, node10 and bundler resolution (strict, library types checked)', () => {
    const usage = [
      `import { createSimulation, homogeneousPlatform, type Policy, type SimulationResult } from 'schedlab/engine';`,
      `import { googleLikeWorkload } from 'schedlab/workload';`,
      `import { minimize, cmaEs, searchSpace, type OptimizationResult } from 'schedlab/optimizers';`,
      `import { createRng, type Rng } from 'schedlab/random';`,
      `import { isSchedlabError, SimulationError } from 'schedlab';`,
      `const fifo: Policy = { name: 'mine', decide: (v) => [...v.queue].slice(0, 1).map((j) => ({ type: 'start' as const, job: j.id, servers: v.availableServers.slice(0, 1) })) };`,
      `const r: SimulationResult = createSimulation({ platform: homogeneousPlatform({ servers: 4 }), workload: googleLikeWorkload({ servers: 4 }) }).run(fifo, { seed: 1 });`,
      `const rng: Rng = createRng(3);`,
      `const p: Promise<OptimizationResult> = minimize({ space: searchSpace({ lower: [0], upper: [1] }), evaluate: (x) => x[0]! }, cmaEs(), { seed: 1, maxIterations: 2 });`,
      `const e: unknown = new SimulationError('x', { time: 0 });`,
      `export const used = [r.metrics.cost, rng, p, isSchedlabError(e)];`,
    ].join('\n');
    writeFileSync(join(app, 'usage.ts'), usage);
    const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
    for (const [module, resolution] of [['nodenext', 'nodenext'], ['commonjs', 'node10'], ['esnext', 'bundler']] as const) {
      const config = { compilerOptions: { strict: true, noEmit: true, module, moduleResolution: resolution, target: 'es2022', skipLibCheck: false, types: ['node'], noUncheckedIndexedAccess: true }, files: ['usage.ts'] };
      writeFileSync(join(app, `tsconfig.${resolution}.json`), JSON.stringify(config));
      let output = '';
      try {
        run('node', [tsc, '-p', `tsconfig.${resolution}.json`], app);
      } catch (err) {
        output = String((err as { stdout?: string }).stdout ?? err);
      }
      expect(output, `${module}/${resolution}`).toBe('');
    }
  }, 120_000);
});
