/** Type-7 quantile of an already sorted array (private helper). */
export function sortedQuantile(sorted: ArrayLike<number>, p: number): number {
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  const a = sorted[lo]!;
  if (lo + 1 >= sorted.length) return a;
  return a + (h - lo) * (sorted[lo + 1]! - a);
}
