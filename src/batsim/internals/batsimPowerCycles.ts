import type { ServerState } from '../../engine/ClusterView';
import { formatIntervalSet } from '../../workload/formatIntervalSet';
import type { BatsimReplyEvent } from '../BatsimEvent';
import type { BatsimCycle } from './applyBatsimDecisions';
import { sameBatsimTime } from './batsimTime';
import { switchOnRequests } from './switchOnRequests';

/** The session's power bookkeeping that Batsim's state changes and the wake-ups read and change (in place). */
export interface BatsimPowerState {
  readonly now: number;
  /** Server index -> Batsim resource id. */
  readonly ids: readonly number[];
  readonly states: ServerState[];
  readonly cycles: (BatsimCycle | undefined)[];
  /** Per server, the pstate of a setPstate Batsim has not confirmed yet. */
  readonly pending: (string | undefined)[];
  readonly counts: { powerRequests: number };
  readonly computing: string;
  readonly sleeping: string;
  /** The sleep pstate of each sleep state (issue 38; the first is `sleeping`): a cycle's `sleepState` picks its. */
  readonly sleepPstates: readonly string[];
  /** Whether a host asleep stays asleep at time `t` although its planned wake-up has come (the session's rule). */
  readonly sleepsAt: (t: number) => boolean;
  /** Throws the session's protocol error (`batsim: message N: ...`). */
  readonly protocol: (what: string) => never;
}

/**
 * `RESOURCE_STATE_CHANGED { resources, state }` for `servers` (indices): the end of a switch-off
 * (the sleeping pstate), of a switch-on (the computing pstate) or of a `setPstate`; a host a
 * `switchOn` came for while it was switching off is powered on now that Batsim reports it asleep.
 * A change nobody asked for is a protocol error.
 */
export function batsimStateChanged(servers: readonly number[], state: string, c: BatsimPowerState, out: BatsimReplyEvent[]): void {
  const { ids, states, cycles, pending } = c;
  const woken: number[] = [];
  for (const s of servers) {
    const cy = cycles[s];
    if (cy === undefined && pending[s] !== undefined && pending[s] === state) {
      pending[s] = undefined; // a setPstate done
      continue;
    }
    const expected = cy?.stage === 'switchingOff' ? (cy.sleepState === undefined ? c.sleeping : c.sleepPstates[cy.sleepState]) : cy?.stage === 'switchingOn' ? c.computing : undefined;
    if (cy === undefined || expected !== state) {
      c.protocol(`RESOURCE_STATE_CHANGED to state "${state}" for resource ${ids[s]!}, which ${expected === undefined ? 'no SET_RESOURCE_STATE asked to change' : `was asked to go to state "${expected}"`}`);
    }
    if (cy.stage === 'switchingOn') {
      cycles[s] = undefined;
      states[s] = 'idle';
    } else if (cy.onWhenOff === true) {
      // a switchOn came while it was switching off: on now that Batsim says it sleeps
      cy.stage = 'switchingOn';
      states[s] = 'switchingOn';
      woken.push(s);
    } else {
      cy.stage = 'off';
      states[s] = 'off';
    }
  }
  switchOnRequests(woken, c, out);
  wakeDueHosts(c, out);
}

/** Hosts asleep whose wake-up time has come (at Batsim's precision): asks Batsim to power them on, unless they stay asleep ({@link BatsimPowerState.sleepsAt}). */
export function wakeDueHosts(c: BatsimPowerState, out: BatsimReplyEvent[]): void {
  const { now, states } = c;
  if (c.sleepsAt(now)) return;
  const due: number[] = [];
  c.cycles.forEach((cy, s) => {
    if (cy?.stage === 'off' && (cy.wake <= now || sameBatsimTime(cy.wake, now))) {
      // woken late (kept asleep while nothing waited): back after a whole switch-on from now
      if (cy.wake < now && !sameBatsimTime(cy.wake, now)) cy.back = now + (cy.back - cy.wake);
      cy.stage = 'switchingOn';
      states[s] = 'switchingOn';
      due.push(c.ids[s]!);
    }
  });
  if (due.length > 0) {
    out.push({ timestamp: now, type: 'SET_RESOURCE_STATE', data: { resources: formatIntervalSet(due), state: c.computing } });
    c.counts.powerRequests++;
  }
}

/** Later wake-ups of hosts asleep: a `CALL_ME_LATER` at each planned time at which the host will not stay asleep. */
export function askWakeCalls(c: BatsimPowerState, callAt: (t: number, out: BatsimReplyEvent[]) => void, out: BatsimReplyEvent[]): void {
  for (const cy of c.cycles) {
    if (cy?.stage === 'off' && Number.isFinite(cy.wake) && cy.wake > c.now && !sameBatsimTime(cy.wake, c.now) && !c.sleepsAt(cy.wake)) callAt(cy.wake, out);
  }
}
