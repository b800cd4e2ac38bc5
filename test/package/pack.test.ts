import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBound } from '../helpers/loadBound';
import { bundledTraces } from '../../src/traces/index';

/**
 * What a user gets is what CI checks: the packed tarball installed into a fresh app, used from ESM
 * and CommonJS on every subpath, and typechecked under nodenext, node10 and bundler resolution.
 */
const root = join(import.meta.dirname, '..', '..');
const app = mkdtempSync(join(tmpdir(), 'schedlab-pack-'));
const SUBPATHS = ['', '/errors', '/engine', '/power', '/workload', '/policies', '/optimizers', '/statistics', '/experiments', '/plot', '/random', '/distributed', '/traces', '/batsim'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (cmd: string, args: string[], cwd: string) => execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: loadBound(300_000) });

describe('the packed tarball in a fresh app', () => {
  beforeAll(() => {
    run('npx', ['tsup'], root);
    const tgz = run(npm, ['pack', '--pack-destination', app, '--silent'], root).trim().split('\n').pop()!;
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'user-app', version: '1.0.0', private: true }));
    const typesVersion = JSON.parse(run('node', ['-p', 'JSON.stringify(require("./node_modules/@types/node/package.json").version)'], root)) as string;
    run(npm, ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', join(app, tgz), `@types/node@${typesVersion}`], app);
  }, loadBound(360_000));

  it('ships the built modules, the bundled traces and their README, and no sources, tests or source maps', () => {
    const pkg = join(app, 'node_modules', 'schedlab');
    const top = readdirSync(pkg).sort();
    expect(top).toEqual(expect.arrayContaining(['dist', 'package.json', 'README.md']));
    expect(top).not.toContain('src');
    expect(top).not.toContain('test');
    expect(readdirSync(join(pkg, 'data', 'traces')).sort()).toEqual([...bundledTraces.map((t) => t.file), 'README.md'].sort());
    expect(readdirSync(join(pkg, 'dist'), { recursive: true }).filter((f) => String(f).endsWith('.map'))).toEqual([]);
  });

  it('installs without the optional peers (bullmq, ioredis, vega, vega-lite, zeromq, @resvg/resvg-js): only pure-rand comes along', () => {
    // @types/node and its undici-types are the test's own (for the typecheck below)
    const installed = readdirSync(join(app, 'node_modules')).filter((d) => !d.startsWith('.') && d !== '@types' && d !== 'undici-types').sort();
    expect(installed).toEqual(['pure-rand', 'schedlab']);
  });

  it('no entry point imports Vega, resvg, BullMQ or ZeroMQ statically: plot, distributed and batsim load them at first use', () => {
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
    for (const entry of ['index.js', 'policies/index.js', 'experiments/index.js', 'plot/index.js', 'distributed/index.js', 'traces/index.js', 'batsim/index.js', 'cli/main.js']) {
      expect(reached(entry).filter((p) => /^(vega|vega-lite|bullmq|ioredis|zeromq|@resvg)$/.test(p)), entry).toEqual([]);
    }
    expect(reached('index.js')).toContain('pure-rand'); // the walk does see packages
  });

  it('without the optional peers: a simulation and a bundled trace work; plot and distributed fail with one line naming the install command (ESM and CJS)', () => {
    const plotLine = 'schedlab/plot (renderSvg, writeReport) needs the optional packages vega and vega-lite, which are not installed: run "npm install vega vega-lite"';
    const queueLine = 'queueEvaluator (schedlab/distributed) needs the optional package bullmq, which is not installed: run "npm install bullmq"';
    const batsimLine = 'batsimScheduler (schedlab/batsim) needs the optional package zeromq, which is not installed: run "npm install zeromq"';
    const pngLine = 'renderPng (schedlab/plot) needs the optional package @resvg/resvg-js, which is not installed: run "npm install @resvg/resvg-js"';
    const esm = [
      `import { barFigure, renderPng, renderSvg } from 'schedlab/plot';`,
      `import { readBundledTrace } from 'schedlab/traces';`,
      `import { queueEvaluator } from 'schedlab/distributed';`,
      `import { batsimScheduler, parseBatsimWorkload } from 'schedlab/batsim';`,
      `import { searchSpace } from 'schedlab/optimizers';`,
      `import { createSimulation, homogeneousPlatform } from 'schedlab/engine';`,
      `import { easyBackfilling } from 'schedlab/policies';`,
      `import { MissingDependencyError } from 'schedlab';`,
      `const kth = await readBundledTrace('KTH-SP2');`,
      `const r = createSimulation({ platform: homogeneousPlatform({ servers: 100 }), jobs: kth.jobs.slice(0, 500) }).run(easyBackfilling());`,
      `const figure = barFigure({ name: 'e', title: 'E', yTitle: 'J', bars: [{ label: 'a', value: 1 }] });`,
      `const plot = await renderSvg(figure).then(() => 'rendered', (e) => [e instanceof MissingDependencyError, e.message]);`,
      `const png = await renderPng('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>').then(() => 'rendered', (e) => [e instanceof MissingDependencyError, e.message]);`,
      `const ev = queueEvaluator({ connection: 'redis://127.0.0.1:1', queue: 'q', module: '/nowhere/objective.mjs' });`,
      `const space = searchSpace({ lower: [0], upper: [1] });`,
      `const queue = await ev.evaluate({ space, evaluate: () => 0 }, [{ x: new Float64Array([0.5]) }], [{ iteration: 0, iterationSeed: 1, candidateSeed: 2, index: 0 }], new Float64Array(1)).then(() => 'ran', (e) => [e instanceof MissingDependencyError, e.message]);`,
      `const batsim = await batsimScheduler(easyBackfilling()).then(() => 'served', (e) => [e instanceof MissingDependencyError, e.message]);`,
      `const bw = parseBatsimWorkload({ nb_res: 2, jobs: [{ id: 1, subtime: 0, res: 2, walltime: 9, profile: 'd' }], profiles: { d: { type: 'delay', delay: 5 } } }).jobs[0].runtime;`,
      `console.log(JSON.stringify({ jobs: kth.jobs.length, makespan: r.metrics.makespan, plot, png, queue, batsim, bw }));`,
    ].join('\n');
    writeFileSync(join(app, 'peers.mjs'), esm);
    const out = JSON.parse(run('node', ['peers.mjs'], app)) as { jobs: number; makespan: number; plot: unknown; png: unknown; queue: unknown; batsim: unknown; bw: number };
    expect(out.batsim).toEqual([true, batsimLine]);
    expect(out.bw).toBe(5);
    expect(out.jobs).toBe(28_467);
    expect(out.makespan).toBeGreaterThan(0);
    expect(out.plot).toEqual([true, plotLine]);
    expect(out.png).toEqual([true, pngLine]);
    expect(out.queue).toEqual([true, queueLine]);
    const cjs = [
      `const { barFigure, renderSvg } = require('schedlab/plot');`,
      `const { readBundledTrace } = require('schedlab/traces');`,
      `Promise.all([`,
      `  readBundledTrace('KTH-SP2').then((t) => t.jobs.length),`,
      `  renderSvg(barFigure({ name: 'e', title: 'E', yTitle: 'J', bars: [{ label: 'a', value: 1 }] })).then(() => 'rendered', (e) => e.message),`,
      `]).then((r) => console.log(JSON.stringify(r)));`,
    ].join('\n');
    writeFileSync(join(app, 'peers.cjs'), cjs);
    expect(JSON.parse(run('node', ['peers.cjs'], app))).toEqual([28_467, plotLine]);
  });

  it('the bin without the optional peers: simulate works; reproduce, worker and batsim print the one line and exit 1', () => {
    const bin = join(app, 'node_modules', '.bin', 'schedlab');
    run(bin, ['generate', '--servers', '4', '--jobs', '5', '--seed', '1', '--out', 'jobs.json'], app);
    expect(run(bin, ['simulate', '--jobs', 'jobs.json', '--servers', '4', '--policy', 'FIFO'], app).length).toBeGreaterThan(0); // run() throws on a non-zero exit
    const failing = (args: string[]): { status: number | null; stderr: string } => {
      const r = spawnSync(bin, args, { cwd: app, encoding: 'utf8', timeout: 120_000 });
      return { status: r.status, stderr: r.stderr };
    };
    const reproduce = failing(['reproduce', 'franke2007', '--quick', '--out', join(app, 'franke')]);
    expect(reproduce).toEqual({ status: 1, stderr: 'schedlab reproduce: MissingDependencyError: schedlab/plot (renderSvg, writeReport) needs the optional packages vega and vega-lite, which are not installed: run "npm install vega vega-lite"\n' });
    const worker = failing(['worker', '--redis', 'redis://127.0.0.1:1', '--queue', 'q', '--allow-module', app]);
    expect(worker).toEqual({ status: 1, stderr: 'schedlab worker: MissingDependencyError: queueWorker (schedlab/distributed) needs the optional package bullmq, which is not installed: run "npm install bullmq"\n' });
    const batsim = failing(['batsim', '--policy', 'easy', '--socket', 'tcp://127.0.0.1:*']);
    expect(batsim).toEqual({ status: 1, stderr: 'schedlab batsim: MissingDependencyError: batsimScheduler (schedlab/batsim) needs the optional package zeromq, which is not installed: run "npm install zeromq"\n' });
  }, 120_000);

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
  }, loadBound(120_000));
});
