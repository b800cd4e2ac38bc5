import type { BenchCase } from './harness';
import {
  coevolution,
  cuckooSearch,
  evolutionStrategy,
  hcspso,
  minimize,
  pso,
  randomSearch,
  cmaEs,
  searchSpace,
  type Objective,
  type Optimizer,
} from '../../src/optimizers/index';

/**
 * Optimizer overhead: a minimize run with a trivial objective (x[0]); one op = one run of about
 * 3000 evaluations, returned as units so that opsPerSecond = evaluations per second.
 */
const factories: Record<string, () => Optimizer> = {
  pso: () => pso(),
  cuckooSearch: () => cuckooSearch(),
  hcspso: () => hcspso(),
  evolutionStrategy: () => evolutionStrategy(),
  coevolution: () => coevolution(),
  randomSearch: () => randomSearch(),
};

function objective(d: number): Objective {
  return { space: searchSpace({ lower: new Array<number>(d).fill(-1), upper: new Array<number>(d).fill(1) }), evaluate: (x) => x[0]! };
}

let seed = 0;
function runSync(obj: Objective, make: () => Optimizer, evaluations: number): number {
  // With a synchronous objective minimize never awaits (no promise per evaluation), so the whole
  // run executes before the call returns; onIteration reports the evaluation count.
  let done = 0;
  void minimize(obj, make(), { seed: seed++ % 1000, maxEvaluations: evaluations, onIteration: (p) => (done = p.evaluations) });
  return done;
}

export const benchmarks: BenchCase[] = [
  ...Object.entries(factories).flatMap(([name, make]) =>
    ([9, 300] as const).map((d) => {
      const obj = objective(d);
      return {
        name: `optimizer-overhead-${name}-${d}d`,
        unit: 'evaluation',
        op: () => runSync(obj, make, d === 9 ? 3000 : 1500),
      };
    }),
  ),
  // CMA-ES: O(n^2) per candidate plus an eigendecomposition every few generations; 9-D and 100-D
  // (restarts off, so that every generation is a CMA generation rather than a restart).
  ...([9, 100] as const).map((d) => {
    const obj = objective(d);
    return {
      name: `optimizer-overhead-cmaEs-${d}d`,
      unit: 'evaluation',
      op: () => runSync(obj, () => cmaEs({ restarts: 0, tolFun: 0, tolX: 0 }), d === 9 ? 3000 : 1500),
    };
  }),
];
