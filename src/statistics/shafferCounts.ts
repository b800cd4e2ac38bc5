import { validateInteger } from './internals/validate';

const cache = new Map<number, number[]>();

/**
 * S(k): the possible numbers of simultaneously true hypotheses among the k(k-1)/2 pairwise
 * "setup i = setup j" hypotheses (Shaffer 1986; García & Herrera 2008 section 3.2), by the
 * recursion S(k) = union over j = 1..k of { C(j, 2) + x : x in S(k - j) }, S(0) = S(1) = {0}.
 * Computable for any k; used by Shaffer's static procedure.
 *
 * @param k - number of setups (integer >= 1)
 * @returns the sorted list of counts, e.g. [0, 1, 2, 3, 6] for k = 4
 * @example
 * ```ts
 * import { shafferCounts } from 'schedlab/statistics';
 * shafferCounts(4); // [0, 1, 2, 3, 6]
 * ```
 */
export function shafferCounts(k: number): number[] {
  validateInteger(k, 'k', 1, 1000);
  return [...counts(k)];
}

function counts(k: number): number[] {
  if (k <= 1) return [0];
  const hit = cache.get(k);
  if (hit !== undefined) return hit;
  const set = new Set<number>();
  for (let j = 1; j <= k; j++) {
    const c = (j * (j - 1)) / 2;
    for (const x of counts(k - j)) set.add(c + x);
  }
  const out = [...set].sort((a, b) => a - b);
  cache.set(k, out);
  return out;
}
