import { OFF, SWITCHING_ON } from './constants';

/**
 * The platform's total power draw over a run (W), for the peak-power metric (issue 38, point 5):
 * the sum over the servers of the power of their state, kept at every state change. The peak is the
 * largest draw held over an interval of positive length (a draw that lasts zero seconds, between two
 * changes at one instant, is no peak). The draw is a running sum of differences, exact to the
 * rounding of that sum.
 *
 * The start of a switch-on is no event of the run (ClusterState): the pending starts are a list,
 * and they are applied to the draw, in time order, only when they could matter. Between two
 * changes of the run the draw can only grow by the pending starts, at most `maxIncrease` each, so
 * while `draw + pending * maxIncrease <= peak` no instant of the interval can set a new peak and
 * the starts stay pending (a start applied later adds the same difference to the draw, at another
 * place in the running sum). Otherwise, and whenever the exact draw is read (`currentAt`: the view's
 * `powerDraw`, the cap), every start due is applied in time order, each interval's draw counted in
 * the peak. With a soft cap the starts are always applied in time (the time above it needs the
 * exact draw). A heap that applied every start in time order cost `malleable-paper` 5-9% of its
 * time in unpredictable branches (docs/benchmarks.md, "The cost recovered").
 */
export class PowerDraw {
  /** Total power now (W), switch-on starts still pending not included. */
  draw = 0;
  /** Largest draw held over a positive interval so far (W). */
  peak = 0;
  /** Time up to which the draw has been recorded. */
  private time = 0;

  /**
   * Pending switch-on starts, unordered: times and servers in typed arrays that grow by doubling
   * (`n` entries; the first arrays are views of ClusterState's buffer). `slot[s]` is 1 + the index
   * of server s's entry, 0 when it has none (a server has at most one: a new start replaces it).
   */
  private startT: Float64Array;
  private startS: Int32Array;
  private n = 0;
  /** No pending start is earlier than this (a lower bound, exact after each application): the one test of the common path. */
  private nextOn = Infinity;
  /** Largest increase of the draw a pending start has brought (W, switching-on minus off power, 0 at least), over the run. */
  private maxIncrease = 0;
  /** Scratch for the indices of the starts due at one application, and for their servers. */
  private readonly due: number[] = [];
  private readonly dueServers: number[] = [];

  /**
   * @param state - the servers' states (ClusterState's array, read when a switch-on start comes due)
   * @param onAt - when each powered-off server starts switching on (ClusterState's array)
   * @param power - power[s * 5 + state] (W)
   * @param of - scratch of one number per server (ClusterState's buffer): the power counted for each server in `draw`
   * @param startT - the first array of pending switch-on times (ClusterState's buffer; replaced by a longer one when full)
   * @param startS - the first array of their servers, as long as `startT`
   * @param slot - one number per server, zero (ClusterState's buffer): where its pending start is
   */
  constructor(
    private readonly state: Uint8Array,
    private readonly onAt: Float64Array,
    private power: Float64Array,
    private readonly of: Float64Array,
    startT: Float64Array,
    startS: Int32Array,
    private readonly slot: Int32Array,
  ) {
    this.startT = startT;
    this.startS = startS;
  }

  /** The run's own power table, once a p-state changed (ClusterState.setPstate). */
  setPower(power: Float64Array): void {
    this.power = power;
  }

  /** Adds `watts` to the draw (a change of several servers at once, ClusterState.startOn/release). */
  add(watts: number): void {
    this.draw += watts;
  }

  /** Starts at `t0` with every server in its current state. */
  open(t0: number): void {
    let sum = 0;
    for (let s = 0; s < this.of.length; s++) {
      const w = this.power[s * 5 + (this.state[s] as number)] as number;
      this.of[s] = w;
      sum += w;
    }
    this.draw = sum;
    this.peak = 0;
    this.time = t0;
  }

  /**
   * Server `s` draws `watts` from now on. The run calls {@link PowerDraw.advance} once at each new
   * time before any change at that time (Run.advance), so a change needs no time of its own here:
   * that keeps the state changes small enough for V8 to inline them (issue 38's cost when unused).
   */
  set(s: number, watts: number): void {
    this.draw += watts - (this.of[s] as number);
    this.of[s] = watts;
  }

