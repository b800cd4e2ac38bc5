import { InvalidInputError } from '../InvalidInputError';

/**
 * The names of an options type, listed once as the keys of a record that the compiler checks to be
 * complete (a key missing or one too many is a type error), so the list cannot drift from the type
 * when an option is added.
 */
export function optionKeys<T>(keys: { readonly [K in keyof Required<T>]: true }): readonly string[] {
  return Object.freeze(Object.keys(keys));
}

/**
 * Refuses keys of an options object that the factory does not know (`mopso({ swarmSize: 8 })` used
 * to be ignored silently, and the run used the default), naming the valid ones. Anything but a
 * plain object is left to the caller's own check.
 *
 * @throws InvalidInputError naming the unknown key and the valid keys
 */
export function checkKnownKeys(where: string, options: unknown, known: readonly string[]): void {
  if (options === null || typeof options !== 'object' || Array.isArray(options)) return;
  for (const key of Object.keys(options)) {
    if (!known.includes(key)) throw new InvalidInputError(`${where}: unknown option "${key}"; valid: ${known.join(', ')}`);
  }
}

/** `null`, `undefined`, `an array`, `a string`, ... for an error message that says what was passed instead. */
function describeArgument(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return 'an array';
  return `a ${typeof value}`;
}

/**
 * Checks an optional options object (issue 32, class 9): `undefined` stands for "all defaults";
 * `null`, an array or a primitive is refused, and so is a key the function does not know.
 *
 * @param where - the function and parameter, as `fcfs(options)`
 * @throws InvalidInputError naming `where` and what was passed, or the unknown key and the valid keys
 */
export function checkOptions(where: string, options: unknown, known: readonly string[]): void {
  if (options !== undefined && (options === null || typeof options !== 'object' || Array.isArray(options))) {
    throw new InvalidInputError(`${where}: expected an options object, got ${describeArgument(options)}`);
  }
  checkKnownKeys(where, options, known);
}

/** {@link checkOptions} for a required options object: `undefined` is refused too. */
export function requireOptions(where: string, options: unknown, known: readonly string[]): void {
  if (options === undefined) throw new InvalidInputError(`${where}: expected an options object, got undefined`);
  checkOptions(where, options, known);
}

/**
 * Refuses `null`, `undefined` and primitives where a function needs an object (a problem, a
 * result, an array, an Rng), so that the caller gets a typed error naming the parameter instead of
 * a TypeError from deep inside.
 *
 * @param where - the function and parameter, as `eamm(problem)`
 * @param expected - what the parameter must be, as `a batch problem from batchProblem()`
 */
export function requireObject(where: string, value: unknown, expected = 'an object'): void {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) {
    throw new InvalidInputError(`${where}: expected ${expected}, got ${describeArgument(value)}`);
  }
}

/** {@link requireObject} for an optional parameter: `undefined` passes; `null` and primitives are refused. */
export function optionalObject(where: string, value: unknown, expected = 'an object'): void {
  if (value !== undefined) requireObject(where, value, expected);
}

/** Refuses anything but a function (a callback, a statistic, a run), naming the parameter. */
export function requireFunction(where: string, value: unknown, expected = 'a function'): void {
  if (typeof value !== 'function') throw new InvalidInputError(`${where}: expected ${expected}, got ${describeArgument(value)}`);
}

/** Refuses anything but a string (a name, a label for messages), naming the parameter. */
export function requireString(where: string, value: unknown, expected = 'a string'): void {
  if (typeof value !== 'string') throw new InvalidInputError(`${where}: expected ${expected}, got ${describeArgument(value)}`);
}

/** Refuses anything but an array (a list of results, jobs, points), naming the parameter or field. */
export function requireArray(where: string, value: unknown, expected = 'an array'): void {
  if (!Array.isArray(value)) throw new InvalidInputError(`${where}: expected ${expected}, got ${describeArgument(value)}`);
}

/** Refuses anything but a number (NaN passes: range checks are the caller's), naming the parameter. */
export function requireNumber(where: string, value: unknown, expected = 'a number'): void {
  if (typeof value !== 'number') throw new InvalidInputError(`${where}: expected ${expected}, got ${describeArgument(value)}`);
}

/** Refuses anything but an Rng (an object with `next()`), naming the parameter. */
export function requireRng(where: string, value: unknown): void {
  if (value === null || typeof value !== 'object' || typeof (value as { next?: unknown }).next !== 'function') {
    throw new InvalidInputError(`${where}: expected an Rng from createRng(), got ${describeArgument(value)}${value !== null && typeof value === 'object' ? ' without next()' : ''}`);
  }
}
