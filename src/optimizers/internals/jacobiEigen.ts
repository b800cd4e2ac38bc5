/**
 * Eigendecomposition of a symmetric n x n matrix (row-major `a`, left unchanged) by cyclic Jacobi
 * rotations (Golub & Van Loan, "Matrix Computations", 4th ed., sec. 8.5): writes the eigenvalues
 * into `values` and the eigenvectors as the columns of `vectors` (row-major), so that
 * a = V diag(values) V^T. Sweeps until the off-diagonal mass is below 1e-26 of the total (at most
 * 100 sweeps; a symmetric matrix converges quadratically, in about 6-10 sweeps).
 */
export function jacobiEigen(a: Float64Array, n: number, values: Float64Array, vectors: Float64Array, work: Float64Array = new Float64Array(n * n)): void {
  const steps = jacobiSteps(a, n, values, vectors, work);
  while (steps.next().done !== true) {
    // run every step at once
  }
}

/**
 * {@link jacobiEigen} in steps: the same arithmetic, pausing after each row of a sweep (n - 1 - p
 * rotations of O(n) each), so that a caller can hand the event loop a turn and see an abort
 * during a decomposition that takes seconds to minutes at n = 300-1,000 (issue 32). `a` must not
 * change until the last step.
 */
export function* jacobiSteps(a: Float64Array, n: number, values: Float64Array, vectors: Float64Array, work: Float64Array): Generator<void, void, void> {
  const m = work;
  m.set(a.subarray(0, n * n));
  vectors.fill(0);
  for (let i = 0; i < n; i++) vectors[i * n + i] = 1;
  let total = 0;
  for (let i = 0; i < n * n; i++) total += m[i]! * m[i]!;
  for (let sweep = 0; sweep < 100; sweep++) {
    let off = 0;
    for (let p = 0; p < n; p++) for (let q = p + 1; q < n; q++) off += m[p * n + q]! * m[p * n + q]!;
    if (off <= 1e-26 * total || off === 0) break;
    for (let p = 0; p < n - 1; p++) {
      for (let q = p + 1; q < n; q++) {
        const apq = m[p * n + q]!;
        if (apq === 0) continue;
        const app = m[p * n + p]!;
        const aqq = m[q * n + q]!;
        const theta = (aqq - app) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < n; k++) {
          // rotate columns p and q of m
          const mkp = m[k * n + p]!;
          const mkq = m[k * n + q]!;
          m[k * n + p] = c * mkp - s * mkq;
          m[k * n + q] = s * mkp + c * mkq;
        }
        for (let k = 0; k < n; k++) {
          // rotate rows p and q of m
          const mpk = m[p * n + k]!;
          const mqk = m[q * n + k]!;
          m[p * n + k] = c * mpk - s * mqk;
          m[q * n + k] = s * mpk + c * mqk;
        }
        for (let k = 0; k < n; k++) {
          const vkp = vectors[k * n + p]!;
          const vkq = vectors[k * n + q]!;
          vectors[k * n + p] = c * vkp - s * vkq;
          vectors[k * n + q] = s * vkp + c * vkq;
        }
      }
      yield;
    }
  }
  for (let i = 0; i < n; i++) values[i] = m[i * n + i]!;
}
