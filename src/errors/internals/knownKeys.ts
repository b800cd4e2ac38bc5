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
