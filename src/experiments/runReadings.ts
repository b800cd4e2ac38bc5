import { InvalidInputError } from '../errors/InvalidInputError';
import type { ExperimentProgress } from './ExperimentProgress';
import type { StudyRuns } from './runStudy';
import { requireFunction } from '../errors/internals/knownKeys';

/**
 * One named reading of a paper (a choice the paper leaves open, e.g. a bound rule or a tuner) as
 * the overrides a study applies to its configuration.
 *
 * @example
 * ```ts
 * import type { StudyReading } from 'schedlab/experiments';
 * const r: StudyReading<{ boundary: string }> = { name: 'reflect', overrides: { boundary: 'reflect' } };
 * ```
 */
export interface StudyReading<O> {
  /** Column name in the findings table (unique in a study). */
  readonly name: string;
  readonly overrides: O;
}

/**
 * What {@link runReadings} returns: the first reading's study (its full results are what a
 * reproduction reports beside the findings) and every reading's result tables, by name.
 *
 * @example
 * ```ts
 * import { runReadings, runStudy, type ReadingRuns } from 'schedlab/experiments';
 * const r: ReadingRuns<number, number> = await runReadings([{ name: 'a', overrides: 1 }], (o) => runStudy({ seed: 1, run: async () => o, table: (x) => x }));
 * r.tables['a']; // [1]
 * ```
 */
export interface ReadingRuns<R, T> {
  readonly first: StudyRuns<R, T>;
  readonly studies: Readonly<Record<string, StudyRuns<R, T>>>;
  readonly tables: Readonly<Record<string, readonly T[]>>;
}

/**
 * Runs a study (all its root seeds) under each reading, one after another, so `countFindings`
 * can give one column per reading: each reading's result depends only on its overrides and the
 * seeds, never on the other readings or their order.
 *
 * @param readings - at least one, names unique and non-empty
 * @param run - runs the whole study (e.g. `runStudy`) under one reading; `label` prefixes the
 *   progress stages with the reading's name when there are several
 * @throws InvalidInputError for no reading, an empty or repeated name
 * @example
 * ```ts
 * import { countFindings, runReadings, runStudy } from 'schedlab/experiments';
 * const r = await runReadings([{ name: 'x2', overrides: 2 }, { name: 'x3', overrides: 3 }], (k) =>
 *   runStudy({ seed: 1, seeds: 2, run: async (s) => (s * k) % 2, table: (v) => v }),
 * );
 * countFindings([{ id: 'even', statement: 'even', holds: (v: number) => v === 0 }], r.tables);
 * ```
 */
export async function runReadings<O, R, T>(
  readings: ReadonlyArray<StudyReading<O>>,
  run: (overrides: O, name: string, label: (p: ExperimentProgress) => ExperimentProgress) => Promise<StudyRuns<R, T>>,
): Promise<ReadingRuns<R, T>> {
  if (!Array.isArray(readings) || readings.length === 0) throw new InvalidInputError('runReadings: expected at least one reading { name, overrides }');
  requireFunction('runReadings(run)', run, 'a function (overrides, name, label) => Promise<StudyRuns>');
  const names = new Set<string>();
  for (const [i, r] of readings.entries()) {
    if (r === null || typeof r !== 'object' || typeof r.name !== 'string' || r.name.length === 0) throw new InvalidInputError(`runReadings: readings[${i}]: expected { name: non-empty string, overrides }`);
    if (names.has(r.name)) throw new InvalidInputError(`runReadings: the reading name ${JSON.stringify(r.name)} appears twice`);
    names.add(r.name);
  }
  const studies: Record<string, StudyRuns<R, T>> = {};
  for (const r of readings) {
    const label = readings.length === 1 ? (p: ExperimentProgress) => p : (p: ExperimentProgress) => ({ ...p, stage: `reading ${r.name}: ${p.stage}` });
    studies[r.name] = await run(r.overrides, r.name, label);
  }
  const tables = Object.fromEntries(readings.map((r) => [r.name, studies[r.name]!.tables]));
  return { first: studies[readings[0]!.name]!, studies, tables };
}
