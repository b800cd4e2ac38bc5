import type { TieMethod } from '../TieMethod';

/** Rank kernel of rankData, Wilcoxon and Mann-Whitney: writes the ranks into `out` and returns it. */
export function rankInto(values: readonly number[], method: TieMethod, descending: boolean, out: number[]): number[] {
  const n = values.length;
  const order = Array.from({ length: n }, (_, i) => i);
  const sign = descending ? -1 : 1;
  order.sort((a, b) => sign * (values[a]! - values[b]!) || a - b);
  let dense = 0;
  let i = 0;
  while (i < n) {
    let j = i;
    const v = values[order[i]!]!;
    while (j + 1 < n && values[order[j + 1]!] === v) j++;
    dense++;
    for (let t = i; t <= j; t++) {
      const idx = order[t]!;
      switch (method) {
        case 'average':
          out[idx] = (i + j) / 2 + 1;
          break;
        case 'min':
          out[idx] = i + 1;
          break;
        case 'max':
          out[idx] = j + 1;
          break;
        case 'dense':
          out[idx] = dense;
          break;
        case 'ordinal':
          out[idx] = t + 1;
          break;
      }
    }
    i = j + 1;
  }
  return out;
}
