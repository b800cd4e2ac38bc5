import type { ClusterView } from '../../engine/ClusterView';

/** A server that is off (or switching off) with no switch-on scheduled, and when it could be idle. */
export interface Sleeper {
  readonly server: number;
  /** Earliest time it can be idle if switched on now (after its switch-off, for one switching off). */
  readonly ready: number;
  /** Its switch-on duration (s). */
  readonly switchOn: number;
}

/** The power picture of the servers that are neither idle nor computing. */
export interface PowerPicture {
  /** Off or switching off, no switch-on scheduled, by earliest readiness. */
  readonly sleepers: Sleeper[];
  /** Times at which servers already on their way (switching on, or a power-off cycle) are idle, ascending. */
  readonly coming: number[];
}

/** Nothing asleep or on its way. */
const NONE: PowerPicture = Object.freeze({ sleepers: [], coming: [] });

/**
 * Sleepers and servers on their way, read from the view: in a run, O(servers / 32 + the servers off
 * or switching) from `view.poweredDownServers` (the engine keeps them at every state change); on a
 * view without it, O(running jobs) when every server is idle or computing (the available servers and
 * the running jobs' servers account for all), else O(servers).
 */
export function powerPicture(view: ClusterView): PowerPicture {
  const n = view.platform.serverCount;
  const down = view.poweredDownServers;
  if (down === undefined) {
    let on = view.availableServers.length;
    for (const r of view.running) on += r.servers.length;
    if (on === n) return NONE;
  } else if (down.length === 0) return NONE;
  const sleepers: Sleeper[] = [];
  const coming: number[] = [];
  const count = down === undefined ? n : down.length;
  for (let i = 0; i < count; i++) {
    const s = down === undefined ? i : (down[i] as number);
    const st = view.serverState(s);
    if (st === 'idle' || st === 'computing') continue;
    const ready = view.readyAt(s);
    if (ready < Infinity) {
      coming.push(ready);
      continue;
    }
    const power = view.platform.clusters[view.platform.serverCluster[s] as number]!.power;
    // the switch-on of the sleep state the server is in (a model that lists several; else the model's own)
    const ton = power.sleepStates === undefined ? power.switchOnDuration : (power.sleepStates[view.sleepState?.(s) ?? 0] ?? power).switchOnDuration;
    sleepers.push({ server: s, ready: (st === 'switchingOff' ? view.transitionEnd(s) : view.now) + ton, switchOn: ton });
  }
  sleepers.sort((a, b) => a.ready - b.ready || a.server - b.server);
  coming.sort((a, b) => a - b);
  return { sleepers, coming };
}

/** What to wake for the head job: the sleepers and the time their switch-on should start. */
export interface WakePlan {
  readonly servers: readonly number[];
  /** When to switch them on so that they are idle at the reservation (<= now: now). */
  readonly at: number;
  /** The head job's reservation: the earliest time enough servers are idle, sleepers woken included. */
  readonly reservation: number;
}

/**
 * The sleepers the head job (needing `need` servers, `idle` of them idle now) must have woken, and
 * when, counting the servers already on their way and the running jobs' predicted ends (`releases`:
 * times and counts). The reservation is the earliest time at which the idle servers, the servers on
 * their way, the released ones and the sleepers (each at its earliest readiness) reach `need`; the
 * sleepers woken are exactly those missing then, switched on so that they are idle at the
 * reservation (batsched's energy_bf idea). `ahead`: false wakes them now.
 */
export function wakePlan(picture: PowerPicture, need: number, idle: number, releases: readonly (readonly [number, number])[], now: number, ahead: boolean): WakePlan | undefined {
  if (need <= idle || picture.sleepers.length === 0) return undefined;
  // every supply event in time order: [time, count, sleeper index or -1]
  const ev: [number, number, number][] = [];
  for (const t of picture.coming) ev.push([t, 1, -1]);
  for (const [t, c] of releases) ev.push([t, c, -1]);
  picture.sleepers.forEach((s, i) => ev.push([s.ready, 1, i]));
  ev.sort((a, b) => a[0] - b[0] || (a[2] < 0 ? -1 : 0) - (b[2] < 0 ? -1 : 0)); // at a tie, servers not asleep first
  let acc = idle;
  let reservation = Infinity;
  for (const [t, c] of ev) {
    acc += c;
    if (acc >= need) {
      reservation = t;
      break;
    }
  }
  if (reservation === Infinity) return undefined;
  let awake = idle;
  for (const [t, c, i] of ev) if (i < 0 && t <= reservation) awake += c;
  const k = need - awake;
  if (k <= 0) return undefined;
  const chosen = picture.sleepers.slice(0, k);
  let at = now;
  if (ahead) {
    at = Infinity;
    for (const s of chosen) at = Math.min(at, reservation - s.switchOn); // idle at the reservation (a server switching off: not before its switch-off ends)
  }
  return { servers: chosen.map((s) => s.server).sort((a, b) => a - b), at: Math.max(now, at), reservation };
}
