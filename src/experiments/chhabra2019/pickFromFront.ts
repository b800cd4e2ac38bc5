import { InvalidInputError } from '../../errors/InvalidInputError';
import type { ParetoPoint } from '../../optimizers/MultiObjectiveOptimizer';
import { requireObject } from '../../errors/internals/knownKeys';

/**
 * Picks one point of a Pareto front the way the reproduction reports single numbers for MOGA and
 * MOPSO-FGA (Chhabra et al. 2019 compare single values and do not say how they chose): the point
 * of least weighted sum (eq. 8) of its objectives, which `batchParetoObjective` has normalised by
 * the reference schedule; ties: the first in front order.
 *
 * @param front - non-empty front
 * @param weights - w1, w2, w3 of eq. 8 (one per objective)
 * @throws InvalidInputError for an empty front or a weight count that does not match
 * @example
 * ```ts
 * import { pickFromFront } from 'schedlab/experiments';
 * const front = [{ x: [0], values: [0.8, 1.3, 1] }, { x: [1], values: [1, 0.9, 0.95] }];
 * pickFromFront(front, [1 / 3, 1 / 3, 1 / 3]).x; // [1]: 0.95 < 1.033
 * ```
 */
export function pickFromFront<P extends Pick<ParetoPoint, 'x' | 'values'>>(front: readonly P[], weights: readonly number[]): P {
  requireObject('pickFromFront(front)', front, 'an array');
  requireObject('pickFromFront(weights)', weights, 'an array of weights');
  if (front.length === 0) throw new InvalidInputError('pickFromFront: the front is empty');
  let best = front[0] as P;
  let bestValue = Infinity;
  for (const p of front) {
    if (p.values.length !== weights.length) {
      throw new InvalidInputError(`pickFromFront: a point has ${p.values.length} objectives; ${weights.length} weights given`);
    }
    let v = 0;
    for (let i = 0; i < weights.length; i++) v += (weights[i] as number) * (p.values[i] as number);
    if (v < bestValue) {
      bestValue = v;
      best = p;
    }
  }
  return best;
}
