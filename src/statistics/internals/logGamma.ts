/**
 * Natural log of the gamma function and of the beta function, accurate to a few ulps in
 * absolute terms (which is what matters once the value is exponentiated).
 *
 * Why not jstat's `gammaln`: it uses a 6-term Lanczos series good to about 1e-10, far from the
 * 1e-12 relative accuracy required for p-values. Here: the Stirling series with 8 Bernoulli terms
 * for x >= 10 (error < 1e-17) and the recurrence Gamma(x) = Gamma(x + n) / (x (x+1) ... (x+n-1))
 * below.
 */

/** ln(sqrt(2 pi)). */
export const LN_SQRT_2PI = 0.91893853320467274178;

/**
 * Stirling correction lnGamma(x) - ((x - 1/2) ln x - x + ln sqrt(2 pi)) for x >= 10
 * (R's `lgammacor`).
 */
export function stirlingCorrection(x: number): number {
  const r = 1 / x;
  const r2 = r * r;
  return (
    r *
    (1 / 12 +
      r2 *
        (-1 / 360 +
          r2 *
            (1 / 1260 +
              r2 * (-1 / 1680 + r2 * (1 / 1188 + r2 * (-691 / 360360 + r2 * (1 / 156 + r2 * (-3617 / 122400))))))))
  );
}

/** ln Gamma(x) for x > 0. */
export function logGamma(x: number): number {
  if (!(x > 0)) return Number.NaN;
  if (x === Infinity) return Infinity;
  let y = x;
  let product = 1;
  while (y < 10) {
    product *= y;
    y += 1;
  }
  const big = (y - 0.5) * Math.log(y) - y + LN_SQRT_2PI + stirlingCorrection(y);
  return product === 1 ? big : big - Math.log(product);
}

/**
 * ln B(a, b) for a, b > 0, avoiding the cancellation of lnGamma(a) + lnGamma(b) - lnGamma(a + b)
 * when one argument is large (R's `lbeta`).
 */
export function logBeta(a: number, b: number): number {
  const p = Math.min(a, b);
  const q = Math.max(a, b);
  if (p >= 10) {
    const corr = stirlingCorrection(p) + stirlingCorrection(q) - stirlingCorrection(p + q);
    return -0.5 * Math.log(q) + LN_SQRT_2PI + corr + (p - 0.5) * Math.log(p / (p + q)) + q * Math.log1p(-p / (p + q));
  }
  if (q >= 10) {
    const corr = stirlingCorrection(q) - stirlingCorrection(p + q);
    return logGamma(p) + corr + p - p * Math.log(p + q) + (q - 0.5) * Math.log1p(-p / (p + q));
  }
  return logGamma(p) + logGamma(q) - logGamma(p + q);
}
