import type { ServerState } from '../ClusterView';
import type { Platform } from '../platform';
import type { ServerSegment } from '../Simulation';
import { COMPUTING, IDLE, OFF, SWITCHING_OFF, SWITCHING_ON, STATE_NAMES } from './constants';
import type { ServerTables } from './ServerTables';
import { PowerDraw } from './PowerDraw';
import { ServerSets } from './ServerSets';
import { levelled, toSleepState } from './serverLevels';

/**
 * The servers of one run: power state, holder and readiness per server in typed arrays, the
 * per-server power and switching constants of the platform, the energy integrated at every state
 * change (exact: power is constant between changes, Dupont 2020 sec. 3.2), and, from the
 * {@link ServerSets} it extends, the sets of available servers (idle and unallocated) and of down
 * servers, kept at every change. The run's event loop and the decision checks change it; the
 * policy only sees it through the read-only view.
 *
 * Energy is summed per server, each server's intervals in time order, and the servers' sums are
 * added in index order at the end ({@link ClusterState.energy}): the total does not depend on how
 * the events of different servers interleave. That is what lets the start of a switch-on be no
 * event at all: a powered-off server keeps the state `OFF` with the time its switch-on starts
 * (`onAt`), reads as switching on from then (`stateAt`), and its off and switching-on intervals
 * are integrated when it is back (`switchedOn`) or when the run ends (`close`).
 */
export class ClusterState extends ServerSets {
  /** Power state of each server (`OFF` ... `SWITCHING_OFF` of constants.ts). */
  readonly state: Uint8Array;
  /** Index of the job holding each server, -1 when none. */
  readonly holder: Int32Array;
  /** When a server that is powered off or switching is idle again (s). */
  readonly readyAt: Float64Array;
  /** Speed of each server (the platform's table; the run's own copy once a p-state changed). */
  speed: Float64Array;
  /** power[s * 5 + state] in watts (the platform's table; the run's own copy once a p-state changed). */
  power: Float64Array;
  /** Switch-off and switch-on durations of each server (s; the run's own copies once a sleep state other than 0 is used). */
  switchOff: Float64Array;
  switchOn: Float64Array;
  /** Scratch marks for checking server lists (compared with `stamp`). */
  readonly mark: Int32Array;
  stamp = 0;
  /** Energy of each server so far (J), up to its last state change. */
  readonly energyOf: Float64Array;
  /** When each powered-off server starts switching on (s); meaningful while its state is `OFF`. */
  readonly onAt: Float64Array;
  /** Server-seconds spent computing so far. */
  busySeconds = 0;
  /** Energy per power state so far (J), indexed by the states of constants.ts, summed in event order. */
  readonly energyByState: Float64Array;
  /** The platform's total power over time, for the peak. */
  readonly draw: PowerDraw;
  /** Each server's state intervals, when the run is traced. */
  readonly segments: ServerSegment[] | undefined;
  /**
   * Called at each change of a server's power state (server, new state, time of the change) while
   * a `RunHandle` records events; undefined otherwise (the hot path then only tests it).
   */
  onState: ((server: number, state: number, time: number) => void) | undefined = undefined;
  /** Time of each server's last state change. */
  readonly since: Float64Array;
  // The fields of cold paths last (with `switchOns`, declared below): TurboFan's load elimination
  // tracks an object's first 32 words only (V8's kMaxTrackedFields: the header and 29 fields, the
  // 12 of ServerSets first), and the power cycle reads `since`, `draw`, `energyByState` ... more
  // than once (with `busySeconds` to `since` untracked, malleable-paper ran 0.5% more instructions).
  /**
   * Sleep state of each server (the last it was sent to; 0 for the model's own), allocated on the
   * first switch-off to another sleep state (issue 38): undefined in runs that never use one.
   */
  sleepOf: Uint8Array | undefined = undefined;
  /** The platform's table (nominal p-states): what `idlePower` normalises by. */
  readonly nominalPower: Float64Array;
  /** True once `speed` and `power` are this run's copies (a p-state changed; serverLevels.ts). */
  ownTables = false;
  /** P-state of each server (ClusterView.pstate), allocated on the first `setPstate`: undefined in runs without one. */
  pstateOf: Uint8Array | undefined = undefined;
  /** The cluster of each server (the platform's `serverCluster`, typed: ServerTables). */
  readonly clusterOf: Int32Array;
  /** The platform's switch-off and switch-on durations (sleep state 0). */
  readonly nominalSwitch: readonly [Float64Array, Float64Array];

