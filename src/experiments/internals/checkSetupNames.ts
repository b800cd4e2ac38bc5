import { InvalidInputError } from '../../errors/InvalidInputError';

/** Setup names must be present and distinct (they label the columns of the result matrices). */
export function checkSetupNames(where: string, names: readonly string[]): void {
  if (names.length === 0) throw new InvalidInputError(`${where}: setups must not be empty`);
  const dup = names.find((n, i) => names.indexOf(n) !== i);
  if (dup !== undefined) throw new InvalidInputError(`${where}: setup name "${dup}" appears twice`);
}
