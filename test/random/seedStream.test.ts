import { describe, expect, it } from 'vitest';
import { createSimulation } from '../../src/engine/createSimulation';
import { homogeneousPlatform } from '../../src/engine/homogeneousPlatform';
import type { Policy } from '../../src/engine/Policy';
import { createRng } from '../../src/random/createRng';
import { seedStream, STREAMS } from '../../src/random/seedStream';
import { seedStreams } from '../../src/random/seedStreams';
import { uniform } from '../../src/random/uniform';

const draws = (rng: ReturnType<typeof createRng>, n = 5): number[] => Array.from({ length: n }, () => uniform(rng));

describe('seedStream: the one layout of random streams', () => {
  it('stream k is createRng(seed) jumped k times; seedStreams uses the same layout', () => {
    const base = createRng(77);
    const expected: number[][] = [];
    for (let k = 0; k < 4; k++) {
      expected.push(draws(base.clone()));
      base.jump();
    }
    expect([0, 1, 2, 3].map((k) => draws(seedStream(77, k)))).toEqual(expected);
    const s = seedStreams(77);
    expect([draws(s.workload), draws(s.policy), draws(s.engine), draws(s.optimizer)]).toEqual(expected);
    expect(STREAMS).toEqual({ workload: 0, policy: 1, engine: 2, optimizer: 3, iterations: 4, replicates: 5 });
    expect(() => seedStream(1, -1)).toThrow(/index/);
    expect(() => seedStream(1, 0.5)).toThrow(/index/);
  });
  it('simulation.run hands the policy the policy stream of its seed, and draws the job set from the workload stream', () => {
    let got: number[] = [];
    const probe: Policy = {
      name: 'probe',
      decide(view, ctx) {
        if (got.length === 0) got = draws(ctx.rng as ReturnType<typeof createRng>, 3);
        return [...view.queue].map((j) => ({ type: 'start' as const, job: j.id, servers: [0] }));
      },
    };
    let workloadDraw = NaN;
    const workload = {
      name: 'one',
      generate: (rng: ReturnType<typeof createRng>) => {
        workloadDraw = uniform(rng);
        return [{ kind: 'rigid' as const, id: 'a', submit: 0, processors: 1, runtime: 10, estimate: 10 }];
      },
    };
    createSimulation({ platform: homogeneousPlatform({ servers: 1 }), workload }).run(probe, { seed: 9 });
    expect(got).toEqual(draws(seedStream(9, STREAMS.policy), 3));
    expect(workloadDraw).toBe(uniform(seedStream(9, STREAMS.workload)));
  });
});
