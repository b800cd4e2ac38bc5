import { InvalidInputError } from '../../errors/InvalidInputError';

/**
 * Refuses a covariance matrix that is not symmetric positive-definite (a Cholesky factorisation,
 * O(n^3 / 6), once per resume): CMA-ES samples along its square root.
 */
export function positiveDefinite(C: Float64Array, n: number): void {
  const L = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      if (C[i * n + j] !== C[j * n + i]) throw new InvalidInputError(`state.data.C: not symmetric (C[${i}][${j}] = ${C[i * n + j]}, C[${j}][${i}] = ${C[j * n + i]})`);
      let s = C[i * n + j]!;
      for (let k = 0; k < j; k++) s -= L[i * n + k]! * L[j * n + k]!;
      if (i === j) {
        if (!(s > 0)) throw new InvalidInputError(`state.data.C: not positive-definite (pivot ${i} is ${s})`);
        L[i * n + i] = Math.sqrt(s);
      } else {
        L[i * n + j] = s / L[j * n + j]!;
      }
    }
  }
}
