/** Whether the ascending list holds `s` (binary search): a partition's or reservation's servers. */
export function sortedHas(list: readonly number[], s: number): boolean {
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = list[mid] as number;
    if (v === s) return true;
    if (v < s) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}
