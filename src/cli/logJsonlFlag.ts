import { relative, resolve, isAbsolute } from 'node:path';
import { jsonlLogger, type JsonlLogger } from '../optimizers/jsonlLogger';
import type { FlagSpec } from './flags';
import { UsageError } from './UsageError';

/**
 * `--log-jsonl FILE` of `reproduce dupont2020` and `reproduce franke2007`: one JSON line per
 * training iteration, through the optimizers' `jsonlLogger`. The file grows as the training goes,
 * by design (follow it with `tail -f`; a run that fails or is stopped keeps the lines so far, each
 * one complete), unlike the `--out` directory, which appears whole or not at all.
 */
export const LOG_JSONL_FLAG: FlagSpec = {
  name: 'log-jsonl',
  type: 'string',
  value: 'FILE',
  help: 'write one JSON line per training iteration to FILE as it runs (run, iteration, evaluations, min, mean, max, bestSoFar, iterationSeed, best)',
};

/**
 * The logger of `--log-jsonl FILE`, or undefined without the flag; a file that cannot be opened is a
 * usage error naming it, and so is a FILE that is the `--out` directory (`outDir`, resolved) or
 * inside it (the report replaces its directory whole at the end, so the run would fail after the
 * training): both are refused before any training.
 */
export function logJsonlFlag(command: string, value: unknown, outDir?: string): JsonlLogger | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value === '') throw new UsageError(`${command}: --log-jsonl expects a file name`);
  if (outDir !== undefined) {
    const inside = relative(resolve(outDir), resolve(value));
    if (inside === '' || (!inside.startsWith('..') && !isAbsolute(inside))) {
      throw new UsageError(`${command}: --log-jsonl ${value} is ${inside === '' ? 'the --out directory' : 'inside the --out directory'} ${outDir}, which the report replaces whole at the end; write the log outside it`);
    }
  }
  try {
    return jsonlLogger(value);
  } catch (e) {
    throw new UsageError(`${command}: --log-jsonl ${value}: ${(e as Error).message}`);
  }
}
