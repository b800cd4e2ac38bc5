import { countFindings } from '../countFindings';
import type { Finding, FindingCount } from '../Finding';
import type { MethodSettings } from '../MethodSettings';
import type { ReadingRuns, StudyReading } from '../runReadings';

/**
 * A reproduction's result under several readings: the findings counted per reading, the first
 * reading's seeds, tables and full result, and per reading its name, overrides, settings (first
 * seed) and finding tables.
 */
export function readingsResult<O, R extends { readonly settings: readonly MethodSettings[] }, T>(
  findings: readonly Finding<T>[],
  readings: ReadonlyArray<StudyReading<O>>,
  runs: ReadingRuns<R, T>,
): R & {
  findings: FindingCount[];
  studySeeds: readonly number[];
  findingTables: readonly T[];
  readings: Array<{ name: string; overrides: O; settings: readonly MethodSettings[]; findingTables: readonly T[] }>;
} {
  return {
    findings: countFindings(findings, runs.tables),
    studySeeds: runs.first.seeds,
    findingTables: runs.first.tables,
    ...runs.first.first,
    readings: readings.map((r) => ({ name: r.name, overrides: r.overrides, settings: runs.studies[r.name]!.first.settings, findingTables: runs.studies[r.name]!.tables })),
  };
}
