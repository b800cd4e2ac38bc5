import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cmaEs, jsonlLogger, minimize, progressReporter, pso, searchSpace, type IterationProgress } from '../../src/optimizers/index';
import { convergenceFigure, renderSvg, type JsonObject } from '../../src/plot/index';
import { InvalidInputError } from '../../src/errors/index';
import { legendLabels, legendTitles, parseSvg } from '../plot/svg';

const dir = mkdtempSync(join(tmpdir(), 'schedlab-watch-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const space = searchSpace({ lower: [-5, -5], upper: [5, 5] });
const sphere = { space, evaluate: (x: Float64Array) => x[0]! ** 2 + x[1]! ** 2 };

/** A fake progress of iteration i (0-based) with 10 evaluations per iteration. */
const progress = (i: number, best = 1 / (i + 1)): IterationProgress => ({
  iteration: i,
  evaluations: 10 * (i + 1),
  best: { x: [0, 0], value: best },
  entry: { iteration: i, evaluations: 10 * (i + 1), min: best, mean: 2 * best, max: 3 * best, bestSoFar: best, iterationSeed: i },
  batch: [],
  checkpoint: () => {
    throw new Error('not used by the reporters');
  },
});

describe('progressReporter', () => {
  it('on a terminal: one line redrawn in place with bar, best so far and ETA; finish() ends it', () => {
    const out: string[] = [];
    let clock = 0;
    const bar = progressReporter({ label: 'PSO', maxEvaluations: 100, stream: { write: (s) => out.push(s), isTTY: true }, now: () => clock });
    bar(progress(0)); // t = 0: no elapsed time yet
    clock = 4000;
    bar(progress(1)); // 20 of 100 evaluations in 4 s: ETA 4 * 0.8 / 0.2 = 16 s
    expect(out[1]).toBe('\rPSO [#####...................]  20% iteration 2, 20 evaluations, best 0.500000, ETA 16s   ');
    bar.finish();
    expect(out[out.length - 1]).toBe('\n');
    expect(out.every((s) => s === '\n' || s.startsWith('\r'))).toBe(true);
  });

  it('not a terminal: a plain line at the first iteration, every `every` iterations and at each 10% of the budget', () => {
    const out: string[] = [];
    let clock = 0;
    const bar = progressReporter({ label: 'ES', maxIterations: 40, every: 25, stream: { write: (s) => out.push(s) }, now: () => clock });
    for (let i = 0; i < 40; i++) {
      clock = 1000 * i;
      bar(progress(i));
    }
    bar.finish();
    // iteration 1 (first), 4, 8, ..., 40 (deciles of 40 iterations) and 25 (every)
    expect(out.map((l) => Number(/iteration (\d+)/.exec(l)![1]))).toEqual([1, 4, 8, 12, 16, 20, 24, 25, 28, 32, 36, 40]);
    expect(out[out.length - 1]).toBe('ES: iteration 40, 400 evaluations, best 0.0250000 (100%), elapsed 39s, ETA 0s\n');
    expect(() => progressReporter({ every: 0 })).toThrow(InvalidInputError);
  });

  it('works as minimize\'s onIteration (one call per iteration)', async () => {
    const out: string[] = [];
    const bar = progressReporter({ maxIterations: 15, every: 1, stream: { write: (s) => out.push(s) } });
    const r = await minimize(sphere, pso(), { seed: 3, maxIterations: 15, onIteration: bar });
    expect(out).toHaveLength(15);
    expect(out[14]).toContain(`best ${r.history[14]!.bestSoFar.toPrecision(6)}`);
  });
});

describe('jsonlLogger', () => {
  it('writes one JSON line per iteration, equal to the history; refuses writes after close', async () => {
    const file = join(dir, 'run.jsonl');
    const log = jsonlLogger(file);
    const r = await minimize(sphere, cmaEs(), { seed: 5, maxIterations: 12, onIteration: log });
    log.close();
    const lines = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(r.history.length);
    lines.forEach((l, i) => {
      const h = r.history[i]!;
      expect(l).toMatchObject({ iteration: h.iteration, evaluations: h.evaluations, min: h.min, mean: h.mean, max: h.max, bestSoFar: h.bestSoFar, iterationSeed: h.iterationSeed });
    });
    expect((lines[lines.length - 1]!.best as { value: number }).value).toBe(r.best.value);
    expect(() => log(progress(0))).toThrow(/is closed/);
    // a new logger truncates the file
    jsonlLogger(file).close();
    expect(readFileSync(file, 'utf8')).toBe('');
    expect(() => jsonlLogger(join(dir, 'no-such-dir', 'x.jsonl'))).toThrow(/cannot open .*no-such-dir/);
  });

  it('log(progress, run): the run name is the first field, so several runs share one file', () => {
    const file = join(dir, 'runs.jsonl');
    const log = jsonlLogger(file);
    log(progress(0), 'Swarm1');
    log(progress(1), 'Swarm1');
    log(progress(0), 'Swarm2');
    log(progress(2));
    log.close();
    const lines = readFileSync(file, 'utf8').split('\n');
    expect(lines).toHaveLength(5); // four records, each ended by a newline
    expect(lines[0]).toBe('{"run":"Swarm1","iteration":0,"evaluations":10,"min":1,"mean":2,"max":3,"bestSoFar":1,"iterationSeed":0,"best":{"x":[0,0],"value":1}}');
    expect(lines.slice(0, 4).map((l) => (JSON.parse(l) as { run?: string }).run)).toEqual(['Swarm1', 'Swarm1', 'Swarm2', undefined]);
    expect(() => jsonlLogger(join(dir, 'x.jsonl'))(progress(0), 5 as never)).toThrow(/run: expected a string/);
  });
});

describe('convergenceFigure', () => {
  it('best so far per run, labelled by optimizer, with the batch spread; accepts minimize histories', async () => {
    const a = await minimize(sphere, pso(), { seed: 1, maxIterations: 10 });
    const b = await minimize(sphere, cmaEs(), { seed: 1, maxIterations: 10 });
    const fig = convergenceFigure({ name: 'conv', title: 'Sphere', runs: { PSO: a.history, 'CMA-ES': b.history }, logScale: true });
    const rows = (fig.spec.data as JsonObject).values as JsonObject[];
    expect(rows.filter((r) => r.run === 'PSO').map((r) => [r.x, r.y, r.lo, r.hi])).toEqual(a.history.map((h) => [h.evaluations, h.bestSoFar, h.min, h.max]));
    const root = parseSvg(await renderSvg(fig));
    expect(legendTitles(root)).toEqual(['Run']);
    expect(legendLabels(root)).toEqual(['PSO', 'CMA-ES']);
  });

  it('Pareto runs: hypervolume per iteration', async () => {
    const fig = convergenceFigure({ name: 'hv', title: 'NSGA-II', x: 'iteration', runs: [{ iteration: 0, evaluations: 100, hypervolume: 0.3 }, { iteration: 1, evaluations: 200, hypervolume: 0.5 }] });
    expect(((fig.spec.data as JsonObject).values as JsonObject[]).map((r) => [r.x, r.y])).toEqual([[1, 0.3], [2, 0.5]]);
    expect((fig.spec.layer as JsonObject[]).map((l) => l.name)).toEqual(['best']);
    expect(await renderSvg(fig)).toContain('hypervolume');
  });

  it('refuses bad input', () => {
    expect(() => convergenceFigure({ name: 'c', title: 't', runs: {} })).toThrow(/at least one run/);
    expect(() => convergenceFigure({ name: 'c', title: 't', runs: [{ iteration: 0, evaluations: 1 }] })).toThrow(/bestSoFar: missing/);
    expect(() => convergenceFigure({ name: 'c', title: 't', runs: [{ iteration: 0, evaluations: 1, bestSoFar: 0 }], logScale: true })).toThrow(/> 0 on a log scale/);
  });
});
