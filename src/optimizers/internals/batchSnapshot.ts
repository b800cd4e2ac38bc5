import type { Candidate } from '../Candidate';
import type { BestPoint } from '../Optimizer';

/** Copies of a batch's points and values. */
export interface BatchSnapshot {
  readonly xs: Float64Array[];
  readonly values: Float64Array;
}

export const EMPTY_SNAPSHOT: BatchSnapshot = { xs: [], values: new Float64Array(0) };

/** Copies `batch` and `values`, into `reuse`'s arrays where their sizes match. */
export function snapshotBatch(batch: readonly Candidate[], values: Float64Array, reuse: BatchSnapshot | undefined): BatchSnapshot {
  const n = batch.length;
  const xs: Float64Array[] = new Array<Float64Array>(n);
  for (let i = 0; i < n; i++) {
    const x = batch[i]!.x;
    const buffer = reuse?.xs[i];
    if (buffer !== undefined && buffer.length === x.length) {
      buffer.set(x);
      xs[i] = buffer;
    } else {
      xs[i] = x.slice();
    }
  }
  const copy = reuse !== undefined && reuse.values.length === n ? reuse.values : new Float64Array(n);
  copy.set(values.subarray(0, n));
  return { xs, values: copy };
}

/** A snapshot as the BestPoints of `OptimizationResult.lastBatch` (fresh arrays, safe to keep). */
export function batchPoints(s: BatchSnapshot): BestPoint[] {
  return s.xs.map((x, i) => ({ x: Array.from(x), value: s.values[i]! }));
}
