import type { ServerState } from '../ClusterView';
import type { Decision, ReconfigureDecision, StartDecision } from '../Decision';
import type { RunEvent } from '../RunEvent';
import { STATE_NAMES } from './constants';
import type { JobState } from './JobState';

/**
 * The events a {@link Run} records while a `RunHandle` listens or steps. Built only then:
 * `Simulation.run` records nothing, so none of this is on its path.
 */

/** A copy of a decision for the event listeners (the engine's server lists stay the engine's). */
function decisionCopy(d: Decision): Decision {
  if (d !== null && typeof d === 'object' && 'servers' in d && Array.isArray(d.servers)) return { ...d, servers: d.servers.slice() };
  return d;
}

/** The `decision` event of a scheduling point at `time`: copies of what the policy returned. */
export function decisionEvent(time: number, decisions: readonly Decision[]): RunEvent {
  return { type: 'decision', time, decisions: decisions.map(decisionCopy) };
}

/** The start or reconfiguration a decision just applied to `st` (a power-off's changes are `serverState` events). */
export function appliedEvent(d: StartDecision | ReconfigureDecision, st: JobState, time: number): RunEvent {
  const servers = (d.type === 'start' ? st.servers : st.target).slice();
  return { type: d.type === 'start' ? 'jobStarted' : 'jobReconfigured', time, job: st.id, servers };
}

/** The cluster's state-change callback that records `serverState` events into `into`. */
export function serverStateRecorder(into: RunEvent[]): (server: number, state: number, time: number) => void {
  return (server, state, time) => {
    into.push({ type: 'serverState', time, server, state: STATE_NAMES[state] as ServerState });
  };
}
