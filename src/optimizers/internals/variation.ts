import { uniform } from '../../random/uniform';
import type { Rng } from '../../random/Rng';

/**
 * Simulated binary crossover with bounds (Deb & Agrawal 1995, "Simulated binary crossover for
 * continuous search space", Complex Systems 9; the bounded spread factor of Deb & Goyal 1996 as in
 * the NSGA-II reference code). Children are written over `c1` and `c2` (offsets o1, o2 in flat
 * arrays). Each variable is crossed with probability `perVariable`; children stay in [lower, upper].
 */
export function sbx(
  rng: Rng,
  p1: Float64Array, o1: number, p2: Float64Array, o2: number,
  c1: Float64Array, d1: number, c2: Float64Array, d2: number,
  lower: Float64Array, upper: Float64Array, eta: number, perVariable: number,
): void {
  const n = lower.length;
  for (let j = 0; j < n; j++) {
    let a = p1[o1 + j]!;
    let b = p2[o2 + j]!;
    if (uniform(rng) > perVariable || Math.abs(a - b) <= 1e-14) {
      c1[d1 + j] = a;
      c2[d2 + j] = b;
      continue;
    }
    if (a > b) [a, b] = [b, a];
    const lo = lower[j]!;
    const hi = upper[j]!;
    const u = uniform(rng);
    const y1 = spread(a, b, a - lo, u, eta, -1);
    const y2 = spread(a, b, hi - b, u, eta, 1);
    const r1 = Math.min(Math.max(y1, lo), hi);
    const r2 = Math.min(Math.max(y2, lo), hi);
    // Which parent slot gets which child: a fair coin, as in the reference code.
    if (uniform(rng) < 0.5) {
      c1[d1 + j] = r2;
      c2[d2 + j] = r1;
    } else {
      c1[d1 + j] = r1;
      c2[d2 + j] = r2;
    }
  }
}

/** One child of SBX: beta from the distance `room` to the nearer bound (Deb & Agrawal, eq. 4-5 with bounds). */
function spread(a: number, b: number, room: number, u: number, eta: number, sign: -1 | 1): number {
  const beta = 1 + (2 * room) / (b - a);
  const alpha = 2 - Math.pow(beta, -(eta + 1));
  const betaq = u <= 1 / alpha ? Math.pow(u * alpha, 1 / (eta + 1)) : Math.pow(1 / (2 - u * alpha), 1 / (eta + 1));
  return 0.5 * (a + b + sign * betaq * (b - a));
}

/**
 * Polynomial mutation with bounds (Deb & Goyal 1996; the bounded form of Deb 2001, "Multi-objective
 * optimization using evolutionary algorithms", sec. 4.2.1, as in the NSGA-II reference code):
 * each variable mutates with probability `perVariable`; the result stays in [lower, upper].
 */
export function polynomialMutation(
  rng: Rng, x: Float64Array, off: number, lower: Float64Array, upper: Float64Array, eta: number, perVariable: number,
): void {
  const n = lower.length;
  const power = 1 / (eta + 1);
  for (let j = 0; j < n; j++) {
    if (uniform(rng) > perVariable) continue;
    const lo = lower[j]!;
    const hi = upper[j]!;
    const range = hi - lo;
    if (!(range > 0)) continue;
    const y = x[off + j]!;
    const delta1 = (y - lo) / range;
    const delta2 = (hi - y) / range;
    const u = uniform(rng);
    let deltaq: number;
    if (u <= 0.5) {
      const val = 2 * u + (1 - 2 * u) * Math.pow(1 - delta1, eta + 1);
      deltaq = Math.pow(val, power) - 1;
    } else {
      const val = 2 * (1 - u) + 2 * (u - 0.5) * Math.pow(1 - delta2, eta + 1);
      deltaq = 1 - Math.pow(val, power);
    }
    x[off + j] = Math.min(Math.max(y + deltaq * range, lo), hi);
  }
}
