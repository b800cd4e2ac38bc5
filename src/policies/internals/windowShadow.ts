import type { ClusterView } from '../../engine/ClusterView';
import type { RigidJob } from '../../engine/Job';
import { ServerPlan } from './ServerPlan';

/**
 * EASY's shadow time and extra processors for the head job on a platform with reservations or
 * maintenance windows (issue 39), planned on particular servers: the shadow time is the earliest
 * time `head.processors` servers of its partition are free for its whole walltime (`d`) and off
 * every window it may not use ({@link ServerPlan.earliest}); the extra processors are the servers
 * usable by the head then, beyond its need. A job backfilled past the shadow time on at most the
 * extra processors therefore leaves the head enough servers (a server a window blocks for the head
 * is never counted as usable).
 *
 * @param started - the jobs this call already started (servers, planned end)
 */
export function windowShadow(
  view: ClusterView,
  policy: string,
  actual: boolean,
  head: RigidJob,
  d: number,
  started: ReadonlyArray<{ readonly servers: readonly number[]; readonly end: number }>,
): { shadow: number; extra: number } {
  const plan = new ServerPlan(view, policy, actual);
  for (const s of started) plan.add(s.servers, view.now, s.end);
  const slot = plan.earliest(view.platform, head, d);
  if (slot.time === Infinity) return { shadow: Infinity, extra: 0 };
  return { shadow: slot.time, extra: plan.usable(view.platform, head, slot.time, d).length - head.processors };
}
