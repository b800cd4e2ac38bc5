import type { ClusterView } from '../../engine/ClusterView';
import type { Decision } from '../../engine/Decision';
import type { Policy } from '../../engine/Policy';
import { InvalidInputError } from '../../errors/InvalidInputError';
import type { BatchSchedule } from './BatchSchedule';
import { requireObject, requireString, requireArray } from '../../errors/internals/knownKeys';

/**
 * A policy that follows a precomputed schedule: at each scheduling point it starts every waiting
 * job whose planned start has come, on its planned servers, in the schedule's placement order.
 * Run in the engine it must reproduce the schedule's start and end times; the engine validates
 * every start (a server still busy is an error), so this is also how a schedule built outside the
 * engine is checked. Stateless: one policy may serve many runs.
 *
 * @param schedule - from {@link buildSchedule} or a baseline such as {@link firstFit}
 * @param name - policy name @defaultValue `'plan'`
 * @throws InvalidInputError at run time when a waiting job is not in the schedule
 * @example
 * ```ts
 * import { createSimulation, platform } from 'schedlab/engine';
 * import { batchProblem, firstFit, planPolicy } from 'schedlab/policies';
 * const p = platform([{ servers: 4 }, { servers: 4, speed: 2 }]);
 * const jobs = [
 *   { kind: 'rigid', id: 'a', submit: 0, processors: 4, runtime: 60, estimate: 60, sigma: 0.9 },
 *   { kind: 'rigid', id: 'b', submit: 0, processors: 6, runtime: 30, estimate: 30, sigma: 0.9 },
 * ] as const;
 * const schedule = firstFit(batchProblem(p, jobs));
 * const result = createSimulation({ platform: p, jobs }).run(planPolicy(schedule));
 * result.jobs[1]?.end === schedule.jobs[1]?.end; // true
 * ```
 */
export function planPolicy(schedule: BatchSchedule, name = 'plan'): Policy {
  requireObject('planPolicy(schedule)', schedule, 'a BatchSchedule');
  requireArray('planPolicy(schedule).order', schedule.order, 'the order of a BatchSchedule');
  requireArray('planPolicy(schedule).jobs', schedule.jobs, 'the jobs of a BatchSchedule');
  requireString('planPolicy(name)', name, "the policy's name");
  const byId = new Map<string, { readonly rank: number; readonly start: number; readonly servers: readonly number[] }>();
  schedule.order.forEach((j, rank) => {
    const job = schedule.jobs[j];
    if (job === undefined) throw new InvalidInputError(`planPolicy: schedule.order[${rank}] = ${j} is not a job of the schedule`);
    byId.set(job.id, { rank, start: job.start, servers: job.servers });
  });
  return Object.freeze({
    name,
    decide(view: ClusterView): readonly Decision[] {
      const due: { readonly rank: number; readonly id: string; readonly servers: readonly number[] }[] = [];
      for (const job of view.queue) {
        const planned = byId.get(job.id);
        if (planned === undefined) throw new InvalidInputError(`planPolicy "${name}": job "${job.id}" is waiting but is not in the schedule`);
        if (planned.start <= view.now) due.push({ rank: planned.rank, id: job.id, servers: planned.servers });
      }
      due.sort((a, b) => a.rank - b.rank);
      return due.map((d): Decision => ({ type: 'start', job: d.id, servers: d.servers }));
    },
  });
}