  /** @param tables - the platform's constants, shared with other runs (never written) */
  constructor(platform: Platform, tables: ServerTables, trace: boolean) {
    const n = platform.serverCount;
    super(n);
    // one allocation for the ten per-run arrays (typed arrays are costly to create one by one)
    // (and the first arrays of the draw's pending switch-on starts, `h` of them: runs that power
    // servers off need them, and two typed arrays more cost 3,000 instructions a run)
    const h = n < 16 ? 16 : n > 1024 ? 1024 : n;
    const buffer = new ArrayBuffer(n * (8 + 8 + 8 + 8 + 8 + 4 + 4 + 4 + 1) + 40 + 12 * h);
    this.readyAt = new Float64Array(buffer, 0, n);
    this.since = new Float64Array(buffer, 8 * n, n);
    this.energyOf = new Float64Array(buffer, 16 * n, n);
    this.onAt = new Float64Array(buffer, 24 * n, n);
    const drawOf = new Float64Array(buffer, 32 * n, n);
    this.energyByState = new Float64Array(buffer, 40 * n, 5);
    const startTimes = new Float64Array(buffer, 40 * n + 40, h);
    this.holder = new Int32Array(buffer, 40 * n + 40 + 8 * h, n).fill(-1);
    this.mark = new Int32Array(buffer, 44 * n + 40 + 8 * h, n);
    const startServers = new Int32Array(buffer, 48 * n + 40 + 8 * h, h);
    const startSlot = new Int32Array(buffer, 48 * n + 40 + 12 * h, n);
    this.state = new Uint8Array(buffer, 52 * n + 40 + 12 * h, n).fill(IDLE);
    this.speed = tables.speed;
    this.power = tables.power;
    this.nominalPower = tables.power;
    this.switchOff = tables.switchOff;
    this.switchOn = tables.switchOn;
    this.nominalSwitch = [tables.switchOff, tables.switchOn];
    this.clusterOf = tables.clusterOf;
    this.segments = trace ? [] : undefined;
    this.draw = new PowerDraw(this.state, this.onAt, this.power, drawOf, startTimes, startServers, startSlot);
  }

  /** Starts the energy integration of every server at `t0`. */
  open(t0: number): void {
    this.since.fill(t0);
    this.draw.open(t0);
  }

  /** Moves server `s` to a new power state at time `now`, integrating its energy since its last change. */
  setState(s: number, state: number, now: number): void {
    const wasAvailable = this.state[s] === IDLE && this.holder[s] === -1;
    this.draw.set(s, this.power[s * 5 + state] as number);
    this.integrate(s, state, now);
    if (wasAvailable !== (state === IDLE && this.holder[s] === -1)) this.changeAvailable(s, wasAvailable);
  }

  /** Gives server `s` to job index `job` (-1: frees it) and sets its state. */
  assign(s: number, job: number, state: number, now: number): void {
    const wasAvailable = this.state[s] === IDLE && this.holder[s] === -1;
    this.holder[s] = job;
    this.draw.set(s, this.power[s * 5 + state] as number);
    this.integrate(s, state, now);
    if (wasAvailable !== (state === IDLE && job === -1)) this.changeAvailable(s, wasAvailable);
  }

  /**
   * Gives the available servers `servers` to job index `job` at `now` (a start: idle -> computing),
   * with one update of the draw and of the energy by state for all of them; returns their computing
   * power (W), summed in server order as `Run.jobPower` sums it. Same effect as `assign` on each
   * (the energy by state and the draw then rounded once per job instead of once per server).
   */
  startOn(servers: readonly number[], job: number, now: number): number {
    const power = this.power;
    let idleEnergy = 0;
    let idle = 0;
    let computing = 0;
    for (const s of servers) {
      const p = power[s * 5 + IDLE] as number;
      const e = p * (now - (this.since[s] as number));
      this.energyOf[s] = (this.energyOf[s] as number) + e;
      if (this.segments !== undefined || this.onState !== undefined) this.traced(s, IDLE, COMPUTING, now);
      idleEnergy += e;
      idle += p;
      computing += power[s * 5 + COMPUTING] as number;
      this.since[s] = now;
      this.state[s] = COMPUTING;
      this.holder[s] = job;
      this.changeAvailable(s, true);
    }
    this.energyByState[IDLE] = (this.energyByState[IDLE] as number) + idleEnergy;
    this.draw.add(computing - idle);
    return computing;
  }

