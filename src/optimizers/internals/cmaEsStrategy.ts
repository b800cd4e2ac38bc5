/** The strategy parameters of one CMA-ES run with population lambda in n dimensions. */
export interface CmaEsStrategy {
  readonly lambda: number;
  readonly mu: number;
  /** Positive recombination weights w_1..w_mu, summing to 1. */
  readonly weights: Float64Array;
  readonly mueff: number;
  readonly cs: number;
  readonly ds: number;
  readonly cc: number;
  readonly c1: number;
  readonly cmu: number;
  /** E||N(0, I)||, approximated. */
  readonly chiN: number;
  /** Generations between two eigendecompositions of C. */
  readonly eigenEvery: number;
}

/**
 * The default strategy parameters of a (mu/mu_w, lambda)-CMA-ES run (Hansen, "The CMA Evolution
 * Strategy: A Tutorial", arXiv:1604.00772, 2016, Table 1, positive weights only), or of sep-CMA-ES
 * with `diagonal`, and the lazy eigendecomposition schedule ({@link eigenGap}).
 */
export function cmaEsStrategy(n: number, lambda: number, diagonal = false): CmaEsStrategy {
  const mu = Math.floor(lambda / 2);
  const w = new Float64Array(mu);
  let sum = 0;
  for (let i = 0; i < mu; i++) sum += (w[i] = Math.log((lambda + 1) / 2) - Math.log(i + 1));
  let sq = 0;
  for (let i = 0; i < mu; i++) {
    w[i]! /= sum;
    sq += w[i]! * w[i]!;
  }
  const mueff = 1 / sq;
  const cs = (mueff + 2) / (n + mueff + 5);
  let c1 = 2 / ((n + 1.3) ** 2 + mueff);
  let cmu = Math.min(1 - c1, (2 * (mueff - 2 + 1 / mueff)) / ((n + 2) ** 2 + mueff));
  if (diagonal) {
    // sep-CMA-ES: n variances instead of n^2/2 entries, learned (n + 1.5) / 3 times faster (Ros &
    // Hansen 2008, sec. 3, who give (n + 2) / 3; (n + 1.5) / 3 is Hansen's cmaes.m 3.60, "DiagonalOnly")
    c1 = Math.min(1, (c1 * (n + 1.5)) / 3);
    cmu = Math.min(1 - c1, (cmu * (n + 1.5)) / 3);
  }
  return {
    lambda,
    mu,
    weights: w,
    mueff,
    cs,
    ds: 1 + 2 * Math.max(0, Math.sqrt((mueff - 1) / (n + 1)) - 1) + cs,
    cc: (4 + mueff / n) / (n + 4 + (2 * mueff) / n),
    c1,
    cmu,
    chiN: Math.sqrt(n) * (1 - 1 / (4 * n) + 1 / (21 * n * n)),
    eigenEvery: diagonal ? 1 : eigenGap(n, c1 + cmu),
  };
}

/**
 * Up to this dimension the eigensystem is renewed on the tutorial's schedule and by Jacobi (earlier
 * results stay byte-identical); above, on pycma's and by Householder + QL (issue 41).
 */
export const SMALL_DIMENSION = 100;

/**
 * Generations between two eigendecompositions (lazy decomposition). Up to {@link SMALL_DIMENSION}:
 * max(1, floor(1 / (10 n (c1 + cmu)))), Hansen's tutorial (arXiv:1604.00772, App. B.2). Above:
 * floor(0.5 / (n (c1 + cmu))), five times lazier, pycma's `lazy_gap_evals = 0.5 N lambda
 * (c1 + cmu)^-1 / N^2` evaluations (purecma.py, "0.5 is chosen such that eig takes 2 times the time
 * of tell in >= 20-D"): at n = 1,200 every 49 generations instead of 9, at n = 5,000 every 137.
 */
function eigenGap(n: number, c: number): number {
  return Math.max(1, Math.floor(n <= SMALL_DIMENSION ? 1 / (10 * n * c) : 0.5 / (n * c)));
}
