/** Q_KS(lambda) = 2 sum_{j >= 1} (-1)^(j-1) e^(-2 j^2 lambda^2), the Kolmogorov distribution's upper tail. */
export function kolmogorovSf(lambda: number): number {
  if (lambda < 0.2) return 1; // the series converges slowly there and its value is 1 to 1e-9
  let sum = 0;
  for (let j = 1; j <= 100; j++) {
    const term = Math.exp(-2 * j * j * lambda * lambda);
    sum += j % 2 === 1 ? term : -term;
    if (term < 1e-17 * Math.abs(sum)) break;
  }
  return Math.min(1, Math.max(0, 2 * sum));
}