  /**
   * Frees the servers `servers` of a job that completes at `now` (computing -> idle), one update of
   * the draw and of the energy by state for all; returns their computing power (W), summed as
   * `Run.jobPower` sums it.
   */
  release(servers: readonly number[], now: number): number {
    const power = this.power;
    let computingEnergy = 0;
    let idle = 0;
    let computing = 0;
    for (const s of servers) {
      const p = power[s * 5 + COMPUTING] as number;
      const dt = now - (this.since[s] as number);
      const e = p * dt;
      this.energyOf[s] = (this.energyOf[s] as number) + e;
      if (this.segments !== undefined || this.onState !== undefined) this.traced(s, COMPUTING, IDLE, now);
      computingEnergy += e;
      this.busySeconds += dt;
      computing += p;
      idle += power[s * 5 + IDLE] as number;
      this.since[s] = now;
      this.state[s] = IDLE;
      this.holder[s] = -1;
      this.changeAvailable(s, false);
    }
    this.energyByState[COMPUTING] = (this.energyByState[COMPUTING] as number) + computingEnergy;
    this.draw.add(idle - computing);
    return computing;
  }

  /** The trace segment and the recorded state event of server `s` going from `prev` to `state` at `now` (as `integrate`). */
  private traced(s: number, prev: number, state: number, now: number): void {
    const since = this.since[s] as number;
    if (this.segments !== undefined && now > since) {
      const seg = { server: s, state: STATE_NAMES[prev] as ServerState, start: since, end: now };
      this.segments.push(this.pstateOf === undefined && this.sleepOf === undefined ? seg : levelled(this, seg, prev));
    }
    if (this.onState !== undefined) this.onState(s, state, now);
  }

  /**
   * Starts powering server `s` off at `now` (it must be available): switching off until its
   * switch-off ends (an event of the run), then off, switching on from `onAt` (no event: see the
   * class comment), idle again at `readyAt` (an event of the run: {@link ClusterState.switchedOn}).
   * Written out for an idle server (the decision checks refuse any other), as `setState` would do it.
   */
  powerOff(s: number, now: number, onAt: number, readyAt: number): void {
    // idle -> switching off, written out (no generic state change: the power cycle is a hot path)
    const power = this.power;
    const e = (power[s * 5 + IDLE] as number) * (now - (this.since[s] as number));
    this.energyOf[s] = (this.energyOf[s] as number) + e;
    this.energyByState[IDLE] = (this.energyByState[IDLE] as number) + e;
    if (this.segments !== undefined || this.onState !== undefined) this.traced(s, IDLE, SWITCHING_OFF, now);
    this.since[s] = now;
    this.state[s] = SWITCHING_OFF;
    this.changeAvailable(s, true);
    this.draw.set(s, power[s * 5 + SWITCHING_OFF] as number);
    this.markDown(s, true);
    this.onAt[s] = onAt;
    this.readyAt[s] = readyAt;
    this.draw.schedule(onAt, s);
  }

  /** The switch-off of server `s` ends at `now` (neither available before nor after). */
  switchedOff(s: number, now: number): void {
    this.draw.set(s, this.power[s * 5 + OFF] as number);
    if (this.state[s] === SWITCHING_OFF && this.segments === undefined && this.onState === undefined) {
      // the common case written out (as `integrate`)
      const e = (this.power[s * 5 + SWITCHING_OFF] as number) * (now - (this.since[s] as number));
      this.energyOf[s] = (this.energyOf[s] as number) + e;
      this.energyByState[SWITCHING_OFF] = (this.energyByState[SWITCHING_OFF] as number) + e;
      this.since[s] = now;
      this.state[s] = OFF;
    } else this.integrate(s, OFF, now);
  }

  /** Server `s` fails at `now` until `up` (issue 39): off, its energy counted as off, idle again at `up` by `switchedOn`. */
  failUntil(s: number, now: number, up: number): void {
    this.draw.unschedule(s); // a switch-on it had pending will not start
    if (this.sleepOf !== undefined && this.sleepOf[s] !== 0) {
      this.integrate(s, this.state[s] as number, now); // the interval so far at the sleep state's power
      toSleepState(this, s, 0, undefined); // a failed server draws the model's own off power
    }
    this.setState(s, OFF, now);
    this.markDown(s, true);
    this.onAt[s] = up;
    this.readyAt[s] = up;
  }

