import { expect } from 'vitest';
import { minimize, type BestPoint, type Candidate, type Optimizer } from '../../src/optimizers/index';
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

/**
 * A deliberately broken optimizer built only through the ask/tell protocol (no hook in the
 * production code): its sessions are told the negated values, so every selection, attraction and
 * greedy replacement works the wrong way round (as a sign error would), while the wrapper keeps the
 * best of the true values for `minimize`. The performance tests use it to show that their
 * thresholds catch a broken algorithm.
 */
export function inverted(inner: Optimizer): Optimizer {
  return {
    name: `inverted ${inner.name}`,
    start(space, rng) {
      const session = inner.start(space, rng);
      let asked: readonly Candidate[] = [];
      let best: BestPoint | undefined;
      return {
        ask() {
          asked = session.ask();
          return asked;
        },
        tell(values) {
          for (let i = 0; i < values.length; i++) {
            if (values[i]! < (best?.value ?? Infinity)) best = { x: Array.from(asked[i]!.x), value: values[i]! };
          }
          session.tell(Array.from(values, (v) => -v));
        },
        get done() {
          return session.done;
        },
        get iteration() {
          return session.iteration;
        },
        get bestValue() {
          return best?.value ?? Infinity;
        },
        state() {
          return session.state(); // the inner session's (it cannot be resumed as inverted)
        },
        best() {
          return best;
        },
      };
    },
    resume() {
      throw new Error('inverted: a test-only optimizer cannot resume');
    },
  };
}
