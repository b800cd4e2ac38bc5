import { InvalidInputError } from '../../errors/InvalidInputError';

/** `value ?? fallback`, checked to be an integer in [min, max]; `where` names the option. */
export function integerIn(where: string, value: number | undefined, fallback: number, min: number, max: number): number {
  const v = value ?? fallback;
  if (!Number.isInteger(v) || v < min || v > max) throw new InvalidInputError(`${where}: expected an integer in [${min}, ${max}], got ${String(v)}`);
  return v;
}

/** Checks a BullMQ queue name: non-empty, no ':' (BullMQ's key separator), at most 200 characters. */
export function queueName(where: string, name: unknown): string {
  if (typeof name !== 'string' || name === '' || name.includes(':') || name.length > 200) {
    throw new InvalidInputError(`${where}: expected a queue name of 1 to 200 characters without ':', got ${JSON.stringify(name) ?? String(name)}`);
  }
  return name;
}
