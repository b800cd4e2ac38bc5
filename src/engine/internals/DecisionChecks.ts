import type { Decision } from '../Decision';
import type { RunState as Run } from './RunState';

/**
 * The checks of `applyDecision` that the power decisions share (handed over by it, so that this
 * file does not import it back).
 */
export interface DecisionChecks {
  /** Throws the SimulationError of a refused decision (naming the time, the decision and its servers). */
  fail(run: Run, what: Decision, why: string, job: string | undefined, servers: readonly number[]): never;
  /** Checks a server list (non-empty, existing, distinct). */
  checkServers(run: Run, what: Decision, job: string | undefined, servers: readonly number[]): number;
  /** Why a server cannot be taken now, or undefined when it is available. */
  unavailable(run: Run, s: number): string | undefined;
}
