import { InvalidInputError } from '../../errors/InvalidInputError';
import type { Rng } from '../../random/Rng';
import { standardNormal } from '../../random/standardNormal';
import { gamma } from './gamma';

/**
 * Mantegna's sigma_u for Lévy index beta:
 * `[Γ(1+β) sin(πβ/2) / (Γ((1+β)/2) β 2^((β-1)/2))]^(1/β)` (0.6965745025576967 for β = 1.5).
 */
export function mantegnaSigma(beta: number): number {
  if (!(beta > 0 && beta <= 2)) throw new InvalidInputError(`levy beta: expected a number in (0, 2], got ${beta}`);
  const num = gamma(1 + beta) * Math.sin((Math.PI * beta) / 2);
  const den = gamma((1 + beta) / 2) * beta * Math.pow(2, (beta - 1) / 2);
  return Math.pow(num / den, 1 / beta);
}

/**
 * One Lévy-stable step by Mantegna's algorithm: `u / |v|^(1/β)` with `u ~ N(0, σ_u²)`,
 * `v ~ N(0, 1)` (Yang & Deb 2009). Always two normal deviates (8 generator steps).
 */
export function levyStep(rng: Rng, sigmaU: number, invBeta: number): number {
  const u = standardNormal(rng) * sigmaU;
  const v = standardNormal(rng);
  return u / Math.pow(Math.abs(v), invBeta);
}
