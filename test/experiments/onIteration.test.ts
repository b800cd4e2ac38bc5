import { describe, expect, it } from 'vitest';
import { dupont2020Config, trainDupontSwarms, reproduceFranke2007 } from '../../src/experiments/index';
import type { IterationProgress } from '../../src/optimizers/index';
import { readBundledTrace } from '../../src/traces/index';
import { loadBound } from '../helpers/loadBound';

describe('onIteration reaches the optimiser runs of the reproductions (issue 30: the CLI logs them)', () => {
  it('trainDupontSwarms: one call per epoch of each swarm, named Swarm1-3, carrying the history entries', async () => {
    const calls: Array<[string, IterationProgress]> = [];
    const t = await trainDupontSwarms(dupont2020Config('quick', { particles: 3, epochs: 2, setsPerEpoch: 2, validationSets: 0 }), { seed: 4, onIteration: (p, run) => calls.push([run, p]) });
    expect(calls.map(([run, p]) => [run, p.iteration, p.evaluations])).toEqual([
      ['Swarm1', 0, 3], ['Swarm1', 1, 6],
      ['Swarm2', 0, 3], ['Swarm2', 1, 6],
      ['Swarm3', 0, 3], ['Swarm3', 1, 6],
    ]);
    for (const s of t.swarms) expect(calls.filter(([run]) => run === s.swarm).map(([, p]) => p.entry)).toEqual(s.history);
  }, loadBound(60_000));

  it('reproduceFranke2007: PITTS and CCA generations (not PROB, its own loop), seed-labelled under several root seeds', async () => {
    const { jobs, header } = await readBundledTrace('KTH-SP2');
    const runs: string[] = [];
    const r = await reproduceFranke2007({ jobs: jobs.slice(0, 400), machineSize: header.maxProcs!, p: 1, generations: 2, rules: 4, seed: 9, seeds: 2, onIteration: (_, run) => runs.push(run) });
    const [a, b] = r.studySeeds;
    // generations + 1 iterations (the initial parents, then 2 generations) per ES run
    const per = (prefix: string): string[] => [...Array<string>(3).fill(`${prefix}PITTS`), ...Array<string>(3).fill(`${prefix}CCA`)];
    expect(runs).toEqual([...per(`seed 1/2 (${a}): `), ...per(`seed 2/2 (${b}): `)]);
  }, loadBound(120_000));
});
