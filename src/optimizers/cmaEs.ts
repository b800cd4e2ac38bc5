import type { CmaEsOptions } from './CmaEsOptions';
import { resolveCmaEs } from './internals/cmaEsConfig';
import { CmaEsSession } from './internals/CmaEsSession';
import type { Optimizer } from './Optimizer';
import { sessionOptimizer } from './internals/sessionOptimizer';

/**
 * CMA-ES, the covariance matrix adaptation evolution strategy (Hansen & Ostermeier 2001; equations
 * of Hansen, "The CMA Evolution Strategy: A Tutorial", arXiv:1604.00772, 2016, Table 1):
 * (mu/mu_w, lambda) selection with positive recombination weights, rank-one and rank-mu covariance
 * updates, cumulative step-size adaptation, lazy eigendecomposition (up to 100 dimensions every
 * max(1, floor(1/(10 n (c1 + cmu)))) generations, the tutorial's schedule, by Jacobi rotations;
 * above, every floor(0.5 / (n (c1 + cmu))), pycma's, by Householder + QL; `diagonal: true` is
 * sep-CMA-ES, Ros & Hansen 2008, for high dimensions, see docs/optimizers.md); IPOP restarts (Auger &
 * Hansen 2005) on termination (tolFun, tolX, condition number of C above 1e14, no effect of an axis
 * or a coordinate, stagnation of the best and median values, maximum generations), each with twice
 * the population and a uniform random start.
 *
 * Bounds: the algorithm runs in coordinates normalised to the box and unbounded; each evaluated
 * point is the periodic reflection of the sampled one into the box, so every evaluated point is in
 * the box and the landscape seen by CMA-ES is continuous (pycma's default is a smoother
 * piecewise-quadratic transform; reflection is our documented choice). `session.restart` says which
 * run an iteration belongs to (also in `minimize`'s history).
 *
 * @param options - see {@link CmaEsOptions}
 * @throws InvalidInputError on an option out of range
 * @example
 * ```ts
 * import { cmaEs, minimize, searchSpace } from 'schedlab/optimizers';
 * const rosenbrock = (x: Float64Array) => {
 *   let s = 0;
 *   for (let i = 0; i + 1 < x.length; i++) s += 100 * (x[i + 1]! - x[i]! ** 2) ** 2 + (1 - x[i]!) ** 2;
 *   return s;
 * };
 * const space = searchSpace({ lower: Array(5).fill(-5), upper: Array(5).fill(5) });
 * const r = await minimize({ space, evaluate: rosenbrock }, cmaEs({ restarts: 0 }), { seed: 1, maxEvaluations: 5000 });
 * ```
 */
export function cmaEs(options?: CmaEsOptions): Optimizer {
  const cfg = resolveCmaEs(options);
  return sessionOptimizer('cmaEs', cfg, (space, rng, c) => new CmaEsSession(space, rng, c), (s) => s.startRun(0), (space, state, c) => CmaEsSession.restore(space, state, c), (c, n) => c.populationSize ?? 4 + Math.floor(3 * Math.log(n)));
}
