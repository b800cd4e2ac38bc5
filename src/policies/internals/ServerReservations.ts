import type { ClusterView } from '../../engine/ClusterView';
import type { RigidJob } from '../../engine/Job';
import type { RigidQueue } from './rigidQueue';
import type { ServerCursor } from './ServerCursor';
import { ServerPlan, type Slot } from './ServerPlan';

/**
 * Conservative backfilling's reservations on particular servers (issue 39: partitions, queues,
 * reservations and maintenance windows), kept from one scheduling point to the next of a run.
 *
 * At each point the plan is rebuilt from the running jobs, then the reservations still valid (not
 * in the past, their servers still free for them) are put back, and each queued job in queue order
 * is *compressed*: its reservation is taken out and it gets the earliest slot given all the others
 * (its old slot is one of the candidates, so a reservation never moves later while running jobs end
 * by their predicted ends: `walltime: 'kill'`, no failure). Jobs whose slot is now start on the
 * slot's servers. This is Mu'alem & Feitelson's (2001) conservative backfilling with compression,
 * on servers rather than on a processor count: a count profile cannot honour a job's partition or
 * a window on some servers.
 *
 * Cost: each job's slot is searched among O(running + queued) times on each of its servers, so a
 * call costs O(queue² x servers) in the worst case; meant for the platforms that need it.
 */
export class ServerReservations {
  /** The reservation of each queued job, by id (those of the previous call until `decide` ends). */
  readonly slots = new Map<string, Slot>();
  private lastRun: object | undefined;

  /** Plans the queue and starts, through `cursor`, the jobs whose slot is now. */
  decide(view: ClusterView, queue: RigidQueue, cursor: ServerCursor, policy: string, actual: boolean, dur: (job: RigidJob) => number): void {
    const run = view.run ?? view; // a host builds a view per call: the run is what lasts
    if (run !== this.lastRun) this.slots.clear(); // a new run
    this.lastRun = run;
    const now = view.now;
    const plan = new ServerPlan(view, policy, actual);
    const kept: Array<Slot | undefined> = [];
    for (let k = 0; k < queue.length; k++) {
      const job = queue.at(k)!;
      const old = this.slots.get(job.id);
      const valid = old !== undefined && old.time >= now && old.time !== Infinity && plan.allFree(job, old.servers, old.time, dur(job));
      if (valid) plan.add(old.servers, old.time, old.time + dur(job));
      kept.push(valid ? old : undefined);
    }
    this.slots.clear();
    for (let k = 0; k < queue.length; k++) {
      const job = queue.at(k)!;
      const d = dur(job);
      const old = kept[k];
      if (old !== undefined) plan.remove(old.servers, old.time, old.time + d);
      const slot = plan.earliest(view.platform, job, d);
      if (slot.time === Infinity) continue; // needs servers that are not coming back: no reservation
      plan.add(slot.servers, slot.time, slot.time + d);
      this.slots.set(job.id, slot);
      if (slot.time === now) cursor.startOn(job, slot.servers);
    }
  }
}

/** The planner of each conservative backfilling policy that has one (read by the tests). */
export const SERVER_RESERVATIONS = new WeakMap<object, ServerReservations>();
