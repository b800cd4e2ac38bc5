import { describe, expect, it } from 'vitest';
import { homogeneousPlatform } from '../../src/engine/index';
import { dupont2020Config, jobSetSeeds, reproduceDupont2020, runSetups, trainDupontSwarms, trainPittsburgh, frankeProblem, userGroups } from '../../src/experiments/index';
import { dupontSetup } from '../../src/experiments/index';
import { googleLikeWorkload } from '../../src/workload/index';
import { loadBound } from '../helpers/loadBound';

const tiny = dupont2020Config('quick', { particles: 3, epochs: 4, setsPerEpoch: 2, validationSets: 2 });

describe('long experiment functions take an AbortSignal (issue 10, one way)', () => {
  it('runSetups stops between job sets with the signal\'s reason', () => {
    const controller = new AbortController();
    let done = 0;
    const run = () =>
      runSetups({
        platform: homogeneousPlatform({ servers: 10 }),
        workload: googleLikeWorkload(),
        setups: [['FIFO', dupontSetup('FIFO')]],
        seeds: jobSetSeeds(1, 10),
        signal: controller.signal,
        onProgress: (p) => {
          expect(p).toMatchObject({ stage: 'evaluation', total: 10, unit: 'job sets' });
          done = p.done;
          if (p.done === 3) controller.abort(new Error('enough'));
        },
      });
    expect(run).toThrow('enough');
    expect(done).toBe(3);
  });

  it('trainDupontSwarms and reproduceDupont2020 stop during training; an aborted signal stops at once', async () => {
    const c1 = new AbortController();
    let epochs = 0;
    await expect(
      trainDupontSwarms(tiny, { seed: 1, signal: c1.signal, onProgress: (p) => { expect(p.stage).toBe('training Swarm1'); if (++epochs === 2) c1.abort(); } }),
    ).rejects.toThrow(/aborted/i);
    expect(epochs).toBe(2);
    const c2 = new AbortController();
    c2.abort();
    await expect(reproduceDupont2020(tiny, { seed: 1, signal: c2.signal })).rejects.toThrow(/aborted/i);
    const c3 = new AbortController();
    await expect(reproduceDupont2020(tiny, { seed: 1, signal: c3.signal, onProgress: (p) => (p.stage === 'evaluating main' && p.done === 2 ? c3.abort() : undefined) })).rejects.toThrow(/aborted/i);
  }, loadBound(30_000));

  it('trainPittsburgh stops between generations', async () => {
    const jobs = [
      { kind: 'rigid' as const, id: 'a', submit: 0, processors: 2, runtime: 600, estimate: 900, user: 1 },
      { kind: 'rigid' as const, id: 'b', submit: 60, processors: 1, runtime: 30, estimate: 60, user: 2 },
    ];
    const c = new AbortController();
    await expect(
      trainPittsburgh(frankeProblem({ jobs, machineSize: 4, groups: userGroups(jobs), rules: 3 }), { seed: 1, generations: 10, signal: c.signal, onProgress: (p) => (p.done > 3 ? c.abort() : undefined) }),
    ).rejects.toThrow(/aborted/i);
  });
});
