/**
 * A12 of bootstrap resamples in O(m + n) each (the rank-sum form costs a sort per resample).
 *
 * Paired: the within-pair share of resampled pairs. Unpaired: with y sorted once and, for each
 * x_i, lo_i = #(y < x_i) and hi_i = #(y <= x_i) found once by binary search, a resample with
 * y-multiplicities c (by sorted position) has A = sum over the resampled x_i of
 * (C(lo_i) + (C(hi_i) - C(lo_i)) / 2) / (m n), C the prefix sums of c: the definition
 * P(X > Y) + P(X = Y) / 2 counted in integers and halves, so exact up to the final division.
 */
export function a12Resampler(x: readonly number[], y: readonly number[], paired: boolean): (ix: Int32Array, iy: Int32Array) => number {
  if (paired) {
    const score = x.map((v, i) => (v > y[i]! ? 1 : v === y[i]! ? 0.5 : 0));
    return (ix) => {
      let s = 0;
      for (let t = 0; t < ix.length; t++) s += score[ix[t]!]!;
      return s / ix.length;
    };
  }
  const n = y.length;
  const order = y.map((_, j) => j).sort((a, b) => y[a]! - y[b]!);
  const sorted = order.map((j) => y[j]!);
  const posOf = new Int32Array(n);
  order.forEach((j, p) => (posOf[j] = p));
  const lo = new Int32Array(x.length);
  const hi = new Int32Array(x.length);
  x.forEach((v, i) => {
    lo[i] = firstIndex(sorted, (w) => w >= v);
    hi[i] = firstIndex(sorted, (w) => w > v);
  });
  const prefix = new Int32Array(n + 1);
  return (ix, iy) => {
    prefix.fill(0);
    for (let t = 0; t < iy.length; t++) prefix[posOf[iy[t]!]! + 1]!++;
    for (let p = 1; p <= n; p++) prefix[p]! += prefix[p - 1]!;
    let twice = 0;
    for (let t = 0; t < ix.length; t++) {
      const i = ix[t]!;
      twice += prefix[lo[i]!]! + prefix[hi[i]!]!; // 2 #(y < x_i) + #(y = x_i)
    }
    return twice / (2 * ix.length * iy.length);
  };
}

/** First index in a sorted array where `test` holds (binary search; length when none). */
function firstIndex(sorted: readonly number[], test: (v: number) => boolean): number {
  let a = 0;
  let b = sorted.length;
  while (a < b) {
    const mid = (a + b) >> 1;
    if (test(sorted[mid]!)) b = mid;
    else a = mid + 1;
  }
  return a;
}
