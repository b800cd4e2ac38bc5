import { InvalidInputError } from '../../errors/InvalidInputError';

/**
 * Checks what a multi-objective session was told and copies it into a flat array (row i =
 * candidate i's m objective values): exactly `n` rows of `m` numbers; NaN refused, Infinity allowed.
 */
export function objectiveVectors(optimizer: string, values: ArrayLike<ArrayLike<number>>, n: number, m: number, iteration: number): Float64Array {
  if (values === null || typeof values !== 'object' || values.length !== n) {
    throw new InvalidInputError(
      `${optimizer} tell(values): expected ${n} objective vectors (one per candidate of the last ask()), got ${values === null || typeof values !== 'object' ? String(values) : values.length}`,
    );
  }
  const told = new Float64Array(n * m);
  for (let i = 0; i < n; i++) {
    const row = values[i];
    if (row === null || typeof row !== 'object' || row.length !== m) {
      throw new InvalidInputError(
        `${optimizer} tell(values): values[${i}] (iteration ${iteration}) must hold ${m} numbers, got ${row === null || typeof row !== 'object' ? String(row) : `${row.length}`}`,
      );
    }
    for (let k = 0; k < m; k++) {
      const v = row[k];
      if (typeof v !== 'number' || Number.isNaN(v)) {
        throw new InvalidInputError(`${optimizer} tell(values): values[${i}][${k}] (iteration ${iteration}) must be a number (Infinity allowed), got ${String(v)}`);
      }
      told[i * m + k] = v;
    }
  }
  return told;
}

/** Refuses an objective count that is not an integer in [1, 1000] (the `start`/`resume` argument). */
export function checkObjectiveCount(optimizer: string, objectives: number): void {
  if (!Number.isInteger(objectives) || objectives < 1 || objectives > 1_000) {
    throw new InvalidInputError(`${optimizer}: objectives must be an integer in [1, 1000], got ${String(objectives)}`);
  }
}
