import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../src/errors/index';
import { minimize, pso, randomSearch, searchSpace, type SearchSpace } from '../../src/optimizers/index';
import { loadBound } from '../helpers/loadBound';

const sphere = (x: Float64Array) => x.reduce((s, v) => s + v * v, 0);

describe('spaces are validated wherever they enter (issue 13, item 7)', () => {
  it('hand-made spaces with lower > upper, short bounds or no dimension are refused by minimize', async () => {
    const bad: Array<[SearchSpace, RegExp]> = [
      [{ dimension: 2, lower: [0, 5], upper: [1, 1], names: ['a', 'b'] }, /dimension 1 has bounds \[5, 1\]; expected finite numbers with lower < upper/],
      [{ dimension: 3, lower: [0, 0], upper: [1, 1], names: [] }, /space\.lower: expected 3 bounds \(the dimension\), got 2/],
      [{ dimension: 0, lower: [], upper: [], names: [] }, /space\.dimension: expected an integer >= 1, got 0/],
      [{ dimension: 1, lower: [Number.NaN], upper: [1], names: ['a'] }, /dimension 0 has bounds \[NaN, 1\]/],
    ];
    for (const [space, message] of bad) {
      await expect(minimize({ space, evaluate: sphere }, pso(), { seed: 1, maxIterations: 2 })).rejects.toThrow(message);
    }
  });
});

describe('resumed states are validated quickly (issue 13, item 7)', () => {
  const space = searchSpace({ lower: [-1, -1], upper: [1, 1] });
  it('a corrupted state is an InvalidInputError within a second', async () => {
    const first = await minimize({ space, evaluate: sphere }, randomSearch({ batchSize: 4 }), { seed: 3, maxIterations: 3 });
    const good = JSON.parse(JSON.stringify(first.state));
    const corrupt = (f: (s: Record<string, any>) => void) => {
      const s = JSON.parse(JSON.stringify(good));
      f(s);
      return s;
    };
    const cases: Array<[object, RegExp]> = [
      [corrupt((s) => (s.iteration = 1e9)), /one entry per completed iteration \(1000000000\), got 3/],
      [corrupt((s) => ((s.iteration = 1e9), delete s.run)), /state\.iteration: expected an integer in \[0, 100000000\], got 1000000000/],
      [corrupt((s) => (s.rng = [0, 0, 0, 0])), /all four words are 0/],
      [corrupt((s) => (s.run.evaluations = -4)), /run\.evaluations: expected a non-negative integer, got -4/],
      [corrupt((s) => (s.run.evaluations = '12')), /resumeFrom\.run: expected \{ seed, evaluations/],
      [corrupt((s) => s.run.history.pop()), /run\.history: expected one entry per completed iteration \(3\), got 2/],
      [corrupt((s) => (s.run.sinceImprovement = 1.5)), /sinceImprovement: expected a non-negative integer/],
      [corrupt((s) => (s.run.upper = [1, 2])), /the state was written for upper bounds \[1,2\], the space has \[1,1\]; resume with the same space/],
    ];
    for (const [state, message] of cases) {
      const started = performance.now();
      await expect(minimize({ space, evaluate: sphere }, randomSearch({ batchSize: 4 }), { seed: 3, maxIterations: 6, resumeFrom: state as never })).rejects.toThrow(message);
      expect(performance.now() - started).toBeLessThan(loadBound(1_000));
    }
    await expect(minimize({ space, evaluate: sphere }, randomSearch({ batchSize: 4 }), { seed: 3, maxIterations: 6, resumeFrom: corrupt(() => {}) as never })).resolves.toBeDefined();
    await expect(minimize({ space, evaluate: sphere }, randomSearch({ batchSize: 4 }), { seed: 3, maxIterations: 6, resumeFrom: corrupt((s) => (s.iteration = -1)) as never })).rejects.toThrow(InvalidInputError);
  });
});

describe('a resume with other optimizer options is refused (issue 13, item 7)', () => {
  it('pso with another swarm size, randomSearch with another batch size', async () => {
    const space = searchSpace({ lower: [-1, -1], upper: [1, 1] });
    const a = await minimize({ space, evaluate: sphere }, pso({ swarmSize: 6 }), { seed: 4, maxIterations: 2 });
    await expect(minimize({ space, evaluate: sphere }, pso({ swarmSize: 8 }), { seed: 4, maxIterations: 4, resumeFrom: a.state })).rejects.toThrow(/written with pso options \{"swarmSize":6,.*resume with the same options \(got \{"swarmSize":8/);
    await expect(minimize({ space, evaluate: sphere }, pso({ swarmSize: 6 }), { seed: 4, maxIterations: 4, resumeFrom: a.state })).resolves.toBeDefined();
    const b = await minimize({ space, evaluate: sphere }, randomSearch({ batchSize: 4 }), { seed: 4, maxIterations: 2 });
    await expect(minimize({ space, evaluate: sphere }, randomSearch({ batchSize: 5 }), { seed: 4, maxIterations: 4, resumeFrom: b.state })).rejects.toThrow(/written with randomSearch options \{"batchSize":4\}/);
  });
});

describe('fuzz: random edits of a saved state (issue 13)', () => {
  it('300 states with one leaf replaced: the resume works or is a SchedlabError, within a second each', { repeats: Number(process.env['FUZZ_REPEATS'] ?? 0), timeout: loadBound(60_000) }, async () => {
    const { SchedlabError } = await import('../../src/errors/index');
    const fc = (await import('fast-check')).default;
    const space = searchSpace({ lower: [-1, -1, -1], upper: [1, 1, 1] });
    const optimizers = { pso: () => pso({ swarmSize: 5 }), randomSearch: () => randomSearch({ batchSize: 4 }) };
    const saved = Object.fromEntries(
      await Promise.all(Object.entries(optimizers).map(async ([k, make]) => [k, JSON.parse(JSON.stringify((await minimize({ space, evaluate: sphere }, make(), { seed: 2, maxIterations: 3 })).state))])),
    ) as Record<keyof typeof optimizers, unknown>;
    /** Paths of every leaf of a JSON value. */
    const leaves = (v: unknown, path: Array<string | number> = []): Array<Array<string | number>> =>
      v !== null && typeof v === 'object' ? Object.entries(v as object).flatMap(([k, c]) => leaves(c, [...path, Array.isArray(v) ? Number(k) : k])) : [path];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('pso', 'randomSearch' as const), fc.nat(), fc.oneof(fc.anything(), fc.double(), fc.integer()), async (name, pick, replacement) => {
        const state = JSON.parse(JSON.stringify(saved[name as keyof typeof optimizers]));
        const all = leaves(state);
        const path = all[pick % all.length]!;
        let at = state;
        for (const k of path.slice(0, -1)) at = at[k];
        if (path.length > 0) at[path[path.length - 1]!] = replacement;
        const started = performance.now();
        try {
          await minimize({ space, evaluate: sphere }, optimizers[name as keyof typeof optimizers](), { seed: 2, maxIterations: 5, resumeFrom: state });
        } catch (e) {
          expect(e, `${path.join('.')} = ${JSON.stringify(replacement)}`).toBeInstanceOf(SchedlabError);
        }
        expect(performance.now() - started).toBeLessThan(loadBound(1_000));
      }),
      { numRuns: 300, seed: Number(process.env['FUZZ_SEED'] ?? 20261124) },
    );
  });
});
