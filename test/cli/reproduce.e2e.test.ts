import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, hasChromium, inCi, openReport } from '../helpers/browser';
import { loadBound } from '../helpers/loadBound';
import { CHHABRA2019_FINDINGS } from '../../src/experiments/index';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = join(root, 'dist', 'cli', 'main.js');
const out = mkdtempSync(join(tmpdir(), 'schedlab-e2e-'));

function run(...args: string[]) {
  return spawnSync(process.execPath, [bin, ...args], { cwd: root, encoding: 'utf8', timeout: loadBound(240_000) });
}

/** Runs `args` with 1 and with 2 worker threads (out dirs `<name>a`, `<name>b`): both succeed and write byte-identical results.json; the first run and its results. */
function withOneAndTwoWorkers(args: string[], name: string) {
  const a = run(...args, '--workers', '1', '--out', join(out, `${name}a`));
  const b = run(...args, '--workers', '2', '--out', join(out, `${name}b`));
  expect(a.status, a.stderr).toBe(0);
  expect(b.status, b.stderr).toBe(0);
  const ra = readFileSync(join(out, `${name}a`, 'results.json'), 'utf8');
  expect(readFileSync(join(out, `${name}b`, 'results.json'), 'utf8')).toBe(ra);
  return { a, ra };
}

