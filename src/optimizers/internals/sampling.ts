import { uniform as uniformFloat64 } from '../../random/uniform';
import { uniformInt } from '../../random/uniformInt';
import type { Rng } from '../../random/Rng';

/** Fills `x[off .. off + d)` uniformly in the box [lower, upper). */
export function uniformPoint(rng: Rng, x: Float64Array, off: number, lower: Float64Array, upper: Float64Array): void {
  const d = lower.length;
  for (let j = 0; j < d; j++) {
    const lo = lower[j]!;
    x[off + j] = lo + (upper[j]! - lo) * uniformFloat64(rng);
  }
}

/** Fills `out` with a uniformly random permutation of 0..out.length-1 (Fisher-Yates). */
export function randomPermutation(rng: Rng, out: Int32Array | number[]): void {
  const n = out.length;
  for (let i = 0; i < n; i++) out[i] = i;
  for (let i = n - 1; i > 0; i--) {
    const j = uniformInt(rng, 0, i);
    const t = out[i]!;
    out[i] = out[j]!;
    out[j] = t;
  }
}
