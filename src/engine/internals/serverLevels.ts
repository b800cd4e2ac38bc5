import type { SleepState } from '../../power/SleepState';
import type { ServerSegment } from '../Simulation';
import type { PowerDraw } from './PowerDraw';
import { COMPUTING, IDLE, OFF, SWITCHING_OFF, SWITCHING_ON } from './constants';

/**
 * The p-state and sleep-state side of a run's servers (issue 38), kept out of `ClusterState`'s
 * common path: none of these runs unless a run changes a p-state or uses a sleep state other than 0.
 */

/**
 * What these functions read and change of a run's servers: `ClusterState` implements it (an
 * interface rather than `ClusterState` itself, so that it imports this file without a cycle).
 */
export interface ServerLevels {
  readonly size: number;
  power: Float64Array;
  speed: Float64Array;
  readonly nominalPower: Float64Array;
  ownTables: boolean;
  switchOff: Float64Array;
  switchOn: Float64Array;
  readonly nominalSwitch: readonly [Float64Array, Float64Array];
  sleepOf: Uint8Array | undefined;
  readonly pstateOf: Uint8Array | undefined;
  readonly draw: PowerDraw;
  readonly state: Uint8Array;
  /** Sets the state of server `s` at `now` after adding the energy of its previous state since its last change. */
  integrate(s: number, state: number, now: number): void;
}

/** A traced interval of a run that uses p-states or sleep states, with the server's. */
export function levelled(cluster: ServerLevels, seg: ServerSegment, state: number): ServerSegment {
  const pstate = cluster.pstateOf?.[seg.server] ?? 0;
  const sleepState = state === IDLE || state === COMPUTING ? 0 : (cluster.sleepOf?.[seg.server] ?? 0);
  return { ...seg, ...(pstate === 0 ? {} : { pstate }), ...(sleepState === 0 ? {} : { sleepState }) };
}

/** Copies the platform's power and speed tables into the run's own, once (runs without changes share them). */
export function ownPowerTables(cluster: ServerLevels): void {
  if (cluster.ownTables) return;
  cluster.power = cluster.power.slice();
  cluster.speed = cluster.speed.slice();
  cluster.draw.setPower(cluster.power);
  cluster.ownTables = true;
}

/**
 * Server `s` (about to switch off, or fail) goes to sleep state `k`, whose powers and durations
 * are `sleep` (undefined: the platform's own, sleep state 0): its off, switching-off and
 * switching-on powers and its two transition times become the state's. Called only by runs that
 * use sleep states (the tables are copied on the first call).
 */
export function toSleepState(cluster: ServerLevels, s: number, k: number, sleep: SleepState | undefined): void {
  if (cluster.sleepOf === undefined) {
    if (k === 0) return; // nothing to change: every server is in sleep state 0
    cluster.sleepOf = new Uint8Array(cluster.size);
    cluster.switchOff = cluster.switchOff.slice();
    cluster.switchOn = cluster.switchOn.slice();
  }
  ownPowerTables(cluster);
  const p = cluster.power;
  const q = cluster.nominalPower;
  const [off, on] = cluster.nominalSwitch;
  p[s * 5 + OFF] = sleep === undefined ? (q[s * 5 + OFF] as number) : sleep.off;
  p[s * 5 + SWITCHING_OFF] = sleep === undefined ? (q[s * 5 + SWITCHING_OFF] as number) : sleep.switchingOff;
  p[s * 5 + SWITCHING_ON] = sleep === undefined ? (q[s * 5 + SWITCHING_ON] as number) : sleep.switchingOn;
  cluster.switchOff[s] = sleep === undefined ? (off[s] as number) : sleep.switchOffDuration;
  cluster.switchOn[s] = sleep === undefined ? (on[s] as number) : sleep.switchOnDuration;
  cluster.sleepOf[s] = k;
}

/**
 * Server `s` (idle or computing) moves at `now` to a p-state of speed `speed` drawing `idle` and
 * `computing` W: its energy so far is integrated at the old powers first. The run's tables are
 * copied from the platform's on the first change (runs without p-state changes share them).
 */
export function setPstate(cluster: ServerLevels, s: number, speed: number, idle: number, computing: number, now: number): void {
  ownPowerTables(cluster);
  const st = cluster.state[s] as number;
  cluster.integrate(s, st, now); // the interval so far at the old power (same state: no state event)
  cluster.power[s * 5 + IDLE] = idle;
  cluster.power[s * 5 + COMPUTING] = computing;
  cluster.speed[s] = speed;
  cluster.draw.set(s, cluster.power[s * 5 + st] as number);
}
