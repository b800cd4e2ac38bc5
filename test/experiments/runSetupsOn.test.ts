import { describe, expect, it } from 'vitest';
import { homogeneousPlatform } from '../../src/engine/homogeneousPlatform';
import { jobSetSeeds } from '../../src/experiments/jobSetSeeds';
import { runSetups } from '../../src/experiments/runSetups';
import { runSetupsOn } from '../../src/experiments/runSetupsOn';
import { setupsObjective } from '../../src/experiments/setupsObjective';
import type { BatchEvaluator } from '../../src/optimizers/BatchEvaluator';
import { dupontSetup } from '../../src/experiments/dupont2020/dupontSetup';
import { googleLikeWorkload } from '../../src/workload/googleLikeWorkload';

const scenario = (data: { servers: number }) => ({
  platform: homogeneousPlatform({ servers: data.servers }),
  workload: googleLikeWorkload({ servers: data.servers, jobs: 20 }),
  setups: (['FIFO', 'FIFO-Poff', 'Swarm2'] as const).map((n) => [n, dupontSetup(n)] as const),
});
const factory = setupsObjective(scenario);

/** An evaluator that evaluates chunks of `chunk` candidates, each chunk with a fresh objective (as a new worker would). */
function chunked(chunk: number): BatchEvaluator & { calls: number } {
  const e = {
    calls: 0,
    evaluate(_o: unknown, batch: readonly { x: Float64Array }[], _c: unknown, values: Float64Array) {
      for (let start = 0; start < batch.length; start += chunk) {
        const objective = factory({ servers: 8 });
        for (let i = start; i < Math.min(batch.length, start + chunk); i++) values[i] = objective.evaluate(batch[i]!.x);
        e.calls++;
      }
    },
    close: async () => {},
  };
  return e;
}

describe('runSetupsOn + setupsObjective: runSetups on workers', () => {
  const seeds = jobSetSeeds(4, 11);
  const expected = runSetups({ ...scenario({ servers: 8 }), seeds });
  it('gives exactly the matrices of runSetups, whatever the chunking', async () => {
    for (const chunk of [27, 1, 7, 1000]) {
      const r = await runSetupsOn(chunked(chunk), { names: ['FIFO', 'FIFO-Poff', 'Swarm2'], seeds, rowsPerBatch: 4 });
      expect(r).toEqual(expected);
    }
  });
  it('reports progress per batch and stops on abort; bad candidates and options are named', async () => {
    const seen: number[] = [];
    const c = new AbortController();
    await expect(
      runSetupsOn(chunked(27), { names: ['FIFO', 'FIFO-Poff', 'Swarm2'], seeds, rowsPerBatch: 4, signal: c.signal, onProgress: (p) => { seen.push(p.done); if (p.done === 8) c.abort(); } }),
    ).rejects.toThrow(/abort/i);
    expect(seen).toEqual([4, 8]);
    expect(() => factory({ servers: 8 }).evaluate([1, 3, 0])).toThrow(/is not \[seed, setup 0\.\.2, metric 0\.\.8\]/);
    await expect(runSetupsOn(chunked(27), { names: ['a', 'a'], seeds })).rejects.toThrow(/appears twice/);
    await expect(runSetupsOn(chunked(27), { names: ['a'], seeds: [] })).rejects.toThrow(/seeds must not be empty/);
  });
});
