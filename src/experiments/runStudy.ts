import type { ExperimentProgress } from './ExperimentProgress';
import { studySeeds } from './studySeeds';
import { optionKeys, requireOptions } from '../errors/internals/knownKeys';

const RUN_STUDY_OPTIONS_KEYS = optionKeys<RunStudyOptions<unknown, unknown>>({ seed: true, seeds: true, run: true, table: true, signal: true });

/**
 * Options of {@link runStudy}.
 *
 * @example
 * ```ts
 * import type { RunStudyOptions } from 'schedlab/experiments';
 * const options: RunStudyOptions<number, number> = { seed: 1, seeds: 3, run: async (s) => s % 7, table: (r) => r };
 * ```
 */
export interface RunStudyOptions<R, T> {
  /** The study's seed: the first root seed (see `studySeeds`). */
  readonly seed: number;
  /** How many root seeds to run. @defaultValue 1 */
  readonly seeds?: number;
  /** Runs the whole study under one root seed; `progress` prefixes the stages with the seed when there are several. */
  readonly run: (seed: number, progress: (p: ExperimentProgress) => ExperimentProgress) => Promise<R>;
  /** The result table the findings read (kept for every seed; the full result only for the first). */
  readonly table: (result: R) => T;
  /** Stops between seeds (throws the signal's reason). */
  readonly signal?: AbortSignal;
}

/**
 * What {@link runStudy} returns: the root seeds, the first seed's full result and every seed's table.
 *
 * @example
 * ```ts
 * import { runStudy, type StudyRuns } from 'schedlab/experiments';
 * const s: StudyRuns<number, number> = await runStudy({ seed: 1, seeds: 2, run: async (seed) => seed, table: (r) => r });
 * s.tables.length; // 2
 * ```
 */
export interface StudyRuns<R, T> {
  readonly seeds: readonly number[];
  readonly first: R;
  readonly tables: readonly T[];
}

/**
 * Runs a study under `seeds` root seeds derived from `seed` (`studySeeds`), one after another,
 * each run free to spread its own work over worker threads or Redis workers: the result of each
 * seed depends only on that seed, so the whole is the same whatever the number of workers.
 *
 * @throws InvalidInputError for a bad seed or count (from `studySeeds`)
 * @example
 * ```ts
 * import { runStudy, countFindings } from 'schedlab/experiments';
 * const study = await runStudy({ seed: 1, seeds: 3, run: async (s) => ({ value: s % 2 }), table: (r) => r.value });
 * countFindings([{ id: 'odd', statement: 'the seed is odd', holds: (v: number) => v === 1 }], study.tables);
 * ```
 */
export async function runStudy<R, T>(options: RunStudyOptions<R, T>): Promise<StudyRuns<R, T>> {
  requireOptions('runStudy(options)', options, RUN_STUDY_OPTIONS_KEYS);
  const seeds = studySeeds(options.seed, options.seeds ?? 1);
  const tables: T[] = [];
  let first: R | undefined;
  for (const [i, seed] of seeds.entries()) {
    options.signal?.throwIfAborted();
    const label = seeds.length === 1 ? (p: ExperimentProgress) => p : (p: ExperimentProgress) => ({ ...p, stage: `seed ${i + 1}/${seeds.length} (${seed}): ${p.stage}` });
    const result = await options.run(seed, label);
    tables.push(options.table(result));
    if (i === 0) first = result;
  }
  return { seeds, first: first as R, tables };
}
