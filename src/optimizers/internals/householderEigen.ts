import { SchedlabError } from '../../errors/SchedlabError';

/**
 * Eigendecomposition of a symmetric n x n matrix (row-major `a`, left unchanged) by Householder
 * tridiagonalisation and the implicit QL algorithm: the EISPACK routines tred2 and tql2 as JAMA
 * (public domain, NIST/MathWorks, "JAMA: A Java Matrix Package", 1998, EigenvalueDecomposition)
 * and Numerical Recipes (Press et al., 3rd ed., sec. 11.3-11.4, tred2/tqli) give them. About
 * 4/3 n^3 + 3 n^3 flops against the 3 n^3 of each of the 6-10 sweeps of cyclic Jacobi: at
 * n = 1,200 seconds rather than minutes (issue 41).
 *
 * Writes the eigenvalues into `values` and the eigenvectors as the columns of `vectors`
 * (row-major, a = V diag(values) V^T), unsorted. `work` (n x n) holds the transposed V during the
 * computation, so that every inner loop runs along contiguous memory; `values` and `vectors` are
 * written only at the end (an abandoned decomposition leaves them as they were). Pauses (yields) after each Householder
 * column, each accumulation column and each QL iteration: O(n^2) work between two pauses, so a
 * caller can see an abort within a fraction of a second at any dimension.
 *
 * @throws SchedlabError when QL does not converge in 30 n iterations (a matrix holding NaN)
 */
export function* householderSteps(a: Float64Array, n: number, values: Float64Array, vectors: Float64Array, work: Float64Array): Generator<void, void, void> {
  const t = work; // t[j * n + k] = V[k][j]
  t.set(a.subarray(0, n * n)); // a is symmetric: a^T = a
  const d = new Float64Array(n);
  const e = new Float64Array(n);
  yield* tred2(t, n, d, e);
  yield* tql2(t, n, d, e);
  values.set(d);
  for (let i = 0; i < n; i++) for (let k = 0; k < n; k++) vectors[k * n + i] = t[i * n + k]!;
}

/** Householder reduction to tridiagonal form (JAMA tred2), on the transposed V. */
function* tred2(t: Float64Array, n: number, d: Float64Array, e: Float64Array): Generator<void, void, void> {
  for (let j = 0; j < n; j++) d[j] = t[j * n + n - 1]!;
  for (let i = n - 1; i > 0; i--) {
    let scale = 0;
    let h = 0;
    for (let k = 0; k < i; k++) scale += Math.abs(d[k]!);
    if (scale === 0) {
      e[i] = d[i - 1]!;
      for (let j = 0; j < i; j++) {
        d[j] = t[j * n + i - 1]!;
        t[j * n + i] = 0;
        t[i * n + j] = 0;
      }
    } else {
      for (let k = 0; k < i; k++) {
        d[k]! /= scale;
        h += d[k]! * d[k]!;
      }
      let f = d[i - 1]!;
      let g = Math.sqrt(h);
      if (f > 0) g = -g;
      e[i] = scale * g;
      h -= f * g;
      d[i - 1] = f - g;
      for (let j = 0; j < i; j++) e[j] = 0;
      for (let j = 0; j < i; j++) {
        const col = j * n;
        f = d[j]!;
        t[i * n + j] = f;
        g = e[j]! + t[col + j]! * f;
        for (let k = j + 1; k <= i - 1; k++) {
          g += t[col + k]! * d[k]!;
          e[k]! += t[col + k]! * f;
        }
        e[j] = g;
      }
      f = 0;
      for (let j = 0; j < i; j++) {
        e[j]! /= h;
        f += e[j]! * d[j]!;
      }
      const hh = f / (h + h);
      for (let j = 0; j < i; j++) e[j]! -= hh * d[j]!;
      for (let j = 0; j < i; j++) {
        const col = j * n;
        f = d[j]!;
        g = e[j]!;
        for (let k = j; k <= i - 1; k++) t[col + k]! -= f * e[k]! + g * d[k]!;
        d[j] = t[col + i - 1]!;
        t[col + i] = 0;
      }
    }
    d[i] = h;
    yield;
  }
  // accumulate the transformations
  for (let i = 0; i < n - 1; i++) {
    t[i * n + n - 1] = t[i * n + i]!;
    t[i * n + i] = 1;
    const h = d[i + 1]!;
    const next = (i + 1) * n;
    if (h !== 0) {
      for (let k = 0; k <= i; k++) d[k] = t[next + k]! / h;
      for (let j = 0; j <= i; j++) {
        const col = j * n;
        let g = 0;
        for (let k = 0; k <= i; k++) g += t[next + k]! * t[col + k]!;
        for (let k = 0; k <= i; k++) t[col + k]! -= g * d[k]!;
      }
    }
    for (let k = 0; k <= i; k++) t[next + k] = 0;
    yield;
  }
  for (let j = 0; j < n; j++) {
    d[j] = t[j * n + n - 1]!;
    t[j * n + n - 1] = 0;
  }
  t[(n - 1) * n + n - 1] = 1;
  e[0] = 0;
}

/** Implicit QL on the tridiagonal (d, e), rotating the transposed V (JAMA tql2, without its final sort). */
function* tql2(t: Float64Array, n: number, d: Float64Array, e: Float64Array): Generator<void, void, void> {
  for (let i = 1; i < n; i++) e[i - 1] = e[i]!;
  e[n - 1] = 0;
  let f = 0;
  let tst1 = 0;
  const eps = 2 ** -52;
  let iterations = 0;
  for (let l = 0; l < n; l++) {
    tst1 = Math.max(tst1, Math.abs(d[l]!) + Math.abs(e[l]!));
    let m = l;
    while (m < n - 1 && !(Math.abs(e[m]!) <= eps * tst1)) m++;
    if (m > l) {
      do {
        if (++iterations > 30 * n) throw new SchedlabError(`cmaEs: the eigendecomposition of the ${n} x ${n} covariance matrix did not converge (${30 * n} QL iterations; does it hold NaN?)`);
        let g = d[l]!;
        let p = (d[l + 1]! - g) / (2 * e[l]!);
        let r = Math.hypot(p, 1);
        if (p < 0) r = -r;
        d[l] = e[l]! / (p + r);
        d[l + 1] = e[l]! * (p + r);
        const dl1 = d[l + 1]!;
        let h = g - d[l]!;
        for (let i = l + 2; i < n; i++) d[i]! -= h;
        f += h;
        p = d[m]!;
        let c = 1;
        let c2 = c;
        let c3 = c;
        const el1 = e[l + 1]!;
        let s = 0;
        let s2 = 0;
        for (let i = m - 1; i >= l; i--) {
          c3 = c2;
          c2 = c;
          s2 = s;
          g = c * e[i]!;
          h = c * p;
          r = Math.hypot(p, e[i]!);
          e[i + 1] = s * r;
          s = e[i]! / r;
          c = p / r;
          p = c * d[i]! - s * g;
          d[i + 1] = h + s * (c * g + s * d[i]!);
          const ri = i * n;
          const rn = (i + 1) * n;
          for (let k = 0; k < n; k++) {
            const hk = t[rn + k]!;
            const vk = t[ri + k]!;
            t[rn + k] = s * vk + c * hk;
            t[ri + k] = c * vk - s * hk;
          }
        }
        p = (-s * s2 * c3 * el1 * e[l]!) / dl1;
        e[l] = s * p;
        d[l] = c * p;
        yield;
      } while (Math.abs(e[l]!) > eps * tst1);
    }
    d[l] = d[l]! + f;
    e[l] = 0;
  }
}
