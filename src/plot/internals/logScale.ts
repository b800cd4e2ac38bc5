import { InvalidInputError } from '../../errors/InvalidInputError';

/**
 * Whether a figure of `values` uses a log scale: `true`/`false` as asked, or by default when
 * every value is positive and they span more than two decades (max / min > 100: the heavy tails
 * of costs and waits, which a linear axis squashes flat). A log scale with a value <= 0 is an error.
 */
export function useLogScale(fn: string, values: Readonly<Record<string, readonly number[]>>, asked: boolean | undefined): boolean {
  let min = Infinity;
  let max = -Infinity;
  for (const list of Object.values(values)) for (const v of list) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  if (asked === true && !(min > 0)) throw new InvalidInputError(`${fn}: logScale: every value must be > 0 on a log scale, got ${min}`);
  if (asked !== undefined) {
    if (typeof asked !== 'boolean') throw new InvalidInputError(`${fn}: logScale: expected true, false or undefined (automatic), got ${String(asked)}`);
    return asked;
  }
  return min > 0 && max / min > 100;
}

/** The caption of a figure on a log scale says so. */
export function logTitle(title: string, log: boolean): string {
  return log ? `${title} (log scale)` : title;
}
