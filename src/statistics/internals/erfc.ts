/**
 * Complementary error function in linear and log space, W. J. Cody's rational Chebyshev
 * approximations (Math. Comp. 23, 1969; netlib specfun `calerf`, coefficients as in mathjs),
 * whose erfc branches are written as exp(-y^2) times a rational function: the log form
 * ln erfc(y) = -y^2 + ln R(y) never underflows, so far-tail normal p-values keep a finite,
 * accurate logarithm. The argument may be passed as a double-double (y + yLo) so that
 * y^2 is formed without the rounding error of y itself (needed for y = z / sqrt 2).
 *
 * Why not mathjs `erf` directly: it only offers erf, so erfc = 1 - erf loses everything past
 * 1e-16, and there is no log form.
 */

const THRESH = 0.46875;
const SQRPI = 5.6418958354775628695e-1; // 1 / sqrt(pi)
const P0 = [3.1611237438705656e0, 1.13864154151050156e2, 3.77485237685302021e2, 3.20937758913846947e3, 1.85777706184603153e-1];
const Q0 = [2.36012909523441209e1, 2.44024637934444173e2, 1.28261652607737228e3, 2.84423683343917062e3];
const P1 = [
  5.64188496988670089e-1, 8.88314979438837594e0, 6.61191906371416295e1, 2.98635138197400131e2, 8.81952221241769090e2,
  1.71204761263407058e3, 2.05107837782607147e3, 1.23033935479799725e3, 2.15311535474403846e-8,
];
const Q1 = [
  1.57449261107098347e1, 1.17693950891312499e2, 5.37181101862009858e2, 1.62138957456669019e3, 3.29079923573345963e3,
  4.36261909014324716e3, 3.43936767414372164e3, 1.23033935480374942e3,
];
const P2 = [3.05326634961232344e-1, 3.60344899949804439e-1, 1.25781726111229246e-1, 1.60837851487422766e-2, 6.58749161529837803e-4, 1.63153871373020978e-2];
const Q2 = [2.56852019228982242e0, 1.87295284992346047e0, 5.27905102951428412e-1, 6.05183413124413191e-2, 2.33520497626869185e-3];

function erfSmall(y: number): number {
  const ysq = y * y;
  let xnum = P0[4]! * ysq;
  let xden = ysq;
  for (let i = 0; i < 3; i++) {
    xnum = (xnum + P0[i]!) * ysq;
    xden = (xden + Q0[i]!) * ysq;
  }
  return (y * (xnum + P0[3]!)) / (xden + Q0[3]!);
}

/** ln of the rational factor R(y) with erfc(y) = exp(-y^2) R(y), for y > THRESH. */
function logRational(y: number): number {
  if (y <= 4) {
    let xnum = P1[8]! * y;
    let xden = y;
    for (let i = 0; i < 7; i++) {
      xnum = (xnum + P1[i]!) * y;
      xden = (xden + Q1[i]!) * y;
    }
    return Math.log((xnum + P1[7]!) / (xden + Q1[7]!));
  }
  const ysq = 1 / (y * y);
  let xnum = P2[5]! * ysq;
  let xden = ysq;
  for (let i = 0; i < 4; i++) {
    xnum = (xnum + P2[i]!) * ysq;
    xden = (xden + Q2[i]!) * ysq;
  }
  const r = (ysq * (xnum + P2[4]!)) / (xden + Q2[4]!);
  return Math.log((SQRPI - r) / y);
}

/** -(y + yLo)^2 computed without the cancellation of squaring a rounded number. */
function negSquare(y: number, yLo: number): number {
  const y16 = Math.trunc(y * 16) / 16;
  const del = (y - y16) * (y + y16) + 2 * y * yLo + yLo * yLo;
  return -y16 * y16 - del;
}

/** Natural log of erfc(y + yLo) for any real y (yLo is a tiny correction, |yLo| <= ulp(y)). */
export function logErfc(y: number, yLo = 0): number {
  if (Number.isNaN(y)) return Number.NaN;
  if (y < -THRESH) return Math.LN2 + Math.log1p(-0.5 * erfc(-y, -yLo)); // ln(2 - erfc(|y|))
  if (y <= THRESH) return Math.log1p(-erfSmall(y + yLo));
  if (y === Infinity) return -Infinity;
  return negSquare(y, yLo) + logRational(y + yLo);
}

/** erfc(y + yLo) for any real y; underflows to 0 only when the true value is below 5e-324. */
export function erfc(y: number, yLo = 0): number {
  if (Number.isNaN(y)) return Number.NaN;
  if (y < -THRESH) return 2 - erfc(-y, -yLo);
  if (y <= THRESH) return 1 - erfSmall(y + yLo);
  if (y === Infinity) return 0;
  const y16 = Math.trunc(y * 16) / 16;
  const del = (y - y16) * (y + y16) + 2 * y * yLo + yLo * yLo;
  // Two exponentials as in Cody's code: exp(-y16^2) is exact-argument, exp(-del) is near 1.
  const r = Math.exp(logRational(y + yLo));
  return Math.exp(-y16 * y16) * Math.exp(-del) * r;
}

/** 1/sqrt(2) as a double-double. */
const SQRT1_2_HI = 0.7071067811865476;
const SQRT1_2_LO = -4.833646656726457e-17;
const SPLITTER = 134217729; // 2^27 + 1

/** Upper tail of the standard normal, P(Z > z), never formed as 1 - cdf. */
export function normalSf(z: number): number {
  const [hi, lo] = scaleBySqrtHalf(z);
  return 0.5 * erfc(hi, lo);
}

/** ln P(Z > z). */
export function normalLogSf(z: number): number {
  const [hi, lo] = scaleBySqrtHalf(z);
  return logErfc(hi, lo) - Math.LN2;
}

/** z / sqrt(2) as a double-double [hi, lo] (Dekker's exact product). */
function scaleBySqrtHalf(z: number): [number, number] {
  const p = z * SQRT1_2_HI;
  if (!Number.isFinite(p)) return [p, 0];
  const c = SPLITTER * z;
  const zh = c - (c - z);
  const zl = z - zh;
  const d = SPLITTER * SQRT1_2_HI;
  const sh = d - (d - SQRT1_2_HI);
  const sl = SQRT1_2_HI - sh;
  const err = zh * sh - p + zh * sl + zl * sh + zl * sl;
  return [p, err + z * SQRT1_2_LO];
}
