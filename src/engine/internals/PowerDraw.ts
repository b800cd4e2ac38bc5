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

  /** Pending switch-on starts: times and servers (a binary heap on times). */
  private readonly heapT: number[] = [];
  private readonly heapS: number[] = [];

  /**
   * @param state - the servers' states (ClusterState's array, read when a switch-on start comes due)
   * @param onAt - when each powered-off server starts switching on (ClusterState's array)
   * @param power - power[s * 5 + state] (W)
   * @param of - scratch of one number per server (ClusterState's buffer): the power counted for each server in `draw`
   */
  constructor(
    private readonly state: Uint8Array,
    private readonly onAt: Float64Array,
    private power: Float64Array,
    private readonly of: Float64Array,
  ) {}

  /** The run's own power table, once a p-state changed (ClusterState.setPstate). */
  setPower(power: Float64Array): void {
    this.power = power;
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

  /** Server `s` draws `watts` from `now` on. */
  set(s: number, watts: number, now: number): void {
    if (now > this.time || this.heapT.length > 0) this.advance(now);
    this.draw += watts - (this.of[s] as number);
    this.of[s] = watts;
  }

  /** Server `s`, powered off, starts switching on at `t` (unless it is woken at another time meanwhile). */
  schedule(t: number, s: number): void {
    if (!(t < Infinity)) return;
    const T = this.heapT;
    const S = this.heapS;
    let i = T.length;
    T.push(t);
    S.push(s);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if ((T[p] as number) <= t) break;
      T[i] = T[p] as number;
      S[i] = S[p] as number;
      i = p;
    }
    T[i] = t;
    S[i] = s;
  }

  /**
   * Records the draw up to `now`: the switch-on starts strictly before `now` are applied in time
   * order (each valid only if the server is still off with that start time), each interval's draw
   * counted in the peak.
   */
  advance(now: number): void {
    const T = this.heapT;
    while (T.length > 0 && (T[0] as number) < now) {
      const t = T[0] as number;
      const s = this.heapS[0] as number;
      this.pop();
      if (this.state[s] !== OFF || this.onAt[s] !== t) continue; // woken at another time, or back already
      this.hold(t);
      const w = this.power[s * 5 + SWITCHING_ON] as number;
      this.draw += w - (this.of[s] as number);
      this.of[s] = w;
    }
    this.hold(now);
  }

  /** The draw at `now` after every change at `now`, switch-on starts due at `now` included (W). */
  currentAt(now: number): number {
    this.advance(now);
    let w = this.draw;
    const T = this.heapT;
    for (let i = 0; i < T.length; i++) {
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

  private pop(): void {
    const T = this.heapT;
    const S = this.heapS;
    const t = T.pop() as number;
    const s = S.pop() as number;
    const n = T.length;
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