  /** Server `s`, powered off, starts switching on at `t` (replacing any start it had pending). */
  schedule(t: number, s: number): void {
    if (this.slot[s] !== 0) this.unschedule(s);
    if (!(t < Infinity)) return;
    if (this.n === this.startT.length) this.grow();
    this.startT[this.n] = t;
    this.startS[this.n] = s;
    this.slot[s] = ++this.n;
    const increase = (this.power[s * 5 + SWITCHING_ON] as number) - (this.power[s * 5 + OFF] as number);
    if (increase > this.maxIncrease) this.maxIncrease = increase;
    if (t < this.nextOn) this.nextOn = t;
  }

  /** Server `s` has no pending switch-on start any more (it is back, woken at another time, or failed). */
  unschedule(s: number): void {
    const k = (this.slot[s] as number) - 1;
    if (k < 0) return;
    this.slot[s] = 0;
    const last = --this.n;
    if (last === 0) this.nextOn = Infinity; // none left: the run loop's test is false again
    if (k !== last) {
      const moved = this.startS[last] as number;
      this.startT[k] = this.startT[last] as number;
      this.startS[k] = moved;
      this.slot[moved] = k + 1;
    }
  }

  /**
   * Records the draw up to `now`: the switch-on starts strictly before `now` are applied in time
   * order, each interval's draw counted in the peak, unless none of them can set a new peak (above).
   */
  advance(now: number): void {
    if (this.nextOn < now && (this.soft < Infinity || this.draw + this.n * this.maxIncrease > this.peak)) this.applyDue(now);
    this.hold(now);
  }

  /** Applies the pending switch-on starts strictly before `now`, in time order (kept out of the common path). */
  private applyDue(now: number): void {
    const T = this.startT;
    const due = this.due;
    due.length = 0;
    let next = Infinity;
    for (let i = 0; i < this.n; i++) {
      const t = T[i] as number;
      if (t < now) {
        // insertion by time (few are due at once); ties keep the list's order
        let j = due.length;
        due.push(i);
        while (j > 0 && (T[due[j - 1] as number] as number) > t) {
          due[j] = due[j - 1] as number;
          j--;
        }
        due[j] = i;
      } else if (t < next) next = t;
    }
    const servers = this.dueServers;
    servers.length = 0;
    for (const i of due) {
      const t = T[i] as number;
      const s = this.startS[i] as number;
      servers.push(s);
      if (this.state[s] !== OFF || this.onAt[s] !== t) continue; // (never: a start is unscheduled when it stops being true)
      this.hold(t);
      const w = this.power[s * 5 + SWITCHING_ON] as number;
      this.draw += w - (this.of[s] as number);
      this.of[s] = w;
    }
    for (const s of servers) this.unschedule(s);
    this.nextOn = next;
  }

  /** The draw at `now` after every change at `now`, switch-on starts due at `now` included (W). */
  currentAt(now: number): number {
    if (this.nextOn < now) this.applyDue(now);
    this.hold(now);
    let w = this.draw;
    const T = this.startT;
    for (let i = 0; i < this.n; i++) {
      const s = this.startS[i] as number;
      if (T[i] === now && this.state[s] === OFF && this.onAt[s] === now) w += (this.power[s * 5 + SWITCHING_ON] as number) - (this.of[s] as number);
    }
    return w;
  }

  /** Seconds during which the draw was above `soft` (W) so far. */
  above = 0;
  /** The soft cap of `above` (W). */
  soft = Infinity;

  /** The draw held from the last recorded time until `t`. */
  private hold(t: number): void {
    if (t > this.time) {
      if (this.draw > this.peak) this.peak = this.draw;
      if (this.draw > this.soft) this.above += t - this.time;
      this.time = t;
    }
  }

  private grow(): void {
    const size = Math.max(16, 2 * this.startT.length);
    const T = new Float64Array(size);
    const S = new Int32Array(size);
    T.set(this.startT);
    S.set(this.startS);
    this.startT = T;
    this.startS = S;
  }
}
