import { minimize, type Optimizer } from '../../src/optimizers/index';
import { objectiveOf, testFunctions } from './testFunctions';

/** [function, dimension, budget (evaluations)] of the documented performance table. */
export const CASES = [
  ['sphere', 10, 5000],
  ['rosenbrock', 10, 5000],
  ['rastrigin', 10, 5000],
  ['ackley', 10, 5000],
  ['griewank', 10, 5000],
  ['sphere', 30, 5000],
] as const;

export const SEEDS = Array.from({ length: 25 }, (_, i) => i + 1);

/** Median and worst best value over the 25 seeds. */
export async function medianWorst(make: () => Optimizer, fn: keyof typeof testFunctions, d: number, budget: number): Promise<{ median: number; worst: number }> {
  const obj = objectiveOf(testFunctions[fn], d);
  const vals: number[] = [];
  for (const seed of SEEDS) vals.push((await minimize(obj, make(), { seed, maxEvaluations: budget })).best.value);
  vals.sort((a, b) => a - b);
  return { median: vals[12]!, worst: vals[24]! };
}

/** Thresholds: [median <=, worst <=] per case, in CASES order. */
export type Thresholds = readonly (readonly [number, number])[];