  /** Server `s`, powered off, is idle again at `now`: its off and switching-on intervals are integrated. */
  switchedOn(s: number, now: number): void {
    if (this.state[s] === OFF && this.segments === undefined && this.onState === undefined) {
      // the common case written out: off until `onAt`, switching on until now (as two `integrate`s)
      const power = this.power;
      const onAt = this.onAt[s] as number;
      const off = (power[s * 5 + OFF] as number) * (onAt - (this.since[s] as number));
      const on = (power[s * 5 + SWITCHING_ON] as number) * (now - onAt);
      this.energyOf[s] = (this.energyOf[s] as number) + off + on;
      this.energyByState[OFF] = (this.energyByState[OFF] as number) + off;
      this.energyByState[SWITCHING_ON] = (this.energyByState[SWITCHING_ON] as number) + on;
      this.since[s] = now;
      this.state[s] = IDLE;
    } else {
      if (this.state[s] === OFF) this.integrate(s, SWITCHING_ON, this.onAt[s] as number);
      this.integrate(s, IDLE, now); // from a state that is not idle: the server joins the available set if free
    }
    this.draw.unschedule(s); // its switch-on start, if the draw left it pending (PowerDraw)
    this.draw.set(s, this.power[s * 5 + IDLE] as number);
    if (this.holder[s] === -1) this.changeAvailable(s, false);
    this.markDown(s, false);
    this.switchOns++;
  }

  /** Switch-ons started so far (counted when the server is idle again, or in progress at `close`). */
  switchOns = 0;

  /**
   * Reschedules the switch-on of server `s` (off or switching off): switching on from `onAt`, idle
   * at `readyAt` (a `switchOn` decision; the run pushes the event at `readyAt`).
   */
  wake(s: number, onAt: number, readyAt: number): void {
    this.onAt[s] = onAt;
    this.readyAt[s] = readyAt;
    this.draw.schedule(onAt, s);
  }

  /** When server `s`, switching off, is off (its switch-off started at its last state change). */
  offEnd(s: number): number {
    return (this.since[s] as number) + (this.switchOff[s] as number);
  }

  /** When the switch-on of server `s` (state `OFF`) starts: Infinity while none is scheduled. */
  switchOnStart(s: number): number {
    return this.onAt[s] as number;
  }

  /** When server `s` entered the state {@link ClusterState.stateAt} gives at `now`. */
  sinceAt(s: number, now: number): number {
    const st = this.state[s] as number;
    return st === OFF && now >= (this.onAt[s] as number) ? (this.onAt[s] as number) : (this.since[s] as number);
  }

  /** The state of server `s` at `now` (`OFF` reads as `SWITCHING_ON` from its `onAt` on). */
  stateAt(s: number, now: number): number {
    const st = this.state[s] as number;
    return st === OFF && now >= (this.onAt[s] as number) ? SWITCHING_ON : st;
  }

  /** Energy of all servers so far (J): each server's sum, added in index order. */
  get energy(): number {
    let sum = 0;
    for (let s = 0; s < this.size; s++) sum += this.energyOf[s] as number;
    return sum;
  }

  /** Sets the state of server `s` at `now` after adding the energy of its previous state since its last change. */
  integrate(s: number, state: number, now: number): void {
    const prev = this.state[s] as number;
    const dt = now - (this.since[s] as number);
    const e = (this.power[s * 5 + prev] as number) * dt;
    this.energyOf[s] = (this.energyOf[s] as number) + e;
    this.energyByState[prev] = (this.energyByState[prev] as number) + e;
    if (prev === COMPUTING) this.busySeconds += dt;
    if (this.segments !== undefined && dt > 0) {
      const seg = { server: s, state: STATE_NAMES[prev] as ServerState, start: this.since[s] as number, end: now };
      this.segments.push(this.pstateOf === undefined && this.sleepOf === undefined ? seg : levelled(this, seg, prev));
    }
    this.since[s] = now;
    this.state[s] = state;
    if (this.onState !== undefined && prev !== state) this.onState(s, state, now);
  }

  /** Integrates every server up to `now` (the end of the window). */
  close(now: number): void {
    this.draw.advance(now);
    for (let s = 0; s < this.size; s++) {
      const st = this.stateAt(s, now);
      if (st !== this.state[s]) {
        this.integrate(s, st, this.onAt[s] as number); // off until its switch-on started
        this.switchOns++; // a switch-on in progress at the end
      }
      this.setState(s, st, now);
    }
  }
}
