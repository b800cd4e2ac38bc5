import type { ClusterState } from './ClusterState';
import { COMPUTING, IDLE, OFF, SWITCHING_ON } from './constants';

/**
 * Readings of a cluster's energy figures up to `now` during a run (`RunHandle.metrics()`), without
 * changing anything: each server's sums plus its current state since its last change (a powered-off
 * server: off until its switch-on starts, then switching on). Kept apart from `ClusterState`, which
 * changes the state, to keep that class to what the event loop needs.
 */

/**
 * Energy of all servers up to `now` (J): added in the order `close` would add them, so at the end of
 * a run it equals `ClusterState.energy` after `close`.
 */
export function energyAt(c: ClusterState, now: number): number {
  let sum = 0;
  for (let s = 0; s < c.size; s++) {
    let e = c.energyOf[s] as number;
    let since = c.since[s] as number;
    const st = c.state[s] as number;
    if (st === OFF && now >= (c.onAt[s] as number)) {
      const onAt = c.onAt[s] as number;
      e += (c.power[s * 5 + OFF] as number) * (onAt - since);
      since = onAt;
      e += (c.power[s * 5 + SWITCHING_ON] as number) * (now - since);
    } else e += (c.power[s * 5 + st] as number) * (now - since);
    sum += e;
  }
  return sum;
}

/** Energy per state up to `now` (J), as {@link energyAt} counts it. */
export function energyByStateAt(c: ClusterState, now: number): Float64Array {
  const out = c.energyByState.slice();
  for (let s = 0; s < c.size; s++) {
    let since = c.since[s] as number;
    const st = c.state[s] as number;
    if (st === OFF && now >= (c.onAt[s] as number)) {
      const onAt = c.onAt[s] as number;
      out[OFF] = (out[OFF] as number) + (c.power[s * 5 + OFF] as number) * (onAt - since);
      since = onAt;
      out[SWITCHING_ON] = (out[SWITCHING_ON] as number) + (c.power[s * 5 + SWITCHING_ON] as number) * (now - since);
    } else out[st] = (out[st] as number) + (c.power[s * 5 + st] as number) * (now - since);
  }
  return out;
}

/** Switch-ons started up to `now` (those in progress included). */
export function switchOnsAt(c: ClusterState, now: number): number {
  let n = c.switchOns;
  for (let s = 0; s < c.size; s++) if (c.state[s] === OFF && now >= (c.onAt[s] as number)) n++;
  return n;
}

/** Server-seconds spent computing up to `now`. */
export function busySecondsAt(c: ClusterState, now: number): number {
  let busy = c.busySeconds;
  for (let s = 0; s < c.size; s++) if (c.state[s] === COMPUTING) busy += now - (c.since[s] as number);
  return busy;
}

/** Sum of the servers' idle power at the nominal p-state (W): the normaliser of `normalizedMeanPower`. */
export function idlePower(c: ClusterState): number {
  let sum = 0;
  for (let s = 0; s < c.size; s++) sum += c.nominalPower[s * 5 + IDLE] as number;
  return sum;
}
