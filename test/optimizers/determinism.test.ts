import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import {
  coevolution,
  cuckooSearch,
  evolutionStrategy,
  hcspso,
  minimize,
  pso,
  randomSearch,
  searchSpace,
  workerEvaluator,
  type Objective,
  type Optimizer,
  type OptimizerState,
} from '../../src/optimizers/index';
import { noisySphere } from './helpers';
import { createRng } from '../../src/random/index';
import { loadBound } from '../helpers/loadBound';

const space = searchSpace({ lower: [-3, -2, -1, 0, -5], upper: [3, 2, 1, 4, 5] });
const objective: Objective = { space, evaluate: noisySphere };
const optimizers: Record<string, () => Optimizer> = {
  pso: () => pso({ reevaluate: 'all-bests' }),
  psoGlobal: () => pso({ reevaluate: 'global-best', preset: 'chhabra2019', swarmSize: 10 }),
  es: () => evolutionStrategy({ reevaluate: 'parents', recombination: 'discrete' }),
  esComma: () => evolutionStrategy({ selection: 'comma', recombination: 'intermediate', mu: 4, lambda: 12 }),
  cuckooSearch: () => cuckooSearch({ replace: 'random' }),
  hcspso: () => hcspso({ population: 12 }),
  randomSearch: () => randomSearch({ batchSize: 7 }),
  coevolution: () => coevolution({ species: [{ start: 0, end: 2 }, { start: 2, end: 5, optimizer: pso({ swarmSize: 6 }) }] }),
  coevolutionBest: () => coevolution({ partner: 'best' }),
};

describe('determinism and resume', () => {
  for (const [name, make] of Object.entries(optimizers)) {
    it(`${name}: same seed -> same result; other seed -> other result; resume == uninterrupted`, async () => {
      const a = await minimize(objective, make(), { seed: 77, maxIterations: 14 });
      const b = await minimize(objective, make(), { seed: 77, maxIterations: 14 });
      const c = await minimize(objective, make(), { seed: 78, maxIterations: 14 });
      expect(b).toEqual(a);
      expect(c.best.value).not.toBe(a.best.value);
      expect(a.iterations).toBe(14);
      expect(a.stoppedBy).toBe('maxIterations');
      for (const cut of [1, 5]) {
        const first = await minimize(objective, make(), { seed: 77, maxIterations: cut });
        const saved = JSON.parse(JSON.stringify(first.state)) as OptimizerState;
        const resumed = await minimize(objective, make(), { seed: 77, maxIterations: 14, resumeFrom: saved });
        expect(resumed).toEqual(a);
      }
    });
  }

  it('async objectives with any concurrency give the sequential result', async () => {
    const asyncObjective: Objective = {
      space,
      evaluate: (x, ctx) => new Promise((r) => setTimeout(() => r(noisySphere(x, ctx)), (ctx.candidateSeed % 3) as number)),
    };
    const seq = await minimize(objective, pso({ swarmSize: 8 }), { seed: 5, maxIterations: 4 });
    for (const concurrency of [1, 3, 8]) {
      const r = await minimize(asyncObjective, pso({ swarmSize: 8 }), { seed: 5, maxIterations: 4, concurrency });
      expect(r).toEqual(seq);
    }
  });

  it('worker threads give the sequential result with 1 and 3 workers', async () => {
    const module = fileURLToPath(new URL('./fixtures/noisySphere.mjs', import.meta.url));
    const seq = await minimize(objective, evolutionStrategy(), { seed: 9, maxIterations: 6 });
    for (const workers of [1, 3]) {
      const evaluator = workerEvaluator(workers === 3 ? { module, workers, chunkSize: 2 } : { module, workers });
      try {
        const r = await minimize({ space, evaluate: () => NaN }, evolutionStrategy(), { seed: 9, maxIterations: 6, evaluator });
        expect(r).toEqual(seq);
      } finally {
        await evaluator.close();
      }
    }
  }, loadBound(20_000));

  it('a factory export is built in each worker from factoryData', async () => {
    const scaled = { space, evaluate: (x: Float64Array) => 3 * x.reduce((a, v) => a + v * v, 0) };
    const seq = await minimize(scaled, pso({ swarmSize: 6 }), { seed: 4, maxIterations: 3 });
    const evaluator = workerEvaluator({
      module: new URL('./fixtures/noisySphere.mjs', import.meta.url),
      exportName: 'scaledSphere',
      factoryData: { scale: 3 },
      workers: 2,
    });
    try {
      const r = await minimize({ space, evaluate: () => NaN }, pso({ swarmSize: 6 }), { seed: 4, maxIterations: 3, evaluator });
      expect(r).toEqual(seq);
    } finally {
      await evaluator.close();
    }
  }, loadBound(20_000));

  it('a worker error is reported, naming the iteration', async () => {
    const evaluator = workerEvaluator({ module: new URL('./fixtures/noisySphere.mjs', import.meta.url), exportName: 'missing', workers: 1 });
    try {
      await expect(minimize(objective, randomSearch(), { seed: 1, maxIterations: 1, evaluator })).rejects.toThrow(/no export "missing"/);
    } finally {
      await evaluator.close();
    }
  }, loadBound(20_000));

  it('session state round-trips through JSON between ask/tell steps', () => {
    const opt = pso({ swarmSize: 5 });
    const s1 = opt.start(space, createRng(3));
    const s2 = opt.start(space, createRng(3));
    const f = (x: Float64Array) => x.reduce((a, v) => a + Math.abs(v), 0);
    for (let k = 0; k < 3; k++) s1.tell(s1.ask().map((c) => f(c.x)));
    const copy = opt.resume(space, JSON.parse(JSON.stringify(s1.state())) as OptimizerState);
    for (let k = 0; k < 3; k++) s2.tell(s2.ask().map((c) => f(c.x)));
    for (let k = 0; k < 4; k++) {
      s2.tell(s2.ask().map((c) => f(c.x)));
      copy.tell(copy.ask().map((c) => f(c.x)));
    }
    expect(copy.best()).toEqual(s2.best());
    expect(copy.state()).toEqual(s2.state());
  });

  it('refuses a state of another optimizer or seed', async () => {
    const r = await minimize(objective, pso(), { seed: 1, maxIterations: 2 });
    expect(() => evolutionStrategy().resume(space, r.state)).toThrow(/state.optimizer: expected "evolutionStrategy"/);
    await expect(minimize(objective, pso(), { seed: 2, maxIterations: 3, resumeFrom: r.state })).rejects.toThrow(/same seed/);
  });

  it('PSO is bit-exact against stored values (the golden tests allow 1e-9; a reordered sum in the velocity update fails here)', async () => {
    // Rastrigin 6-D, seed 11, 200 iterations; values of commit 3c44479, before the refactors of issue 11.
    const box = searchSpace({ lower: Array(6).fill(-5.12), upper: Array(6).fill(5.12) });
    const rastrigin = (x: Float64Array): number => {
      let sum = 60;
      for (const v of x) sum += v * v - 10 * Math.cos(2 * Math.PI * v);
      return sum;
    };
    const stored = { dupont2020: 23.99854416877659, 'clerc-kennedy': 1.9899238391491156, chhabra2019: 3.9798362283732125 } as const;
    for (const [preset, value] of Object.entries(stored)) {
      const r = await minimize({ space: box, evaluate: rastrigin }, pso({ preset: preset as keyof typeof stored }), { seed: 11, maxIterations: 200 });
      expect(r.best.value, preset).toBe(value);
    }
  });
});

