import { InvalidInputError } from '../../errors/InvalidInputError';
import { requireObject } from '../../errors/internals/knownKeys';

/**
 * The weights of Franke et al., sec. 5: f_obj = 10 AWRT_1 + 4 AWRT_2.
 *
 * @example
 * ```ts
 * import { groupObjective, FRANKE_OBJECTIVE_WEIGHTS } from 'schedlab/experiments';
 * const awrt = [3600, 7200, 100, 100, 100];
 * groupObjective(awrt, FRANKE_OBJECTIVE_WEIGHTS); // 10 * 3600 + 4 * 7200 = 64800
 * ```
 */
export const FRANKE_OBJECTIVE_WEIGHTS: readonly number[] = Object.freeze([10, 4, 0, 0, 0]);

/**
 * Linear provider objective over the per-group AWRT (Franke, Lepping & Schwiegelshohn, sec. 5):
 * `f = sum_i weights[i] * AWRT_{i+1}`; with the default weights `f = 10 AWRT_1 + 4 AWRT_2`.
 * A group with weight 0 is ignored (also when its AWRT is NaN, i.e. it has no job); a weighted
 * group without jobs makes the objective NaN.
 *
 * @param awrtPerGroup - AWRT of each group in seconds (index 0 = group 1)
 * @param weights - one weight per group @defaultValue {@link FRANKE_OBJECTIVE_WEIGHTS}
 * @throws InvalidInputError when the lengths differ or a weight is not finite
 * @example
 * ```ts
 * import { groupObjective } from 'schedlab/experiments';
 * groupObjective([100, 200, 1, 1, 1]); // 10 * 100 + 4 * 200 = 1800
 * ```
 */
export function groupObjective(awrtPerGroup: readonly number[], weights: readonly number[] = FRANKE_OBJECTIVE_WEIGHTS): number {
  requireObject('groupObjective(awrtPerGroup)', awrtPerGroup, 'an array');
  if (!Array.isArray(weights) || weights.length !== awrtPerGroup.length) {
    throw new InvalidInputError(`groupObjective: expected ${awrtPerGroup.length} weights (one per group), got ${Array.isArray(weights) ? weights.length : String(weights)}`);
  }
  let f = 0;
  for (let i = 0; i < weights.length; i++) {
    const w = weights[i]!;
    if (typeof w !== 'number' || !Number.isFinite(w)) throw new InvalidInputError(`groupObjective: weights[${i}] must be a finite number, got ${String(w)}`);
    if (w !== 0) f += w * awrtPerGroup[i]!;
  }
  return f;
}
