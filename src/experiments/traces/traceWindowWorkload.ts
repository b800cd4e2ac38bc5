import type { RigidJob } from '../../engine/Job';
import type { Workload } from '../../engine/Workload';
import { InvalidInputError } from '../../errors/InvalidInputError';
import { checkOptions, optionKeys } from '../../errors/internals/knownKeys';
import type { Rng } from '../../random/Rng';
import { uniformInt } from '../../random/uniformInt';
import type { TraceWindow } from './traceWindows';

const KEYS = optionKeys<TraceWindowWorkloadOptions>({ warmup: true });

/**
 * Options of {@link traceWindowWorkload}.
 *
 * @example
 * ```ts
 * import type { TraceWindowWorkloadOptions } from 'schedlab/experiments';
 * const measuredOnly: TraceWindowWorkloadOptions = { warmup: false };
 * ```
 */
export interface TraceWindowWorkloadOptions {
  /** Simulate each window's warm-up jobs before its own (they then count in the run's metrics too). @defaultValue true */
  readonly warmup?: boolean;
}

/**
 * Trace windows as the job sets of an experiment (`simulationObjective`, `validateCandidates`,
 * `runSetups`): with one window every set is that window, so an optimizer trains on it (the
 * policy's own randomness still follows each set's seed); with several, each set is one of them
 * drawn uniformly by the set's generator (common to all candidates of an iteration, as any
 * workload). Train on `traceWindowWorkload(windows[i])` and validate on
 * `traceWindowWorkload(windows[i + 1])`. The run's `Metrics` cover warm-up jobs too; for the
 * window's jobs alone, take the last `window.measured.length` records of the result (records
 * follow the job order) into `traceMetrics(window.measured, records, ...)`.
 *
 * @throws InvalidInputError when there is no window, a window has no job to simulate, or an option is bad
 * @example
 * ```ts
 * import { simulationObjective, traceWindows, traceWindowWorkload } from 'schedlab/experiments';
 * import { homogeneousPlatform, type RigidJob } from 'schedlab/engine';
 * import { greedyFamily, condition1 } from 'schedlab/policies';
 * declare const trace: RigidJob[];
 * const windows = traceWindows(trace, { by: 'jobs', size: 500, warmup: 100 });
 * const objective = simulationObjective({
 *   platform: homogeneousPlatform({ servers: 100 }), workload: traceWindowWorkload(windows[0]!),
 *   family: greedyFamily(condition1), setsPerIteration: 1,
 * });
 * ```
 */
export function traceWindowWorkload(windows: TraceWindow | readonly TraceWindow[], options: TraceWindowWorkloadOptions = {}): Workload {
  checkOptions('traceWindowWorkload(options)', options, KEYS);
  const warmup = options.warmup ?? true;
  if (typeof warmup !== 'boolean') throw new InvalidInputError(`traceWindowWorkload: warmup: expected a boolean, got ${JSON.stringify(warmup)}`);
  const list: readonly TraceWindow[] = Array.isArray(windows) ? windows : [windows as TraceWindow];
  if (list.length === 0) throw new InvalidInputError('traceWindowWorkload: expected at least one window, got none');
  const sets: ReadonlyArray<readonly RigidJob[]> = list.map((w, i) => {
    if (w === null || typeof w !== 'object' || !Array.isArray(w.measured)) throw new InvalidInputError(`traceWindowWorkload: windows[${i}]: expected a TraceWindow from traceWindows()`);
    const jobs = warmup ? w.jobs : w.measured;
    if (jobs.length === 0) throw new InvalidInputError(`traceWindowWorkload: window ${w.index} (${w.start} s to ${w.end} s) has no job to simulate`);
    return jobs;
  });
  const name = `traceWindows(${list.map((w) => w.index).join(',')})`;
  return Object.freeze({
    name,
    generate: (rng: Rng) => [...sets[sets.length === 1 ? 0 : uniformInt(rng, 0, sets.length - 1)]!],
  });
}
