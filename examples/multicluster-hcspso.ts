/**
 * Offline batch scheduling on a heterogeneous multi-cluster (Chhabra, Singh & Kahlon 2019):
 * 200 LLNL-Thunder jobs on Table I's RC1 (4 x 64 PEs) with SH2/EC2 speeds and powers, scheduled
 * by HCSPSO (Table II: 60 individuals x 60 generations over the SPV keys + availability matrix)
 * and by the four heuristic baselines; the three objectives side by side, and the HCSPSO plan
 * replayed by the engine as a check.
 *
 * Run from the repository root (the trace ships in data/traces):
 *   npx tsx examples/multicluster-hcspso.ts
 */
import { resolve } from 'node:path';
import { createSimulation } from 'schedlab/engine';
import { batchPlanObjective, chhabraJobs, chhabraPlatform } from 'schedlab/experiments';
import { hcspso, minimize } from 'schedlab/optimizers';
import { batchProblem, bestFit, buildSchedule, decodePlan, eamm, firstFit, metle, planPolicy, type BatchMetrics } from 'schedlab/policies';
import { createRng } from 'schedlab/random';
import { readSwf } from 'schedlab/workload';

const trace = await readSwf(resolve(import.meta.dirname, '../data/traces/LLNL-Thunder-2007-1.1-cln.first20k.swf.br'), { status: 'completed' });
const jobs = chhabraJobs(createRng(1), trace.jobs, { count: 200 }); // sigma ~ U(0.5, 1), PTBW ~ U(0, 10) Mbit/s
const platform = chhabraPlatform({ resources: 'RC1', speeds: 'SH2' });
const problem = batchProblem(platform, jobs);

const baselines = { 'First-Fit': firstFit(problem), 'Best-Fit': bestFit(problem), EAMM: eamm(problem), METLE: metle(problem) };
// eq. 8 with equal weights, each objective divided by First-Fit's (the raw sum is all energy)
const objective = batchPlanObjective(problem, { reference: baselines['First-Fit'].metrics });
const t0 = performance.now();
const result = await minimize(objective, hcspso(), { seed: 7, maxIterations: 60 });
const seconds = (performance.now() - t0) / 1000;
const best = buildSchedule(problem, decodePlan(problem, result.best.x));

const row = (name: string, m: BatchMetrics): string =>
  `${name.padEnd(10)} makespan ${(m.makespan / 3600).toFixed(2).padStart(7)} h  energy ${(m.energy / 3.6e6).toFixed(1).padStart(8)} kWh  mean flowtime ${(m.meanFlowtime / 3600).toFixed(2).padStart(6)} h`;
console.log(`${jobs.length} jobs on ${platform.clusters.map((c) => `${c.name} ${c.servers} PEs x ${c.speed}`).join(', ')}`);
for (const [name, s] of Object.entries(baselines)) console.log(row(name, s.metrics));
console.log(row('HCSPSO', best.metrics));
console.log(`HCSPSO: ${result.evaluations} evaluations in ${seconds.toFixed(1)} s, F = ${result.best.value.toFixed(3)} (First-Fit = 1), seed ${result.seed}`);

const replay = createSimulation({ platform, jobs }).run(planPolicy(best));
const same = replay.jobs.every((j, i) => j.start === best.jobs[i]?.start && j.end === best.jobs[i]?.end);
console.log(`engine replay of the HCSPSO plan: ${same ? 'identical start and end times' : 'DIFFERENT'}, energy ${(replay.metrics.energy / 3.6e6).toFixed(1)} kWh`);
