import { closeSync, openSync, writeSync } from 'node:fs';
import { InvalidInputError } from '../errors/InvalidInputError';
import type { IterationProgress } from './OptimizationResult';
import { showValue } from '../errors/internals/showValue';

/**
 * An `onIteration` callback that appends one JSON line per iteration, plus `close()`.
 *
 * @example
 * ```ts
 * import { jsonlLogger, type JsonlLogger } from 'schedlab/optimizers';
 * const log: JsonlLogger = jsonlLogger('run.jsonl');
 * log.close();
 * ```
 */
export interface JsonlLogger {
  /**
   * Writes the iteration's line; `run` (e.g. `'Swarm1'`, as the experiments' `onIteration` pass
   * it) becomes the record's first field, so several runs can share one file.
   */
  (progress: IterationProgress, run?: string): void;
  /** The file written. */
  readonly path: string;
  /** Closes the file (further calls throw). */
  close(): void;
}

/**
 * A JSON Lines log of an optimisation run (as pycma's logger, one record per iteration):
 * `{"iteration", "evaluations", "min", "mean", "max", "bestSoFar", "iterationSeed", "best":
 * {"x", "value"}}`, preceded by `"run"` when the caller names the run (the experiments'
 * `onIteration(progress, run)` do), one complete line per `write` (a crash never leaves half a
 * record). The file is created or truncated when the logger is made and grows as the run goes
 * (by design: it can be followed with `tail -f`, and a run that fails keeps its log so far). Read it back with
 * `readFileSync(path, 'utf8').trim().split('\n').map((l) => JSON.parse(l))`.
 *
 * @param file - path of the `.jsonl` file
 * @throws InvalidInputError when the file cannot be opened (the message names it)
 * @example
 * ```ts
 * import { jsonlLogger, minimize, pso, searchSpace } from 'schedlab/optimizers';
 * const space = searchSpace({ lower: [-5], upper: [5] });
 * const log = jsonlLogger('sphere.jsonl');
 * try {
 *   await minimize({ space, evaluate: (x) => x[0]! ** 2 }, pso(), { seed: 1, maxIterations: 20, onIteration: log });
 * } finally {
 *   log.close();
 * }
 * ```
 */
export function jsonlLogger(file: string): JsonlLogger {
  if (typeof file !== 'string' || file.length === 0) throw new InvalidInputError(`jsonlLogger: file: expected a path, got ${showValue(file)}`);
  let fd: number | undefined;
  try {
    fd = openSync(file, 'w');
  } catch (e) {
    throw new InvalidInputError(`jsonlLogger: cannot open ${file} for writing: ${(e as Error).message}`);
  }
  const log = (p: IterationProgress, run?: string): void => {
    if (fd === undefined) throw new InvalidInputError(`jsonlLogger: ${file} is closed`);
    if (run !== undefined && typeof run !== 'string') throw new InvalidInputError(`jsonlLogger: run: expected a string, got ${String(run)}`);
    const { iteration, evaluations, min, mean, max, bestSoFar, iterationSeed } = p.entry;
    const record = { ...(run === undefined ? {} : { run }), iteration, evaluations, min, mean, max, bestSoFar, iterationSeed, ...(p.best === undefined ? {} : { best: { x: p.best.x, value: p.best.value } }) };
    writeSync(fd, `${JSON.stringify(record)}\n`);
  };
  return Object.assign(log, {
    path: file,
    close(): void {
      if (fd !== undefined) closeSync(fd);
      fd = undefined;
    },
  });
}
