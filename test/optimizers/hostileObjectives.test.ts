import { describe, expect, it } from 'vitest';
import { SchedlabError } from '../../src/errors/index';
import { cmaEs, cuckooSearch, evolutionStrategy, hcspso, minimize, nsga2, pso, randomSearch, searchSpace, type Objective } from '../../src/optimizers/index';
import { oddThrownValues } from '../helpers/oddThrownValues';

/** Issue 41: objectives and arguments that misbehave, against every single-objective optimizer. */
const space = searchSpace({ lower: [0, 0], upper: [1, 1] });
const optimizers = () => [pso(), cmaEs(), cuckooSearch(), evolutionStrategy(), hcspso(), randomSearch()];

describe('an objective that writes into x does not corrupt the run (issue 41)', () => {
  it('best.x is the point evaluated, in the box, equal to the run with a well-behaved objective (every optimizer, sync and async)', async () => {
    const f = (x: Float64Array) => (x[0]! - 0.3) ** 2 + (x[1]! - 0.6) ** 2;
    for (const async of [false, true]) {
      for (const [k, make] of optimizers().map((o, i) => [i, () => optimizers()[i]!] as const)) {
        const vandal: Objective = {
          space,
          evaluate: (x) => {
            const v = f(x);
            x[0] = NaN;
            x[1] = 1e9;
            return async ? Promise.resolve(v) : v;
          },
        };
        const r = await minimize(vandal, make(), { seed: 3, maxIterations: 6 });
        const clean = await minimize({ space, evaluate: f }, make(), { seed: 3, maxIterations: 6 });
        expect(r.best, `optimizer ${k}, async ${async}`).toEqual(clean.best);
        expect(r.best.x.every((v) => v >= 0 && v <= 1)).toBe(true);
        expect(r.best.value).toBeCloseTo(f(Float64Array.from(r.best.x)), 12);
      }
    }
  });
});

describe('an objective that throws or rejects with something other than an Error (issue 41)', () => {
  it('a string, a Symbol, a null-prototype object ...: a SchedlabError naming the candidate and iteration, the value as cause; an Error passes through as it is', async () => {
    for (const v of ['bad', ...oddThrownValues().slice(1)]) { // all but the first, an Error
      for (const async of [false, true]) {
        const thrower: Objective = { space, evaluate: () => (async ? Promise.reject(v) : (() => { throw v; })()) };
        const e = await minimize(thrower, pso(), { seed: 1, maxIterations: 2 }).catch((x: unknown) => x);
        expect(e).toBeInstanceOf(SchedlabError);
        expect((e as Error).message).toMatch(/^objective\.evaluate: candidate 0 of iteration 0 threw .* \(not an Error\)$/);
        expect((e as SchedlabError).cause).toBe(v);
      }
    }
    const own = new RangeError('mine');
    await expect(minimize({ space, evaluate: () => { throw own; } }, pso(), { seed: 1, maxIterations: 2 })).rejects.toBe(own);
    const multi = await minimize({ space, objectives: 2, evaluate: () => { throw 'pareto'; } }, nsga2({ populationSize: 8 }), { seed: 1, maxIterations: 2 }).catch((x: unknown) => x);
    expect(String(multi)).toMatch(/objective\.evaluate: candidate 0 of iteration 0 threw pareto \(not an Error\)/);
  });
});

describe('populations refused up front (issue 41: pso({ swarmSize: 1e9 }) ran past a minute)', () => {
  it('every population option is at most 1,000,000', () => {
    expect(() => pso({ swarmSize: 1e9 })).toThrow(/pso\.swarmSize: expected an integer in \[1, 1000000\], got 1000000000/);
    expect(() => randomSearch({ batchSize: 1e7 })).toThrow(/randomSearch\.batchSize: expected an integer in \[1, 1000000\]/);
    expect(() => hcspso({ population: 2e6 })).toThrow(/hcspso\.population: expected an integer in \[2, 1000000\]/);
    expect(() => cuckooSearch({ nests: 2e6 })).toThrow(/cuckooSearch\.nests/);
    expect(() => evolutionStrategy({ lambda: 2e6 })).toThrow(/evolutionStrategy\.lambda/);
    expect(() => evolutionStrategy({ mu: 2e6 })).toThrow(/evolutionStrategy\.mu/);
  });

  it('population x dimension above 2^27 is refused when the session starts, before any allocation', async () => {
    const wide = searchSpace({ lower: Array(1000).fill(0), upper: Array(1000).fill(1) });
    const objective: Objective = { space: wide, evaluate: () => 0 };
    for (const [o, name] of [[pso({ swarmSize: 1_000_000 }), 'pso'], [randomSearch({ batchSize: 200_000 }), 'randomSearch'], [cmaEs({ populationSize: 1_000_000 }), 'cmaEs'], [nsga2({ populationSize: 100_000 }), 'nsga2']] as const) {
      const multi = name === 'nsga2';
      const run = multi
        ? minimize({ space: wide, objectives: 2, evaluate: () => [0, 0] }, o as ReturnType<typeof nsga2>, { seed: 1, maxIterations: 1 })
        : minimize(objective, o as ReturnType<typeof pso>, { seed: 1, maxIterations: 1 });
      await expect(run).rejects.toThrow(new RegExp(`^${name}\\.start: a population of \\d+ in 1000 dimensions holds \\d+ coordinates per copy, above the bound of 134217728`));
    }
  });
});

describe('resume states (issue 41)', () => {
  it('resumeFrom: null or a primitive is an InvalidInputError naming it', async () => {
    for (const bad of [null, 3, 'state']) {
      await expect(minimize({ space, evaluate: (x) => x[0]! }, pso(), { seed: 1, maxIterations: 2, resumeFrom: bad as never })).rejects.toThrow(/^minimize\.resumeFrom: expected a state \(result\.state or checkpoint\(\)\), got /);
    }
  });

  it("a history or record holding 'NaN' is refused naming the entry; a real run's state resumes", async () => {
    const r = await minimize({ space, evaluate: (x) => x[0]! + x[1]! }, pso(), { seed: 1, maxIterations: 3 });
    const forge = (edit: (run: { record: unknown; history: unknown[][] }) => void) => {
      const s = JSON.parse(JSON.stringify(r.state));
      edit(s.run);
      return minimize({ space, evaluate: (x) => x[0]! + x[1]! }, pso(), { seed: 1, maxIterations: 5, resumeFrom: s });
    };
    await expect(forge((run) => { run.history[1]![5] = 'NaN'; })).rejects.toThrow(/resumeFrom\.run\.history\[1\]: bestSoFar is NaN/);
    await expect(forge((run) => { run.history[0]![2] = 'NaN'; })).rejects.toThrow(/resumeFrom\.run\.history\[0\]: min is NaN/);
    await expect(forge((run) => { run.history[2]![0] = 7; })).rejects.toThrow(/resumeFrom\.run\.history\[2\]: expected iteration 2/);
    await expect(forge((run) => { run.record = 'NaN'; })).rejects.toThrow(/resumeFrom\.run\.record: expected a number, got NaN/);
    await expect(forge(() => {})).resolves.toMatchObject({ iterations: 5 });
  });
});
