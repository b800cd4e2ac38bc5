import { InvalidInputError } from '../errors/InvalidInputError';
import type { SearchSpace } from '../SearchSpace';
import { optionKeys, requireOptions } from '../errors/internals/knownKeys';

const SEARCH_SPACE_OPTIONS_KEYS = optionKeys<SearchSpaceOptions>({ lower: true, upper: true, names: true });

/** Re-exported so the optimizers' files and `schedlab/optimizers` name it from here. */
export type { SearchSpace } from '../SearchSpace';

/**
 * Options of {@link searchSpace}.
 *
 * @example
 * ```ts
 * import { searchSpace, type SearchSpaceOptions } from 'schedlab/optimizers';
 * const options: SearchSpaceOptions = { lower: [0, 362], upper: [1, 3600], names: ['pT1off', 't1off'] };
 * const space = searchSpace(options);
 * ```
 */
export interface SearchSpaceOptions {
  /** Lower bound of each dimension (finite numbers). */
  readonly lower: readonly number[];
  /** Upper bound of each dimension (finite, strictly greater than the matching lower bound). */
  readonly upper: readonly number[];
  /**
   * Names of the dimensions.
   * @defaultValue `['x0', 'x1', ...]`
   */
  readonly names?: readonly string[];
}

/**
 * Creates a validated, frozen box-bounded {@link SearchSpace}.
 *
 * @param options - bounds and optional names
 * @throws InvalidInputError when the arrays are empty or of different lengths, a bound is not
 *   finite, `lower[i] >= upper[i]`, or a name is empty or repeated
 * @example
 * ```ts
 * import { searchSpace } from 'schedlab/optimizers';
 * const space = searchSpace({ lower: [0, -0.5], upper: [1, 0.5], names: ['w_n', 'bias'] });
 * space.dimension; // 2
 * ```
 */
export function searchSpace(options: SearchSpaceOptions): SearchSpace {
  requireOptions('searchSpace(options)', options, SEARCH_SPACE_OPTIONS_KEYS);
  const { lower, upper } = options;
  if (!Array.isArray(lower) || !Array.isArray(upper)) {
    throw new InvalidInputError('searchSpace: expected arrays `lower` and `upper`');
  }
  if (lower.length === 0) throw new InvalidInputError('searchSpace.lower: expected at least 1 dimension, got 0');
  if (upper.length !== lower.length) {
    throw new InvalidInputError(
      `searchSpace.upper: expected ${lower.length} bounds (the length of lower), got ${upper.length}`,
    );
  }
  for (let i = 0; i < lower.length; i++) {
    const lo = lower[i];
    const hi = upper[i];
    if (typeof lo !== 'number' || !Number.isFinite(lo)) {
      throw new InvalidInputError(`searchSpace.lower[${i}]: expected a finite number, got ${String(lo)}`);
    }
    if (typeof hi !== 'number' || !Number.isFinite(hi)) {
      throw new InvalidInputError(`searchSpace.upper[${i}]: expected a finite number, got ${String(hi)}`);
    }
    if (!(lo < hi)) {
      throw new InvalidInputError(`searchSpace: dimension ${i}: expected lower < upper, got [${lo}, ${hi}]`);
    }
    if (!Number.isFinite(hi - lo)) {
      throw new InvalidInputError(`searchSpace: dimension ${i}: range upper - lower overflows (${lo}, ${hi})`);
    }
  }
  let names: string[];
  if (options.names === undefined) {
    names = lower.map((_, i) => `x${i}`);
  } else {
    if (!Array.isArray(options.names) || options.names.length !== lower.length) {
      throw new InvalidInputError(
        `searchSpace.names: expected ${lower.length} names, got ${Array.isArray(options.names) ? options.names.length : typeof options.names}`,
      );
    }
    names = [...options.names];
    const seen = new Set<string>();
    names.forEach((n, i) => {
      if (typeof n !== 'string' || n.length === 0) {
        throw new InvalidInputError(`searchSpace.names[${i}]: expected a non-empty string, got ${JSON.stringify(n)}`);
      }
      if (seen.has(n)) throw new InvalidInputError(`searchSpace.names[${i}]: duplicate name "${n}"`);
      seen.add(n);
    });
  }
  return Object.freeze({
    dimension: lower.length,
    lower: Object.freeze([...lower]),
    upper: Object.freeze([...upper]),
    names: Object.freeze(names),
  });
}
