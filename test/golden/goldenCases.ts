/**
 * The cases of the golden tests: today's numbers of the ten Dupont setups, the rigid schedulers on a
 * KTH slice, each optimizer's trajectory and the quick Dupont reproduction. `golden.test.ts` compares
 * them with `golden.json`; `npx tsx test/golden/update.ts` rewrites that file. A refactor must keep
 * them green; a change that moves a number on purpose updates golden.json in its own commit and says
 * why in the commit message.
 */
import { createSimulation } from '../../src/engine/createSimulation';
import { homogeneousPlatform } from '../../src/engine/homogeneousPlatform';
import type { Policy } from '../../src/engine/Policy';
import { dupont2020Config } from '../../src/experiments/dupont2020/Dupont2020Config';
import { reproduceDupont2020 } from '../../src/experiments/dupont2020/reproduceDupont2020';
import { coevolution } from '../../src/optimizers/coevolution';
import { cuckooSearch } from '../../src/optimizers/cuckooSearch';
import { evolutionStrategy } from '../../src/optimizers/evolutionStrategy';
import { hcspso } from '../../src/optimizers/hcspso';
import { minimize } from '../../src/optimizers/minimize';
import type { Optimizer } from '../../src/optimizers/Optimizer';
import { pso } from '../../src/optimizers/pso';
import { randomSearch } from '../../src/optimizers/randomSearch';
import { searchSpace } from '../../src/optimizers/searchSpace';
import { conservativeBackfilling } from '../../src/policies/conservativeBackfilling';
import { DUPONT_SETUPS, dupontSetup } from '../../src/experiments/dupont2020/dupontSetup';
import { easyBackfilling } from '../../src/policies/easyBackfilling';
import { fcfs } from '../../src/policies/fcfs';
import { googleLikeWorkload } from '../../src/workload/googleLikeWorkload';
import { readSwf } from '../../src/workload/readSwf';

export type Golden = Record<string, unknown>;

const METRICS = ['meanStretch', 'normalizedMeanPower', 'cost', 'energy', 'makespan', 'reconfigurations', 'powerOffs', 'meanWait', 'utilization'] as const;

function run(sim: ReturnType<typeof createSimulation>, policy: Policy, seed: number): Golden {
  const r = sim.run(policy, { seed });
  return {
    metrics: Object.fromEntries(METRICS.map((m) => [m, r.metrics[m]])),
    // Every job's start, end and final server count, in job order.
    jobs: r.jobs.map((j) => [j.start, j.end, j.servers, j.reconfigurations]),
  };
}

/** The ten setups of Dupont 2020 on the README's simulation (10 servers, Table 3), seeds 1-3; FIFO and Swarm2 also with 10 s periodic decisions. */
export function dupontSetupsCase(): Golden {
  const sim = createSimulation({ platform: homogeneousPlatform({ servers: 10 }), workload: googleLikeWorkload() });
  const periodic = createSimulation({ platform: homogeneousPlatform({ servers: 10 }), workload: googleLikeWorkload(), decisionInterval: 10 });
  const out: Golden = {};
  for (const seed of [1, 2, 3]) {
    for (const name of DUPONT_SETUPS) out[`${name}@${seed}`] = run(sim, dupontSetup(name, { randomParametersSeed: 7 }), seed);
    for (const name of ['FIFO', 'Swarm2'] as const) out[`${name}@${seed}/interval10`] = run(periodic, dupontSetup(name), seed);
  }
  return out;
}

/** FCFS, EASY and conservative backfilling on the first 1,500 jobs of the KTH-SP2 log (100 processors): every job's start. */
export async function rigidCase(): Promise<Golden> {
  const { jobs } = await readSwf(new URL('../../data/traces/KTH-SP2-1996-2.1-cln.swf.br', import.meta.url).pathname);
  const sim = createSimulation({ platform: homogeneousPlatform({ servers: 100 }), jobs: jobs.slice(0, 1500) });
  const out: Golden = {};
  for (const policy of [fcfs(), easyBackfilling(), conservativeBackfilling()]) {
    const r = sim.run(policy);
    out[policy.name] = { meanWait: r.metrics.meanWait, makespan: r.metrics.makespan, starts: r.jobs.map((j) => j.start) };
  }
  return out;
}

function rastrigin(x: Float64Array): number {
  let s = 10 * x.length;
  for (const v of x) s += v * v - 10 * Math.cos(2 * Math.PI * v);
  return s;
}

/** Each optimizer on Rastrigin 6-D, seed 11, 600 evaluations: best-so-far per iteration and the final point. */
export async function optimizersCase(): Promise<Golden> {
  const space = searchSpace({ lower: Array(6).fill(-5.12), upper: Array(6).fill(5.12) });
  const optimizers: Record<string, Optimizer> = {
    pso: pso(),
    cuckooSearch: cuckooSearch(),
    hcspso: hcspso(),
    evolutionStrategy: evolutionStrategy(),
    coevolution: coevolution(),
    randomSearch: randomSearch(),
  };
  const out: Golden = {};
  for (const [name, optimizer] of Object.entries(optimizers)) {
    const r = await minimize({ space, evaluate: rastrigin }, optimizer, { seed: 11, maxEvaluations: 600 });
    out[name] = { best: r.best.value, x: r.best.x, evaluations: r.evaluations, bestSoFar: r.history.map((h) => h.bestSoFar) };
  }
  return out;
}

/** The quick reproduction of Dupont 2020 (seed 1): trained parameters and mean metrics per experiment. */
export async function dupontQuickCase(): Promise<Golden> {
  const r = await reproduceDupont2020(dupont2020Config('quick'), { seed: 1 });
  return {
    training: r.training.map((t) => ({ swarm: t.swarm, parameters: t.parameters, bestValue: t.bestValue })),
    means: Object.fromEntries(r.experiments.map((e) => [e.experiment.id, e.analysis.means])),
    simulations: r.simulations,
  };
}

export const CASES: Record<string, () => Golden | Promise<Golden>> = {
  dupontSetups: dupontSetupsCase,
  rigid: rigidCase,
  optimizers: optimizersCase,
  dupontQuick: dupontQuickCase,
};
