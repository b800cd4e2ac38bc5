/**
 * A claim of a paper's results or conclusion that a reproduction cannot test, with the place it is
 * made and why: listed in the report under the findings, so the findings table is read as a
 * complete account of the paper's claims (tested, tested in a weakened form, or not testable).
 *
 * @example
 * ```ts
 * import type { UntestedClaim } from 'schedlab/experiments';
 * const pf: UntestedClaim = {
 *   claim: 'the rule bases come close to the off-line Pareto front',
 *   source: 'section 5, Fig. 7',
 *   reason: 'the paper does not describe the heuristics that built its front',
 * };
 * ```
 */
export interface UntestedClaim {
  /** The claim, in the paper's words where short. */
  readonly claim: string;
  /** Where the paper makes it (section, table, figure). */
  readonly source: string;
  /** Why it cannot be tested here. */
  readonly reason: string;
}
