import { formatIntervalSet } from '../../workload/formatIntervalSet';
import type { BatsimReplyEvent } from '../BatsimEvent';

/** What {@link switchOnRequests} reads: the session's time, resource ids, power cycles (their sleep state), counts and computing pstate. */
export interface SwitchOnContext {
  readonly now: number;
  readonly ids: readonly number[];
  readonly cycles: readonly ({ readonly sleepState?: number } | undefined)[];
  readonly counts: { powerRequests: number };
  readonly computing: string;
}

/**
 * `SET_RESOURCE_STATE` to the computing pstate for `servers` (indices) being switched on: one request per sleep state
 * they wake from (issue 38). Batsim reports the end of a request once for all its hosts, when the slowest is done (4.2.1,
 * check:batsim's sleep row: hosts woken together at 2,426.493 s from sleep states 0 and 1, 151.52 s and 25 s, were
 * reported together at 2,578.013 s), where the engine has each host idle at the end of its own switch-on.
 */
export function switchOnRequests(servers: readonly number[], c: SwitchOnContext, out: BatsimReplyEvent[]): void {
  if (servers.length === 0) return;
  const byState = new Map<number, number[]>();
  for (const s of servers) {
    const k = c.cycles[s]?.sleepState ?? 0;
    const group = byState.get(k) ?? [];
    group.push(c.ids[s]!);
    byState.set(k, group);
  }
  for (const k of [...byState.keys()].sort((a, b) => a - b)) {
    out.push({ timestamp: c.now, type: 'SET_RESOURCE_STATE', data: { resources: formatIntervalSet(byState.get(k)!), state: c.computing } });
    c.counts.powerRequests++;
  }
}
