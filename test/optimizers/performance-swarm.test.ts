import { describe, expect, it } from 'vitest';
import { cuckooSearch, hcspso, pso, type Optimizer } from '../../src/optimizers/index';
import { expectWithinThresholds, inverted, medianWorst, type Thresholds } from './performance';
import { loadBound } from '../helpers/loadBound';

// Documented in docs/optimizers.md: [median, worst] over 25 seeds must not exceed these.
const TABLE: Record<string, [() => Optimizer, Thresholds]> = {
  'pso (dupont2020)': [() => pso(), [[1.5, 5], [3e3, 1e4], [50, 70], [9, 14], [5, 15], [12, 25]]],
  'pso (clerc-kennedy)': [() => pso({ preset: 'clerc-kennedy' }), [[1e-5, 1e-4], [20, 400], [15, 30], [0.05, 3], [0.3, 1], [0.3, 1.5]]],
  'pso (chhabra2019)': [() => pso({ preset: 'chhabra2019' }), [[1e-3, 2e-3], [25, 400], [20, 35], [4, 5], [0.3, 1], [4, 6]]],
  cuckooSearch: [() => cuckooSearch(), [[0.02, 0.1], [80, 300], [25, 40], [3, 5], [1, 1.5], [25, 35]]],
  hcspso: [() => hcspso(), [[0.03, 0.3], [60, 400], [20, 40], [4, 6], [1.1, 2], [4, 10]]],
};

describe('swarm optimizers reach the documented thresholds (25 seeds)', () => {
  for (const [name, [make, thresholds]] of Object.entries(TABLE)) {
    it(name, () => expectWithinThresholds(make, thresholds), loadBound(30_000));
  }

  it('broken variants miss the thresholds (told the negated values: attraction and greedy replacement the wrong way round)', async () => {
    const brokenPso = await medianWorst(() => inverted(pso()), 'sphere', 10, 5000);
    expect(brokenPso.median).toBeGreaterThan(TABLE['pso (dupont2020)']![1][0]![0] * 5);
    const brokenCs = await medianWorst(() => inverted(cuckooSearch()), 'sphere', 10, 5000);
    expect(brokenCs.median).toBeGreaterThan(TABLE.cuckooSearch![1][0]![1] * 5);
  }, loadBound(30_000));
});
