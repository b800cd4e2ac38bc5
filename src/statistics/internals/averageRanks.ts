/**
 * Average ranks of one row (1 = smallest, or largest when descending) written into `out`, using
 * `order` as scratch space (length >= row length). Returns sum over tie groups of (t^3 - t).
 * Insertion sort: rows are short (k setups), and this avoids per-row allocation.
 */
export function averageRanksInto(row: readonly number[], descending: boolean, order: Int32Array, out: number[]): number {
  const k = row.length;
  const sign = descending ? -1 : 1;
  for (let i = 0; i < k; i++) {
    const v = sign * row[i]!;
    let j = i - 1;
    while (j >= 0 && sign * row[order[j]!]! > v) {
      order[j + 1] = order[j]!;
      j--;
    }
    order[j + 1] = i;
  }
  let ties = 0;
  let i = 0;
  while (i < k) {
    let j = i;
    const v = row[order[i]!]!;
    while (j + 1 < k && row[order[j + 1]!] === v) j++;
    const r = (i + j) / 2 + 1;
    for (let t = i; t <= j; t++) out[order[t]!] = r;
    const size = j - i + 1;
    ties += size * size * size - size;
    i = j + 1;
  }
  return ties;
}
