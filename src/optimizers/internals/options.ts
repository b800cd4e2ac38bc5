import { InvalidInputError } from '../../errors/InvalidInputError';

/** Returns `value ?? fallback` after checking it is an integer in [min, max]. */
export function intOption(where: string, value: number | undefined, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const v = value ?? fallback;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
    throw new InvalidInputError(`${where}: expected an integer in [${min}, ${max}], got ${String(v)}`);
  }
  return v;
}

/**
 * Returns `value ?? fallback` after checking it is a finite number in the interval
 * (`open` excludes the lower end).
 */
export function numOption(
  where: string,
  value: number | undefined,
  fallback: number,
  min: number,
  max: number,
  lowerOpen = false,
): number {
  const v = value ?? fallback;
  if (typeof v !== 'number' || Number.isNaN(v) || v < min || v > max || (lowerOpen && v === min)) {
    throw new InvalidInputError(`${where}: expected a number in ${lowerOpen ? '(' : '['}${min}, ${max}], got ${String(v)}`);
  }
  return v;
}

/** Returns `value ?? fallback` after checking it is one of `allowed`. */
export function enumOption<T extends string>(where: string, value: T | undefined, fallback: T, allowed: readonly T[]): T {
  const v = value ?? fallback;
  if (!allowed.includes(v)) {
    throw new InvalidInputError(`${where}: expected one of ${allowed.map((a) => `'${a}'`).join(', ')}, got ${JSON.stringify(v)}`);
  }
  return v;
}

/** Throws unless `options` is undefined or a plain object whose keys are all in `known`. */
export { checkOptions as checkOptionsObject } from '../../errors/internals/knownKeys';

/**
 * Largest population (swarm, nests, lambda, batch) an option may ask for: a documented bound
 * refused up front (issue 41: `pso({ swarmSize: 1e9 })` was accepted and allocated for minutes).
 */
export const MAX_POPULATION = 1_000_000;

/**
 * Largest population x dimension a session may hold: 2^27 coordinates, 1 GiB per copy of the batch
 * (sessions keep two to four copies: positions, velocities, personal bests, sampled points).
 */
export const MAX_BATCH_VALUES = 2 ** 27;

/** Refuses, when a session starts, a population that does not fit the dimension ({@link MAX_BATCH_VALUES}). */
export function checkBatchSize(name: string, population: number, dimension: number): void {
  if (population * dimension > MAX_BATCH_VALUES) {
    throw new InvalidInputError(
      `${name}: a population of ${population} in ${dimension} dimensions holds ${population * dimension} coordinates per copy, above the bound of ${MAX_BATCH_VALUES} (2^27, 1 GiB); use a smaller population`,
    );
  }
}
