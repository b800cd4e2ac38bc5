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

  /** Another point at which jobs wait and nothing runs; true when the run must stop. */
  count(decisions: readonly Decision[], nothingToCome: boolean): boolean {
    if (!nothingToCome || decisions.some((d) => d.type !== 'powerOff' && d.type !== 'switchOff' && d.type !== 'callMeLater')) {
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
