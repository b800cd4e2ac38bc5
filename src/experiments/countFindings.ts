import { InvalidInputError } from '../errors/InvalidInputError';
import type { Finding, FindingCount } from './Finding';
import { requireObject } from '../errors/internals/knownKeys';

/**
 * Counts each finding over the result tables of a study's runs (one table per root seed, in
 * `studySeeds` order): how many it held on, of how many. With `readings`, the tables of each
 * reading are counted too (one column per reading in the report); `holds`/`runs` then count
 * every reading's every seed.
 *
 * @param findings - the paper's findings (its `findings.ts`)
 * @param tables - one table per seed, or per reading name one table per seed
 * @throws InvalidInputError when there is no table, a finding id repeats or a predicate throws
 * @example
 * ```ts
 * import { countFindings, type Finding } from 'schedlab/experiments';
 * const f: Finding<number> = { id: 'positive', statement: 'the value is positive', holds: (v) => v > 0 };
 * countFindings([f], [1, -2, 3])[0]; // { id: 'positive', ..., holds: 2, runs: 3, bySeed: [true, false, true] }
 * countFindings([f], { paper: [1, 2], other: [-1, 2] })[0]!.readings; // { paper: { holds: 2, runs: 2 }, other: { holds: 1, runs: 2 } }
 * ```
 */
export function countFindings<T>(findings: readonly Finding<T>[], tables: readonly T[] | Readonly<Record<string, readonly T[]>>): FindingCount[] {
  requireObject('countFindings(findings)', findings, 'an array');
  requireObject('countFindings(tables)', tables, 'an array of result tables, or one array per reading');
  const ids = new Set<string>();
  for (const f of findings) {
    if (ids.has(f.id)) throw new InvalidInputError(`countFindings: finding id ${JSON.stringify(f.id)} appears twice`);
    ids.add(f.id);
  }
  const byReading: Array<[string | undefined, readonly T[]]> = Array.isArray(tables) ? [[undefined, tables as readonly T[]]] : Object.entries(tables as Record<string, readonly T[]>);
  if (byReading.length === 0 || byReading.some(([, t]) => t.length === 0)) throw new InvalidInputError('countFindings: expected at least one result table (per reading)');
  return findings.map((f): FindingCount => {
    const check = (t: T, at: string): boolean => {
      try {
        return f.holds(t) === true;
      } catch (e) {
        throw new InvalidInputError(`countFindings: finding ${JSON.stringify(f.id)} failed on ${at}: ${e instanceof Error ? e.message : String(e)}`);
      }
    };
    const perReading = byReading.map(([name, ts]) => [name, ts.map((t, i) => check(t, `${name === undefined ? '' : `reading ${name}, `}seed #${i + 1}`))] as const);
    const all = perReading.flatMap(([, b]) => b);
    const base = { id: f.id, statement: f.statement, holds: all.filter(Boolean).length, runs: all.length, bySeed: perReading[0]![1] };
    if (perReading.length === 1 && perReading[0]![0] === undefined) return base;
    return { ...base, readings: Object.fromEntries(perReading.map(([name, b]) => [name!, { holds: b.filter(Boolean).length, runs: b.length }])) };
  });
}
