import { InvalidInputError } from '../../errors/InvalidInputError';
import type { PValueMatrix } from '../PValueMatrix';

/** Setup names: the given ones (checked: k distinct non-empty strings) or "0", "1", ... */
export function setupNames(names: readonly string[] | undefined, k: number, where = 'options.names'): string[] {
  if (names === undefined) return Array.from({ length: k }, (_, j) => String(j));
  if (!Array.isArray(names) || names.length !== k) {
    throw new InvalidInputError(`${where}: expected ${k} names (one per setup), got ${Array.isArray(names) ? names.length : typeof names}`);
  }
  const seen = new Set<string>();
  names.forEach((n, j) => {
    if (typeof n !== 'string' || n.length === 0) throw new InvalidInputError(`${where}[${j}]: expected a non-empty string, got ${JSON.stringify(n)}`);
    if (seen.has(n)) throw new InvalidInputError(`${where}[${j}]: duplicate name ${JSON.stringify(n)}`);
    seen.add(n);
  });
  return [...names];
}

/** A {@link PValueMatrix} over `names` (get is non-enumerable: JSON holds names and p only). */
export function pValueMatrix(names: readonly string[], p: readonly (readonly number[])[]): PValueMatrix {
  const index = new Map(names.map((n, j) => [n, j]));
  const at = (name: string, which: string): number => {
    const j = index.get(name);
    if (j === undefined) throw new InvalidInputError(`PValueMatrix.get: ${which}: unknown setup ${JSON.stringify(name)}; expected one of ${names.join(', ')}`);
    return j;
  };
  const matrix = { names, p };
  Object.defineProperty(matrix, 'get', { value: (a: string, b: string): number => p[at(a, 'a')]![at(b, 'b')]!, enumerable: false });
  return matrix as PValueMatrix;
}
