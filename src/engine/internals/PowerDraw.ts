import { OFF, SWITCHING_ON } from './constants';

/**
 * The platform's total power draw over a run (W), for the peak-power metric (issue 38, point 5):
 * the sum over the servers of the power of their state, kept at every state change. The start of a
 * switch-on is no event of the run (ClusterState), so its times are kept in a small heap and applied
 * in time order before any later change: the draw is then exact over every interval between two
 * changes, and the peak is the largest draw held over an interval of positive length (a draw that
 * lasts zero seconds, between two changes at one instant, is no peak). The draw is a running sum of
 * differences, exact to the rounding of that sum.
 */
export class PowerDraw {
  /** Total power now (W). */
  draw = 0;
  /** Largest draw held over a positive interval so far (W). */
  peak = 0;
  /** Time up to which the draw has been recorded. */
  private time = 0;

  /**
   * Pending switch-on starts: times and servers (a binary heap on times, in typed arrays that grow
   * by doubling; `n` entries). The first arrays are views of ClusterState's buffer.
   */
  private heapT: Float64Array;
  private heapS: Int32Array;
  private n = 0;
  /** The earliest pending switch-on start (`heapT[0]`), Infinity when none: the one test of the common path. */
  private nextOn = Infinity;

  /**
   * @param state - the servers' states (ClusterState's array, read when a switch-on start comes due)
   * @param onAt - when each powered-off server starts switching on (ClusterState's array)
   * @param power - power[s * 5 + state] (W)
   * @param of - scratch of one number per server (ClusterState's buffer): the power counted for each server in `draw`
   * @param heapT - the first array of pending switch-on times (ClusterState's buffer; replaced by a longer one when full)
   * @param heapS - the first array of their servers, as long as `heapT`
   */
  constructor(
    private readonly state: Uint8Array,
    private readonly onAt: Float64Array,
    private power: Float64Array,
    private readonly of: Float64Array,
    heapT: Float64Array,
    heapS: Int32Array,
  ) {
    this.heapT = heapT;
    this.heapS = heapS;
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

  /** Server `s`, powered off, starts switching on at `t` (unless it is woken at another time meanwhile). */
  schedule(t: number, s: number): void {
    if (!(t < Infinity)) return;
    if (this.n === this.heapT.length) this.grow();
    const T = this.heapT;
    const S = this.heapS;
    let i = this.n++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if ((T[p] as number) <= t) break;
      T[i] = T[p] as number;
      S[i] = S[p] as number;
      i = p;
    }
    T[i] = t;
    S[i] = s;
    if (t < this.nextOn) this.nextOn = t;
  }

  /**
   * Records the draw up to `now`: the switch-on starts strictly before `now` are applied in time
   * order (each valid only if the server is still off with that start time), each interval's draw
   * counted in the peak.
   */
  advance(now: number): void {
    if (this.nextOn < now) this.applyDue(now);
    this.hold(now);
  }

  /** Applies the switch-on starts strictly before `now`, in time order (kept out of the common path). */
  private applyDue(now: number): void {
    const T = this.heapT;
    while (this.n > 0 && (T[0] as number) < now) {
      const t = T[0] as number;
      const s = this.heapS[0] as number;
      this.pop();
      if (this.state[s] !== OFF || this.onAt[s] !== t) continue; // woken at another time, or back already
      this.hold(t);
      const w = this.power[s * 5 + SWITCHING_ON] as number;
      this.draw += w - (this.of[s] as number);
      this.of[s] = w;
    }
    this.nextOn = this.n > 0 ? (T[0] as number) : Infinity;
  }


  /** The draw at `now` after every change at `now`, switch-on starts due at `now` included (W). */
  currentAt(now: number): number {
    this.advance(now);
    let w = this.draw;
    const T = this.heapT;
    for (let i = 0; i < this.n; i++) {
      const s = this.heapS[i] as number;
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
    const size = Math.max(16, 2 * this.heapT.length);
    const T = new Float64Array(size);
    const S = new Int32Array(size);
    T.set(this.heapT);
    S.set(this.heapS);
    this.heapT = T;
    this.heapS = S;
  }

  private pop(): void {
    const T = this.heapT;
    const S = this.heapS;
    const n = --this.n;
    const t = T[n] as number;
    const s = S[n] as number;
    if (n === 0) return;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) break;
      const c = l + 1 < n && (T[l + 1] as number) < (T[l] as number) ? l + 1 : l;
      if ((T[c] as number) >= t) break;
      T[i] = T[c] as number;
      S[i] = S[c] as number;
      i = c;
    }
    T[i] = t;
    S[i] = s;
  }
}
