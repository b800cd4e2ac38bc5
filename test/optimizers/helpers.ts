import type { EvaluationContext } from '../../src/optimizers/index';

/** The same noisy sphere as fixtures/noisySphere.mjs, for in-thread runs. */
export function noisySphere(x: Float64Array, ctx: EvaluationContext): number {
  let s = 0;
  for (let i = 0; i < x.length; i++) s += x[i]! * x[i]!;
  let h = (ctx.iterationSeed ^ Math.imul(ctx.candidateSeed, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  return s + (h / 4294967296) * 0.01;
}

/** Asserts a = V diag(values) V^T with V (row-major, eigenvectors as columns) orthogonal, entrywise to 1e-10. */
export function expectEigenDecomposition(a: Float64Array, m: number, values: Float64Array, v: Float64Array, expect: (x: number) => { toBeLessThan(y: number): void }): void {
  for (let i = 0; i < m; i++) {
    for (let j = 0; j < m; j++) {
      let back = 0;
      let ortho = 0;
      for (let k = 0; k < m; k++) {
        back += v[i * m + k]! * values[k]! * v[j * m + k]!;
        ortho += v[k * m + i]! * v[k * m + j]!;
      }
      expect(Math.abs(back - a[i * m + j]!)).toBeLessThan(1e-10);
      expect(Math.abs(ortho - (i === j ? 1 : 0))).toBeLessThan(1e-10);
    }
  }
}
