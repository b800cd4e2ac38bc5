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
 * Strategy: A Tutorial", arXiv:1604.00772, 2016, Table 1, positive weights only), and the lazy
 * eigendecomposition schedule of its Appendix B.2.
 */
export function cmaEsStrategy(n: number, lambda: number): CmaEsStrategy {
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
  const c1 = 2 / ((n + 1.3) ** 2 + mueff);
  const cmu = Math.min(1 - c1, (2 * (mueff - 2 + 1 / mueff)) / ((n + 2) ** 2 + mueff));
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
    // lazy eigendecomposition (Hansen, "The CMA Evolution Strategy: A Tutorial", B.2, as pycma):
    // every max(1, floor(1 / (10 n (c1 + cmu)))) generations, O(n / lambda)
    eigenEvery: Math.max(1, Math.floor(1 / (10 * n * (c1 + cmu)))),
  };
}
