// Lanczos approximation (g = 7, n = 9), relative error ~1e-15 for positive arguments.
const G = 7;
const C = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** Gamma function for real arguments (reflection formula below 0.5). */
export function gamma(z: number): number {
  if (z < 0.5) return Math.PI / (Math.sin(Math.PI * z) * gamma(1 - z));
  const x0 = z - 1;
  let a = C[0]!;
  const t = x0 + G + 0.5;
  for (let i = 1; i < 9; i++) a += C[i]! / (x0 + i);
  return Math.sqrt(2 * Math.PI) * Math.pow(t, x0 + 0.5) * Math.exp(-t) * a;
}
