/**
 * A symmetric matrix of p-values between named setups, with a lookup by name: post-hoc results
 * carry it so that nobody has to remember which column was which.
 *
 * `p[i][j]` is the p-value of the pair (names[i], names[j]); the diagonal is 1. `get` is a
 * non-enumerable method, so `JSON.stringify` writes only `{ names, p }`.
 *
 * @example
 * ```ts
 * import { pairwiseFriedmanPosthoc } from 'schedlab/statistics';
 * import type { PValueMatrix } from 'schedlab/statistics';
 * const costs = [[1, 2, 9], [1, 2, 8], [2, 1, 9], [1, 2, 9], [2, 1, 7], [1, 2, 9]];
 * const m: PValueMatrix = pairwiseFriedmanPosthoc(costs, { names: ['FIFO', 'Swarm1', 'Swarm2'] }).matrix;
 * m.get('FIFO', 'Swarm2'); // Holm-adjusted p-value of that pair
 * ```
 */
export interface PValueMatrix {
  /** Setup names, in column order. */
  readonly names: readonly string[];
  /** p[i][j]: p-value of names[i] against names[j] (symmetric, 1 on the diagonal). */
  readonly p: readonly (readonly number[])[];
  /**
   * The p-value of two setups given by name.
   * @throws InvalidInputError when a name is not one of `names`
   */
  get(a: string, b: string): number;
}
