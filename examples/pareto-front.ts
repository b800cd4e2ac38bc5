/**
 * Dupont et al. 2020 tune one number, cost = mean stretch x normalized mean power. Keep the two
 * criteria apart instead: NSGA-II learns the trade-off front of the greedy family (condition 2),
 * then the front and the paper's ten setups are measured on fresh job sets, and each setup is
 * checked for a front policy that is at least as good on both criteria.
 *
 * Run: npx tsx examples/pareto-front.ts   (small sizes so that it runs in seconds)
 */
import { homogeneousPlatform } from 'schedlab/engine';
import { hypervolume, minimize, nsga2 } from 'schedlab/optimizers';
import { condition2, greedyFamily } from 'schedlab/policies';
import { DUPONT_SETUPS, dupontSetup, jobSetSeeds, runSetups, simulationParetoObjective } from 'schedlab/experiments';
import { mean } from 'schedlab/statistics';
import { googleLikeWorkload } from 'schedlab/workload';

const platform = homogeneousPlatform({ servers: 10 });
const workload = googleLikeWorkload();
const family = greedyFamily(condition2);

// Training: each candidate is run on the same 8 job sets of its generation (common random numbers).
const problem = simulationParetoObjective({ platform, workload, family, setsPerIteration: 8 });
const { front, evaluations } = await minimize(problem, nsga2({ populationSize: 24 }), { seed: 2020, maxIterations: 15 });
console.log(`NSGA-II: ${evaluations} evaluations, front of ${front.length} trade-offs (training sets)`);

// Fresh evaluation sets for the front and for the ten setups.
const tradeOffs = front.map((p, i) => [`front${i}`, family.create(p.x)] as const);
const setups = DUPONT_SETUPS.map((name) => [name, dupontSetup(name)] as const);
const r = runSetups({ platform, workload, setups: [...tradeOffs, ...setups], seeds: jobSetSeeds(99, 30) });
const column = (metric: 'meanStretch' | 'normalizedMeanPower', j: number) => mean(r.metrics[metric].map((row) => row[j]!));
const points = r.setups.map((name, j) => ({ name, stretch: column('meanStretch', j), power: column('normalizedMeanPower', j) }));
const frontPoints = points.slice(0, tradeOffs.length);

const reference = [Math.max(...points.map((p) => p.stretch)) * 1.1, Math.max(...points.map((p) => p.power)) * 1.1];
console.log(`hypervolume of the front on fresh sets: ${hypervolume(frontPoints.map((p) => [p.stretch, p.power]), reference).toFixed(3)} (reference ${reference.map((v) => v.toFixed(2)).join(', ')})`);
for (const p of frontPoints.sort((a, b) => a.stretch - b.stretch)) console.log(`  ${p.name.padEnd(8)} stretch ${p.stretch.toFixed(3)}  power ${p.power.toFixed(3)}`);
for (const s of points.slice(tradeOffs.length)) {
  const better = frontPoints.find((f) => f.stretch <= s.stretch && f.power <= s.power);
  console.log(`${s.name.padEnd(15)} stretch ${s.stretch.toFixed(3)}  power ${s.power.toFixed(3)}  ${better ? `covered by ${better.name}` : 'not covered by the front'}`);
}
