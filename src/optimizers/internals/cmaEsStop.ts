import type { CmaEsConfig, CmaEsStop } from './cmaEsConfig';

/** What the termination criteria read of a CMA-ES run (normalised units). */
export interface CmaEsStopView {
  readonly d: number;
  readonly lambda: number;
  readonly gen: number;
  readonly sigma: number;
  readonly mean: Float64Array;
  readonly pc: Float64Array;
  readonly C: Float64Array;
  readonly B: Float64Array;
  readonly D: Float64Array;
  /** sep-CMA-ES: C holds the n variances and B is the identity. */
  readonly diagonal: boolean;
  /** Best and median value of each generation of the run, newest last. */
  readonly bests: readonly number[];
  readonly medians: readonly number[];
  readonly cfg: Pick<CmaEsConfig, 'tolFun' | 'tolX'>;
}

/**
 * The termination criteria of Hansen 2016 ("The CMA Evolution Strategy: A Tutorial",
 * arXiv:1604.00772), Appendix B.3, in normalised units: why the run should end after the
 * generation whose values and order (best first) are given, or undefined.
 */
export function cmaEsStopReason(s: CmaEsStopView, values: ArrayLike<number>, order: readonly number[]): CmaEsStop | undefined {
  const n = s.d;
  const window = 10 + Math.ceil((30 * n) / s.lambda);
  if (s.bests.length >= window) {
    const recent = s.bests.slice(-window);
    let hi = Math.max(values[order[0]!]!, values[order[order.length - 1]!]!);
    let lo = Math.min(values[order[0]!]!, values[order[order.length - 1]!]!);
    for (const v of recent) { // a loop: the window grows with n (30 n / lambda), too long for a spread
      if (v > hi) hi = v;
      if (v < lo) lo = v;
    }
    if (hi - lo < s.cfg.tolFun) return 'tolFun';
  }
  let maxSd = 0;
  const variance = (j: number): number => s.C[s.diagonal ? j : j * n + j]!;
  for (let j = 0; j < n; j++) maxSd = Math.max(maxSd, Math.abs(s.pc[j]!), Math.sqrt(variance(j)));
  if (s.sigma * maxSd < s.cfg.tolX) return 'tolX';
  let dmax = 0;
  let dmin = Infinity;
  for (let j = 0; j < n; j++) {
    dmax = Math.max(dmax, s.D[j]!);
    dmin = Math.min(dmin, s.D[j]!);
  }
  if ((dmax / dmin) ** 2 > 1e14) return 'conditionCov';
  const axis = s.gen % n;
  let moved = false;
  for (let i = 0; i < n; i++) {
    const m = s.mean[i]!;
    const b = s.diagonal ? (i === axis ? 1 : 0) : s.B[i * n + axis]!;
    if (m + 0.1 * s.sigma * s.D[axis]! * b !== m) moved = true;
  }
  if (!moved) return 'noEffectAxis';
  for (let j = 0; j < n; j++) {
    const m = s.mean[j]!;
    if (m + 0.2 * s.sigma * Math.sqrt(variance(j)) === m) return 'noEffectCoord';
  }
  if (stagnant(s)) return 'stagnation';
  if (s.gen > 100 + (50 * (n + 3) ** 2) / Math.sqrt(s.lambda)) return 'maxIter';
  return undefined;
}

/**
 * Stagnation (Hansen 2016, App. B): over the last max(120 + 30n/lambda, 20% of the generations)
 * generations (at most 20,000), neither the median of the best values nor that of the median
 * values of the most recent 30% improved on those of the oldest 30%.
 */
function stagnant(s: CmaEsStopView): boolean {
  const w = Math.min(20_000, Math.max(120 + Math.ceil((30 * s.d) / s.lambda), Math.floor(0.2 * s.gen)));
  if (s.bests.length < w) return false;
  const k = Math.max(1, Math.floor(0.3 * w));
  const median = (xs: readonly number[]) => {
    const a = xs.slice().sort((p, q) => p - q);
    return a[Math.floor(a.length / 2)]!;
  };
  const flat = (h: readonly number[]) => {
    const recent = h.slice(-w);
    return median(recent.slice(-k)) >= median(recent.slice(0, k));
  };
  return flat(s.bests) && flat(s.medians);
}
