import { normalLogSf } from './erfc';

const A = [-3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1, 2.506628277459239];
const B = [-5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1];
const C = [-7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
const D = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416];
const LN_SQRT_2PI = 0.91893853320467274178;

/** Acklam's rational approximation (relative error 1.2e-9), used as a starting point. */
function acklam(p: number): number {
  if (p < 0.02425) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (((((C[0]! * q + C[1]!) * q + C[2]!) * q + C[3]!) * q + C[4]!) * q + C[5]!) / ((((D[0]! * q + D[1]!) * q + D[2]!) * q + D[3]!) * q + 1);
  }
  const q = p - 0.5;
  const r = q * q;
  return ((((((A[0]! * r + A[1]!) * r + A[2]!) * r + A[3]!) * r + A[4]!) * r + A[5]!) * q) / (((((B[0]! * r + B[1]!) * r + B[2]!) * r + B[3]!) * r + B[4]!) * r + 1);
}

/**
 * Lower quantile z with P(Z <= z) = p for p in (0, 0.5], from the natural log of p: Acklam's
 * start refined by Newton steps on ln Phi(z) = ln p (ln Phi is concave, so this converges
 * monotonically), which brings it to full double precision even for p ~ 1e-300.
 */
export function normalLowerQuantileFromLog(logP: number): number {
  let z = acklam(Math.exp(logP));
  if (!Number.isFinite(z)) z = -Math.sqrt(-2 * logP); // p underflowed: asymptotic start
  for (let i = 0; i < 50; i++) {
    const logCdf = normalLogSf(-z);
    const logPdf = -0.5 * z * z - LN_SQRT_2PI;
    const step = (logCdf - logP) / Math.exp(logPdf - logCdf);
    z -= step;
    if (Math.abs(step) <= 1e-16 * Math.max(1, Math.abs(z))) break;
  }
  return z;
}
