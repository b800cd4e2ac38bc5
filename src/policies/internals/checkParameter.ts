import { InvalidInputError } from '../../errors/InvalidInputError';

/**
 * Throws an InvalidInputError naming the family, the parameter, its value and its range when
 * `value` is not in `[lower, upper]` (NaN included). Optimizers keep candidates inside the box,
 * so only hand-written values can fail here; nothing is clamped silently.
 */
export function checkParameter(where: string, name: string, value: number, lower: number, upper: number): void {
  if (!(value >= lower && value <= upper)) {
    throw new InvalidInputError(`${where}: parameter ${name} = ${value} is outside its range [${lower}, ${upper}]`);
  }
}
