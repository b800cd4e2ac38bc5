import { describe, expect, it } from 'vitest';
import { cmaEs, minimize, nsga2, searchSpace } from '../../src/optimizers/index';

/**
 * Issue 32, class 3: an AbortSignal that fires from a timer stops a run whose objective is
 * synchronous (the loop used to keep the event loop busy, so the timer never ran). The budgets are
 * far beyond what the runs can reach, so the only way to finish is the signal.
 */
describe('a timer-fired AbortSignal stops a synchronous run (issue 32, class 3)', () => {
  it('cmaEs on 60 dimensions, and nsga2, stop with "abort" after AbortSignal.timeout(300)', async () => {
    const space = searchSpace({ lower: Array(60).fill(-5), upper: Array(60).fill(5) });
    let calls = 0;
    const r = await minimize({ space, evaluate: (x) => (calls++, x.reduce((s, v) => s + v * v, 0)) }, cmaEs({ restarts: 9 }), {
      seed: 1, maxIterations: 10_000_000, maxEvaluations: 1e12, signal: AbortSignal.timeout(300),
    });
    expect(r.stoppedBy).toBe('abort');
    expect(r.evaluations).toBe(calls);
    const p = await minimize({ space: searchSpace({ lower: [0, 0], upper: [1, 1] }), objectives: 2, evaluate: (x) => [x[0]!, 1 - x[0]! + x[1]!] }, nsga2({ populationSize: 8 }), {
      seed: 1, maxIterations: 100_000_000, signal: AbortSignal.timeout(300),
    });
    expect(p.stoppedBy).toBe('abort');
  });
});
