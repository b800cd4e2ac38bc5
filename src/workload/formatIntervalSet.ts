import { InvalidInputError } from '../errors/InvalidInputError';

/**
 * Writes a set of resource (server) indices in Batsim's canonical interval-set notation: closed
 * integer intervals `a-b` (`a` alone when a = b), sorted, disjoint and as large as possible,
 * separated by one space, e.g. `{0, 1, 2, 3, 7}` -> `0-3 7` (Batsim documentation, "Interval set",
 * canonical string representation; the `allocated_resources` column of Batsim's `jobs.csv`). The
 * inverse of {@link parseIntervalSet}. Duplicates and order do not matter; the empty set is `''`.
 *
 * @param servers - non-negative integer indices
 * @throws InvalidInputError naming the first entry that is not a non-negative safe integer
 * @example
 * ```ts
 * import { formatIntervalSet } from 'schedlab/workload';
 * formatIntervalSet([7, 0, 1, 2, 3]); // '0-3 7'
 * ```
 */
export function formatIntervalSet(servers: readonly number[]): string {
  if (!Array.isArray(servers)) throw new InvalidInputError(`formatIntervalSet: expected an array of server indices, got ${typeof servers}`);
  for (let i = 0; i < servers.length; i++) {
    const s = servers[i];
    if (!(typeof s === 'number' && Number.isSafeInteger(s) && s >= 0)) {
      throw new InvalidInputError(`formatIntervalSet: servers[${i}] must be a non-negative integer, got ${String(s)}`);
    }
  }
  const sorted = Float64Array.from(servers).sort();
  const parts: string[] = [];
  let i = 0;
  while (i < sorted.length) {
    const a = sorted[i] as number;
    let b = a;
    while (i + 1 < sorted.length && (sorted[i + 1] as number) <= b + 1) b = sorted[++i] as number;
    parts.push(a === b ? String(a) : `${a}-${b}`);
    i++;
  }
  return parts.join(' ');
}
