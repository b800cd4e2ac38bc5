import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../src/errors/index';
import { cmaEs, coevolution, cuckooSearch, evolutionStrategy, hcspso, minimize, mopso, nsga2, pso, randomSearch, searchSpace } from '../../src/optimizers/index';

describe('unknown option keys are refused, naming the valid ones (issue 32, class 9)', () => {
  it('every optimizer factory and minimize', async () => {
    const cases: Array<[() => unknown, RegExp]> = [
      [() => mopso({ swarmSize: 8 } as never), /^mopso\(options\): unknown option "swarmSize"; valid: populationSize, archiveSize, divisions, inertia, mutationRate, mutationIterations, boundary, initialPoints$/],
      [() => nsga2({ population: 8 } as never), /^nsga2\(options\): unknown option "population"; valid: populationSize,/],
      [() => pso({ particles: 8 } as never), /^pso\(options\): unknown option "particles"; valid: swarmSize, preset,/],
      [() => cmaEs({ sigma: 0.2 } as never), /^cmaEs\(options\): unknown option "sigma"; valid: sigma0, populationSize, mean0, restarts, tolFun, tolX, diagonal$/],
      [() => hcspso({ swarmSize: 8 } as never), /^hcspso\(options\): unknown option "swarmSize"; valid: population,/],
      [() => cuckooSearch({ nest: 8 } as never), /^cuckooSearch\(options\): unknown option "nest"; valid: nests,/],
      [() => evolutionStrategy({ sigma: 1 } as never), /^evolutionStrategy\(options\): unknown option "sigma"; valid: mu, lambda,/],
      [() => randomSearch({ batch: 4 } as never), /^randomSearch\(options\): unknown option "batch"; valid: batchSize$/],
      [() => coevolution({ partners: 'best' } as never), /^coevolution\(options\): unknown option "partners"; valid: species, partner$/],
    ];
    for (const [make, message] of cases) {
      let error: unknown;
      try {
        const o = make() as { start?: (...a: unknown[]) => unknown };
        o.start?.(searchSpace({ lower: [0, 0], upper: [1, 1] }), undefined); // some factories check when a run starts
      } catch (e) {
        error = e;
      }
      expect(error, String(message)).toBeInstanceOf(InvalidInputError);
      expect((error as Error).message).toMatch(message);
    }
    const space = searchSpace({ lower: [0], upper: [1] });
    await expect(minimize({ space, evaluate: (x) => x[0]! }, pso(), { seed: 1, maxIterations: 2, maxEvaluation: 5 } as never)).rejects.toThrow(
      /^minimize\(options\): unknown option "maxEvaluation"; valid: seed, maxIterations, maxEvaluations, target, stagnation, signal, onIteration, concurrency, evaluator, resumeFrom, hypervolumeReference$/,
    );
  });
});

describe('a budget that admits no evaluation is refused (issue 32, class 9)', () => {
  it('maxEvaluations 0 or below the first batch, maxIterations 0: an InvalidInputError, not best.x = []', async () => {
    const space = searchSpace({ lower: [0], upper: [1] });
    const f = { space, evaluate: (x: Float64Array) => x[0]! };
    await expect(minimize(f, pso({ swarmSize: 10 }), { seed: 1, maxEvaluations: 0 })).rejects.toThrow(/^minimize\.maxEvaluations: 0 is fewer than the optimizer's first batch \(10 candidates\): nothing was evaluated$/);
    await expect(minimize(f, pso({ swarmSize: 10 }), { seed: 1, maxEvaluations: 9 })).rejects.toThrow(/9 is fewer than the optimizer's first batch \(10 candidates\)/);
    await expect(minimize(f, pso(), { seed: 1, maxIterations: 0 })).rejects.toThrow(/^minimize\.maxIterations: 0 admits no iteration/);
    const r = await minimize(f, pso({ swarmSize: 10 }), { seed: 1, maxEvaluations: 10 });
    expect(r.best.x).toHaveLength(1);
    // a resumed run with no budget left returns the state's best, as before
    expect((await minimize(f, pso({ swarmSize: 10 }), { seed: 1, maxIterations: 1, resumeFrom: r.state })).best).toEqual(r.best);
    await expect(minimize(f, null as never, { seed: 1, maxIterations: 1 })).rejects.toThrow(/^minimize\(optimizer\): expected an optimizer such as pso\(\) or nsga2\(\), got null$/);
  });
});
