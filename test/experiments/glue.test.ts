import { describe, expect, it } from 'vitest';
import { createSimulation, homogeneousPlatform } from '../../src/engine/index';
import {
  analyzeSetups,
  dupont2020Config,
  jobSetSeeds,
  runSetups,
  SETUP_METRICS,
  simulationObjective,
  trainDupontSwarms,
  validateCandidates,
  type SetupResults,
} from '../../src/experiments/index';
import { condition1, condition2, condition3, greedyFamily } from '../../src/policies/index';
import { dupontSetup, TABLE4_PARAMETERS } from '../../src/experiments/index';
import { googleLikeWorkload } from '../../src/workload/index';
import { InvalidInputError } from '../../src/errors/index';

const platform = homogeneousPlatform({ servers: 10 });
const workload = googleLikeWorkload();

describe('jobSetSeeds', () => {
  it('is a pure function of the seed and gives distinct seeds', () => {
    expect(jobSetSeeds(5, 50)).toEqual(jobSetSeeds(5, 50));
    expect(new Set(jobSetSeeds(5, 50)).size).toBe(50);
    expect(jobSetSeeds(5, 3)).toEqual(jobSetSeeds(5, 50).slice(0, 3));
  });
});

describe('simulationObjective (Dupont 2020, 5.3)', () => {
  const family = greedyFamily(condition2);
  const objective = simulationObjective({ platform, workload, family, setsPerIteration: 4 });
  const x = Float64Array.from(TABLE4_PARAMETERS.Swarm2);
  const ctx = (iterationSeed: number, index = 0) => ({ iteration: 0, iterationSeed, candidateSeed: 99 + index, index });

  it('is the mean cost over the iteration job sets, exactly as direct runs give it', () => {
    const sim = createSimulation({ platform, workload });
    const seeds = jobSetSeeds(123, 4);
    const direct = seeds.reduce((a, s) => a + sim.run(family.create(x), { seed: s }).metrics.cost, 0) / 4;
    expect(objective.evaluate(x, ctx(123))).toBe(direct);
  });

  it('uses common random numbers: same iteration seed, same sets for every candidate', () => {
    expect(objective.evaluate(x, ctx(7, 0))).toBe(objective.evaluate(x, ctx(7, 5)));
    expect(objective.evaluate(x, ctx(7))).not.toBe(objective.evaluate(x, ctx(8)));
    expect(objective.space.names).toEqual(family.space.names);
  });

  it('takes a custom cost and refuses bad options', () => {
    const energy = simulationObjective({ platform, workload, family, setsPerIteration: 2, cost: (m) => m.energy });
    expect(energy.evaluate(x, ctx(1))).toBeGreaterThan(1e6);
    expect(() => simulationObjective({ platform, workload, family, setsPerIteration: 0 })).toThrow(InvalidInputError);
  });
});

describe('runSetups', () => {
  it('fills one matrix per metric with rows = job sets and columns = setups, equal to direct runs', () => {
    const seeds = jobSetSeeds(9, 3);
    const setups = [['FIFO', dupontSetup('FIFO')], ['Swarm2', dupontSetup('Swarm2')]] as const;
    const r = runSetups({ platform, workload, setups, seeds });
    expect(r.setups).toEqual(['FIFO', 'Swarm2']);
    expect(Object.keys(r.metrics).sort()).toEqual([...SETUP_METRICS].sort());
    const sim = createSimulation({ platform, workload });
    seeds.forEach((s, i) => {
      expect(r.metrics.cost[i]).toEqual(setups.map(([, p]) => sim.run(p, { seed: s }).metrics.cost));
      expect(r.metrics.powerOffs[i]![0]).toBe(0); // FIFO never powers off
    });
    expect(() => runSetups({ platform, workload, setups: [setups[0], setups[0]], seeds })).toThrow(/"FIFO" appears twice/);
  });
});

