import { SimulationError } from '../../errors/SimulationError';
import { MAX_TICKS } from './limits';
import { secondsForMessage } from '../../errors/internals/formatForMessage';

/**
 * The periodic decision clock of a run with `decisionInterval`: ticks at origin + k * interval
 * (k integer) from the run's start t0 on; without an interval there is no tick (`next` is Infinity).
 */
export class DecisionClock {
  /** Time of the next tick. */
  next: number;
  private index: number;
  private ticks = 0;

  constructor(
    private readonly interval: number | undefined,
    private readonly origin: number,
    t0: number,
  ) {
    if (interval === undefined) {
      this.index = 0;
      this.next = Infinity;
      return;
    }
    // the first origin + k * interval >= t0 (the division can round below t0)
    this.index = Math.ceil((t0 - origin) / interval);
    if (origin + this.index * interval < t0) this.index++;
    this.next = origin + this.index * interval;
  }

  /**
   * True when `t` is a tick; then moves `next` on.
   * @throws SimulationError past MAX_TICKS ticks (an interval far too small for the run)
   */
  tickAt(t: number): boolean {
    if (this.next !== t) return false;
    this.next = this.origin + ++this.index * (this.interval as number);
    if (++this.ticks > MAX_TICKS) {
      throw new SimulationError(`t=${secondsForMessage(t)} s: decisionInterval ${this.interval} s needs more than ${MAX_TICKS} decision ticks for this run; use a longer interval`, { time: t });
    }
    return true;
  }
}
