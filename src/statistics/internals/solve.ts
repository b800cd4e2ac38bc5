/**
 * Finds x in [lo, hi] with f(x) = 0 for a continuous increasing f (f(lo) <= 0 <= f(hi)),
 * by the Illinois variant of regula falsi with bisection safeguard, to full double precision.
 */
export function solveIncreasing(f: (x: number) => number, lo: number, hi: number): number {
  let a = lo;
  let b = hi;
  let fa = f(a);
  let fb = f(b);
  if (fa >= 0) return a;
  if (fb <= 0) return b;
  let side = 0;
  for (let iter = 0; iter < 200; iter++) {
    let x = (a * fb - b * fa) / (fb - fa);
    if (!(x > a && x < b) || iter % 8 === 7) x = 0.5 * (a + b);
    if (x <= a || x >= b) return x; // interval is one ulp wide
    const fx = f(x);
    if (fx === 0) return x;
    if (fx < 0) {
      a = x;
      fa = fx;
      if (side === -1) fb /= 2;
      side = -1;
    } else {
      b = x;
      fb = fx;
      if (side === 1) fa /= 2;
      side = 1;
    }
    if (b - a <= 2e-16 * Math.max(Math.abs(a), Math.abs(b))) break;
  }
  return 0.5 * (a + b);
}

/** Expands `hi` (doubling) until f(hi) >= 0; returns the bracket's upper end. */
export function bracketUp(f: (x: number) => number, start: number): number {
  let hi = start;
  for (let i = 0; i < 2000 && f(hi) < 0; i++) hi *= 2;
  return hi;
}
