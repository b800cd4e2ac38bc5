import { normalLogSf } from './erfc';
import { gaussLegendre } from './gaussLegendre';
import { logGamma } from './logGamma';

/**
 * Distribution of the studentized range Q = range(Z_1..Z_k) / S with S^2 ~ chi2(df) / df,
 * by composite Gauss-Legendre quadrature of the Copenhaver-Holland (1988) formulation used by
 * R's `ptukey`, but with both tails integrated directly and in log space:
 *
 *   P(R <= q)  = k Int phi(z) [Phi(z+q) - Phi(z)]^(k-1) dz            (df = Infinity)
 *   P(R > q)   = k Int phi(z) a^(k-1) (1 - (1 - c/a)^(k-1)) dz,  a = P(Z > z), c = P(Z > z + q)
 *
 * (the second form has no cancellation, so tiny upper tails keep full relative accuracy), and for
 * finite df the outer integral over t = ln S of the density of ln S times the df = Infinity tail.
 */

const RULE = gaussLegendre(20);
/** Panel width of the inner (z) quadrature; the integrands vary on a scale >= 1/sqrt 2. */
const PANEL_WIDTH = 2;
const LN_SQRT_2PI = 0.91893853320467274178;

export interface Tails {
  /** ln P(Q <= q) */
  readonly logCdf: number;
  /** ln P(Q > q) */
  readonly logSf: number;
}

function logSumExp(values: number[]): number {
  let max = -Infinity;
  for (const v of values) if (v > max) max = v;
  if (max === -Infinity) return -Infinity;
  let s = 0;
  for (const v of values) s += Math.exp(v - max);
  return max + Math.log(s);
}

/** Both tails of the range of k iid standard normals (df = Infinity). */
export function rangeTails(q: number, k: number): Tails {
  if (q <= 0) return { logCdf: -Infinity, logSf: 0 };
  if (q === Infinity) return { logCdf: 0, logSf: -Infinity };
  const n = k - 1;
  const logK = Math.log(k);
  const cdf = new LogAccumulator();
  const sf = new LogAccumulator();
  // The lower tail lives in z in [-9, 9] (the minimum of k normals), the upper tail around
  // z = -q/2 (where phi(z) P(Z > z + q) peaks, width 1/sqrt 2): integrate over both windows.
  const windows: Array<[number, number]> = [[-9, 9]];
  const center = -q / 2;
  if (center - 7 < -9) {
    if (center + 7 >= -9) windows[0] = [center - 7, 9];
    else windows.push([center - 7, center + 7]);
  }
  for (const [lo, hi] of windows) {
    const panels = Math.ceil((hi - lo) / PANEL_WIDTH);
    const width = (hi - lo) / panels;
    const half = width / 2;
    for (let p = 0; p < panels; p++) {
      const mid = lo + (p + 0.5) * width;
      for (let i = 0; i < RULE.nodes.length; i++) {
        const z = mid + half * RULE.nodes[i]!;
        const logW = Math.log(half * RULE.weights[i]!);
        const logA = normalLogSf(z);
        const logC = normalLogSf(z + q);
        const logX = Math.min(0, logC - logA); // x = c/a in (0, 1]; rounding may exceed 0
        const logR = Math.log1p(-Math.exp(logX)); // ln(1 - c/a) = ln(b/a)
        const base = logW + logK - 0.5 * z * z - LN_SQRT_2PI + n * logA;
        const nLogR = n * logR;
        cdf.add(base + nLogR);
        // ln(1 - (1 - x)^n): for tiny x this is ln(n x) (relative error n x / 2)
        let logOneMinus: number;
        if (logX < -40) logOneMinus = Math.log(n) + logX;
        else if (nLogR > -Math.LN2) logOneMinus = Math.log(-Math.expm1(nLogR));
        else logOneMinus = Math.log1p(-Math.exp(nLogR));
        sf.add(base + logOneMinus);
      }
    }
  }
  return normalizeTails(cdf.value(), sf.value());
}

/** Streaming ln(sum exp(v)), rescaled whenever a larger term arrives. */
class LogAccumulator {
  private max = -Infinity;
  private sum = 0;
  add(v: number): void {
    if (v === -Infinity) return;
    if (v <= this.max) {
      this.sum += Math.exp(v - this.max);
    } else if (v > -Infinity) {
      this.sum = this.sum * Math.exp(this.max - v) + 1;
      this.max = v;
    }
  }
  value(): number {
    return this.max === -Infinity ? -Infinity : this.max + Math.log(this.sum);
  }
}

/** Uses the smaller tail (accurate) to fix the larger one (rounding of the quadrature). */
function normalizeTails(logCdf: number, logSf: number): Tails {
  if (logSf < logCdf) return { logCdf: Math.log1p(-Math.exp(logSf)), logSf };
  return { logCdf, logSf: Math.log1p(-Math.exp(logCdf)) };
}

/** Both tails of the studentized range with df degrees of freedom (df may be Infinity). */
export function studentizedRangeTails(q: number, k: number, df: number): Tails {
  if (df === Infinity) return rangeTails(q, k);
  if (q <= 0) return { logCdf: -Infinity, logSf: 0 };
  if (q === Infinity) return { logCdf: 0, logSf: -Infinity };
  // Density of t = ln S: ln h(t) = ln 2 + (df/2) ln(df/2) - lnGamma(df/2) + df t - df e^(2t) / 2.
  const logConst = Math.LN2 + (df / 2) * Math.log(df / 2) - logGamma(df / 2);
  const width = Math.min(0.5, 1.5 / Math.sqrt(2 * df));
  let totalC = -Infinity;
  let totalS = -Infinity;
  const c: number[] = [];
  const s: number[] = [];
  const m: number[] = [];
  // Walk right then left from the mode of ln S (t = 0) until panels no longer contribute;
  // panels widen geometrically (up to 2) once past the bulk of the density.
  for (const dir of [1, -1]) {
    let edge = 0;
    for (let j = 0; j < 2000; j++) {
      const w = Math.min(Math.max(width, 2), width * 1.25 ** Math.max(0, j - 4));
      const half = w / 2;
      const start = dir === 1 ? edge : edge - w;
      edge = dir === 1 ? edge + w : edge - w;
      c.length = 0;
      s.length = 0;
      m.length = 0;
      for (let i = 0; i < RULE.nodes.length; i++) {
        const t = start + half + half * RULE.nodes[i]!;
        const logH = Math.log(half * RULE.weights[i]!) + logConst + df * t - (df * Math.exp(2 * t)) / 2;
        const inner = rangeTails(q * Math.exp(t), k);
        m.push(logH);
        c.push(logH + inner.logCdf);
        s.push(logH + inner.logSf);
      }
      const mass = logSumExp(m);
      const pc = logSumExp(c);
      const ps = logSumExp(s);
      totalC = logAddExp(totalC, pc);
      totalS = logAddExp(totalS, ps);
      const negligible = (part: number, total: number): boolean => part === -Infinity || part - total < -40;
      if (j >= 3 && mass < -40 && negligible(pc, totalC) && negligible(ps, totalS)) break;
    }
  }
  return normalizeTails(totalC, totalS);
}

function logAddExp(a: number, b: number): number {
  if (a === -Infinity) return b;
  if (b === -Infinity) return a;
  const hi = Math.max(a, b);
  return hi + Math.log1p(Math.exp(-Math.abs(a - b)));
}
