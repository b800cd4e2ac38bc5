import type { Alternative } from '../TestResult';

/**
 * Exact p-value of a signed-rank statistic under random signs: each of the n nonzero
 * differences is positive or negative with probability 1/2, independently (Wilcoxon 1945; with
 * ties and zeros it is the exact distribution conditional on the observed ranks, the one
 * scipy 1.17's permutation test enumerates: Pratt 1959, Hollander & Wolfe 1999 section 3.1).
 *
 * `ranks2` are the nonzero differences' ranks doubled (average ranks are multiples of 1/2, so
 * these are integers); `observed2` is twice their sum over the positive differences. The
 * distribution of that sum is built by dynamic programming over its values, each step halving
 * (probabilities, not counts: all terms positive, so no cancellation; the relative error is
 * below n ulps and the smallest probability, 2^-n, is a normal double for n <= 1000).
 * Two-sided: 2 min(P(S <= s), P(S >= s)), at most 1.
 */
export function signedRankTail(ranks2: readonly number[], observed2: number, alternative: Alternative): number {
  let g = 0;
  for (const w of ranks2) g = gcd(g, w);
  if (g === 0) return 1;
  const w = ranks2.map((v) => v / g);
  const total = w.reduce((a, b) => a + b, 0);
  const prob = new Float64Array(total + 1);
  prob[0] = 1;
  let reach = 0;
  for (const wi of w) {
    reach += wi;
    for (let s = reach; s >= 0; s--) prob[s] = (prob[s]! + (s >= wi ? prob[s - wi]! : 0)) / 2;
  }
  const obs = observed2 / g;
  let le = 0;
  let ge = 0;
  for (let s = 0; s <= total; s++) {
    if (s <= obs) le += prob[s]!;
    if (s >= obs) ge += prob[s]!;
  }
  if (alternative === 'less') return Math.min(1, le);
  if (alternative === 'greater') return Math.min(1, ge);
  return Math.min(1, 2 * Math.min(le, ge));
}

function gcd(a: number, b: number): number {
  let x = a;
  let y = b;
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}
