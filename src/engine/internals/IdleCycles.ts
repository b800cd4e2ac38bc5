import type { Decision } from '../Decision';
import { MAX_IDLE_CYCLES } from './limits';

/**
 * Counts the scheduling points in a row at which jobs wait and nothing runs: when nothing is still to
 * be submitted and the policy only powered servers down or asked to be called (points without
 * decisions neither count nor reset), `MAX_IDLE_CYCLES` times in a row, the run would never end (a
 * policy power-cycling for ever, issue 38); the run then throws `idleCyclesError`.
 */
export class IdleCycles {
  private n = 0;

  /**
   * Another point at which jobs wait and nothing runs; true when the run must stop. `nothingToCome`
   * is asked only when every decision powers down or asks for a call (no closure, no submission
   * lookup on the common path).
   */
  count(decisions: readonly Decision[], nothingToCome: () => boolean): boolean {
    for (let i = 0; i < decisions.length; i++) {
      const type = (decisions[i] as Decision).type;
      if (type !== 'powerOff' && type !== 'switchOff' && type !== 'callMeLater') {
        this.n = 0;
        return false;
      }
    }
    if (!nothingToCome()) {
      this.n = 0;
      return false;
    }
    return decisions.length > 0 && ++this.n > MAX_IDLE_CYCLES;
  }

  /** A point at which something runs or nothing waits. */
  reset(): void {
    this.n = 0;
  }
}
