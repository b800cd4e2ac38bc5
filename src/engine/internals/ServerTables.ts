import type { Platform } from '../platform';
import { COMPUTING, IDLE, OFF, SWITCHING_OFF, SWITCHING_ON } from './constants';

/**
 * The per-server constants of a platform in typed arrays: speed, power per state and switching
 * durations. Built once per simulation and shared, read-only, by all its runs (a run's
 * `ClusterState` holds only what changes).
 */
export interface ServerTables {
  /** Speed of each server. */
  readonly speed: Float64Array;
  /** power[s * 5 + state] in watts (states of constants.ts). */
  readonly power: Float64Array;
  /** Switch-off duration of each server (s). */
  readonly switchOff: Float64Array;
  /** Switch-on duration of each server (s). */
  readonly switchOn: Float64Array;
  /**
   * The cluster of each server (`platform.serverCluster` as a typed array: the platform's list is
   * frozen, and optimised code reads a frozen array through a generic keyed load, about 80
   * instructions a read, counted under valgrind).
   */
  readonly clusterOf: Int32Array;
}

/** The {@link ServerTables} of a platform. */
export function serverTables(platform: Platform): ServerTables {
  const n = platform.serverCount;
  const speed = new Float64Array(n);
  const power = new Float64Array(n * 5);
  const switchOff = new Float64Array(n);
  const switchOn = new Float64Array(n);
  const clusterOf = new Int32Array(n);
  for (let i = 0; i < platform.clusters.length; i++) {
    const c = platform.clusters[i]!;
    const p = c.power;
    for (let s = c.firstServer; s < c.firstServer + c.servers; s++) {
      speed[s] = c.speed;
      power[s * 5 + OFF] = p.off;
      power[s * 5 + SWITCHING_ON] = p.switchingOn;
      power[s * 5 + IDLE] = p.idle;
      power[s * 5 + COMPUTING] = p.computing;
      power[s * 5 + SWITCHING_OFF] = p.switchingOff;
      switchOff[s] = p.switchOffDuration;
      switchOn[s] = p.switchOnDuration;
      clusterOf[s] = i;
    }
  }
  return { speed, power, switchOff, switchOn, clusterOf };
}
