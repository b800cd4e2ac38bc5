/**
 * The figures of README's "Tune a policy, then validate it on held-out job sets", from the code as
 * it is: the README's snippet for seeds 1-5 (training estimate `result.best.value`, held-out cost
 * `best.cost`), then the validated choice and FIFO on 100 further independent job sets (mean cost,
 * mean power-offs per set) and whether the optimizer's own best did better there.
 *
 *   npx tsx scripts/readmeValidation.ts
 */
import { createSimulation, homogeneousPlatform } from '../src/engine/index';
import { googleLikeWorkload } from '../src/workload/index';
import { condition2, greedyFamily } from '../src/policies/index';
import { minimize, pso } from '../src/optimizers/index';
import { dupontSetup, jobSetSeeds, simulationObjective, validateCandidates } from '../src/experiments/index';

const scenario = { platform: homogeneousPlatform({ servers: 10 }), workload: googleLikeWorkload(), family: greedyFamily(condition2) };
/** Seed of the 100 further job sets: distinct from the validation sets' 1003 and from training (drawn from each run's seed). */
const FURTHER = jobSetSeeds(5005, 100);

function onFurtherSets(policy: ReturnType<typeof scenario.family.create>): { cost: number; powerOffs: number } {
  let cost = 0;
  let powerOffs = 0;
  for (const seed of FURTHER) {
    const sim = createSimulation({ platform: scenario.platform, workload: scenario.workload });
    const m = sim.run(policy, { seed }).metrics;
    cost += m.cost;
    powerOffs += m.powerOffs;
  }
  return { cost: cost / FURTHER.length, powerOffs: powerOffs / FURTHER.length };
}

const fifo = onFurtherSets(dupontSetup('FIFO'));
for (const seed of [1, 2, 3, 4, 5]) {
  const started = performance.now();
  const result = await minimize(simulationObjective({ ...scenario, setsPerIteration: 20 }), pso({ swarmSize: 20 }), { seed, maxIterations: 30 });
  const seconds = (performance.now() - started) / 1000;
  const { best } = validateCandidates({ ...scenario, candidates: [result.best.x, ...result.lastBatch.map((c) => c.x)], seeds: jobSetSeeds(1003, 50) });
  const chosen = onFurtherSets(scenario.family.create(best.x));
  const own = onFurtherSets(scenario.family.create(result.best.x));
  console.log(JSON.stringify({
    seed, trainingSeconds: +seconds.toFixed(1), evaluations: result.evaluations,
    training: +result.best.value.toFixed(3), validation: +best.cost.toFixed(3),
    further: +chosen.cost.toFixed(3), furtherPowerOffs: +chosen.powerOffs.toFixed(1), fifoFurther: +fifo.cost.toFixed(3),
    optimizersOwnBestFurther: +own.cost.toFixed(3), chosenIsOwnBest: best.index === 0,
  }));
}
