import type { Policy } from '../../engine/Policy';
import type { Metrics } from '../../engine/Simulation';
import type { ScenarioOptions } from '../ScenarioOptions';
import { simulationForJobSet } from './simulationForJobSet';

/**
 * The metrics of every setup on the job set of `seed` (common random numbers: the same jobs and
 * the same policy stream for all): one row of `runSetups`, and what a `setupsObjective` worker
 * computes once per job set.
 */
export function setupMetrics(scenario: ScenarioOptions, setups: ReadonlyArray<readonly [string, Policy]>, seed: number): Metrics[] {
  const sim = simulationForJobSet(scenario, seed);
  return setups.map(([, policy]) => sim.run(policy, { seed }).metrics);
}