describe('analyzeSetups on a hand-made result matrix', () => {
  // 4 job sets x 3 setups; ranks by row: [1,2,3], [1,3,2], [1,2,3], [2,1,3] -> averages 1.25, 2, 2.75
  const m = [
    [1, 2, 3],
    [1, 3, 2],
    [1, 2, 3],
    [2, 1, 3],
  ];
  const results: SetupResults = {
    setups: ['A', 'B', 'C'],
    seeds: [1, 2, 3, 4],
    metrics: Object.fromEntries(SETUP_METRICS.map((k) => [k, m])) as SetupResults['metrics'],
  };

  it('means, Friedman statistic and p-value by hand', () => {
    const a = analyzeSetups(results);
    expect(a.means.cost).toEqual([1.25, 2, 2.75]);
    expect(a.medians.cost).toEqual([1, 2, 3]);
    const byCost = a.rankings.find((r) => r.metric === 'cost')!;
    expect(byCost.averageRanks).toEqual([1.25, 2, 2.75]);
    // chi2 = 12N/(k(k+1)) sum R^2 - 3N(k+1) = 4 * 13.125 - 48 = 4.5; 2 df: p = exp(-4.5 / 2)
    expect(byCost.chiSquare).toBeCloseTo(4.5, 12);
    expect(byCost.df).toBe(2);
    expect(byCost.pValue).toBeCloseTo(Math.exp(-2.25), 12);
  });

  it('alpha, with confidence kept as a deprecated alias', () => {
    expect(analyzeSetups(results).rankings[0]!.alpha).toBe(0.05);
    expect(analyzeSetups(results, { alpha: 0.1 }).rankings[0]!.alpha).toBe(0.1);
    expect(analyzeSetups(results, { confidence: 0.9 }).rankings[0]!.alpha).toBeCloseTo(0.1, 15);
    expect(analyzeSetups(results, { confidence: 0.9, alpha: 0.1 }).rankings[0]!.alpha).toBe(0.1);
    expect(() => analyzeSetups(results, { confidence: 0.9, alpha: 0.05 })).toThrow(/disagree/);
    expect(() => analyzeSetups(results, { alpha: 5 })).toThrow(/options.alpha: expected a number in \(0, 1\)/);
    // 4 job sets are too few for any pair to differ: every pair is listed as not significant
    expect(analyzeSetups(results).rankings[2]!.nonSignificantPairs).toEqual([{ a: 'A', b: 'B' }, { a: 'A', b: 'C' }, { a: 'B', b: 'C' }]);
  });

  it('win matrix by hand (Fig. 7)', () => {
    expect(analyzeSetups(results).costWins).toEqual([
      [0, 3, 4],
      [1, 0, 3],
      [0, 1, 0],
    ]);
  });

  it('weak ranking: one group at 95%; A and B vs C at 80% (Holm: 3 x p(A,C) = 0.1017 < 0.2)', () => {
    expect(analyzeSetups(results, { confidence: 0.95 }).rankings[2]!.groups).toEqual([{ rank: 1, names: ['A', 'B', 'C'] }]);
    expect(analyzeSetups(results, { confidence: 0.8 }).rankings[2]!.groups).toEqual([
      { rank: 1, names: ['A', 'B'] },
      { rank: 2, names: ['C'] },
    ]);
  });
});

describe('trainDupontSwarms (tiny run end to end)', () => {
  it('is deterministic for a seed and records the training job sets', async () => {
    const config = dupont2020Config('quick', { particles: 3, epochs: 2, setsPerEpoch: 2 });
    const a = await trainDupontSwarms(config, { seed: 11 });
    const b = await trainDupontSwarms(config, { seed: 11 });
    expect(a.swarms).toEqual(b.swarms);
    expect(a.swarms.map((s) => s.swarm)).toEqual(['Swarm1', 'Swarm2', 'Swarm3']);
    expect(a.swarms.map((s) => s.parameters.length)).toEqual([8, 9, 9]);
    expect(a.swarms[0]!.history).toHaveLength(2);
    // training 3 particles x 2 epochs x 2 sets, then each candidate on the 10 validation sets
    const v = a.swarms[0]!.validation!;
    expect(a.swarms[0]!.simulations).toBe(3 * 2 * 2 + v.candidates * 10);
    // the three swarms share the epochs' job sets: 2 epochs x 2 sets; the validation sets are others
    expect(a.trainingSetSeeds.size).toBe(4);
    expect(a.validationSetSeeds).toHaveLength(10);
    expect(a.validationSetSeeds.filter((s) => a.trainingSetSeeds.has(s))).toEqual([]);
    const c = await trainDupontSwarms(config, { seed: 12 });
    expect(c.swarms[1]!.parameters).not.toEqual(a.swarms[1]!.parameters);
  });

  it('picks each swarm by its held-out cost: the chosen parameters are the best candidate there, the optimizer\'s best is reported apart', async () => {
    const config = dupont2020Config('quick', { particles: 4, epochs: 3, setsPerEpoch: 2, validationSets: 6, validationCandidates: 2 });
    const t = await trainDupontSwarms(config, { seed: 5, validationSeed: 99 });
    for (const s of t.swarms) {
      const v = s.validation!;
      // candidates: the global best, up to 2 best seen, the last epoch's 4 particles (repeats removed)
      expect(v.candidates).toBeGreaterThanOrEqual(4);
      expect(v.candidates).toBeLessThanOrEqual(7);
      expect(v.cost).toBeLessThanOrEqual(v.trainingBestCost);
      // recompute the chosen parameters' validation cost independently, and FIFO's, with runSetups
      const r = runSetups({
        platform: homogeneousPlatform({ servers: 10 }),
        workload: googleLikeWorkload(),
        setups: [['chosen', greedyFamily([condition1, condition2, condition3][s.condition - 1]!).create(s.parameters)], ['FIFO', dupontSetup('FIFO')]],
        seeds: t.validationSetSeeds,
      });
      const mean = (j: number) => r.metrics.cost.reduce((acc, row) => acc + row[j]!, 0) / r.metrics.cost.length;
      expect(v.cost).toBeCloseTo(mean(0), 12);
      expect(v.fifoCost).toBeCloseTo(mean(1), 12);
    }
    expect(t.validationSetSeeds).toEqual(jobSetSeeds(99, 6, t.trainingSetSeeds));
    const paper = await trainDupontSwarms({ ...config, validationSets: 0 }, { seed: 5 });
    expect(paper.swarms[0]!.validation).toBeUndefined();
    expect(paper.swarms[0]!.parameters).toEqual(paper.swarms[0]!.trainingBest);
    expect(paper.validationSetSeeds).toEqual([]);
  });
});

