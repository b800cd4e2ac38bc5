import { InvalidInputError } from '../../errors/InvalidInputError';
import type { SearchSpace } from '../searchSpace';

/**
 * Checks a search space wherever one enters (`minimize`), including hand-made objects that did
 * not go through `searchSpace`: an integer dimension >= 1, bounds arrays of that length, finite
 * numbers, lower < upper in every dimension.
 * @throws InvalidInputError naming the field and the dimension
 */
export function checkSpace(where: string, space: SearchSpace): void {
  if (space === null || typeof space !== 'object') throw new InvalidInputError(`${where}: expected a search space, got ${String(space)}`);
  const { dimension, lower, upper } = space;
  if (!Number.isInteger(dimension) || dimension < 1) throw new InvalidInputError(`${where}.dimension: expected an integer >= 1, got ${String(dimension)}`);
  for (const [name, bounds] of [['lower', lower], ['upper', upper]] as const) {
    if (!Array.isArray(bounds) || bounds.length !== dimension) {
      throw new InvalidInputError(`${where}.${name}: expected ${dimension} bounds (the dimension), got ${Array.isArray(bounds) ? bounds.length : String(bounds)}`);
    }
  }
  for (let j = 0; j < dimension; j++) {
    const lo = lower[j]!;
    const hi = upper[j]!;
    if (!Number.isFinite(lo) || !Number.isFinite(hi) || !(lo < hi)) {
      throw new InvalidInputError(`${where}: dimension ${j} has bounds [${String(lo)}, ${String(hi)}]; expected finite numbers with lower < upper`);
    }
  }
}
