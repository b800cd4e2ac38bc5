import { InvalidInputError } from '../errors/InvalidInputError';
import { checkSetupNames } from './internals/checkSetupNames';
import type { BatchEvaluator } from '../optimizers/BatchEvaluator';
import type { ExperimentProgress } from './ExperimentProgress';
import { evaluateRemote } from './internals/evaluateRemote';
import { SETUP_METRICS, type SetupMetric, type SetupResults } from './runSetups';
import { optionKeys, requireObject, requireOptions } from '../errors/internals/knownKeys';

const RUN_SETUPS_ON_OPTIONS_KEYS = optionKeys<RunSetupsOnOptions>({ names: true, seeds: true, rowsPerBatch: true, onProgress: true, signal: true });

/**
 * Options of {@link runSetupsOn}.
 *
 * @example
 * ```ts
 * import { jobSetSeeds, type RunSetupsOnOptions } from 'schedlab/experiments';
 * const o: RunSetupsOnOptions = { names: ['FIFO', 'Swarm2'], seeds: jobSetSeeds(1, 100), rowsPerBatch: 10 };
 * ```
 */
export interface RunSetupsOnOptions {
  /** The setups' names, in the order of the workers' scenario. */
  readonly names: readonly string[];
  /** Seeds of the job sets (rows). */
  readonly seeds: readonly number[];
  /** Job sets sent per batch (progress and abort checks happen between batches). @defaultValue 16 */
  readonly rowsPerBatch?: number;
  /** Called after each batch (stage `'evaluation'`, unit `'job sets'`). */
  readonly onProgress?: (progress: ExperimentProgress) => void;
  /** Stops between batches (throws the signal's reason). */
  readonly signal?: AbortSignal;
}


/**
 * `runSetups` on a worker pool or on Redis workers: the job sets are evaluated by `evaluator`
 * (a `workerEvaluator` or `queueEvaluator` whose module exports a `setupsObjective`), and the
 * result is exactly what `runSetups` returns in one thread for the same scenario and seeds (each
 * job set's simulations depend only on its seed). Give the evaluator `chunkSize: setups x SETUP_METRICS.length (9)` so
 * that each job set is simulated once, by one worker.
 *
 * @param evaluator - evaluates `[seed, setup, metric]` candidates remotely; closed by the caller
 * @param options - names, seeds, batching, progress, abort
 * @throws InvalidInputError for no setups, repeated names or no seeds
 * @example
 * ```ts
 * import { runSetupsOn, jobSetSeeds, SETUP_METRICS } from 'schedlab/experiments';
 * import { workerEvaluator } from 'schedlab/optimizers';
 * const names = ['FIFO', 'Swarm2'];
 * const evaluator = workerEvaluator({ module: new URL('./setups.mjs', import.meta.url), exportName: 'tenSetups', factoryData: { servers: 10 }, workers: 4, chunkSize: names.length * SETUP_METRICS.length });
 * try {
 *   const results = await runSetupsOn(evaluator, { names, seeds: jobSetSeeds(1, 100) });
 * } finally {
 *   await evaluator.close();
 * }
 * ```
 */
export async function runSetupsOn(evaluator: BatchEvaluator, options: RunSetupsOnOptions): Promise<SetupResults> {
  requireObject('runSetupsOn(evaluator)', evaluator, 'a BatchEvaluator');
  requireOptions('runSetupsOn(options)', options, RUN_SETUPS_ON_OPTIONS_KEYS);
  const names = [...options.names];
  checkSetupNames('runSetupsOn', names);
  const seeds = [...options.seeds];
  if (seeds.length === 0) throw new InvalidInputError('runSetupsOn: seeds must not be empty');
  const per = options.rowsPerBatch ?? 16;
  if (!Number.isInteger(per) || per < 1) throw new InvalidInputError(`runSetupsOn: rowsPerBatch: expected an integer >= 1, got ${String(per)}`);
  const k = names.length;
  const q = SETUP_METRICS.length;
  const metrics = Object.fromEntries(SETUP_METRICS.map((m) => [m, [] as number[][]])) as Record<SetupMetric, number[][]>;
  for (let start = 0; start < seeds.length; start += per) {
    options.signal?.throwIfAborted();
    const rows = seeds.slice(start, start + per);
    const points: Float64Array[] = [];
    for (const seed of rows) for (let s = 0; s < k; s++) for (let m = 0; m < q; m++) points.push(Float64Array.of(seed, s, m));
    const values = await evaluateRemote(evaluator, points, start / per);
    options.signal?.throwIfAborted();
    rows.forEach((_, r) => {
      SETUP_METRICS.forEach((key, m) => {
        metrics[key].push(Array.from({ length: k }, (_, s) => values[(r * k + s) * q + m] as number));
      });
    });
    options.onProgress?.({ stage: 'evaluation', done: Math.min(start + per, seeds.length), total: seeds.length, unit: 'job sets' });
  }
  return { setups: names, seeds, metrics };
}
