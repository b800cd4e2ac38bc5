import type { ServerState } from '../ClusterView';

/** Server states as small integers (index into the per-server power table). */
export const OFF = 0;
export const SWITCHING_ON = 1;
export const IDLE = 2;
export const COMPUTING = 3;
export const SWITCHING_OFF = 4;
export const STATE_NAMES: readonly ServerState[] = ['off', 'switchingOn', 'idle', 'computing', 'switchingOff'];

/** Event types; the number is also the priority among events at the same time. */
export const EV_COMPLETION = 0;
export const EV_RECONFIG_END = 1;
export const EV_SWITCHED_OFF = 2;
/** (The start of a switch-on is no event: see ClusterState.) */
export const EV_SWITCHED_ON = 3;
/** A rigid job reaches its walltime (`estimate`) under `walltime: 'kill'` (after a completion at the same time). */
export const EV_WALLTIME = 4;
/** The end of a reservation or maintenance window: a scheduling point (issue 39). */
export const EV_RESERVATION_END = 5;
/** A server fails (issue 39; payload: server, index of its repair time or -1 to draw it). */
export const EV_SERVER_DOWN = 6;
/** A failed server is repaired (payload: server). */
export const EV_SERVER_UP = 7;
/** A job killed by a failure is queued again (payload: job index). */
export const EV_REQUEUE = 8;
/** A scheduling point a policy asked for (`callMeLater`), after every other event at the same time. */
export const EV_CALL = 9;


/**
 * Default threshold tau (s) of the bounded slowdown `max(1, (end - submit) / max(end - start, tau))`
 * in `Metrics`: 10 s, the value Feitelson, Rudolph, Schwiegelshohn, Sevcik & Wong use when they
 * introduce the bounded slowdown ("Theory and practice in parallel job scheduling", JSSPP 1997,
 * LNCS 1291), so that very short jobs do not dominate the mean; the same default as `slowdowns`
 * and `traceMetrics` (module `experiments`). Set with `createSimulation({ boundedSlowdownTau })`.
 */
export const DEFAULT_BOUNDED_SLOWDOWN_TAU = 10;
