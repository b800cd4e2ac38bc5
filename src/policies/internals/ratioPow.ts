/** Largest denominator kept in the table of {@link ratioPow}: 8,256 doubles (66 kB) at most. */
const MAX_TABLE = 128;

/**
 * `(a, t) => Math.pow(a / t, w)`, with the values for integers 0 < a <= t <= 128 (server counts
 * such as n_av / n_tot or n_new / n_max) kept in a triangular table that grows to the largest `t`
 * seen: exact, since the table holds what Math.pow returned for the same division. Other arguments
 * are computed each time.
 */
export function ratioPow(w: number): (a: number, t: number) => number {
  let table = new Float64Array(0);
  return (a, t) => {
    // zero is computed each time: 0 and -0 would share a slot but their powers can differ in sign
    if (!(a > 0 && a <= t && t <= MAX_TABLE && (a | 0) === a && (t | 0) === t)) return Math.pow(a / t, w);
    const slot = ((t * (t - 1)) >> 1) + a - 1; // rows t = 1, 2, ... of lengths 1, 2, ...
    if (slot >= table.length) {
      const grown = new Float64Array((t * (t + 1)) >> 1).fill(NaN);
      grown.set(table);
      table = grown;
    }
    let y = table[slot] as number;
    if (y !== y) {
      y = Math.pow(a / t, w);
      table[slot] = y;
    }
    return y;
  };
}
