import { InvalidInputError } from '../../errors/InvalidInputError';
import { rankInto } from './rankInto';
import { validateVector } from './validate';

/** Checks the two samples of an effect size (paired: same length). */
export function checkSamples(fn: string, x: readonly number[], y: readonly number[], paired: boolean): void {
  validateVector(x, `${fn}: x`, 1);
  validateVector(y, `${fn}: y`, 1);
  if (paired && x.length !== y.length) throw new InvalidInputError(`${fn}: paired samples must have the same length, got x: ${x.length}, y: ${y.length}`);
}

/**
 * A12 = P(X > Y) + P(X = Y)/2.
 * Unpaired: the rank-sum form of Vargha & Delaney 2000, A = (R1/m - (m + 1)/2)/n, with R1 the sum
 * of the mid-ranks of x in the pooled sample (equal to U/(mn) of Mann-Whitney).
 * Paired: the within-pair share (#(x_i > y_i) + #(x_i = y_i)/2)/n.
 * (Bootstrap resamples: a12Resampler, O(m + n) each.)
 */
export function a12Of(x: readonly number[], y: readonly number[], paired: boolean): number {
  if (paired) {
    let score = 0;
    for (let i = 0; i < x.length; i++) {
      const d = x[i]! - y[i]!;
      score += d > 0 ? 1 : d === 0 ? 0.5 : 0;
    }
    return score / x.length;
  }
  const m = x.length;
  const n = y.length;
  const pooled = [...x, ...y];
  const ranks = rankInto(pooled, 'average', false, new Array<number>(m + n));
  let r1 = 0;
  for (let t = 0; t < m; t++) r1 += ranks[t]!;
  return (r1 / m - (m + 1) / 2) / n;
}

/** Cliff's delta from A12: d = 2 A - 1 (kept in [-1, 1] against a rounding error of an ulp). */
export function deltaOf(a: number): number {
  return Math.max(-1, Math.min(1, 2 * a - 1));
}
