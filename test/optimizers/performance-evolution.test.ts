import { describe, expect, it } from 'vitest';
import { coevolution, evolutionStrategy, randomSearch, type Optimizer } from '../../src/optimizers/index';
import { expectWithinThresholds, inverted, medianWorst, type Thresholds } from './performance';
import { loadBound } from '../helpers/loadBound';

// Documented in docs/optimizers.md: [median, worst] over 25 seeds must not exceed these.
const TABLE: Record<string, [() => Optimizer, Thresholds]> = {
  'evolutionStrategy (3+21)': [() => evolutionStrategy(), [[1e-3, 5], [40, 5e3], [55, 90], [7, 16], [2, 15], [45, 110]]],
  'coevolution (2 x ES, random partner)': [() => coevolution(), [[1e-4, 20], [50, 8e3], [55, 90], [7, 18], [1, 60], [45, 110]]],
  'coevolution (2 x ES, best partner)': [() => coevolution({ partner: 'best' }), [[1e-6, 3], [20, 200], [25, 50], [5, 15], [0.5, 10], [12, 50]]],
  randomSearch: [() => randomSearch(), [[20, 30], [3e4, 5e4], [85, 95], [18, 20], [60, 100], [140, 160]]],
};

describe('evolutionary optimizers reach the documented thresholds (25 seeds)', () => {
  for (const [name, [make, thresholds]] of Object.entries(TABLE)) {
    it(name, () => expectWithinThresholds(make, thresholds), loadBound(30_000));
  }

  it('a broken ES (told the negated values: it selects the worst) misses the thresholds', async () => {
    const broken = await medianWorst(() => inverted(evolutionStrategy()), 'sphere', 10, 5000);
    expect(broken.median).toBeGreaterThan(TABLE['evolutionStrategy (3+21)']![1][0]![1] * 2);
  }, loadBound(30_000));
});
