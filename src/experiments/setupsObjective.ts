import type { Policy } from '../engine/Policy';
import { InvalidInputError } from '../errors/InvalidInputError';
import { setupMetrics } from './internals/setupMetrics';
import { SETUP_METRICS } from './runSetups';
import type { ScenarioOptions } from './ScenarioOptions';

/**
 * A scenario and its named setups, as a worker rebuilds them from JSON data.
 *
 * @example
 * ```ts
 * import type { SetupsScenario } from 'schedlab/experiments';
 * import { homogeneousPlatform } from 'schedlab/engine';
 * import { googleLikeWorkload } from 'schedlab/workload';
 * import { dupontSetup } from 'schedlab/experiments';
 * const s: SetupsScenario = { platform: homogeneousPlatform({ servers: 10 }), workload: googleLikeWorkload(), setups: [['FIFO', dupontSetup('FIFO')]] };
 * ```
 */
export interface SetupsScenario extends ScenarioOptions {
  readonly setups: ReadonlyArray<readonly [string, Policy]>;
}

/**
 * Turns a scenario maker into the factory export a worker needs to run `runSetups` rows: export
 * `setupsObjective((data) => scenario)` from a built module, hand it to `workerEvaluator` (or
 * `queueEvaluator`) with the scenario's JSON data, and give that evaluator to
 * {@link runSetupsOn}. Candidate `[seed, setup, metric]` is metric `SETUP_METRICS[metric]` of setup
 * `setup` on the job set of `seed`; a worker simulates each job set once (all setups) and keeps
 * the row until all its values have been read.
 *
 * @param make - builds the scenario from the factory data (called once per worker)
 * @returns the factory export
 * @example
 * ```ts
 * // setups.mjs (built), loaded by the workers:
 * import { setupsObjective } from 'schedlab/experiments';
 * import { homogeneousPlatform } from 'schedlab/engine';
 * import { googleLikeWorkload } from 'schedlab/workload';
 * import { dupontSetup } from 'schedlab/experiments';
 * export const tenSetups = setupsObjective((data: { servers: number }) => ({
 *   platform: homogeneousPlatform({ servers: data.servers }),
 *   workload: googleLikeWorkload({ servers: data.servers }),
 *   setups: (['FIFO', 'Swarm2'] as const).map((n) => [n, dupontSetup(n)] as const),
 * }));
 * ```
 */
export function setupsObjective<D>(make: (data: D) => SetupsScenario): (data: D) => { evaluate(x: ArrayLike<number>): number } {
  if (typeof make !== 'function') throw new InvalidInputError('setupsObjective: expected a function (data) => scenario');
  return (data: D) => {
    const scenario = make(data);
    const k = scenario.setups.length;
    const size = k * SETUP_METRICS.length;
    const rows = new Map<number, { values: Float64Array; reads: number }>();
    return {
      evaluate(x: ArrayLike<number>): number {
        const seed = x[0] as number;
        const setup = x[1] as number;
        const metric = x[2] as number;
        if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff || !Number.isInteger(setup) || setup < 0 || setup >= k || !Number.isInteger(metric) || metric < 0 || metric >= SETUP_METRICS.length) {
          throw new InvalidInputError(`setupsObjective: candidate [${String(x[0])}, ${String(x[1])}, ${String(x[2])}] is not [seed, setup 0..${k - 1}, metric 0..${SETUP_METRICS.length - 1}]`);
        }
        let row = rows.get(seed);
        if (row === undefined) {
          const values = Float64Array.from(setupMetrics(scenario, scenario.setups, seed).flatMap((m) => SETUP_METRICS.map((key) => m[key])));
          row = { values, reads: 0 };
          rows.set(seed, row);
          // rows split over workers (a chunk size other than setups x SETUP_METRICS.length (9)) are never read in full here:
          // keep memory bounded by dropping the oldest
          if (rows.size > 256) rows.delete(rows.keys().next().value as number);
        }
        const v = row.values[setup * SETUP_METRICS.length + metric] as number;
        if (++row.reads === size) rows.delete(seed);
        return v;
      },
    };
  };
}
