import { InvalidInputError } from '../../errors/InvalidInputError';
import { requireObject } from '../../errors/internals/knownKeys';

/**
 * Refuses anything but a ParametricPolicy (`greedyFamily(...)`, `multifactorFamily(...)`: an object
 * with a `space` of `lower` / `upper` / `names` arrays and a `create` function), naming the option.
 */
export function requireParametricPolicy(where: string, family: unknown): void {
  requireObject(where, family, 'a ParametricPolicy (e.g. greedyFamily(condition2))');
  const f = family as { space?: unknown; create?: unknown };
  const space = f.space as { lower?: unknown; upper?: unknown; names?: unknown } | null | undefined;
  if (space === null || typeof space !== 'object' || !Array.isArray(space.lower) || !Array.isArray(space.upper) || !Array.isArray(space.names) || typeof f.create !== 'function') {
    throw new InvalidInputError(`${where}: expected a ParametricPolicy (e.g. greedyFamily(condition2)): an object with space { lower, upper, names } and create(x)`);
  }
}
