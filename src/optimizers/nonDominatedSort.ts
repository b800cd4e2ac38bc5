import { InvalidInputError } from '../errors/InvalidInputError';
import { crowdingDistances, sortFronts } from './internals/pareto';
import { requireObject } from '../errors/internals/knownKeys';

function flatten(values: ArrayLike<ArrayLike<number>>, where: string): { v: Float64Array; n: number; m: number } {
  const n = values.length;
  const first = n > 0 ? values[0] : undefined;
  if (n > 0 && (first === null || typeof first !== 'object')) throw new InvalidInputError(`${where}: values[0] must be an array of numbers, got ${first === null ? 'null' : typeof first}`);
  const m = first === undefined ? 0 : first.length;
  const v = new Float64Array(n * m);
  for (let i = 0; i < n; i++) {
    const row = values[i]!;
    if (row === null || typeof row !== 'object' || row.length !== m) throw new InvalidInputError(`${where}: values[${i}] must hold ${m} numbers like values[0]`);
    for (let k = 0; k < m; k++) {
      const x = row[k]!;
      if (typeof x !== 'number' || Number.isNaN(x)) throw new InvalidInputError(`${where}: values[${i}][${k}] must be a number, got ${String(x)}`);
      v[i * m + k] = x;
    }
  }
  return { v, n, m };
}

/**
 * Fast non-dominated sorting (Deb et al. 2002, III.A) of objective vectors (all minimized): the
 * fronts as lists of indices into `values`, front 0 being the Pareto-optimal ones, each list in
 * ascending index order. O(m n^2).
 *
 * @throws InvalidInputError on vectors of mixed length or NaN
 * @example
 * ```ts
 * import { nonDominatedSort } from 'schedlab/optimizers';
 * nonDominatedSort([[1, 4], [2, 2], [3, 3], [4, 1]]); // [[0, 1, 3], [2]]
 * ```
 */
export function nonDominatedSort(values: ArrayLike<ArrayLike<number>>): number[][] {
  requireObject('nonDominatedSort(values)', values, 'an array');
  const { v, n, m } = flatten(values, 'nonDominatedSort');
  return sortFronts(v, n, m, new Int32Array(n));
}

/**
 * Crowding distance of each vector within the set (Deb et al. 2002, III.B): per objective, the
 * extremes get Infinity and every other vector adds the normalised gap between its two neighbours.
 * Use it on one front: larger means lonelier.
 *
 * @throws InvalidInputError on vectors of mixed length or NaN
 * @example
 * ```ts
 * import { crowdingDistance } from 'schedlab/optimizers';
 * crowdingDistance([[0, 4], [1, 2], [4, 0]]); // [Infinity, 1.5, Infinity]
 * ```
 */
export function crowdingDistance(values: ArrayLike<ArrayLike<number>>): number[] {
  requireObject('crowdingDistance(values)', values, 'an array');
  const { v, n, m } = flatten(values, 'crowdingDistance');
  const out = new Float64Array(n);
  crowdingDistances(v, m, Array.from({ length: n }, (_, i) => i), out);
  return Array.from(out);
}
