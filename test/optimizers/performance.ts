import { expect } from 'vitest';
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

/** Asserts that an optimizer's median and worst over the seeds stay within its thresholds on every case. */
export async function expectWithinThresholds(make: () => Optimizer, thresholds: Thresholds): Promise<void> {
  for (let c = 0; c < CASES.length; c++) {
    const [fn, d, budget] = CASES[c]!;
    const { median, worst } = await medianWorst(make, fn, d, budget);
    const [m, w] = thresholds[c]!;
    expect({ fn, d, median: median <= m, worst: worst <= w }).toEqual({ fn, d, median: true, worst: true });
  }
}
