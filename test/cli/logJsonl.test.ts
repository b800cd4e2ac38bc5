import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from './helpers';
import { QUICK } from '../../src/cli/reproduceFranke';
import { loadBound } from '../helpers/loadBound';

const dir = mkdtempSync(join(tmpdir(), 'schedlab-log-jsonl-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('reproduce ... --log-jsonl FILE (jsonlLogger) and the progress lines (stageProgressReporter)', () => {
  it('franke2007 --quick: one JSON line per PITTS and CCA generation, with the run name and the history fields', async () => {
    const file = join(dir, 'franke.jsonl');
    const r = await cli('reproduce', 'franke2007', '--quick', '--workers', '1', '--out', join(dir, 'franke'), '--log-jsonl', file);
    expect(r.code, r.err).toBe(0);
    const lines = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    // QUICK.generations generations after the initial parents, for each of the two ES runs
    expect(lines).toHaveLength(2 * (QUICK.generations + 1));
    expect(lines.map((l) => l.run)).toEqual([...Array<string>(QUICK.generations + 1).fill('PITTS'), ...Array<string>(QUICK.generations + 1).fill('CCA')]);
    expect(lines.map((l) => l.iteration)).toEqual([...Array(QUICK.generations + 1).keys(), ...Array(QUICK.generations + 1).keys()]);
    for (const l of lines) expect(Object.keys(l)).toEqual(['run', 'iteration', 'evaluations', 'min', 'mean', 'max', 'bestSoFar', 'iterationSeed', 'best']);
    // the last PITTS line's best so far is the trained rule base's training cost, as results.json has it
    const results = JSON.parse(readFileSync(join(dir, 'franke', 'results.json'), 'utf8')) as { methods: Array<{ method: string; trainingCurve: number[]; trainingEvaluations: number[] }> };
    const pitts = results.methods.find((m) => m.method === 'PITTS')!;
    expect(lines.filter((l) => l.run === 'PITTS').map((l) => l.bestSoFar)).toEqual(pitts.trainingCurve);
    // (3+21) ES: the 3 initial parents, then 21 simulations per generation
    expect(pitts.trainingEvaluations).toEqual(Array.from({ length: QUICK.generations + 1 }, (_, i) => 3 + 21 * i));
    expect(lines.filter((l) => l.run === 'PITTS').map((l) => l.evaluations)).toEqual(pitts.trainingEvaluations);
    // the report's convergence figure draws the three trainings (not EASY) at those points
    const spec = JSON.parse(readFileSync(join(dir, 'franke', 'training-convergence.vl.json'), 'utf8')) as { data: { values: Array<{ run: string; x: number; y: number }> } };
    expect([...new Set(spec.data.values.map((v) => v.run))]).toEqual(['PROB', 'PITTS', 'CCA']);
    expect(spec.data.values.filter((v) => v.run === 'PITTS').map((v) => [v.x, v.y])).toEqual(pitts.trainingEvaluations.map((e, i) => [e, pitts.trainingCurve[i]]));
    expect(existsSync(join(dir, 'franke', 'training-convergence.svg'))).toBe(true);
    // progress on stderr: plain lines per tenth of a stage (not a terminal), from the library's stageProgressReporter
    expect(r.err).toMatch(/^PITTS: \d+\/\d+ simulations \(100%\), best [\d.e+-]+, elapsed \d+s, ETA 0s$/m);
    expect(r.err).toMatch(/^PROB: \d+\/\d+ simulations \(\d+%\), best [\d.e+-]+, elapsed 0s, ETA \?$/m); // the stage's first line: no pace yet
  }, loadBound(120_000));

  it('a --log-jsonl FILE that cannot be written is a usage error (exit 2) naming it, before any training', async () => {
    const bad = join(dir, 'no-such-dir', 'x.jsonl');
    const r = await cli('reproduce', 'franke2007', '--quick', '--workers', '1', '--out', join(dir, 'never'), '--log-jsonl', bad);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^schedlab reproduce franke2007: --log-jsonl .*no-such-dir.*x\.jsonl: jsonlLogger: cannot open/);
    expect(r.err).not.toMatch(/PITTS/);
    expect(existsSync(join(dir, 'never'))).toBe(false);
  }, loadBound(60_000));

  it('a --log-jsonl FILE inside (or equal to) --out is a usage error before any training (issue 41), for both commands', async () => {
    for (const [paper, extra] of [['franke2007', []], ['dupont2020', []]] as const) {
      const out = join(dir, `conflict-${paper}`);
      for (const log of [join(out, 'log.jsonl'), out]) {
        const r = await cli('reproduce', paper, '--quick', '--workers', '1', ...extra, '--out', out, '--log-jsonl', log);
        expect(r.code, r.err).toBe(2);
        expect(r.err).toMatch(new RegExp(`^schedlab reproduce ${paper}: --log-jsonl .* is (inside )?the --out directory`));
        expect(r.err).not.toMatch(/PITTS|training Swarm/);
        expect(existsSync(out)).toBe(false);
      }
    }
  }, loadBound(60_000));
});
