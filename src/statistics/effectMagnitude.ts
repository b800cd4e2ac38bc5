import { InvalidInputError } from '../errors/InvalidInputError';
import type { EffectMagnitude, EffectSizeMeasure } from './EffectSize';
import { shown } from './internals/validate';

/**
 * Thresholds of the magnitude labels, as published:
 * - Cliff's delta: |d| < 0.147 negligible, < 0.33 small, < 0.474 medium, otherwise large
 *   (Romano, Kromrey, Coraggio & Skowronek 2006, "Appropriate statistics for ordinal level data",
 *   the values matching Cohen's d = 0.2, 0.5, 0.8).
 * - Vargha-Delaney A: small from 0.56, medium from 0.64, large from 0.71 (Vargha & Delaney 2000,
 *   J. Educ. Behav. Stat. 25(2), the values matching Cohen's d = 0.2, 0.5, 0.8), applied to
 *   max(A, 1 - A) so that both directions are labelled alike.
 */
const THRESHOLDS = {
  cliffsDelta: [0.147, 0.33, 0.474],
  a12: [0.56, 0.64, 0.71],
} as const;

/**
 * The verbal magnitude of an effect size: negligible, small, medium or large, with the thresholds
 * of Romano et al. 2006 for Cliff's delta (|d| < 0.147 / 0.33 / 0.474) and of Vargha & Delaney
 * 2000 for A12 (max(A, 1 - A) < 0.56 / 0.64 / 0.71).
 *
 * @param measure - `'a12'` or `'cliffsDelta'`
 * @param value - A12 in [0, 1] or delta in [-1, 1]
 * @throws InvalidInputError for an unknown measure or a value outside its range
 * @example
 * ```ts
 * import { effectMagnitude } from 'schedlab/statistics';
 * effectMagnitude('a12', 0.3); // 'medium' (1 - 0.3 = 0.7 is in [0.64, 0.71))
 * effectMagnitude('cliffsDelta', 0.1); // 'negligible'
 * ```
 */
export function effectMagnitude(measure: EffectSizeMeasure, value: number): EffectMagnitude {
  let size: number;
  if (measure === 'cliffsDelta') {
    if (typeof value !== 'number' || !(value >= -1 && value <= 1)) throw new InvalidInputError(`effectMagnitude: Cliff's delta must be in [-1, 1], got ${shown(value)}`);
    size = Math.abs(value);
  } else if (measure === 'a12') {
    if (typeof value !== 'number' || !(value >= 0 && value <= 1)) throw new InvalidInputError(`effectMagnitude: A12 must be in [0, 1], got ${shown(value)}`);
    size = Math.max(value, 1 - value);
  } else {
    throw new InvalidInputError(`effectMagnitude: measure: expected a12 | cliffsDelta, got ${shown(measure)}`);
  }
  const [small, medium, large] = THRESHOLDS[measure];
  if (size < small) return 'negligible';
  if (size < medium) return 'small';
  if (size < large) return 'medium';
  return 'large';
}
