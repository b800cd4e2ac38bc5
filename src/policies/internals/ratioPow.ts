/** Largest denominator kept in the table of {@link ratioPow} (a table of this many doubles). */
const MAX_TABLE = 4096;

/**
 * `(a, t) => Math.pow(a / t, w)`, with the values for integers 0 < a <= t (server counts such as
 * n_av / n_tot or n_new / n_max) kept in a table for the last `t` seen: exact, since the table holds
 * what Math.pow returned for the same division. Other arguments are computed each time.
 */
export function ratioPow(w: number): (a: number, t: number) => number {
  let denominator = -1;
  let table = new Float64Array(0);
  return (a, t) => {
    if (t !== denominator) {
      if (!(t > 0 && t <= MAX_TABLE && (t | 0) === t)) return Math.pow(a / t, w);
      denominator = t;
      table = new Float64Array(t + 1).fill(NaN);
    }
    // zero is computed each time: 0 and -0 share a slot but their powers can differ in sign
    if (!(a > 0 && a <= t && (a | 0) === a)) return Math.pow(a / t, w);
    let y = table[a] as number;
    if (y !== y) {
      y = Math.pow(a / t, w);
      table[a] = y;
    }
    return y;
  };
}
