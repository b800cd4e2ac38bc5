import { describe, expect, it } from 'vitest';
import { cmaEs, minimize, nsga2, searchSpace } from '../../src/optimizers/index';
import { cmaEsStrategy } from '../../src/optimizers/internals/cmaEsStrategy';
import { createRng } from '../../src/random/index';
import { loadBound } from '../helpers/loadBound';

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
    // the generation the abort lands in is dropped when the abort is seen inside it (issue 32)
    expect(r.evaluations).toBeLessThanOrEqual(calls);
    expect(r.history.at(-1)?.evaluations ?? 0).toBe(r.evaluations);
    const p = await minimize({ space: searchSpace({ lower: [0, 0], upper: [1, 1] }), objectives: 2, evaluate: (x) => [x[0]!, 1 - x[0]! + x[1]!] }, nsga2({ populationSize: 8 }), {
      seed: 1, maxIterations: 100_000_000, signal: AbortSignal.timeout(300),
    });
    expect(p.stoppedBy).toBe('abort');
  });

  it('inside a generation: a long synchronous batch hands the event loop a turn, and the aborted generation is dropped so that a resumed run equals an uninterrupted one', async () => {
    const space = searchSpace({ lower: Array(20).fill(-5), upper: Array(20).fill(5) });
    const sphere = (x: Float64Array): number => x.reduce((s, v) => s + (v - 1) * (v - 1), 0);
    const lambda = 4 + Math.floor(3 * Math.log(20)); // 12, Hansen 2016 Table 1
    const controller = new AbortController();
    let calls = 0;
    const slow = (x: Float64Array): number => {
      calls++;
      // the abort is requested from a timer in the middle of the second generation; the timer can
      // only run if the loop yields inside the batch (each evaluation spins past the 50 ms turn)
      if (calls === lambda + 4) setTimeout(() => controller.abort(), 0);
      const until = performance.now() + 60;
      while (performance.now() < until) {
        // a synchronous, slow objective
      }
      return sphere(x);
    };
    const r = await minimize({ space, evaluate: slow }, cmaEs(), { seed: 3, maxIterations: 1_000, signal: controller.signal });
    expect(r.stoppedBy).toBe('abort');
    expect(calls).toBeLessThan(2 * lambda); // stopped inside the second generation, not after it
    expect(r.evaluations).toBe(lambda); // the first generation only: the second one is dropped
    expect(r.iterations).toBe(1);
    const resumed = await minimize({ space, evaluate: sphere }, cmaEs(), { seed: 3, maxIterations: 6, resumeFrom: r.state });
    const straight = await minimize({ space, evaluate: sphere }, cmaEs(), { seed: 3, maxIterations: 6 });
    expect(resumed.best).toEqual(straight.best);
    expect(resumed.evaluations).toBe(straight.evaluations);
  });

  it('during the eigendecomposition: CMA-ES at 400 dimensions decomposes in steps, an abort among them returns the state before that generation', async () => {
    const n = 400;
    const space = searchSpace({ lower: Array(n).fill(-5), upper: Array(n).fill(5) });
    const sphere = (x: Float64Array): number => x.reduce((s, v) => s + (v - 1) * (v - 1), 0);
    const lambda = 4 + Math.floor(3 * Math.log(n)); // 21, Hansen 2016 Table 1
    const gap = cmaEsStrategy(n, lambda).eigenEvery; // generation `gap` is the first to decompose (18 at n = 400)
    expect(gap).toBe(18);
    const controller = new AbortController();
    let calls = 0;
    // the timer is set by the last evaluation of generation `gap` and fires 20 ms later, inside
    // that generation's Householder + QL steps (0.4-1 s at n = 400): only seen if they yield
    const f = (x: Float64Array): number => {
      if (++calls === gap * lambda) setTimeout(() => controller.abort(), 20);
      return sphere(x);
    };
    const r = await minimize({ space, evaluate: f }, cmaEs(), { seed: 5, maxIterations: 1_000, signal: controller.signal });
    expect(r.stoppedBy).toBe('abort');
    expect(calls).toBe(gap * lambda);
    expect(r.evaluations).toBe((gap - 1) * lambda); // generation `gap` is rolled back
    expect(r.iterations).toBe(gap - 1);
    expect(r.state.iteration).toBe(gap - 1);
    const resumed = await minimize({ space, evaluate: sphere }, cmaEs(), { seed: 5, maxIterations: gap + 1, resumeFrom: r.state });
    const straight = await minimize({ space, evaluate: sphere }, cmaEs(), { seed: 5, maxIterations: gap + 1 });
    expect(resumed.best).toEqual(straight.best);
    expect(resumed.state).toEqual(straight.state);
  }, loadBound(20_000));
});

describe('CmaEsSession.rollback (issue 41): an unfinished decomposition is undone without a snapshot per generation', () => {
  // n = 60 decomposes by Jacobi (which rotates B in place), n = 120 by Householder + QL
  it.each([60, 120])('at %i dimensions, tell + one advance() + rollback() gives back the state before tell, and the run then equals an uninterrupted one', (n) => {
    const space = searchSpace({ lower: Array(n).fill(-1), upper: Array(n).fill(2) });
    const f = (x: Float64Array): number => x.reduce((s, v, j) => s + (j + 1) * v * v, 0);
    const values = (batch: readonly { x: Float64Array }[]) => batch.map((c) => f(c.x));
    const a = cmaEs().start(space, createRng(9));
    const b = cmaEs().start(space, createRng(9));
    const gap = cmaEsStrategy(n, 4 + Math.floor(3 * Math.log(n))).eigenEvery; // the first generation that decomposes
    for (let g = 1; g < gap; g++) {
      a.tell(values(a.ask()));
      b.tell(values(b.ask()));
    }
    const before = a.state();
    a.tell(values(a.ask()));
    expect(a.advance!()).toBe(true); // the decomposition has started and is not finished
    a.rollback!();
    expect(a.state()).toEqual(before);
    for (let g = 0; g < 3; g++) {
      a.tell(values(a.ask()));
      b.tell(values(b.ask()));
    }
    expect(a.state()).toEqual(b.state());
    expect(() => a.rollback!()).toThrow(/rollback\(\) without an unfinished decomposition/);
  });
});
