/**
 * A resource manager's world (issue 39, docs/resource-manager.md): KTH SP2's log replayed on a
 * platform with two partitions (all 100 nodes for batch jobs, the last 20 for short ones) and
 * their queues, an 8-hour maintenance window that drains the machine, walltimes enforced (jobs
 * killed at their requested time), and Slurm's multifactor priority with fair-share ordering EASY
 * backfilling. CMA-ES tunes the four priority weights on one month of the log; the tuned weights
 * are then validated on the next month against FCFS order (the priority that only ages).
 *
 * Run from the repository root (the trace ships with the package: schedlab/traces):
 *   npx tsx examples/resource-manager.ts
 */
import { createSimulation, platform, type RigidJob } from 'schedlab/engine';
import { cmaEs, minimize } from 'schedlab/optimizers';
import { easyBackfilling, multifactorFamily } from 'schedlab/policies';
import { readBundledTrace } from 'schedlab/traces';

const DAY = 86400;
const trace = await readBundledTrace('KTH-SP2');
const all = Array.from({ length: 100 }, (_, i) => i);
const machine = platform([{ servers: 100 }], {
  partitions: [{ name: 'batch', servers: all }, { name: 'short', servers: all.slice(80) }],
  queues: [
    { name: 'batch', partitions: [0] },
    { name: 'short', priority: 10, partitions: [1], maxProcessors: 20, maxWalltime: 3600 },
  ],
  // one maintenance window in each month: the whole machine drained for 8 hours
  reservations: [
    { name: 'maintenance-1', servers: all, start: 14 * DAY, end: 14 * DAY + 8 * 3600 },
    { name: 'maintenance-2', servers: all, start: 44 * DAY, end: 44 * DAY + 8 * 3600 },
  ],
});
// the log has no queues (SWF fields 15-16 are -1): short, narrow jobs go to the short queue
const jobs: RigidJob[] = trace.jobs.map((j) => {
  const short = j.processors <= 20 && j.estimate <= 3600;
  return { ...j, queue: short ? 1 : 0, partition: short ? 1 : 0 };
});
// two windows of the log, split by hand (submission in days [0, 30) and [30, 60))
const train = jobs.filter((j) => j.submit < 30 * DAY);
const validate = jobs.filter((j) => j.submit >= 30 * DAY && j.submit < 60 * DAY);
console.log(`KTH-SP2: ${train.length} jobs in the training month, ${validate.length} in the validation month`);

const family = multifactorFamily({ scheduler: 'easy', halfLife: 7 * DAY, maxAge: 7 * DAY, queuePriorities: [0, 10] });
const simTrain = createSimulation({ platform: machine, jobs: train });
const simValidate = createSimulation({ platform: machine, jobs: validate });
const score = (sim: typeof simTrain, x: ArrayLike<number>) => sim.run(family.create(x), { walltime: 'kill' }).metrics;

const tuned = await minimize({ space: family.space, evaluate: (x) => score(simTrain, x).meanBoundedSlowdown }, cmaEs({ restarts: 0 }), { seed: 1, maxEvaluations: 48 });
const weights = tuned.best.x.map((v) => v.toFixed(3));
console.log(`CMA-ES, ${tuned.evaluations} evaluations: weights [age, size, fairShare, queue] = [${weights.join(', ')}]`);

const fcfsOrder = [1, 0, 0, 0]; // age only: submission order
for (const [name, sim] of [['training', simTrain], ['validation', simValidate]] as const) {
  const base = score(sim, fcfsOrder);
  const best = score(sim, tuned.best.x);
  const plain = sim.run(easyBackfilling(), { walltime: 'kill' }).metrics; // submission order: the same as FCFS order
  if (plain.meanBoundedSlowdown !== base.meanBoundedSlowdown) throw new Error('age-only priority should be submission order');
  console.log(
    `${name.padEnd(10)} mean bounded slowdown: FCFS order ${base.meanBoundedSlowdown.toFixed(2)}, tuned ${best.meanBoundedSlowdown.toFixed(2)}` +
      `  (mean wait ${(best.meanWait / 3600).toFixed(2)} h against ${(base.meanWait / 3600).toFixed(2)} h; killed at walltime ${best.killedJobs})`,
  );
}
