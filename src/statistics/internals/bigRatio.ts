/**
 * p = num / den of two positive big integers (num <= den) as a double and as log10 p, both
 * correctly rounded to within a few ulps whatever their sizes: the quotient is taken with 64
 * extra bits (q = floor(num 2^e / den), 2^63 <= q < 2^65), so log10 p stays exact when p
 * underflows a double (p < 5e-324 gives p = 0 and the exact log).
 */
export function bigRatio(num: bigint, den: bigint): { p: number; log10: number } {
  if (num <= 0n) return { p: 0, log10: -Infinity };
  if (num >= den) return { p: 1, log10: 0 };
  const e = bitLength(den) - bitLength(num) + 64;
  const q = Number((num << BigInt(e)) / den);
  let p = q;
  let k = e;
  while (k > 1000) {
    p *= 2 ** -1000;
    k -= 1000;
  }
  p *= 2 ** -k;
  return { p, log10: Math.log10(q) - e * Math.LOG10E * Math.LN2 };
}

function bitLength(x: bigint): number {
  return x.toString(2).length;
}
