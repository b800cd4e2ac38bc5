import { describe, expect, it } from 'vitest';
import { InvalidInputError, SchedlabError } from '../../src/errors/index';
import { minimize, randomSearch, searchSpace, workerEvaluator } from '../../src/optimizers/index';
import { loadBound } from '../helpers/loadBound';

const space = searchSpace({ lower: [0, 0], upper: [1, 1] });
const objective = { space, evaluate: () => 0 };

describe('workerEvaluator checks its inputs up front and never hangs (issue 13, item 7)', () => {
  it('a missing module is an InvalidInputError at construction, naming the file', () => {
    expect(() => workerEvaluator({ module: '/nonexistent/objective.mjs' })).toThrow(InvalidInputError);
    expect(() => workerEvaluator({ module: '/nonexistent/objective.mjs' })).toThrow(/workerEvaluator\.module: no such file \/nonexistent\/objective\.mjs/);
  });

  it('factoryData that cannot be sent to a thread fails at construction', () => {
    const module = new URL('./fixtures/noisySphere.mjs', import.meta.url);
    expect(() => workerEvaluator({ module, exportName: 'scaledSphere', factoryData: { scale: () => 3 } })).toThrow(/workerEvaluator\.factoryData: cannot be sent to a worker thread/);
  });

  it('timeoutMs: an objective that never returns ends in a SchedlabError within the timeout, the stuck worker terminated', async () => {
    const evaluator = workerEvaluator({ module: new URL('./fixtures/noisySphere.mjs', import.meta.url), exportName: 'stuck', workers: 1, timeoutMs: 300 });
    try {
      const started = performance.now();
      const run = minimize(objective, randomSearch({ batchSize: 2 }), { seed: 1, maxIterations: 1, evaluator });
      await expect(run).rejects.toThrow(SchedlabError);
      await expect(run).rejects.toThrow(/no answer within timeoutMs = 300 ms \(iteration 0\); it was terminated/);
      expect(performance.now() - started).toBeLessThan(loadBound(10_000));
    } finally {
      await evaluator.close();
    }
    expect(() => workerEvaluator({ module: new URL('./fixtures/noisySphere.mjs', import.meta.url), timeoutMs: 0 })).toThrow(/workerEvaluator\.timeoutMs/);
  }, loadBound(20_000));
});