describe('the built CLI, as a user runs it', () => {
  beforeAll(() => {
    // Worker threads load the built library, so this file tests the real build.
    execFileSync('npx', ['tsup'], { cwd: root, stdio: 'pipe', timeout: loadBound(240_000) });
  }, loadBound(250_000));

  it('--help lists the commands; a bad command exits 2', () => {
    const help = run('--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/reproduce/);
    const bad = run('reproduce', 'nopaper');
    expect(bad.status).toBe(2);
    expect(bad.stderr.trim()).toMatch(/^schedlab reproduce: unknown paper "nopaper"/);
  });

  it('reproduce dupont2020 --quick --seeds 2 writes the report; same --seed and --seeds give byte-identical results with 1 or 2 workers', () => {
    const a = run('reproduce', 'dupont2020', '--quick', '--seed', '7', '--seeds', '2', '--workers', '1', '--out', join(out, 'a'), '--log-jsonl', join(out, 'a.jsonl'));
    const b = run('reproduce', 'dupont2020', '--quick', '--seed', '7', '--seeds', '2', '--workers', '2', '--out', join(out, 'b'));
    expect(a.status, a.stderr).toBe(0);
    expect(b.status, b.stderr).toBe(0);
    expect(a.stdout).toMatch(/Table 4: parameters found by each swarm/);
    expect(a.stdout).toMatch(/main: weak ranking by cost/);
    const ra = readFileSync(join(out, 'a', 'results.json'), 'utf8');
    expect(readFileSync(join(out, 'b', 'results.json'), 'utf8')).toBe(ra);
    const results = JSON.parse(ra) as {
      seed: number; version: string; training: unknown[]; experiments: Array<{ results: { seeds: number[] } }>;
      findings: Array<{ id: string; holds: number; runs: number; bySeed: boolean[] }>; studySeeds: number[]; findingTables: unknown[];
      settings: Array<{ method: string; evaluations: number; boundary: string }>;
    };
    expect(results.seed).toBe(7);
    // the findings come first in the printed output and in results.json, counted over both seeds
    expect(a.stdout.indexOf('== Findings')).toBeGreaterThanOrEqual(0);
    expect(a.stdout.indexOf('== Findings')).toBeLessThan(a.stdout.indexOf('Table 4: parameters found by each swarm'));
    expect(Object.keys(results)[2]).toBe('findings');
    expect(results.studySeeds).toHaveLength(2);
    expect(results.studySeeds[0]).toBe(7);
    expect(results.findingTables).toHaveLength(2);
    expect(results.findings.map((f) => f.id)).toContain('cost-swarms-win-majority');
    // a quick results.json says so in every finding (issue 37)
    for (const f of results.findings as Array<{ mode?: string; caveat?: string }>) expect([f.mode, f.caveat?.slice(0, 10)]).toEqual(['quick', 'quick mode']);
    for (const f of results.findings) {
      expect(f.runs).toBe(2);
      expect(f.holds).toBe(f.bySeed.filter(Boolean).length);
    }
    // quick: 12 particles x 15 epochs per swarm, PSO with Dupont's reflection
    expect(results.settings.map((s) => [s.method, s.evaluations, s.boundary])).toEqual([
      ['Swarm1', 180, 'reflect'],
      ['Swarm2', 180, 'reflect'],
      ['Swarm3', 180, 'reflect'],
    ]);
    expect(results.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(results.training).toHaveLength(3);
    const files = readdirSync(join(out, 'a'));
    // --log-jsonl: one line per epoch of each swarm under each root seed (2 x 3 x 15), named by seed and swarm
    const log = readFileSync(join(out, 'a.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { run: string; iteration: number; evaluations: number; bestSoFar: number });
    expect(log).toHaveLength(2 * 3 * 15);
    expect(log[0]!.run).toBe(`seed 1/2 (7): Swarm1`);
    expect(new Set(log.map((l) => l.run)).size).toBe(6);
    expect(log.slice(0, 15).map((l) => [l.iteration, l.evaluations])).toEqual(Array.from({ length: 15 }, (_, i) => [i, 12 * (i + 1)]));
    const training = (JSON.parse(ra) as { training: Array<{ history: Array<{ bestSoFar: number }> }> }).training;
    expect(log.slice(0, 15).map((l) => l.bestSoFar)).toEqual(training[0]!.history.map((h) => h.bestSoFar)); // results.json holds the first seed's training
    for (const f of ['report.html', 'training-convergence.svg', 'fig2-gantt.svg', 'fig3-training.svg', 'fig4-stretch-histograms.svg', 'fig5-power-histograms.svg', 'fig6-cost-boxplots.svg', 'fig7-cost-wins.svg', 'fig8-resilience-cost-boxplots.svg', 'fig9-scaleUp-cost-boxplots.svg', 'fig6-cost-boxplots.vl.json', 'table4-parameters.csv', 'main-operations.csv', 'main-ranking-cost.csv']) {
      expect(files).toContain(f);
    }
    // the three experiments use disjoint job sets
    const [m, r, s] = results.experiments.map((e) => new Set(e.results.seeds));
    for (const x of m!) expect(r!.has(x) || s!.has(x)).toBe(false);
  }, loadBound(240_000));

  it.skipIf(!hasChromium && !inCi)('the reproduction report opens in headless Chromium with every figure visible', { timeout: loadBound(120_000) }, async () => {
    expect(hasChromium, `${CHROMIUM} is required in CI (.ci/run installs it)`).toBe(true);
    const dir = join(out, 'a');
    expect(existsSync(join(dir, 'report.html'))).toBe(true);
    const shot = join(out, 'dupont-report.png');
    const page = await openReport(dir, join(out, 'profile'), shot);
    expect(page.problems).toEqual([]);
    expect(page.images.map((i) => i.file)).toEqual(expect.arrayContaining(['fig2-gantt.svg', 'fig3-training.svg', 'fig6-cost-boxplots.svg', 'fig7-cost-wins.svg', 'main-cd-cost.svg']));
    for (const img of page.images) expect(img.src!.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(page.images).toHaveLength(13); // Figs. 2-9, the training convergence, the cluster power and a CD diagram per experiment
    for (const img of page.images) expect(img.width, String(img.src)).toBeGreaterThan(300);
    expect(page.tableRows).toBeGreaterThan(50);
    expect(readFileSync(shot).subarray(1, 4).toString()).toBe('PNG');
  });

  it('reproduce chhabra2019 --quick: Table III for 7 policies and 2 traces, Figures 2-19, the same results with 1 or 2 workers; the report opens in Chromium', { timeout: loadBound(240_000) }, async () => {
    const a = run('reproduce', 'chhabra2019', '--quick', '--seed', '5', '--seeds', '2', '--workers', '1', '--out', join(out, 'ca'));
    const b = run('reproduce', 'chhabra2019', '--quick', '--seed', '5', '--seeds', '2', '--workers', '2', '--out', join(out, 'cb'));
    expect(a.status, a.stderr).toBe(0);
    expect(b.status, b.stderr).toBe(0);
    expect(a.stdout).toMatch(/Table III, LLNL-Thunder[\s\S]*HCSPSO[\s\S]*Table III, METACENTRUM[\s\S]*Friedman over 12 cells/);
    const ra = readFileSync(join(out, 'ca', 'results.json'), 'utf8');
    expect(readFileSync(join(out, 'cb', 'results.json'), 'utf8')).toBe(ra);
    const r = JSON.parse(ra) as {
      config: { seed: number; mode: string };
      cells: Array<{ metrics: Record<string, { makespan: number; energy: number; meanFlowtime: number }>; runs: Record<string, unknown[]> }>;
      experiments: Array<{ trace: string; experiment: string; label: string; cell: number }>;
      table3: Record<string, Record<string, { makespan: number; increase: number[] }>>;
      rankings: Array<{ criterion: string; pValue: number; groups: Array<{ names: string[] }> }>;
      findings: Array<{ id: string; holds: number; runs: number }>; studySeeds: number[];
      settings: Array<{ method: string; population: number; iterations: number; evaluations: number; boundary: string }>;
    };
    expect(a.stdout).toMatch(/^Note: quick mode: reduced sizes for a smoke run, not a reproduction to cite/);
    expect(a.stdout).toMatch(/^Findings over 2 root seeds \(5, \d+\), quick mode:$/m);
    expect(a.stdout).not.toMatch(/paper in brackets/); // no 1,000-job medians beside quick ones
    expect(r.studySeeds[0]).toBe(5);
    for (const f of r.findings) expect(f.runs).toBe(2);
    expect(r.findings.map((f) => f.id)).toEqual(CHHABRA2019_FINDINGS.map((f) => f.id));
    // one bound rule for the whole comparison; quick budgets of 20 x 10: HCSPSO and MOPSO evaluate 20 per
    // generation, NSGA-II its initial 20 then 20 offspring per generation
    expect(r.settings.map((s) => s.boundary)).toEqual(['clip', 'in-box operators (bounded SBX and mutation)', 'clip']);
    for (const s of r.settings) expect(s.evaluations).toBe(s.population * s.iterations);
    const policies = ['First-Fit', 'METLE', 'EAMM', 'Best-Fit', 'MOPSO-FGA', 'MOGA', 'HCSPSO'];
    expect(r.config).toMatchObject({ seed: 5, mode: 'quick' });
    expect(Object.keys(r.table3)).toEqual(['LLNL-Thunder', 'METACENTRUM']);
    for (const rows of Object.values(r.table3)) {
      expect(Object.keys(rows)).toEqual(policies);
      expect(rows['HCSPSO']!.increase).toEqual([0, 0, 0]);
    }
    expect(r.cells).toHaveLength(12); // per trace: sizes 40, 80 + RC2, RC3 + SH2, SH3
    expect(r.experiments).toHaveLength(2 * (2 + 3 + 3));
    for (const c of r.cells) {
      expect(Object.keys(c.metrics)).toEqual(expect.arrayContaining(policies));
      for (const m of ['HCSPSO', 'MOGA', 'MOPSO-FGA']) expect(c.runs[m]).toHaveLength(2);
    }
    expect(r.rankings.map((k) => k.criterion)).toEqual(['makespan', 'energy', 'meanFlowtime', 'fitness']);
    const files = readdirSync(join(out, 'ca'));
    for (let n = 2; n <= 19; n++) {
      const svg = files.find((f) => f.startsWith(`fig${n}-`) && f.endsWith('.svg'));
      expect(svg, `Fig. ${n}`).toBeDefined();
      expect(readFileSync(join(out, 'ca', svg!), 'utf8')).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    }
    expect(files.filter((f) => /^fig\d+-.*\.svg$/.test(f))).toHaveLength(18);
    expect(files).toEqual(expect.arrayContaining(['table3-llnl-thunder.csv', 'table3-metacentrum.csv', 'rankings.csv', 'cells.csv', 'report.html']));
    // beyond the paper: CD diagrams and HCSPSO's effect sizes against each baseline, per metric
    expect(files).toEqual(expect.arrayContaining(['cd-makespan.svg', 'cd-energy.svg', 'cd-meanFlowtime.svg', 'effect-sizes-makespan.csv']));
    const effects = readFileSync(join(out, 'ca', 'effect-sizes-energy.csv'), 'utf8').trim().split('\n');
    expect(effects.slice(1).map((l) => l.split(',').slice(0, 2).join(' vs '))).toEqual(policies.slice(0, 6).map((p) => `HCSPSO vs ${p}`));
    if (hasChromium || inCi) {
      expect(hasChromium, `${CHROMIUM} is required in CI`).toBe(true);
      const page = await openReport(join(out, 'ca'), join(out, 'profile-chhabra'), join(out, 'chhabra-report.png'));
      expect(page.problems).toEqual([]);
      expect(page.images).toHaveLength(21); // Figs. 2-19 and three CD diagrams
      for (const img of page.images) expect(img.width, String(img.src)).toBeGreaterThan(300);
    }
  });

  it('reproduce chhabra2019 --quick --readings: one findings column per reading, readings in results.json, byte-identical with 1 or 2 workers; an unknown reading exits 2', () => {
    const { a, ra } = withOneAndTwoWorkers(['reproduce', 'chhabra2019', '--quick', '--seed', '3', '--seeds', '2', '--readings', 'reflect/inOrder/seeded,+literal'], 'r');
    expect(a.stdout).toMatch(/^holds\s+reflect\/inOrder\/seeded\s+\+literal\s+finding$/m);
    const r = JSON.parse(ra) as {
      config: { boundary: string; seeding: string };
      findings: Array<{ runs: number; readings: Record<string, { holds: number; runs: number }> }>;
      readings: Array<{ name: string; overrides: Record<string, unknown>; settings: Array<{ seeding: string; iterations: number; evaluations: number }>; findingTables: unknown[] }>;
    };
    expect(r.readings.map((x) => x.name)).toEqual(['reflect/inOrder/seeded', '+literal']);
    expect(r.config).toMatchObject({ boundary: 'reflect', seeding: 'heuristics' }); // the first reading's full results
    for (const f of r.findings) {
      expect(f.runs).toBe(4);
      expect(Object.values(f.readings).map((x) => x.runs)).toEqual([2, 2]);
    }
    expect(r.readings[0]!.settings.map((s) => s.seeding)).toEqual(['First-Fit + Best-Fit plans', 'First-Fit + Best-Fit plans', 'First-Fit + Best-Fit plans']);
    // +literal: 10 generations after the initial one for every method (20 x 11), HCSPSO's replaced nests on top
    expect(r.readings[1]!.settings.map((s) => s.iterations)).toEqual([11, 11, 11]);
    expect(r.readings[1]!.settings.slice(1).map((s) => s.evaluations)).toEqual([220, 220]);
    expect(r.readings[1]!.settings[0]!.evaluations).toBeGreaterThan(220);
    const bad = run('reproduce', 'chhabra2019', '--quick', '--readings', 'clip,nope');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/--readings: unknown reading "clip"; valid: all, clip\/inOrder\/none/);
  }, loadBound(240_000));

  it('reproduce dupont2020 --quick --readings pso/independent/allAtOnce: recorded in config, settings and readings; same seed, byte-identical results with 1 or 2 workers', () => {
    const { a, ra } = withOneAndTwoWorkers(['reproduce', 'dupont2020', '--quick', '--seed', '2', '--readings', 'pso/independent/allAtOnce'], 'd');
    expect(a.stdout).toMatch(/^id\s+statement\s+holds\s+pso\/independent\/allAtOnce\s+paper's post-hoc rule \(6\.1\)$/m);
    expect(a.stdout).toMatch(/^Swarm1\s+pso \(reevaluate none, independent sets, all-at-once shutdown\)\s+12\s+15\s+180\s+reflect\s+none\s+own optimizer seed \d+ \(replicateSeeds of training seed \d+\); epoch job sets shared/m);
    const r = JSON.parse(ra) as {
      config: { shutdownGranularity: string; optimizer: string; trainingSets: string };
      settings: Array<{ optimizer: string }>;
      readings: Array<{ name: string; overrides: Record<string, unknown> }>;
      findings: Array<{ runs: number; readings: Record<string, { runs: number }> }>;
    };
    expect(r.config).toMatchObject({ shutdownGranularity: 'allAtOnce', optimizer: 'pso', trainingSets: 'independent' });
    expect(r.settings.map((s) => s.optimizer)).toEqual(Array(3).fill('pso (reevaluate none, independent sets, all-at-once shutdown)'));
    expect(r.readings).toHaveLength(1);
    expect(r.readings[0]).toMatchObject({ name: 'pso/independent/allAtOnce', overrides: { optimizer: 'pso', trainingSets: 'independent', shutdownGranularity: 'allAtOnce' } });
    for (const f of r.findings) expect(f.readings['pso/independent/allAtOnce']!.runs).toBe(1);
  }, loadBound(240_000));

  it('runSetupsOn over workerEvaluator (2 threads, the built package) equals runSetups in this thread', async () => {
    const { writeFileSync } = await import('node:fs');
    const { pathToFileURL } = await import('node:url');
    const dist = (m: string): string => pathToFileURL(join(root, 'dist', m, 'index.js')).href;
    const fixture = join(out, 'setups.mjs');
    writeFileSync(
      fixture,
      `import { dupontSetup, setupsObjective } from '${dist('experiments')}';
import { homogeneousPlatform } from '${dist('engine')}';
import { googleLikeWorkload } from '${dist('workload')}';
export const threeSetups = setupsObjective((data) => ({
  platform: homogeneousPlatform({ servers: data.servers }),
  workload: googleLikeWorkload({ servers: data.servers, jobs: 20 }),
  setups: ['FIFO', 'FIFO-Poff', 'Swarm2'].map((n) => [n, dupontSetup(n)]),
}));
`,
    );
    const { runSetupsOn } = await import('../../src/experiments/runSetupsOn');
    const { runSetups, SETUP_METRICS } = await import('../../src/experiments/runSetups');
    const { jobSetSeeds } = await import('../../src/experiments/jobSetSeeds');
    const { workerEvaluator } = await import('../../src/optimizers/workerEvaluator');
    const { homogeneousPlatform } = await import('../../src/engine/homogeneousPlatform');
    const { googleLikeWorkload } = await import('../../src/workload/googleLikeWorkload');
    const { dupontSetup } = await import('../../src/experiments/dupont2020/dupontSetup');
    const names = ['FIFO', 'FIFO-Poff', 'Swarm2'] as const;
    const seeds = jobSetSeeds(12, 20);
    const evaluator = workerEvaluator({ module: pathToFileURL(fixture), exportName: 'threeSetups', factoryData: { servers: 8 }, workers: 2, chunkSize: names.length * SETUP_METRICS.length });
    try {
      const remote = await runSetupsOn(evaluator, { names, seeds, rowsPerBatch: 8 });
      const local = runSetups({ platform: homogeneousPlatform({ servers: 8 }), workload: googleLikeWorkload({ servers: 8, jobs: 20 }), setups: names.map((n) => [n, dupontSetup(n)] as const), seeds });
      expect(remote).toEqual(local);
    } finally {
      await evaluator.close();
    }
  }, loadBound(120_000));

  it('a bad --out leaves nothing half-written', () => {
    const file = join(out, 'not-a-dir');
    execFileSync('sh', ['-c', `echo x > ${file}`]);
    const r = run('reproduce', 'dupont2020', '--quick', '--workers', '1', '--out', join(file, 'sub'));
    expect(r.status).not.toBe(0);
    expect(existsSync(join(file, 'sub'))).toBe(false);
  }, loadBound(240_000));

  it('SIGINT during a multi-threaded training ends the process within seconds, with no report written', async () => {
    const { spawn } = await import('node:child_process');
    const target = join(out, 'interrupted');
    const child = spawn(process.execPath, [bin, 'reproduce', 'dupont2020', '--seed', '3', '--workers', '2', '--out', target], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
    await new Promise<void>((ok) => child.stderr!.on('data', (d: Buffer) => d.toString().includes('training Swarm1') && ok()));
    const sent = performance.now();
    child.kill('SIGINT');
    const code = await new Promise<number | null>((ok) => child.on('exit', (c, signal) => ok(c ?? (signal === 'SIGINT' ? 130 : -1))));
    expect(performance.now() - sent).toBeLessThan(loadBound(5_000));
    expect(code).not.toBe(0);
    expect(existsSync(target)).toBe(false);
    expect(readdirSync(out).filter((f) => f.includes('.tmp-'))).toEqual([]);
  }, loadBound(60_000));
});
