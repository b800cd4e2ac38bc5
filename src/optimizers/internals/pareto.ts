/**
 * Pareto ranking on flat value arrays (row i = values[i*m .. i*m+m)): the hot paths of NSGA-II.
 * Deb, Pratap, Agarwal & Meyarivan 2002, "A fast and elitist multiobjective genetic algorithm:
 * NSGA-II", IEEE TEC 6(2), section III.A (fast non-dominated sort) and III.B (crowding distance).
 */

/** True when row a Pareto-dominates row b (no worse in every objective, better in one). */
export function dominatesRow(v: Float64Array, a: number, b: number, m: number): boolean {
  let better = false;
  const oa = a * m;
  const ob = b * m;
  for (let k = 0; k < m; k++) {
    const x = v[oa + k]!;
    const y = v[ob + k]!;
    if (x > y) return false;
    if (x < y) better = true;
  }
  return better;
}

/**
 * Fast non-dominated sort of rows 0..n-1: fronts as index lists (front 0 = non-dominated), each
 * in ascending index order; `rank[i]` receives the front of row i. O(m n^2) comparisons.
 */
export function sortFronts(v: Float64Array, n: number, m: number, rank: Int32Array): number[][] {
  const dominatedBy = new Int32Array(n); // how many rows dominate row i
  const dominates: number[][] = Array.from({ length: n }, () => []);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (dominatesRow(v, i, j, m)) {
        dominates[i]!.push(j);
        dominatedBy[j]!++;
      } else if (dominatesRow(v, j, i, m)) {
        dominates[j]!.push(i);
        dominatedBy[i]!++;
      }
    }
  }
  const fronts: number[][] = [];
  let current: number[] = [];
  for (let i = 0; i < n; i++) if (dominatedBy[i] === 0) current.push(i);
  let r = 0;
  while (current.length > 0) {
    const next: number[] = [];
    for (const i of current) {
      rank[i] = r;
      for (const j of dominates[i]!) if (--dominatedBy[j]! === 0) next.push(j);
    }
    next.sort((a, b) => a - b);
    fronts.push(current);
    current = next;
    r++;
  }
  return fronts;
}

/**
 * Crowding distance of the rows of one front (Deb et al. 2002, III.B): per objective, the two
 * extreme rows get Infinity and every other row adds the normalised gap between its neighbours,
 * (f[next] - f[prev]) / (f_max - f_min). An objective on which the whole front is equal adds
 * nothing (its range is 0). Ties in an objective are ordered by row index, so the result is
 * deterministic. Writes `out[row]` for each row of `front`.
 */
export function crowdingDistances(v: Float64Array, m: number, front: readonly number[], out: Float64Array): void {
  const size = front.length;
  for (const i of front) out[i] = 0;
  if (size <= 2) {
    for (const i of front) out[i] = Infinity;
    return;
  }
  const order = front.slice();
  for (let k = 0; k < m; k++) {
    order.sort((a, b) => v[a * m + k]! - v[b * m + k]! || a - b);
    const lo = v[order[0]! * m + k]!;
    const hi = v[order[size - 1]! * m + k]!;
    out[order[0]!] = Infinity;
    out[order[size - 1]!] = Infinity;
    const range = hi - lo;
    if (!(range > 0) || !Number.isFinite(range)) continue;
    for (let t = 1; t < size - 1; t++) {
      const i = order[t]!;
      out[i] = out[i]! + (v[order[t + 1]! * m + k]! - v[order[t - 1]! * m + k]!) / range;
    }
  }
}

/** Orders points by their objective values, lexicographically (the order of returned fronts). */
export function byValues(p: { readonly values: readonly number[] }, q: { readonly values: readonly number[] }): number {
  for (let k = 0; k < p.values.length; k++) if (p.values[k] !== q.values[k]) return p.values[k]! - q.values[k]!;
  return 0;
}