describe('validateCandidates and jobSetSeeds with exclusions', () => {
  it('ranks candidates by their mean cost on the given sets (ties: lower index); refuses empty input', () => {
    const family = greedyFamily(condition1);
    const scenario = { platform: homogeneousPlatform({ servers: 10 }), workload: googleLikeWorkload(), family };
    const seeds = jobSetSeeds(3, 5);
    const swarm1 = [0.175, 0.742, 0.331, 0.455, 0.76, 899, 1405, 0.717];
    const neverOff = [0.175, 0.742, 0.331, 0, 0, 899, 1405, 0.717]; // soff = 0: the shutdown condition never holds
    const { ranked, best } = validateCandidates({ ...scenario, candidates: [neverOff, swarm1, neverOff], seeds });
    // runSetups takes no family (an unknown key is refused since issue 32): the scenario without it
    const r = runSetups({ platform: scenario.platform, workload: scenario.workload, setups: [['a', family.create(neverOff)], ['b', family.create(swarm1)]], seeds });
    const mean = (j: number) => r.metrics.cost.reduce((acc, row) => acc + row[j]!, 0) / seeds.length;
    expect(ranked.map((c) => c.index)).toEqual(mean(1) < mean(0) ? [1, 0, 2] : [0, 2, 1]);
    expect(ranked.find((c) => c.index === 1)!.cost).toBeCloseTo(mean(1), 12);
    expect(best).toBe(ranked[0]);
    expect(() => validateCandidates({ ...scenario, candidates: [], seeds })).toThrow(/candidates must not be empty/);
    expect(() => validateCandidates({ ...scenario, candidates: [swarm1], seeds: [] })).toThrow(/seeds must not be empty/);
  });

  it('jobSetSeeds skips excluded seeds and repeats, and is the plain sequence without exclusions', () => {
    const plain = jobSetSeeds(8, 6);
    expect(jobSetSeeds(8, 6, new Set())).toEqual(plain);
    const skipped = jobSetSeeds(8, 4, new Set([plain[1]!, plain[2]!]));
    expect(skipped).toEqual([plain[0], plain[3], plain[4], plain[5]]);
  });
});

describe('frankeProblem', () => {
  it('refuses a weighted user group without jobs (its AWRT, and so the objective, would be NaN)', async () => {
    const { frankeProblem, userGroups } = await import('../../src/experiments/index');
    const jobs = [
      { kind: 'rigid' as const, id: 'a', submit: 0, processors: 2, runtime: 600, estimate: 900, user: 1 },
      { kind: 'rigid' as const, id: 'b', submit: 60, processors: 1, runtime: 30, estimate: 60, user: 2 },
    ];
    const groups = userGroups(jobs);
    expect(() => frankeProblem({ jobs, machineSize: 4, groups })).not.toThrow();
    expect(() => frankeProblem({ jobs: [jobs[0]!], machineSize: 4, groups })).toThrow(/user group 2 has weight 4 but no job/);
    expect(() => frankeProblem({ jobs: [jobs[0]!], machineSize: 4, groups, weights: [10, 0, 0, 0, 0] })).not.toThrow();
  });
});
