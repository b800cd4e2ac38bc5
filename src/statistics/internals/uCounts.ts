/**
 * Exact null distribution of the Mann-Whitney U statistic without ties, in big integers.
 *
 * The number of the C(m + n, m) equally likely assignments of the pooled ranks to x that give
 * U = u is the coefficient of q^u in the Gaussian binomial [m + n choose m]_q = prod_{i=1..m}
 * (1 - q^(n+i)) / (1 - q^i) (Mann & Whitney 1947; Andrews 1976, Theorem 3.1). A coefficient of
 * degree t depends only on coefficients of degree <= t, so the tail #(U <= t) needs the product
 * truncated at degree t: min(m, n) (t + 1) big-integer additions and subtractions, all exact
 * (the floating-point version of this recursion cancels catastrophically in the tails: issue 37).
 */

/** #(U <= t) for integer t, using the symmetry #(U <= t) = #(U >= mn - t) so that the work is on the shorter tail. */
export function countAtMost(n1: number, n2: number, t: number): bigint {
  const mn = n1 * n2;
  if (t < 0) return 0n;
  if (t >= mn) return binomial(n1 + n2, Math.min(n1, n2));
  if (2 * t <= mn) return lowerTail(n1, n2, t);
  // #(U <= t) = total - #(U >= t + 1) = total - #(U <= mn - t - 1)
  return binomial(n1 + n2, Math.min(n1, n2)) - lowerTail(n1, n2, mn - t - 1);
}

/** #(U >= t) = #(U <= mn - t) (the distribution is symmetric about mn / 2). */
export function countAtLeast(n1: number, n2: number, t: number): bigint {
  return countAtMost(n1, n2, n1 * n2 - t);
}

/** C(n, k) in big integers. */
export function binomial(n: number, k: number): bigint {
  let c = 1n;
  for (let i = 1; i <= k; i++) c = (c * BigInt(n - k + i)) / BigInt(i);
  return c;
}

/** Sum of the coefficients of degree 0..t of [n1 + n2 choose n1]_q. */
function lowerTail(n1: number, n2: number, t: number): bigint {
  const m = Math.min(n1, n2);
  const o = Math.max(n1, n2);
  const poly = new Array<bigint>(t + 1).fill(0n);
  poly[0] = 1n;
  let degree = 0;
  for (let i = 1; i <= m; i++) {
    // multiply by (1 - q^(o+i)), then divide by (1 - q^i): exact, truncated at degree t
    const shift = o + i;
    const top = Math.min(degree + shift, t);
    for (let s = top; s >= shift; s--) poly[s] = poly[s]! - poly[s - shift]!;
    for (let s = i; s <= top; s++) poly[s] = poly[s]! + poly[s - i]!;
    degree += o;
  }
  let sum = 0n;
  for (const c of poly) sum += c;
  return sum;
}
