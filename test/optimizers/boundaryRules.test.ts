import { describe, expect, it } from 'vitest';
import { hcspso, minimize, mopso, pso, searchSpace, type BoundaryHandling, type Objective } from '../../src/optimizers/index';

// The optimum sits on a face of the box: x0 = 0 (the lower bound), x1 = 0.3 inside.
// f(x) = x0 + (x1 - 0.3)^2, minimum 0 at (0, 0.3).
const face: Objective = {
  space: searchSpace({ lower: [0, 0], upper: [1, 1] }),
  evaluate: (x) => x[0]! + (x[1]! - 0.3) ** 2,
};

describe('bound rules on a box whose optimum sits on a face', () => {
  const runs: Array<[string, (b: BoundaryHandling) => ReturnType<typeof pso>]> = [
    ['pso (clerc-kennedy)', (boundary) => pso({ preset: 'clerc-kennedy', boundary })],
    ['hcspso', (boundary) => hcspso({ population: 20, boundary })],
  ];
  for (const [name, make] of runs) {
    it(`${name}: clip (Chhabra 2019 Algorithm 4 line 25) reaches the face exactly, reflect does not`, async () => {
      for (const seed of [1, 2, 3]) {
        const clipped = await minimize(face, make('clip'), { seed, maxIterations: 60 });
        const reflected = await minimize(face, make('reflect'), { seed, maxIterations: 60 });
        expect(clipped.best.x[0]).toBe(0);
        expect(reflected.best.x[0]).toBeGreaterThan(0);
        expect(clipped.best.value).toBeLessThan(reflected.best.value);
      }
    });
  }

  it('mopso: with boundary clip a front point lies exactly on the face; reflect never puts one there', async () => {
    const two = { space: face.space, objectives: 2, evaluate: (x: Float64Array) => [x[0]!, (x[1]! - 0.3) ** 2 + 0.1 * x[0]!] };
    for (const seed of [1, 2]) {
      const clipped = await minimize(two, mopso({ populationSize: 20, archiveSize: 20, boundary: 'clip' }), { seed, maxIterations: 40 });
      const reflected = await minimize(two, mopso({ populationSize: 20, archiveSize: 20, boundary: 'reflect' }), { seed, maxIterations: 40 });
      expect(clipped.front.some((p) => p.x[0] === 0)).toBe(true);
      expect(reflected.front.some((p) => p.x[0] === 0)).toBe(false);
    }
  });

  it('mopso refuses an unknown bound rule', () => {
    expect(() => mopso({ boundary: 'bounce' as BoundaryHandling })).toThrow(/mopso\.boundary/);
  });
});
