/**
 * A research variant in a few lines: define a fourth reconfiguration condition, train it with PSO
 * exactly as the paper trains its three (same epochs' job sets), and rank it against them with a
 * Friedman test and a post-hoc weak ranking.
 *
 * Run: npx tsx examples/fourth-condition.ts   (small sizes so that it runs in seconds)
 */
import { homogeneousPlatform } from 'schedlab/engine';
import { analyzeSetups, jobSetSeeds, runSetups, simulationObjective } from 'schedlab/experiments';
import { minimize, pso } from 'schedlab/optimizers';
import { condition1, condition2, condition3, greedyFamily, parametricCondition, type ReconfigurationInput } from 'schedlab/policies';
import { googleLikeWorkload } from 'schedlab/workload';

// condition4: grow when the queue is empty enough and the job has much work left.
const condition4 = parametricCondition<ReconfigurationInput>({
  name: 'condition4',
  parameters: [
    { name: 'wm', lower: 0, upper: 1, description: 'weight of the remaining mass (in units of 1700 s)' },
    { name: 'walpha', lower: 0, upper: 1, description: 'weight of alpha' },
    { name: 'threshold', lower: 0, upper: 2, description: 'decision threshold' },
  ],
  holds: (i, [wm, walpha, threshold]) => Math.pow(i.remainingMass / 1700, wm!) * Math.pow(i.alpha, walpha!) > threshold!,
});

const platform = homogeneousPlatform({ servers: 10 });
const workload = googleLikeWorkload();
const families = { Swarm1: condition1, Swarm2: condition2, Swarm3: condition3, Swarm4: condition4 };

const trained: Array<readonly [string, ReturnType<ReturnType<typeof greedyFamily>['create']>]> = [];
for (const [name, condition] of Object.entries(families)) {
  const family = greedyFamily(condition);
  const objective = simulationObjective({ platform, workload, family, setsPerIteration: 8 });
  const result = await minimize(objective, pso({ swarmSize: 10 }), { seed: 2020, maxIterations: 10 });
  console.log(`${name}: best mean cost ${result.best.value.toFixed(3)} with ${family.space.names.map((n, k) => `${n}=${result.best.x[k]!.toFixed(2)}`).join(' ')}`);
  trained.push([name, family.create(result.best.x)] as const);
}

// Fresh evaluation sets (a different root seed than the training) and the paper's statistics.
const results = runSetups({ platform, workload, setups: trained, seeds: jobSetSeeds(99, 40) });
const analysis = analyzeSetups(results, { confidence: 0.95 });
const byCost = analysis.rankings.find((r) => r.metric === 'cost')!;
console.log(`Friedman chi-square ${byCost.chiSquare.toFixed(2)}, p = ${byCost.pValue.toExponential(2)}`);
for (const g of byCost.groups) console.log(`rank ${g.rank}: ${g.names.join(' and ')}`);
